import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderContent } from '../test-utils';
import DatabasesPage from './databases-page';

const config = () => ({ livestream_url: '', home_lottery_setting: [{ gameId: 70, gameName: '澳门六合彩' }] });
const cates = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ playCateName: `分类${i + 1}`, templateId: i + 1 }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/databases (spec 2 §2)', () => {
  it('shows 27 skeletons while loading', async () => {
    mockApi({
      'GET /sys-upload/data/json/app_config.json': config,
      'GET /app-api/game-document/database/play-cate': () => cates(2),
      'GET /app-api/game-document/database': () => new Promise(() => undefined),
    });
    renderContent(<DatabasesPage />);
    expect(await screen.findByText('澳门六合彩')).toBeInTheDocument();
    expect(document.querySelectorAll('.database__skeleton')).toHaveLength(27);
  });

  it('shows 暂无数据 for an empty library and chips under 8 categories', async () => {
    mockApi({
      'GET /sys-upload/data/json/app_config.json': config,
      'GET /app-api/game-document/database/play-cate': () => cates(7),
      'GET /app-api/game-document/database': () => ({ data: [], totalCount: 0 }),
    });
    renderContent(<DatabasesPage />);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '分类7' })).toBeInTheDocument();
  });

  it('turns the chips into a dropdown at 8 categories and links a document with documentId', async () => {
    mockApi({
      'GET /sys-upload/data/json/app_config.json': config,
      'GET /app-api/game-document/database/play-cate': () => cates(8),
      'GET /app-api/game-document/database': () => ({
        data: [{ gameId: 70, templateId: 3, documentId: 99, subName: '特码资料', name: '129期特码精选' }],
        totalCount: 1,
      }),
    });
    renderContent(<DatabasesPage />);
    const row = await screen.findByText('129期特码精选');
    expect(row.closest('a')).toHaveAttribute('href', '/template/70/3?documentId=99');
    expect(document.querySelector('.adm-dropdown')).not.toBeNull();
    expect(screen.queryByRole('button', { name: '分类8' })).toBeNull();
  });
});
