import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAY_CATALOGUE, defaultOdds, tablesForLunarYear } from '@sixmark/shared';
import type { PlayOdds } from '@sixmark/shared/api/bets';
import { mockApi, ok, renderPage } from '@/test/harness';
import GamePage from './game-page';
import GameStructuresPage from './game-structures-page';
import GameTutorialPage from './game-tutorial-page';
import GameTutorialPlayPage from './game-tutorial-play-page';

vi.mock('@/components/lottery', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/lottery')>()),
  // The draw panel has its own tests; here it would only add socket and polling noise.
  DrawPanel: () => <section aria-label="开奖面板" />,
}));

const T2026 = tablesForLunarYear(2026);
// The worked examples are 2025 (蛇年) draws, paid at that year's default prices.
const ODDS_2025 = defaultOdds(tablesForLunarYear(2025));

function oddsAnswer(gameId: number, odds: Record<string, number>): PlayOdds {
  const now = Date.now();
  return {
    gameId,
    turn: { turnNum: '2026088', betEndTime: now + 90_000, drawTime: now + 114_000, secondsToClose: 90, isOpen: true },
    serverTime: now,
    closeSeconds: 24,
    tables: T2026,
    odds,
    plays: PLAY_CATALOGUE.flatMap((c) => c.plays).map((p) => ({
      play: p.code,
      enabled: p.code !== 'BZ',
      minAmount: 2,
      maxAmount: 3000,
      rebate: 0,
    })),
    hy_is_cancel: '1',
    model: 1,
  };
}

const rowOf = (example: HTMLElement, key: string) =>
  within(example)
    .getAllByRole('row')
    .find((r) => r.firstElementChild?.textContent === key)!;

describe('play tutorials /game-tutorial', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a play’s rule and its examples settled by the shared rules (特码两面: win, lose, 49 tie)', () => {
    renderPage(<GameTutorialPlayPage />, { path: '/game-tutorial/:playCode', at: '/game-tutorial/TM_LM' });
    expect(screen.getByText('两面 玩法说明')).toBeInTheDocument();
    expect(screen.getByTestId('tutorial-win')).toHaveTextContent('25-48为大');
    expect(screen.getByTestId('tutorial-tie')).toHaveTextContent('特码为49时，所有两面选项和局，退还本金。');
    const [first, second] = screen.getAllByTestId('tutorial-example');
    expect(first).toHaveTextContent('第25/134期（2025-12-28，蛇年）');
    // Special 45: 大 wins at 1.97 (10 元 → 19.70), 双 loses.
    expect(rowOf(first!, '大')).toHaveTextContent(`中奖${(10 * ODDS_2025['TM_LM:大']!).toFixed(2)}`);
    expect(rowOf(first!, '双')).toHaveTextContent('未中0.00');
    // 25/119 drew 49 as the special: the stake comes back.
    expect(second).toHaveTextContent('第25/119期');
    expect(rowOf(second!, '大')).toHaveTextContent('和局 退还本金10.00');
  });

  it('labels a tiered win and shows the draw’s zodiacs (三中二 on 07 10 11 19 25 30 + 45)', () => {
    renderPage(<GameTutorialPlayPage />, { path: '/game-tutorial/:playCode', at: '/game-tutorial/LM_3Z2' });
    const example = screen.getByTestId('tutorial-example');
    expect(rowOf(example, '07,10,11')).toHaveTextContent('中奖(中三)');
    expect(rowOf(example, '07,10,45')).toHaveTextContent('中奖(中二)');
    // 蛇年: 45 is 鸡, 07 is 猪.
    expect(within(example).getByLabelText('45 红波 鸡')).toBeInTheDocument();
    expect(within(example).getByLabelText('07 红波 猪')).toBeInTheDocument();
  });

  it('shows this year’s zodiac table on a zodiac play', () => {
    renderPage(<GameTutorialPlayPage />, { path: '/game-tutorial/:playCode', at: '/game-tutorial/TM_ZODIAC' });
    const card = screen.getByRole('region', { name: '今年生肖' });
    expect(card).toHaveTextContent('本命');
    expect(within(card).getAllByRole('row')).toHaveLength(12);
    // 25/119 drew 49, 蛇年's 本命 number: 特肖 蛇 wins at the 本命 price.
    const second = screen.getAllByTestId('tutorial-example')[1]!;
    expect(rowOf(second, '蛇')).toHaveTextContent(`中奖(本命)${(10 * ODDS_2025['TM_ZODIAC:本命']!).toFixed(2)}`);
  });

  it('answers an unknown play with 没有这个玩法', () => {
    renderPage(<GameTutorialPlayPage />, { path: '/game-tutorial/:playCode', at: '/game-tutorial/NOPE' });
    expect(screen.getByText('没有这个玩法')).toBeInTheDocument();
  });

  it('lists every play of the catalogue and opens one, keeping the game', async () => {
    const { router } = renderPage(<GameTutorialPage />, {
      path: '/game-tutorial',
      at: '/game-tutorial?gameId=90',
      extra: [{ path: '/game-tutorial/:playCode', text: 'play tutorial' }],
    });
    for (const c of PLAY_CATALOGUE) for (const p of c.plays) expect(screen.getAllByText(p.name).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByText('三中二'));
    expect(await screen.findByText('play tutorial')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/game-tutorial/LM_3Z2');
    expect(router.state.location.search).toBe('?gameId=90');
  });
});

