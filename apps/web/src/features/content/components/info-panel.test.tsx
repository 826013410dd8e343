import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openInfoQueryOptions } from '@/components/lottery';
import { mockApi, renderContent } from '../test-utils';
import { InfoPanel } from './info-panel';

afterEach(() => {
  vi.restoreAllMocks();
});

const api = () =>
  mockApi({
    'GET /sys-upload/data/lotery/70.json': () => ({
      cur: { turnNum: '2025126', closeTime: 0, liveUrl: '' },
      pre: { turnNum: '2025125', openTime: 0, openNum: '1,2,3,4,5,6,49', isStreaming: false, liveUrl: '' },
      serverTime: 0,
    }),
    'GET /app-api/lottery/history': () => ({
      data: [
        { gameId: 70, turnNum: '2025125', openTime: 0, openNum: '1,2,3,4,5,6,49', source: 'official' },
        { gameId: 70, turnNum: '2025124', openTime: 0, openNum: '7,8,9,10,11,12,13', source: 'official' },
      ],
      totalCount: 2,
    }),
    'GET /app-api/game-document/database': () => ({
      data: [{ gameId: 70, templateId: 3, documentId: 9, subName: '', name: '四肖八码' }],
      totalCount: 1,
    }),
    'GET /app-api/gallery/group': () => ({
      data: [
        { groupId: 4, name: '澳门彩图', gameTurn: '125', imageUrl: 'a.jpg', updatedTime: '', initial: 'A' },
      ],
      totalCount: 1,
    }),
    'GET /app-api/promotion/list': () => ({
      classes: [],
      data: [
        {
          classifyType: 1,
          classifyName: '新人',
          id: 6,
          name: '首充礼包',
          coverUrl: '',
          imageUrl: '',
          templateType: 1,
          color: '',
          startTime: '2025-01-01 00:00:00',
          endTime: '2025-12-31 00:00:00',
          domain: '',
        },
      ],
    }),
  });

describe('home info-panel tabs (spec 2 §2)', () => {
  it('has 最新开奖, 资料库, 图库 and 优惠, each with a preview and a link to its page', async () => {
    const fetch = api();
    renderContent(<InfoPanel gameId={70} />);
    expect(['最新开奖', '资料库', '图库', '优惠'].every((t) => screen.getByText(t))).toBe(true);

    expect(await screen.findByText('第2025125期')).toBeInTheDocument();
    const row = screen.getByText('第2025125期').closest('li')!;
    expect(
      within(row)
        .getAllByText(/^\d{2}$/)
        .map((b) => b.textContent),
    ).toEqual(['01', '02', '03', '04', '05', '06', '49']);
    fireEvent.click(screen.getByText(/查看开奖记录/));
    expect(screen.getByTestId('location')).toHaveTextContent('/lottery-record');
    const history = fetch.mock.calls
      .map(([u]) => new URL(String(u), 'http://x'))
      .find((u) => u.pathname === '/app-api/lottery/history')!;
    expect(history.searchParams.get('gameId')).toBe('70');
    expect(history.searchParams.get('rows')).toBe('3');
  });

  it('previews documents, popular galleries and promotions', async () => {
    api();
    renderContent(<InfoPanel gameId={70} />);
    fireEvent.click(screen.getByText('资料库'));
    expect(await screen.findByRole('link', { name: '四肖八码' })).toHaveAttribute(
      'href',
      '/template/70/3?documentId=9',
    );
    fireEvent.click(screen.getByText('图库'));
    expect(await screen.findByText('澳门彩图')).toBeInTheDocument();
    expect(screen.getByText('澳门彩图').closest('a')).toHaveAttribute('href', '/gallery-detail/70/4');
    fireEvent.click(screen.getByText('优惠'));
    expect(await screen.findByText('首充礼包')).toBeInTheDocument();
    expect(screen.getByText('首充礼包').closest('a')).toHaveAttribute('href', '/promotional/1/6');
  });

  it('asks for the draws again when the draw panel shows a new draw', async () => {
    const fetch = api();
    const { client } = renderContent(<InfoPanel gameId={70} />);
    expect(await screen.findByText('第2025125期')).toBeInTheDocument();
    const historyCalls = () =>
      fetch.mock.calls.filter(([u]) => String(u).startsWith('/app-api/lottery/history')).length;
    const before = historyCalls();
    act(() => {
      client.setQueryData(openInfoQueryOptions(70).queryKey, {
        cur: { turnNum: '2025127', closeTime: 0, liveUrl: '' },
        pre: { turnNum: '2025126', openTime: 0, openNum: '1,2,3,4,5,6,7', isStreaming: false, liveUrl: '' },
        serverTime: 0,
        clockOffsetMs: 0,
      } as never);
    });
    await waitFor(() => expect(historyCalls()).toBe(before + 1));
  });

  it('shows 暂无数据 when a preview is empty', async () => {
    mockApi({ 'GET /app-api/lottery/history': () => ({ data: [], totalCount: 0 }) });
    renderContent(<InfoPanel gameId={70} />);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
