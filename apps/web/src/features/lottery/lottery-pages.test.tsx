import { createHash, createHmac } from 'node:crypto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryRow, LotteryStats, VerifyResult } from '@sixmark/shared/api/lottery';
import { deriveNumbersSync } from '@sixmark/shared/domain/draw-rng';
import { endOfListInView } from '@/test/intersection-observer';
import { drawAttributes, formatDrawTime } from './components/draw-row';
import LotteryHistoryPage, { HISTORY_SKELETONS } from './pages/lottery-history-page';
import LotteryRecordPage from './pages/lottery-record-page';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, code: 'OK', msg: '', data }), { headers: { 'content-type': 'application/json' } });

const seed = '5a'.repeat(32);
const numbers = deriveNumbersSync(Buffer.from(seed, 'hex'), (k, m) => new Uint8Array(createHmac('sha256', k).update(m).digest()));
const seedHash = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');

const row = (turn: number, openNum: string): HistoryRow => ({
  gameId: 70,
  turnNum: String(2026000 + turn),
  openTime: Date.UTC(2026, 5, 1, 13, 30) + turn * 86_400_000,
  openNum,
  source: 'rng',
});
// 45 rows served 20 a page.
const allRows = Array.from({ length: 45 }, (_, i) => row(45 - i, i === 0 ? numbers.join(',') : '1,13,25,37,49,8,20'));

const stats: LotteryStats = {
  gameId: 70,
  draws: 50,
  frequency: Array.from({ length: 49 }, (_, i) => ({ num: i + 1, count: (i % 7) + 1, special: i % 3 })),
  gaps: Array.from({ length: 49 }, (_, i) => ({ num: i + 1, gap: i % 11 })),
  hot: [7, 14, 21],
  cold: [2, 9, 16],
  zodiac: [
    { name: '马', count: 6 },
    { name: '蛇', count: 4 },
  ],
  colour: [
    { colour: 'red', count: 20 },
    { colour: 'blue', count: 18 },
    { colour: 'green', count: 12 },
  ],
};

let calls: URL[] = [];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      calls.push(url);
      const p = url.searchParams;
      switch (url.pathname) {
        case '/app-api/lottery/history': {
          const page = Number(p.get('page'));
          const rows = Number(p.get('rows'));
          const filtered = p.get('year') === '2025' ? [] : allRows;
          return ok({ data: filtered.slice((page - 1) * rows, page * rows), totalCount: filtered.length });
        }
        case '/app-api/lottery/history/group':
          return ok([
            { year: 2026, count: 45 },
            { year: 2025, count: 0 },
          ]);
        case '/app-api/lottery/verify': {
          const v: VerifyResult = {
            gameId: 70,
            turnNum: p.get('turnNum')!,
            source: 'rng',
            seedHash,
            seed,
            numbers,
            recomputed: numbers,
            hashMatches: true,
            numbersMatch: true,
          };
          return ok(v);
        }
        case '/app-api/lottery/stats':
          return ok(stats);
        case '/app-api/lottery/calendar':
          return ok({
            gameId: 70,
            month: p.get('month'),
            drawDays: p.get('month') === '2026-11' ? ['2026-11-03', '2026-11-21', '2026-11-23', '2026-11-25', '2026-11-27'] : [],
          });
        case '/app-api/v/lottery/openInfo':
          return ok({
            gameId: 70,
            cur: { turnNum: '2026101', closeTime: Date.UTC(2026, 10, 25, 13, 25), liveUrl: '', seedHash: null },
            pre: { turnNum: '2026100', openTime: Date.UTC(2026, 10, 23, 13, 30), openNum: '1,2,3,4,5,6,7', isStreaming: false, liveUrl: '', fairness: null },
            plan: { turnNum: '2026101', planTime: Date.UTC(2026, 10, 25, 13, 30) },
            serverTime: Date.now(),
          });
        case '/app-api/lottery/record':
          return ok([
            { ...row(45, '1,13,25,37,49,8,20'), gameName: '澳门六合彩' },
            { ...row(44, '2,3,4,5,6,7,9'), gameId: 90, gameName: '台湾六合彩' },
          ]);
        default:
          return new Response('{}', { status: 404 });
      }
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string, element = <LotteryHistoryPage />, pattern = '/lottery-history/:gameId') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path={pattern} element={element} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('draw attributes', () => {
  it('computes zodiac, sum, big/small, odd/even and the special number colour with the shared rules', () => {
    const a = drawAttributes('1,13,25,37,49,8,20', Date.UTC(2026, 5, 1));
    expect(a.zodiacs).toEqual(['马', '马', '马', '马', '马', '猪', '猪']);
    expect(a.sum).toBe(153);
    expect(a.sumBigSmall).toBe('小');
    expect(a.sumOddEven).toBe('单');
    expect(a.special).toEqual({ num: 20, zodiac: '猪', bigSmall: '小', oddEven: '双', colour: '蓝波' });
    expect(formatDrawTime(Date.UTC(2026, 5, 1, 13, 30))).toBe('2026/06/01 21:30');
  });
});