describe('play and odds table /game-structures', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the current odds and limits of every play from the odds API, per game tab', async () => {
    const odds90: Record<string, number> = { ...defaultOdds(T2026), 'TM_ZODIAC:本命': 9.111, 'LM_3Z2:中二': 22.5 };
    const odds91 = { ...defaultOdds(T2026), 'TM_ZODIAC:本命': 8.777 };
    const m = mockApi({
      '/app-api/game/play-cate': ok([
        { gameId: 90, gameName: '台湾六合彩', source: 'rng', liveUrl: '' },
        { gameId: 91, gameName: '澳门六合彩', source: 'rng', liveUrl: '' },
      ]),
      '/app-api/api/cp/play/odds': (url) => {
        const id = Number(url.searchParams.get('gameId'));
        return ok(oddsAnswer(id, id === 91 ? odds91 : odds90));
      },
    });
    const { router } = renderPage(<GameStructuresPage />, { path: '/game-structures' });
    const zodiac = await screen.findByTestId('structure-TM_ZODIAC');
    expect(zodiac).toHaveTextContent('本命(马)9.111');
    expect(zodiac).toHaveTextContent(`普通${odds90['TM_ZODIAC:普通']}`);
    expect(zodiac).toHaveTextContent('单注 2-3000 元');
    expect(screen.getByTestId('structure-LM_3Z2')).toHaveTextContent('中二22.5');
    expect(screen.getByTestId('structure-BZ')).toHaveTextContent('暂停投注');
    expect(screen.getByTestId('structure-note')).toHaveTextContent('第2026088期');
    for (const c of PLAY_CATALOGUE) for (const p of c.plays) expect(screen.getByTestId(`structure-${p.code}`)).toBeInTheDocument();

    fireEvent.click(screen.getByText('澳门六合彩'));
    await waitFor(() => expect(screen.getByTestId('structure-TM_ZODIAC')).toHaveTextContent('本命(马)8.777'));
    expect(router.state.location.search).toBe('?gameId=91');
    const asked = m.calls.filter((c) => c.path === '/app-api/api/cp/play/odds').map((c) => c.url.searchParams.get('gameId'));
    expect(asked).toEqual(expect.arrayContaining(['90', '91']));
  });

  it('shows the API’s refusal when a game has no odds', async () => {
    mockApi({
      '/app-api/game/play-cate': ok([{ gameId: 90, gameName: '台湾六合彩', source: 'rng', liveUrl: '' }]),
      '/app-api/api/cp/play/odds': { status: 404, body: { success: false, code: 'BET/GAME_NOT_FOUND', msg: '游戏不存在', data: null } },
    });
    renderPage(<GameStructuresPage />, { path: '/game-structures' });
    // The odds query retries once before it gives up.
    expect(await screen.findByText('游戏不存在', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('玩法说明 link on the betting page', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem('token', 't'));
  afterEach(() => vi.unstubAllGlobals());

  it('opens the tutorial of the selected play with the game', async () => {
    mockApi({
      '/app-api/api/cp/play/odds': ok(oddsAnswer(90, defaultOdds(T2026))),
      '/app-api/game/play-cate': ok([{ gameId: 90, gameName: '台湾六合彩', source: 'rng', liveUrl: '' }]),
      '/app-api/api/user/info': ok({
        userInfo: { userId: 9, account: 'member9', type: 'NORMAL', isDl: false },
        extInfo: { money: 100, liveMoney: 0, rechMoney: 0, fundPwd: true },
      }),
    });
    const { router } = renderPage(<GamePage />, {
      path: '/game/:gameId',
      at: '/game/90',
      extra: [{ path: '/game-tutorial/:playCode', text: 'play tutorial' }],
    });
    // The first play (特码) links to its own tutorial.
    expect(await screen.findByRole('link', { name: '特码玩法说明' })).toHaveAttribute('href', '/game-tutorial/TM_NUM?gameId=90');
    fireEvent.click(screen.getByText('连码'));
    fireEvent.click(screen.getByText('三中二'));
    fireEvent.click(screen.getByRole('link', { name: '三中二玩法说明' }));
    expect(await screen.findByText('play tutorial')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/game-tutorial/LM_3Z2');
    expect(router.state.location.search).toBe('?gameId=90');
  });
});
