import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetOrder } from '@sixmark/shared/api/bets';
import { fail, mockApi, ok, renderPage } from '@/test/harness';
import { BetRecords } from './bet-records';

// 2026-03-01 12:00:00 UTC+8.
const NOW = Date.UTC(2026, 2, 1, 4, 0, 0);

const order = (over: Partial<BetOrder>): BetOrder => ({
  orderNo: 'B1',
  gameId: 70,
  gameName: '极速六合彩',
  status: 0,
  result: null,
  betEndTime: '2026-03-01 12:05:00',
  trackOrderNo: '',
  turnNum: '2026060',
  totalMoney: 10,
  reward: 0,
  cateName: '特码',
  model: 1,
  addTime: '2026-03-01 11:58:00',
  account: 'member01',
  openNum: '',
  betInfo: '07',
  betCount: 1,
  unitAmount: 10,
  odds: '48.265',
  canCancel: true,
  ...over,
});

const rows: BetOrder[] = [
  order({ orderNo: 'B1' }),
  order({ orderNo: 'B2', trackOrderNo: 'T1' }),
  order({ orderNo: 'B3', betEndTime: '2026-03-01 11:00:00' }),
  order({ orderNo: 'B4', status: 1, result: 0, openNum: '1,2,3,4,5,6,7' }),
  order({ orderNo: 'B5', status: 1, result: 1, reward: 482.65 }),
  order({ orderNo: 'B6', status: 1, result: 2, reward: 10 }),
  order({ orderNo: 'B7', status: 2 }),
  order({ orderNo: 'B8', status: 3 }),
  order({ orderNo: 'B9', status: 4 }),
  order({ orderNo: 'B10', status: 9 }),
];

const cancelOn = { system_config: [], hy_is_cancel: '1', time_zone: 'Asia/Shanghai' };
const cancelOff = { ...cancelOn, hy_is_cancel: '0' };

function api(over: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    '/app-api/api/cp/records/todayList': ok({ data: rows, totalCount: rows.length }),
    '/data/json/web_system_config.json': { body: cancelOn },
    '/app-api/game/play-cate': ok([
      { gameId: 70, gameName: '极速六合彩', source: 'rng', liveUrl: '' },
      { gameId: 1, gameName: '香港六合彩', source: 'manual', liveUrl: '' },
    ]),
    ...over,
  });
}

const statusOf = (orderNo: string) =>
  within(document.querySelector(`[data-order-no="${orderNo}"]`) as HTMLElement).getByTestId('bet-status').textContent;

