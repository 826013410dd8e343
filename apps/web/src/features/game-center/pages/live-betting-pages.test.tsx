import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameBetRecord } from '@sixmark/shared';
import { fail, mockApi, ok, renderPage } from '@/test/harness';
import { endOfListInView } from '@/test/intersection-observer';
import LiveBettingDetailPage from './live-betting-detail-page';
import LiveBettingPage from './live-betting-page';

/** YYYY-MM-DD of today minus `back` days in Asia/Shanghai, computed independently of the page. */
function shanghaiDay(back: number) {
  const d = new Date(Date.now() + 8 * 3600_000 - back * 86_400_000);
  return d.toISOString().slice(0, 10);
}
const slash = (d: string) => d.replaceAll('-', '/');

const settings = {
  body: { system_config: [], api_external: { captcha_id: '' }, sys_config: { time_zone: 'Asia/Shanghai' } },
};
const games = [
  { code: 'SBX_DT', gameName: '沙盒龙虎', liveCode: 'SANDBOX', providerName: '沙盒娱乐' },
  { code: 'AG_BJL', gameName: 'AG百家乐', liveCode: 'AG', providerName: 'AG' },
];
const rows = [
  {
    gameName: '沙盒龙虎',
    gameCode: 'SBX_DT',
    betCount: 3,
    betAmount: 150,
    validBetAmount: 145,
    winAmount: 40,
  },
  { gameName: 'AG百家乐', gameCode: 'AG_BJL', betCount: 0, betAmount: 0, validBetAmount: 0, winAmount: 0 },
];

const openReport = () =>
  renderPage(<LiveBettingPage />, {
    path: '/live-betting',
    extra: [{ path: '/live-betting-detail', text: 'detail page' }],
  });

describe('真人报表 /live-betting (spec 3 §2, §4, §5)', () => {
  beforeEach(() => localStorage.setItem('token', 't'));
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the last 7 days up to today and sums bet amount, valid bet and win/loss per game', async () => {
    const { calls } = mockApi({
      '/sys-upload/data/json/config.json': settings,
      '/app-api/api/live/allLiveGames': ok(games),
      '/app-api/api/live/gameReportList': ok(rows),
    });
    const { router } = openReport();
    expect(screen.getByTestId('start-date')).toHaveTextContent(slash(shanghaiDay(6)));
    expect(screen.getByTestId('end-date')).toHaveTextContent(slash(shanghaiDay(0)));
    const table = await screen.findByTestId('live-report-table');
    const report = calls.find((c) => c.path === '/app-api/api/live/gameReportList')!.url.searchParams;
    expect([report.get('gameCodes'), report.get('startDate'), report.get('endDate')]).toEqual([
      'SBX_DT,AG_BJL',
      shanghaiDay(6),
      shanghaiDay(0),
    ]);
    const [first] = within(table).getAllByTestId('live-report-row');
    expect(first).toHaveTextContent('沙盒龙虎150.00145.0040.00');
    expect(within(table).getByText('合计').closest('tr')).toHaveTextContent('合计150.00145.0040.00');
    fireEvent.click(first!);
    expect(await screen.findByText('detail page')).toBeInTheDocument();
    const q = new URLSearchParams(router.state.location.search);
    expect([q.get('gameCode'), q.get('startDate'), q.get('endDate')]).toEqual([
      'SBX_DT',
      shanghaiDay(6),
      shanghaiDay(0),
    ]);
  });

  it('asks the same range again on 搜索', async () => {
    const { calls } = mockApi({
      '/sys-upload/data/json/config.json': settings,
      '/app-api/api/live/allLiveGames': ok(games),
      '/app-api/api/live/gameReportList': ok(rows),
    });
    openReport();
    await screen.findByTestId('live-report-table');
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/app-api/api/live/gameReportList')).toHaveLength(2),
    );
    const [a, b] = calls
      .filter((c) => c.path === '/app-api/api/live/gameReportList')
      .map((c) => c.url.search);
    expect(b).toBe(a);
  });

  it('does not search without a live game code and shows 暂无数据', async () => {
    const { calls } = mockApi({
      '/sys-upload/data/json/config.json': settings,
      '/app-api/api/live/allLiveGames': ok([]),
      '/app-api/api/live/gameReportList': ok(rows),
    });
    openReport();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.some((c) => c.path === '/app-api/api/live/gameReportList')).toBe(false);
  });

  it('shows the server message when the report fails', async () => {
    mockApi({
      '/sys-upload/data/json/config.json': settings,
      '/app-api/api/live/allLiveGames': ok(games),
      '/app-api/api/live/gameReportList': fail('SYS/BAD_REQUEST', '日期范围不正确'),
    });
    openReport();
    expect(await screen.findByText('日期范围不正确')).toBeInTheDocument();
  });
});

const record = (id: number): GameBetRecord => ({
  id,
  recordId: `SANDBOX:${id}`,
  liveCode: 'SANDBOX',
  gameCode: 'SBX_DT',
  gameName: '沙盒龙虎',
  roundNo: `R${id}`,
  betContent: 'dragon',
  betAmount: 10,
  validBetAmount: 10,
  payout: 20,
  winAmount: 10,
  betTime: '2026-11-23T10:00:00.000Z',
  settleTime: '2026-11-23T10:00:40.000Z',
});

describe('报表详情 /live-betting-detail (spec 3 §2, §4)', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
    endOfListInView();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists one game’s records by page and appends the next page', async () => {
    const { calls } = mockApi({
      '/app-api/api/live/br': (url) => {
        const page = Number(url.searchParams.get('page'));
        const ids = page === 1 ? Array.from({ length: 20 }, (_, i) => i + 1) : [21, 22];
        return ok({ data: ids.map(record), totalCount: 22 });
      },
    });
    renderPage(<LiveBettingDetailPage />, {
      path: '/live-betting-detail',
      at: '/live-betting-detail?gameCode=SBX_DT&startDate=2026-11-17&endDate=2026-11-23',
    });
    await waitFor(() => expect(screen.getAllByTestId('live-record')).toHaveLength(22));
    expect(screen.getAllByTestId('live-record')[0]).toHaveTextContent('龙，投注 10.00');
    expect(await screen.findByText('没有更多数据了')).toBeInTheDocument();
    const first = calls.find((c) => c.path === '/app-api/api/live/br')!.url.searchParams;
    expect([first.get('gameCode'), first.get('startDate'), first.get('endDate'), first.get('page')]).toEqual([
      'SBX_DT',
      '2026-11-17',
      '2026-11-23',
      '1',
    ]);
    expect(
      calls.filter((c) => c.path === '/app-api/api/live/br').map((c) => c.url.searchParams.get('page')),
    ).toEqual(['1', '2']);
  });

  it('asks nothing for a malformed address and shows 暂无数据', async () => {
    const { calls } = mockApi({});
    renderPage(<LiveBettingDetailPage />, {
      path: '/live-betting-detail',
      at: '/live-betting-detail?gameCode=x%27&startDate=bad',
    });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
