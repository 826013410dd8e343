import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAY_CATALOGUE, defaultOdds, tablesForLunarYear } from '@sixmark/shared';
import type { PlayOdds } from '@sixmark/shared/api/bets';
import { fail, mockApi, ok, renderPage } from '@/test/harness';
import GamePage from './game-page';

vi.mock('@/components/lottery', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/lottery')>()),
  // The draw panel has its own tests; here it would only add socket and polling noise.
  DrawPanel: () => <section aria-label="开奖面板" />,
}));

const T2026 = tablesForLunarYear(2026);
const ODDS = defaultOdds(T2026);

function oddsAnswer(over: { secondsToClose?: number; plays?: PlayOdds['plays'] } = {}): PlayOdds {
  const now = Date.now();
  const secondsToClose = over.secondsToClose ?? 90;
  return {
    gameId: 90,
    turn: {
      turnNum: '2026088',
      betEndTime: now + secondsToClose * 1000,
      drawTime: now + secondsToClose * 1000 + 24_000,
      secondsToClose,
      isOpen: secondsToClose > 0,
    },
    serverTime: now,
    closeSeconds: 24,
    tables: T2026,
    odds: ODDS,
    plays: over.plays ?? PLAY_CATALOGUE.flatMap((c) => c.plays).map((p) => ({ play: p.code, enabled: true, minAmount: 1, maxAmount: 5000, rebate: 0 })),
    hy_is_cancel: '1',
    model: 1,
  };
}

const profile = (money: number, type = 'NORMAL') => ({
  userInfo: { userId: 9, account: 'member9', type, isDl: false },
  extInfo: { money, liveMoney: 0, rechMoney: 0, fundPwd: true },
});

function api(over: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    '/app-api/api/cp/play/odds': ok(oddsAnswer()),
    '/app-api/game/play-cate': ok([{ gameId: 90, gameName: '台湾六合彩', source: 'rng', liveUrl: '' }]),
    '/app-api/api/user/info': ok(profile(100)),
    ...over,
  });
}

const open = () => renderPage(<GamePage />, { path: '/game/:gameId', at: '/game/90', extra: [{ path: '/auth/login', text: 'login page' }, { path: '/bet-list', text: 'records page' }] });
// Role queries over the 49 balls are slow under jsdom: the balls carry their number.
const ball = (n: string) => document.querySelector(`[data-num="${Number(n)}"]`) as HTMLElement;

