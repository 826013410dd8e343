import { describe, expect, it } from 'vitest';
import { ErrorCode, msg } from '@sixmark/shared';
import { categoryFromHash, CATEGORIES, gridColumns, matchesSearch, uniqueGames } from './game-grid';
import { decideLaunch, launchErrorText } from './launch';
import { balanceSpinMs } from '../components/balance-header';
import { roundPhase, roundResultOf, stakesOf } from './dragon-tiger-round';

describe('game center catalogue rules (spec 1 §2, §5)', () => {
  it('orders the tabs hot, lottery, fish, electronic, card, live, sport', () => {
    expect(CATEGORIES.map((c) => c.key)).toEqual([
      'hot',
      'LOTTERY',
      'fish',
      'electronic',
      'card',
      'live',
      'sport',
    ]);
    expect(CATEGORIES.map((c) => c.title)).toEqual(['热门', '彩票', '捕鱼', '电子', '棋牌', '真人', '体育']);
  });

  it('reads the category from the hash (#LOTTERY, #live), anything else is hot', () => {
    expect(categoryFromHash('#LOTTERY')).toBe('LOTTERY');
    expect(categoryFromHash('#live')).toBe('live');
    expect(categoryFromHash('#Sport')).toBe('sport');
    expect(categoryFromHash('')).toBe('hot');
    expect(categoryFromHash('#nothing')).toBe('hot');
    expect(categoryFromHash('#%E0%A4%A')).toBe('hot');
  });

  it('draws live and sport in one landscape column and the other categories in 3 columns', () => {
    expect(gridColumns('live')).toBe(1);
    expect(gridColumns('sport')).toBe(1);
    for (const c of ['hot', 'LOTTERY', 'fish', 'electronic', 'card'] as const) expect(gridColumns(c)).toBe(3);
  });

  it('matches the trimmed search by substring of the game name', () => {
    expect(matchesSearch({ gameName: '沙盒龙虎' }, '  龙虎 ')).toBe(true);
    expect(matchesSearch({ gameName: '沙盒龙虎' }, '百家乐')).toBe(false);
    expect(matchesSearch({ gameName: '沙盒龙虎' }, '   ')).toBe(true);
  });

  it('lists a hot game once although it is in two groups', () => {
    const g = (gameId: number) => ({ gameId });
    expect(uniqueGames([{ games: [g(1), g(2)] }, { games: [g(2), g(3)] }]).map((x) => x.gameId)).toEqual([
      1, 2, 3,
    ]);
  });
});

describe('balance spinner', () => {
  it('spins 500 ms, 1000 ms in the theme4 game center (spec 1 §4)', () => {
    expect(balanceSpinMs('theme1')).toBe(500);
    expect(balanceSpinMs('theme2')).toBe(500);
    expect(balanceSpinMs('theme4')).toBe(1000);
  });
});

describe('game start decisions (spec 1 §4, §6, §8)', () => {
  const third = { gameId: 901, type: 'live' };
  const member = { inMaintenance: false, loggedIn: true, trial: false };

  it('blocks a game in maintenance before anything else, lottery games included', () => {
    expect(decideLaunch(third, { ...member, inMaintenance: true }).kind).toBe('maintenance');
    expect(
      decideLaunch({ gameId: 70, type: 'LOTTERY' }, { ...member, loggedIn: false, inMaintenance: true }).kind,
    ).toBe('maintenance');
  });

  it('opens lottery games (type empty or LOTTERY) on /game/{gameId}, also for visitors', () => {
    expect(decideLaunch({ gameId: 70, type: 'LOTTERY' }, { ...member, loggedIn: false })).toEqual({
      kind: 'lottery',
      gameId: 70,
    });
    expect(decideLaunch({ gameId: 90, type: '' }, member)).toEqual({ kind: 'lottery', gameId: 90 });
  });

  it('sends a visitor to login, refuses a trial account, lets a member request the link', () => {
    expect(decideLaunch(third, { ...member, loggedIn: false }).kind).toBe('login');
    expect(decideLaunch(third, { ...member, trial: true }).kind).toBe('trial');
    expect(decideLaunch(third, member).kind).toBe('request');
  });

  it('shows the server message for maintenance, blacklist and account state, KY/0 its own text, the rest "too frequent"', () => {
    expect(launchErrorText(ErrorCode.LIVE_MAINTENANCE, '游戏维护中，请稍后再试')).toBe(
      '游戏维护中，请稍后再试',
    );
    expect(launchErrorText(ErrorCode.USER_IN_BLACKLIST, '黑名单')).toBe('黑名单');
    expect(launchErrorText(ErrorCode.LIVE_BLACK_USER, '黑名单2')).toBe('黑名单2');
    expect(launchErrorText(ErrorCode.ACCOUNT_STATE_ERROR, '账户已停用')).toBe('账户已停用');
    expect(launchErrorText(ErrorCode.KY_IN_GAME, 'x')).toBe(msg.inGameRound);
    expect(launchErrorText('SYS/ERROR', 'x')).toBe('操作过于频繁，请稍后再试');
    expect(launchErrorText('', '')).toBe('操作过于频繁，请稍后再试');
  });
});

describe('sandbox 龙虎 round display', () => {
  const round = {
    roundId: 5,
    roundNo: '20261123-0005',
    status: 'betting' as const,
    seedHash: 'ab',
    seed: null,
    openAt: '2026-11-23T10:00:00.000Z',
    closeAt: '2026-11-23T10:00:30.000Z',
    settledAt: null,
    dragon: null,
    tiger: null,
    winner: null,
  };
  const bet = (roundId: number, side: 'dragon' | 'tiger' | 'tie', amount: number, payout: number | null) => ({
    betId: Math.random(),
    roundId,
    roundNo: '',
    side,
    amount,
    payout,
    status: payout === null ? ('open' as const) : ('settled' as const),
    createdAt: '',
  });

  it('counts down to closeAt by the server clock, then shows the deal, and waits without a round', () => {
    expect(roundPhase(round, Date.parse('2026-11-23T10:00:20.200Z'))).toEqual({
      kind: 'betting',
      secondsLeft: 10,
    });
    expect(roundPhase(round, Date.parse('2026-11-23T10:00:30.000Z'))).toEqual({ kind: 'dealing' });
    expect(roundPhase(null, 0)).toEqual({ kind: 'waiting' });
  });

  it('adds the stakes per side and the payout of a round', () => {
    const bets = [
      bet(5, 'dragon', 10, null),
      bet(5, 'dragon', 50, null),
      bet(5, 'tie', 10, null),
      bet(4, 'tiger', 100, 200),
    ];
    expect(stakesOf(bets, 5)).toEqual({ dragon: 60, tiger: 0, tie: 10 });
    expect(roundResultOf(bets, 4)).toEqual({ stake: 100, payout: 200 });
    expect(roundResultOf(bets, 3)).toBeNull();
  });
});