describe('bet records (spec 3)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(NOW);
    localStorage.setItem('token', 't');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the five tabs and every status text of the status display', async () => {
    api();
    renderPage(<BetRecords title="投注记录" />, { path: '/bet-list' });
    for (const t of ['全部订单', '未开奖', '已开奖', '已撤销', '历史记录']) expect(screen.getAllByText(t).length).toBeGreaterThan(0);
    await screen.findAllByTestId('bet-row');
    expect(statusOf('B1')).toBe('可撤销');
    expect(statusOf('B2')).toBe('可撤销[追]');
    expect(statusOf('B3')).toBe('未开奖');
    expect(statusOf('B4')).toBe('未中奖');
    expect(statusOf('B5')).toBe('已派奖');
    expect(statusOf('B6')).toBe('和局');
    expect(statusOf('B7')).toBe('已撤单');
    expect(statusOf('B8')).toBe('删除');
    expect(statusOf('B9')).toBe('追号停止');
    expect(statusOf('B10')).toBe('-');
    expect(await screen.findByText('没有更多数据了')).toBeInTheDocument();
  });

  it('pending rows read 未开奖 when cancelling is off', async () => {
    api({ '/data/json/web_system_config.json': { body: cancelOff } });
    renderPage(<BetRecords title="投注记录" />, { path: '/bet-list' });
    await screen.findAllByTestId('bet-row');
    await waitFor(() => expect(statusOf('B1')).toBe('未开奖'));
  });

  it('filters the tabs by status 0, 1 and 2 with pages of 20 and model 1', async () => {
    const m = api();
    renderPage(<BetRecords title="投注记录" />, { path: '/bet-list' });
    await screen.findAllByTestId('bet-row');
    const first = m.calls.find((c) => c.path === '/app-api/api/cp/records/todayList')!;
    expect(first.url.searchParams.get('status')).toBeNull();
    expect(first.url.searchParams.get('rows')).toBe('20');
    expect(first.url.searchParams.get('page')).toBe('1');
    expect(first.url.searchParams.get('model')).toBe('1');
    for (const [title, status] of [
      ['未开奖', '0'],
      ['已开奖', '1'],
      ['已撤销', '2'],
    ] as const) {
      fireEvent.click(screen.getAllByText(title)[0]!);
      await waitFor(() =>
        expect(m.calls.some((c) => c.path === '/app-api/api/cp/records/todayList' && c.url.searchParams.get('status') === status)).toBe(true),
      );
    }
  });

  it('pre-filters by the game_id query and keeps 精简模式 under bet_record_simple_model', async () => {
    const m = api();
    renderPage(<BetRecords title="投注记录" />, { path: '/bet-list', at: '/bet-list?game_id=70' });
    await screen.findAllByTestId('bet-row');
    expect(m.calls.find((c) => c.path === '/app-api/api/cp/records/todayList')!.url.searchParams.get('gameId')).toBe('70');
    expect(screen.getByText('单号 B1')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('筛选'));
    expect(await screen.findByText('精简模式')).toBeInTheDocument();
    fireEvent.click(await screen.findByText('香港六合彩'));
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(m.calls.some((c) => c.path === '/app-api/api/cp/records/todayList' && c.url.searchParams.get('gameId') === '1')).toBe(true),
    );
    expect(localStorage.getItem('bet_record_simple_model')).toBe('1');
    await waitFor(() => expect(screen.queryByText('单号 B1')).toBeNull());
  });

  it('cancel mode: 撤单/取消, 该记录不能撤销！, 全选, 撤单(n), 确定撤单吗? 即将撤销n笔注单, 撤销成功', async () => {
    const m = api({ '/app-api/api/bet/cancel': ok({ cancelled: ['B1', 'B2'], refund: 20, balance: 100 }) });
    renderPage(<BetRecords title="投注记录" />, { path: '/bet-list' });
    await screen.findAllByTestId('bet-row');
    fireEvent.click(screen.getByRole('button', { name: '撤单' }));
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(screen.getByText('撤单(0)')).toBeInTheDocument();

    fireEvent.click(document.querySelector('[data-order-no="B4"]')!);
    expect(await screen.findByText('该记录不能撤销！')).toBeInTheDocument();
    expect(screen.getByText('撤单(0)')).toBeInTheDocument();

    fireEvent.click(screen.getByText('全选'));
    expect(screen.getByText('撤单(2)')).toBeInTheDocument();
    fireEvent.click(screen.getByText('撤单(2)'));
    expect(await screen.findByText('确定撤单吗?')).toBeInTheDocument();
    expect(screen.getByText('即将撤销2笔注单')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('撤销成功')).toBeInTheDocument();
    const sent = m.calls.find((c) => c.path === '/app-api/api/bet/cancel')!;
    expect(sent.init?.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(sent.form.get('orderNo')).toBe('B1,B2');
    await waitFor(() => expect(screen.getByRole('button', { name: '撤单' })).toBeInTheDocument());
  });

  it('shows the server message for 3 s when a cancel fails', async () => {
    api({ '/app-api/api/bet/cancel': fail('BET/CANCEL_REFUSED', '本期已封盘，不能撤单') });
    const show = vi.spyOn(await import('antd-mobile').then((m) => m.Toast), 'show');
    renderPage(<BetRecords title="投注记录" />, { path: '/bet-list' });
    await screen.findAllByTestId('bet-row');
    fireEvent.click(screen.getByRole('button', { name: '撤单' }));
    fireEvent.click(document.querySelector('[data-order-no="B1"]')!);
    fireEvent.click(screen.getByText('撤单(1)'));
    // The setting is read again before the dialog opens.
    expect(await screen.findByText('即将撤销1笔注单', {}, { timeout: 3000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('本期已封盘，不能撤单')).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ content: '本期已封盘，不能撤单', duration: 3000 }));
  });

  it('refuses with 注单状态不能撤单，请刷新页面！ when cancelling is switched off', async () => {
    let setting = cancelOn;
    const m = api({ '/data/json/web_system_config.json': () => ({ body: setting }) });
    renderPage(<BetRecords title="投注记录" />, { path: '/bet-list' });
    await screen.findAllByTestId('bet-row');
    fireEvent.click(screen.getByRole('button', { name: '撤单' }));
    fireEvent.click(document.querySelector('[data-order-no="B1"]')!);
    setting = cancelOff;
    fireEvent.click(screen.getByText('撤单(1)'));
    expect(await screen.findByText('注单状态不能撤单，请刷新页面！')).toBeInTheDocument();
    expect(m.calls.some((c) => c.path === '/app-api/api/bet/cancel')).toBe(false);
  });

  it('lists the days of history and a day’s orders', async () => {
    const m = api({
      '/app-api/api/cp/records/historyDayReport': ok([
        { statTime: '2026-03-01', bettingMoney: 30, winOrcloseMoney: 452.65 },
        { statTime: '2026-02-28', bettingMoney: 0, winOrcloseMoney: 0 },
      ]),
      '/app-api/api/cp/records/historyList': ok({ data: [rows[4]], totalCount: 1 }),
    });
    renderPage(<BetRecords title="投注记录" />, { path: '/bet-list' });
    fireEvent.click(screen.getByText('历史记录'));
    fireEvent.click(await screen.findByText('2026-03-01'));
    await screen.findAllByTestId('bet-row');
    const call = m.calls.find((c) => c.path === '/app-api/api/cp/records/historyList')!;
    expect(call.url.searchParams.get('date')).toBe('2026-03-01');
    expect(call.url.searchParams.get('rows')).toBe('20');
    expect(statusOf('B5')).toBe('已派奖');
  });

  it('stops a chase from one of its pending orders', async () => {
    const m = api({ '/app-api/api/cp/chase/cancel': ok({ trackOrderNo: 'T1', gameId: 70, play: 'TM_NUM', status: 'stopped', stopOnWin: true, mode: 'fixed', message: '', periods: [] }) });
    renderPage(<BetRecords title="投注记录" />, { path: '/bet-list' });
    await screen.findAllByTestId('bet-row');
    expect(screen.getAllByRole('button', { name: '停止追号' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '停止追号' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('追号已停止')).toBeInTheDocument();
    expect(JSON.parse(String(m.calls.find((c) => c.path === '/app-api/api/cp/chase/cancel')!.init!.body))).toEqual({ trackOrderNo: 'T1' });
  });

  it('shows 暂无数据 for an empty list', async () => {
    api({ '/app-api/api/cp/records/todayList': ok({ data: [], totalCount: 0 }) });
    renderPage(<BetRecords title="投注记录" />, { path: '/bet-list' });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('asks a visitor to log in first; confirm goes to login', async () => {
    localStorage.removeItem('token');
    const m = api();
    const { router } = renderPage(<BetRecords title="投注记录" />, { path: '/bet-list', extra: [{ path: '/auth/login', text: 'login page' }] });
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(m.calls.some((c) => c.path.startsWith('/app-api/api/cp/records'))).toBe(false);
  });
});