describe('betting page /game/{gameId}', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem('token', 't'));
  afterEach(() => vi.unstubAllGlobals());

  it('renders the catalogue tabs, the 1-49 balls with the 特码 odds and the balance', async () => {
    api();
    open();
    expect(await screen.findByText('台湾六合彩')).toBeInTheDocument();
    for (const c of PLAY_CATALOGUE) expect(screen.getAllByText(c.name).length).toBeGreaterThan(0);
    await screen.findByLabelText('07');
    expect(screen.getAllByText(String(ODDS.TM_NUM)).length).toBe(49);
    await waitFor(() => expect(screen.getByTestId('game-balance')).toHaveTextContent('100.00'));
    expect(screen.getByTestId('turn-status')).toHaveTextContent('第2026088期 距封盘');
  });

  it('counts 注 with the shared rules: two 特码 numbers, then 三中二 复式 of 4 numbers is C(4,3) = 4', async () => {
    api();
    open();
    fireEvent.click(await screen.findByLabelText('07'));
    fireEvent.click(ball('12'));
    expect(screen.getByTestId('draft-lines')).toHaveTextContent('2');
    expect(screen.getByTestId('draft-summary')).toHaveTextContent('共 20.00 元');
    expect(screen.getByTestId('draft-summary')).toHaveTextContent(`单注最高可中 ${(10 * ODDS.TM_NUM!).toFixed(2)}`);

    fireEvent.click(screen.getByText('连码'));
    fireEvent.click(screen.getByText('三中二'));
    expect(screen.getByTestId('play-odds')).toHaveTextContent(`中三 ${ODDS['LM_3Z2:中三']}`);
    for (const n of ['01', '02', '03', '04']) fireEvent.click(ball(n));
    expect(screen.getByTestId('draft-lines')).toHaveTextContent('4');
  });

  it('shows the zodiacs with their numbers from the period’s tables and 本命 odds for the year’s animal', async () => {
    api();
    open();
    fireEvent.click(await screen.findByText('生肖'));
    const horse = screen.getByRole('button', { name: '马' });
    expect(horse).toHaveTextContent('01 13 25 37 49');
    expect(horse).toHaveTextContent('本命');
    expect(horse).toHaveTextContent(String(ODDS['TM_ZODIAC:本命']));
    expect(screen.getByRole('button', { name: '鼠' })).toHaveTextContent(String(ODDS['TM_ZODIAC:普通']));
  });

  it('explains a refused selection in the rules’ words', async () => {
    api();
    open();
    fireEvent.click(await screen.findByText('生肖'));
    fireEvent.click(screen.getByText('合肖'));
    fireEvent.click(screen.getByRole('button', { name: '鼠' }));
    expect(screen.getByTestId('draft-summary')).toHaveTextContent('请选择2-11个生肖');
  });

  it('places the slip after a confirm with its summary, then shows the new balance', async () => {
    let money = 100;
    const m = api({
      '/app-api/api/user/info': () => ok(profile(money)),
      '/app-api/api/cp/bet': () => {
        money = 80;
        return ok({ gameId: 90, turnNum: '2026088', orders: [], betCount: 2, totalMoney: 20, balance: 80 });
      },
    });
    open();
    fireEvent.click(await screen.findByLabelText('07'));
    fireEvent.click(ball('12'));
    fireEvent.click(screen.getByRole('button', { name: '投注' }));
    const confirm = await screen.findByTestId('bet-confirm');
    expect(confirm).toHaveTextContent('台湾六合彩 第2026088期');
    expect(confirm).toHaveTextContent('特码 07,12');
    expect(confirm).toHaveTextContent('共 2 注，合计 20.00 元');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认投注' })));
    expect(await screen.findByText('投注成功')).toBeInTheDocument();
    const sent = JSON.parse(String(m.calls.find((c) => c.path === '/app-api/api/cp/bet')!.init!.body));
    expect(sent).toMatchObject({ gameId: 90, turnNum: '2026088', items: [{ selection: { play: 'TM_NUM', numbers: [7, 12] }, unitAmount: 10 }] });
    expect(sent.idempotencyKey).toMatch(/^[\x21-\x7e]{8,64}$/);
    await waitFor(() => expect(screen.getByTestId('game-balance')).toHaveTextContent('80.00'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '查看注单' })));
    expect(await screen.findByText('records page')).toBeInTheDocument();
  });

  it('prices a 过关 from all its legs as they are picked and shows that price in the confirm', async () => {
    api({ '/app-api/api/cp/bet': () => ok({ gameId: 90, turnNum: '2026088', orders: [], betCount: 1, totalMoney: 10, balance: 90 }) });
    open();
    fireEvent.click(await screen.findByText('过关'));
    expect(screen.getByTestId('play-odds')).toHaveTextContent('过关赔率 --');
    fireEvent.click(screen.getByRole('button', { name: '正码1 大' }));
    fireEvent.click(screen.getByRole('button', { name: '正码3 红' }));
    // 大 + 红: 401 of 49·48 draws win, 1/49 ties → 5.659; 正码1 on 49 leaves 红 on 1-48 → 2.781.
    expect(screen.getByTestId('play-odds')).toHaveTextContent('过关赔率 5.659正码1开出49 2.781');
    expect(screen.getByTestId('draft-summary')).toHaveTextContent('单注最高可中 56.59');
    fireEvent.click(screen.getByRole('button', { name: '投注' }));
    const confirm = await screen.findByTestId('bet-confirm');
    expect(confirm).toHaveTextContent('正码过关 正码1:大 正码3:红');
    expect(within(confirm).getByTestId('parlay-price')).toHaveTextContent('过关赔率 5.659正码1开出49 2.781');
  });

  it('shows the server’s refusal (封盘, limits) in a dialog', async () => {
    api({ '/app-api/api/cp/bet': fail('BET/CLOSED', '本期已封盘，请等待下期') });
    open();
    fireEvent.click(await screen.findByLabelText('07'));
    fireEvent.click(screen.getByRole('button', { name: '投注' }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: '确认投注' })));
    expect(await screen.findByText('投注失败')).toBeInTheDocument();
    expect(screen.getByText('本期已封盘，请等待下期')).toBeInTheDocument();
  });

  it('refuses a stake above the play’s limit and a slip above the balance (余额不足)', async () => {
    api({ '/app-api/api/user/info': ok(profile(15)) });
    open();
    fireEvent.click(await screen.findByLabelText('07'));
    fireEvent.change(screen.getByPlaceholderText('每注金额'), { target: { value: '6000' } });
    fireEvent.click(screen.getByRole('button', { name: '加入注单' }));
    expect(await screen.findByText('特码单注最高5000元')).toBeInTheDocument();

    fireEvent.change(screen.getByPlaceholderText('每注金额'), { target: { value: '20' } });
    await waitFor(() => expect(screen.getByTestId('game-balance')).toHaveTextContent('15.00'));
    fireEvent.click(screen.getByRole('button', { name: '投注' }));
    expect(await screen.findByText('余额不足')).toBeInTheDocument();
    expect(screen.getByText('本次投注 20.00 元，当前余额 15.00 元')).toBeInTheDocument();
  });

  it('a disabled play answers 暂停投注', async () => {
    const plays = oddsAnswer().plays.map((p) => (p.play === 'TM_NUM' ? { ...p, enabled: false } : p));
    api({ '/app-api/api/cp/play/odds': ok(oddsAnswer({ plays })) });
    open();
    fireEvent.click(await screen.findByLabelText('07'));
    fireEvent.click(screen.getByRole('button', { name: '加入注单' }));
    expect(await screen.findByText('特码暂停投注')).toBeInTheDocument();
  });

  it('locks the page while the period is closed (封盘)', async () => {
    api({ '/app-api/api/cp/play/odds': ok(oddsAnswer({ secondsToClose: 0 })) });
    open();
    expect(await screen.findByTestId('closed-cover')).toHaveTextContent('封盘中');
    expect(screen.getByTestId('closed-cover')).toHaveTextContent('第2026088期已封盘，距开奖');
    expect(screen.getByRole('button', { name: '封盘中' })).toBeDisabled();
  });

  it('追号: periods, doubling and stop after a win go to /api/cp/chase', async () => {
    const m = api({
      '/app-api/api/cp/chase': ok({ trackOrderNo: 'T1', gameId: 90, play: 'TM_NUM', status: 'running', stopOnWin: false, mode: 'double', message: '', periods: [1, 2, 3, 4, 5].map((seq) => ({ seq, unitAmount: 10 * 2 ** (seq - 1), turnNum: '', orderNo: '', state: 'planned' })) }),
    });
    open();
    fireEvent.click(await screen.findByLabelText('07'));
    fireEvent.click(screen.getByRole('button', { name: '追号' }));
    expect(await screen.findByTestId('chase-total')).toHaveTextContent('首期 10.00 元，共 5 期，最多 50.00 元');
    fireEvent.click(screen.getByText('逐期翻倍'));
    expect(screen.getByTestId('chase-total')).toHaveTextContent('最多 310.00 元');
    fireEvent.click(screen.getByRole('switch', { name: '中奖后停止追号' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认追号' })));
    expect(await screen.findByText('追号成功')).toBeInTheDocument();
    const sent = JSON.parse(String(m.calls.find((c) => c.path === '/app-api/api/cp/chase')!.init!.body));
    expect(sent).toMatchObject({ gameId: 90, selection: { play: 'TM_NUM', numbers: [7] }, unitAmount: 10, periods: 5, mode: 'double', stopOnWin: false });
  });

  it('asks a visitor to log in before betting', async () => {
    localStorage.removeItem('token');
    api();
    open();
    fireEvent.click(await screen.findByLabelText('07'));
    fireEvent.click(screen.getByRole('button', { name: '投注' }));
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '去登录' })));
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });
});

describe('/game/95', () => {
  it('sends the Mark Six betting address of game 95 to the niu-niu table', async () => {
    renderPage(<GamePage />, { path: '/game/:gameId', at: '/game/95', extra: [{ path: '/lucky-niu-niu', text: 'niuniu table' }] });
    expect(await screen.findByText('niuniu table')).toBeInTheDocument();
  });
});
