import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile, makeTemplate, mockApi, renderContent } from '../test-utils';
import MyCollectionPage from './my-collection-page';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('/my-collection', () => {
  it('lists the favourited cards', async () => {
    mockApi({
      'GET /app-api/game-document/template/liked': () => ({
        data: [makeTemplate('MB05', { name: '收藏的卡', like: 1 })],
        totalCount: 1,
      }),
    });
    renderContent(<MyCollectionPage />, { profile: makeProfile() });
    expect(await screen.findByText('收藏的卡')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '已收藏' })).toBeInTheDocument();
  });

  it('an empty list says 暂无数据 and how to fill it', async () => {
    mockApi({ 'GET /app-api/game-document/template/liked': () => ({ data: [], totalCount: 0 }) });
    renderContent(<MyCollectionPage />, { profile: makeProfile() });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByText('在首页卡片上点「收藏」，就能在这里找到它')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去首页看看' })).toBeInTheDocument();
  });
});