describe('lottery history page', () => {
  it('lists draws with balls and attributes, 20 a page, and filters by year', async () => {
    // jsdom lays nothing out: the end of the list is in view.
    endOfListInView();
    renderAt('/lottery-history/70');
    expect(await screen.findByText('历史开奖')).toBeInTheDocument();
    const list = screen.getByTestId('history-list');
    // Placeholder rows hold the list's place until the first page is in (no layout shift).
    expect(within(list).getAllByTestId('history-skeleton')).toHaveLength(HISTORY_SKELETONS);
    await waitFor(() => expect(list.querySelectorAll('.lottery-row').length).toBeGreaterThanOrEqual(20));
    expect(within(list).queryAllByTestId('history-skeleton')).toHaveLength(0);
    const second = list.querySelector('[data-turn="2026044"]') as HTMLElement;
    expect(within(second).getByTestId('draw-attrs')).toHaveTextContent('总和 153 小 单');
    expect(within(second).getByTestId('draw-attrs')).toHaveTextContent('特码 20 猪 小 双 蓝波');
    expect(within(second).getAllByLabelText(/^\d\d /).map((b) => b.getAttribute('aria-label'))).toContain('49 绿波 马');
    const historyCall = calls.find((u) => u.pathname === '/app-api/lottery/history')!;
    expect(Object.fromEntries(historyCall.searchParams)).toEqual({ gameId: '70', page: '1', rows: '20' });
    // Infinite scroll asks for the next page.
    await waitFor(() => expect(calls.some((u) => u.pathname === '/app-api/lottery/history' && u.searchParams.get('page') === '2')).toBe(true));

    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(await screen.findByRole('tab', { name: '2025年' }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '2025年' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'false');
    expect(calls.some((u) => u.pathname === '/app-api/lottery/history' && u.searchParams.get('year') === '2025')).toBe(true);
  }, 20_000);

  it('filters by draw date from ?date=', async () => {
    renderAt('/lottery-history/70?date=2026-06-02');
    expect(await screen.findByText('开奖日期：2026/06/02')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((u) => u.pathname === '/app-api/lottery/history' && u.searchParams.get('date') === '2026-06-02')).toBe(true),
    );
  });

  it('titles the live variant 直播开奖记录', async () => {
    renderAt('/lottery-history/110?type=live-lottery');
    expect(await screen.findByText('直播开奖记录')).toBeInTheDocument();
  });

  it('verifies a draw in the browser: the seed hashes to the published hash and recomputes the numbers', async () => {
    renderAt('/lottery-history/70');
    const first = await waitFor(() => {
      const el = screen.getByTestId('history-list').querySelector('[data-turn="2026045"]');
      expect(el).not.toBeNull();
      return el as HTMLElement;
    });
    await userEvent.click(within(first).getByRole('button', { name: '验证本期' }));
    expect(await screen.findByText('验证第2026045期开奖')).toBeInTheDocument();
    expect(await screen.findByTestId('verify-hash')).toHaveTextContent(seedHash);
    expect(screen.getByTestId('verify-seed')).toHaveTextContent(seed);
    expect(await screen.findByTestId('verify-verdict', {}, { timeout: 5000 })).toHaveTextContent('验证通过');
    const recomputed = within(screen.getByTestId('verify-recomputed'))
      .getAllByLabelText(/^\d\d /)
      .map((b) => Number(b.getAttribute('data-num')));
    expect(recomputed).toEqual(numbers);
  });

  it('shows statistics charts on the statistics tab', async () => {
    renderAt('/lottery-history/70?tab=stats');
    // The statistics chunk loads lazily; give it time on a busy machine.
    expect(await screen.findByText('共统计 50 期', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '号码出现次数' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '遗漏期数（距上次出现）' })).toBeInTheDocument();
    expect(screen.getByText('特码波色分布')).toBeInTheDocument();
    expect(within(screen.getByTestId('stats-hot')).getAllByLabelText(/^\d\d /)).toHaveLength(3);
    const statsCall = calls.find((u) => u.pathname === '/app-api/lottery/stats')!;
    expect(Object.fromEntries(statsCall.searchParams)).toEqual({ gameId: '70', last: '50' });
    await userEvent.click(screen.getByText('近200期'));
    await waitFor(() => expect(calls.some((u) => u.pathname === '/app-api/lottery/stats' && u.searchParams.get('last') === '200')).toBe(true));
  });
});

