import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game, GameCenter, ProviderOption } from '@sixmark/shared';
import { makeProfile } from '@/test/fixtures';
import { fail, mockApi, ok, renderPage } from '@/test/harness';
import GameCenterPage from './game-center-page';

const pad = (n: number) => String(n).padStart(2, '0');
/** A `start~end` window in Asia/Shanghai wall time around now (offset in minutes). */
function shanghaiWindow(fromMin: number, toMin: number) {
  const fmt = (ms: number) => {
    const d = new Date(ms + 8 * 3600_000);
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  };
  return `${fmt(Date.now() + fromMin * 60_000)}~${fmt(Date.now() + toMin * 60_000)}`;
}

const game = (over: Partial<Game> & Pick<Game, 'gameId' | 'gameName'>): Game => ({
  category: 'live',
  type: 'live',
  liveCode: 'SANDBOX',
  gameCode: `G${over.gameId}`,
  gameKind: '',
  imageUrl: '',
  landscapeUrl: '',
  hot: 0,
  isFollow: 0,
  maintain: '',
  appDisplay: 0,
  providerName: '沙盒娱乐',
  providerUrl: '',
  ...over,
});

const DT = game({ gameId: 901, gameName: '沙盒龙虎', gameCode: 'SBX_DT', hot: 50 });
const AG = game({
  gameId: 902,
  gameName: 'AG百家乐',
  liveCode: 'AG',
  gameCode: 'AG_BJL',
  providerName: 'AG真人',
  hot: 40,
});
const SLOT = game({
  gameId: 903,
  gameName: '水果机',
  category: 'electronic',
  type: 'electronic',
  liveCode: 'AG',
  hot: 30,
});
const FIXING = game({
  gameId: 904,
  gameName: '维护中的捕鱼',
  category: 'fish',
  type: 'fish',
  hot: 20,
  maintain: shanghaiWindow(-5, 30),
});
const LOTTO = game({
  gameId: 70,
  gameName: '澳门六合彩',
  category: 'LOTTERY',
  type: 'LOTTERY',
  liveCode: '',
  hot: 60,
});
const ASIA = game({ gameId: 200, gameName: '亚洲真人', hot: 10 });
const ALL = [LOTTO, DT, AG, SLOT, FIXING, ASIA];

const center: GameCenter = {
  groups: [
    { category: 'hot', name: '热门', games: [...ALL].sort((a, b) => b.hot - a.hot) },
    { category: 'live', name: '真人', games: [DT, AG, ASIA] },
  ],
  providers: [],
};
const options = (codes: string[]): ProviderOption[] => [
  { providerName: '全部平台', liveCode: 'all_provider', providerUrl: '', isSelect: 1 },
  ...codes.map((c) => ({
    providerName: c === 'AG' ? 'AG真人' : '沙盒娱乐',
    liveCode: c,
    providerUrl: '',
    isSelect: 0 as const,
  })),
];

/** /game/list-all answered from ALL by groupType, liveCode and gameName like the server. */
function listAll(url: URL) {
  const type = url.searchParams.get('groupType') ?? 'hot';
  const codes = (url.searchParams.get('liveCode') ?? '').split(',').filter(Boolean);
  const name = url.searchParams.get('gameName') ?? '';
  const rows = (
    type === 'hot'
      ? ALL.filter((g) => g.hot > 0).sort((a, b) => b.hot - a.hot)
      : ALL.filter((g) => g.category === type)
  )
    .filter((g) => codes.length === 0 || codes.includes('all_provider') || codes.includes(g.liveCode))
    .filter((g) => g.gameName.includes(name));
  return ok({ data: rows, totalCount: rows.length });
}

function api(over: Parameters<typeof mockApi>[0] = {}, type: 'NORMAL' | 'TEST' = 'NORMAL') {
  return mockApi({
    '/app-api/api/user/info': ok(
      makeProfile({ userInfo: { type }, extInfo: { money: 100, liveMoney: 25.5 } }),
    ),
    '/app-api/game/group': ok(center),
    '/app-api/game/list-all': listAll,
    '/app-api/game/group-type': (url) =>
      ok(options(url.searchParams.get('groupType') === 'electronic' ? ['AG'] : ['SANDBOX', 'AG'])),
    '/app-api/api/notice/queryPage': ok([]),
    '/sys-upload/data/json/notice_list.json': {
      body: {
        index_notice: [],
        lottery_notice: [{ id: 1, noticeTitle: 't', noticeContent: '<b>欢迎</b>光临' }],
      },
    },
    '/sys-upload/data/json/config.json': {
      body: {
        system_config: [],
        api_external: { captcha_id: '' },
        sys_config: { time_zone: 'Asia/Shanghai' },
      },
    },
    '/app-api/live/play': ok({
      url: '/sandbox/dragon-tiger?t=signed',
      expiresAt: '',
      transferred: 0,
      money: 100,
      liveMoney: 25.5,
    }),
    '/app-api/game/toggle-like': ok({ gameId: 901, isFollow: 1 }),
    '/app-api/api/v2/user/tellerMachine': ok({ money: 120, liveMoney: 30 }),
    ...over,
  });
}