describe('draw calendar', () => {
  beforeEach(() => {
    // Only Date is faked so promises and timers still run; it is noon of 23 Nov 2026 in Asia/Shanghai.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 23, 4));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the month of draw days with today and the next draw highlighted; a past draw day opens its draws', async () => {
    renderAt('/lottery-history/70');
    await userEvent.click(await screen.findByText('开奖日历'));
    expect(await screen.findByTestId('calendar-month')).toHaveTextContent('2026年11月');
    await waitFor(() =>
      expect(calls.some((u) => u.pathname === '/app-api/lottery/calendar' && u.searchParams.get('month') === '2026-11')).toBe(true),
    );
    const call = calls.find((u) => u.pathname === '/app-api/lottery/calendar')!;
    expect(Object.fromEntries(call.searchParams)).toEqual({ gameId: '70', month: '2026-11' });
    expect(await screen.findByTestId('calendar-summary')).toHaveTextContent('本月共 5 个开奖日');
    expect(await screen.findByTestId('calendar-next')).toHaveTextContent('下期开奖：第2026101期 2026/11/25 21:30');

    const cell = (day: string) => document.querySelector(`[data-day="${day}"]`) as HTMLButtonElement;
    // 1 Nov 2026 is a Sunday: the grid needs no padding before it.
    expect(document.querySelectorAll('.draw-calendar__pad')).toHaveLength(0);
    expect(cell('2026-11-23')).toHaveAttribute('aria-label', '23日 今天 开奖日');
    expect(cell('2026-11-23')).toHaveClass('draw-calendar__day--today', 'draw-calendar__day--draw');
    expect(cell('2026-11-25')).toHaveAttribute('aria-label', '25日 下期开奖');
    expect(cell('2026-11-25')).toHaveClass('draw-calendar__day--next');
    expect(cell('2026-11-27')).toHaveClass('draw-calendar__day--draw');
    expect(cell('2026-11-27')).toBeDisabled();
    expect(cell('2026-11-22')).not.toHaveClass('draw-calendar__day--draw');

    await userEvent.click(screen.getByRole('button', { name: '下个月' }));
    expect(screen.getByTestId('calendar-month')).toHaveTextContent('2026年12月');
    await waitFor(() => expect(calls.some((u) => u.pathname === '/app-api/lottery/calendar' && u.searchParams.get('month') === '2026-12')).toBe(true));
    // December 2026 starts on a Tuesday.
    expect(document.querySelectorAll('.draw-calendar__pad')).toHaveLength(2);
    await userEvent.click(screen.getByText('回到本月'));
    expect(screen.getByTestId('calendar-month')).toHaveTextContent('2026年11月');

    await userEvent.click(cell('2026-11-21'));
    expect(await screen.findByText('开奖日期：2026/11/21')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((u) => u.pathname === '/app-api/lottery/history' && u.searchParams.get('date') === '2026-11-21')).toBe(true),
    );
  });
});

describe('lottery record page', () => {
  it('lists the latest draw of every game linking to its history', async () => {
    renderAt('/lottery-record', <LotteryRecordPage />, '/lottery-record');
    expect(await screen.findByText('澳门六合彩')).toBeInTheDocument();
    expect(screen.getByText('台湾六合彩').closest('a')).toHaveAttribute('href', '/lottery-history/90');
  });
});