const open = (at = '/game-center') =>
  renderPage(<GameCenterPage />, {
    path: '/game-center',
    at,
    extra: [
      { path: '/auth/login', text: 'login page' },
      { path: '/game/:gameId', text: 'lottery page' },
      { path: '/promotional', text: 'promotions page' },
    ],
  });

const card = (name: string | RegExp) => screen.findByRole('button', { name });
/** The whole tile (open button and follow button are siblings in it). */
const tile = async (name: string) => (await card(name)).closest<HTMLElement>('[data-testid="game-card"]')!;
const playCalls = <T extends { path: string }>(calls: T[]) =>
  calls.filter((c) => c.path === '/app-api/live/play');

describe('game center /game-center (spec 1 §2, §4)', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem('token', 't'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows money + liveMoney with a refresh that spins at least 500 ms, the marquee and the tabs in spec order', async () => {
    const { calls } = api();
    open();
    await waitFor(() => expect(screen.getByTestId('gc-balance')).toHaveTextContent('125.50'));
    expect(await screen.findByText('欢迎光临')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['热门', '彩票', '捕鱼', '电子', '棋牌', '真人', '体育']);
    const refresh = screen.getByRole('button', { name: '刷新余额' });
    const started = Date.now();
    fireEvent.click(refresh);
    expect(refresh).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.getByTestId('gc-balance')).toHaveTextContent('150.00'));
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'false'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(490);
    expect(calls.filter((c) => c.path === '/app-api/api/v2/user/tellerMachine')).toHaveLength(1);
  });

  it('shows login and register links to a visitor, and sends them to login from a login shortcut but not from 优惠活动', async () => {
    localStorage.removeItem('token');
    api();
    const { router } = open();
    expect(await screen.findByRole('link', { name: '登录' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/auth/register');
    fireEvent.click(screen.getByRole('button', { name: '优惠活动' }));
    expect(await screen.findByText('promotions page')).toBeInTheDocument();
    act(() => void router.navigate('/game-center'));
    fireEvent.click(await screen.findByRole('button', { name: '充值' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('draws hot in 3 columns and live in one landscape column; the tab follows the hash', async () => {
    const { calls } = api();
    const { router } = open();
    await card('沙盒龙虎');
    expect(screen.getByTestId('game-grid')).toHaveAttribute('data-columns', '3');
    fireEvent.click(screen.getByRole('tab', { name: '真人' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#live'));
    await waitFor(() => expect(screen.getByTestId('game-grid')).toHaveAttribute('data-columns', '1'));
    expect(screen.queryByRole('button', { name: '水果机' })).toBeNull();
    expect(
      calls.some(
        (c) => c.path === '/app-api/game/list-all' && c.url.searchParams.get('groupType') === 'live',
      ),
    ).toBe(true);
    expect(calls.find((c) => c.path === '/app-api/game/list-all')?.url.searchParams.get('rows')).toBe('30');
  });

  it('shows 暂无数据 for an empty category and 没有更多游戏 at the end of a list', async () => {
    api();
    open('/game-center#card');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '真人' }));
    expect(await screen.findByText('没有更多游戏')).toBeInTheDocument();
  });

  it('filters by provider: a specific one clears 全部平台, 重置 restores, 完成 applies, and a category change resets it', async () => {
    const { calls } = api();
    open('/game-center#live');
    await card('沙盒龙虎');
    fireEvent.click(screen.getByRole('button', { name: /选择平台$/ }));
    const drawer = await screen.findByRole('dialog', { name: '全部平台' });
    const all = await within(drawer).findByRole('button', { name: '全部平台' });
    const ag = within(drawer).getByRole('button', { name: 'AG真人' });
    const sandbox = within(drawer).getByRole('button', { name: '沙盒娱乐' });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(ag);
    expect(all).toHaveAttribute('aria-pressed', 'false');
    expect(ag).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(ag);
    // Deselecting everything returns to 'all'.
    expect(all).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(sandbox);
    fireEvent.click(within(drawer).getByRole('button', { name: '重置' }));
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(sandbox).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(ag);
    fireEvent.click(within(drawer).getByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '沙盒龙虎' })).toBeNull());
    expect(await card('AG百家乐')).toBeInTheDocument();
    expect(screen.getByTestId('provider-label')).toHaveTextContent('AG真人');
    expect(
      calls.some((c) => c.path === '/app-api/game/list-all' && c.url.searchParams.get('liveCode') === 'AG'),
    ).toBe(true);
    // Re-opened, the drawer starts from the applied choice; 全部平台 then clears the others.
    fireEvent.click(screen.getByRole('button', { name: /选择平台$/ }));
    const again = await screen.findByRole('dialog', { name: '全部平台' });
    await waitFor(() =>
      expect(within(again).getByRole('button', { name: 'AG真人' })).toHaveAttribute('aria-pressed', 'true'),
    );
    fireEvent.click(within(again).getByRole('button', { name: '全部平台' }));
    expect(within(again).getByRole('button', { name: 'AG真人' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(within(again).getByRole('button', { name: '完成' }));
    expect(await card('沙盒龙虎')).toBeInTheDocument();
    // A category change resets the provider filter and the category's own search.
    fireEvent.click(screen.getByRole('button', { name: /选择平台$/ }));
    const third = await screen.findByRole('dialog', { name: '全部平台' });
    fireEvent.click(await within(third).findByRole('button', { name: 'AG真人' }));
    fireEvent.click(within(third).getByRole('button', { name: '完成' }));
    fireEvent.change(screen.getByPlaceholderText('搜索本分类游戏'), { target: { value: '百家' } });
    fireEvent.click(screen.getByRole('tab', { name: '热门' }));
    await waitFor(() => expect(screen.getByTestId('provider-label')).toHaveTextContent('全部平台'));
    expect(await card('沙盒龙虎')).toBeInTheDocument();
  });

  it('starts a category reached by the back button afresh: all providers and the drawer closed', async () => {
    api();
    const { router } = open('/game-center#live');
    await card('沙盒龙虎');
    fireEvent.click(screen.getByRole('button', { name: /选择平台$/ }));
    const drawer = await screen.findByRole('dialog', { name: '全部平台' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'AG真人' }));
    fireEvent.click(within(drawer).getByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.getByTestId('provider-label')).toHaveTextContent('AG真人'));
    fireEvent.click(screen.getByRole('button', { name: /选择平台$/ }));
    await screen.findByRole('dialog', { name: '全部平台' });
    act(() => void router.navigate('/game-center#electronic'));
    await card('水果机');
    expect(screen.getByTestId('provider-label')).toHaveTextContent('全部平台');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '全部平台' })).toBeNull());
  });

  it('covers a game inside its maintenance window with 维护中 and refuses to start it', async () => {
    const { calls } = api();
    open('/game-center#fish');
    // Named by what it shows: the name, then 维护中.
    const fixing = await card(/^维护中的捕鱼\s*维护中$/);
    expect(within(fixing).getByTestId('maintain-overlay')).toHaveTextContent('维护中');
    fireEvent.click(fixing);
    expect(await screen.findByText('游戏维护中，请稍后再试')).toBeInTheDocument();
    expect(playCalls(calls)).toHaveLength(0);
  });

  it('locks a game click for 100 ms, asks for the link, and confirm opens it in a new window', async () => {
    const { calls } = api();
    const openWindow = vi.fn(() => null);
    vi.stubGlobal('open', openWindow);
    open();
    const dt = await card('沙盒龙虎');
    fireEvent.click(dt);
    fireEvent.click(dt);
    fireEvent.click(dt);
    expect(await screen.findByText('立即进入游戏！')).toBeInTheDocument();
    expect(playCalls(calls)).toHaveLength(1);
    const q = playCalls(calls)[0]!.url.searchParams;
    expect([q.get('liveCode'), q.get('gameType'), q.get('isMobile'), q.get('gameId')]).toEqual([
      'SANDBOX',
      'SBX_DT',
      '1',
      '901',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(openWindow).toHaveBeenCalledWith('/sandbox/dragon-tiger?t=signed', '_blank', 'noopener');
    // After the lock a new click asks again; 取消 closes without opening.
    await new Promise((r) => setTimeout(r, 120));
    fireEvent.click(dt);
    await waitFor(() => expect(playCalls(calls)).toHaveLength(2));
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(openWindow).toHaveBeenCalledTimes(1);
  });

  it('moves the main balance in on launch once the member turns on 自动转入, and not before', async () => {
    const { calls } = api();
    open();
    const dt = await card('沙盒龙虎');
    fireEvent.click(dt);
    await waitFor(() => expect(playCalls(calls)).toHaveLength(1));
    expect(playCalls(calls)[0]!.url.searchParams.has('autoTransfer')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    fireEvent.click(screen.getByRole('switch', { name: '进入游戏时自动转入主钱包余额' }));
    expect(localStorage.getItem('gameAutoTransfer')).toBe('1');
    await new Promise((r) => setTimeout(r, 120));
    fireEvent.click(dt);
    await waitFor(() => expect(playCalls(calls)).toHaveLength(2));
    expect(playCalls(calls)[1]!.url.searchParams.get('autoTransfer')).toBe('1');
  });

  it('sends a visitor to login instead of starting a third-party game', async () => {
    localStorage.removeItem('token');
    const { calls } = api();
    open();
    fireEvent.click(await card('沙盒龙虎'));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(playCalls(calls)).toHaveLength(0);
  });

  it('refuses a trial account with 试玩账户无法进行该操作，请注册正式账户! and asks the server nothing', async () => {
    const { calls } = api({}, 'TEST');
    open();
    fireEvent.click(await card('沙盒龙虎'));
    expect(await screen.findByText('试玩账户无法进行该操作，请注册正式账户!')).toBeInTheDocument();
    expect(playCalls(calls)).toHaveLength(0);
  });

  it('opens a lottery game on /game/{gameId}', async () => {
    const { calls } = api();
    const { router } = open();
    fireEvent.click(await card('澳门六合彩'));
    expect(await screen.findByText('lottery page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/game/70');
    expect(playCalls(calls)).toHaveLength(0);
  });

  it('shows KY/0 as 您正在游戏中 and clears the link on a failed start', async () => {
    api({ '/app-api/live/play': fail('KY/0', 'busy', 409) });
    open();
    fireEvent.click(await card('沙盒龙虎'));
    expect(await screen.findByText('您正在游戏中，请稍后再试')).toBeInTheDocument();
    expect(screen.queryByText('立即进入游戏！')).toBeNull();
  });

  it('blurs the page while game 200 launches', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    api({
      '/app-api/live/play': () => ok({ url: '/x', expiresAt: '', transferred: 0, money: 0, liveMoney: 0 }),
    });
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/live/play')) await gate;
      return original(input, init);
    });
    open();
    fireEvent.click(await card('亚洲真人'));
    expect(await screen.findByTestId('game-loading-blur')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByTestId('game-loading-blur')).toBeNull());
  });

  it('flips the follow heart at once and tells the server', async () => {
    const { calls } = api();
    open();
    await waitFor(() => expect(screen.getByTestId('gc-balance')).toHaveTextContent('125.50'));
    // The member's own list (with their follows) replaces the visitor's one.
    await waitFor(() => expect(calls.filter((c) => c.path === '/app-api/game/list-all')).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 50));
    const dt = await tile('沙盒龙虎');
    const heart = within(dt).getByRole('button', { name: '收藏' });
    let answer: () => void = () => undefined;
    const held = new Promise<void>((r) => (answer = r));
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/game/toggle-like')) await held;
      return original(input, init);
    });
    fireEvent.click(heart);
    // Flipped before the server has answered.
    expect(await within(dt).findByRole('button', { name: '取消收藏' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    answer();
    await waitFor(() => expect(calls.filter((c) => c.path === '/app-api/game/toggle-like')).toHaveLength(1));
    const sent = calls.find((c) => c.path === '/app-api/game/toggle-like')!.form;
    expect([sent.get('gameId'), sent.get('like')]).toEqual(['901', '1']);
  });

  it('ignores a follow tap from a visitor', async () => {
    localStorage.removeItem('token');
    const { calls } = api();
    open();
    const dt = await tile('沙盒龙虎');
    fireEvent.click(within(dt).getByRole('button', { name: '收藏' }));
    expect(within(dt).getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls.filter((c) => c.path === '/app-api/game/toggle-like')).toHaveLength(0);
  });

  it('searches every game by the trimmed name; clearing the search returns to hot', async () => {
    api();
    const { router } = open('/game-center#live');
    await card('沙盒龙虎');
    fireEvent.change(screen.getByPlaceholderText('搜索游戏名称'), { target: { value: ' 水果 ' } });
    expect(await card('水果机')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '沙盒龙虎' })).toBeNull();
    fireEvent.change(screen.getByPlaceholderText('搜索游戏名称'), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(screen.getByRole('tab', { name: '热门' })).toHaveAttribute('aria-selected', 'true');
  });
});
