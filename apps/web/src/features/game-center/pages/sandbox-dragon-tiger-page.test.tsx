import { createHash, createHmac, randomBytes, webcrypto } from 'node:crypto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DtBet, DtRound, DtState } from '@sixmark/shared';
import { cardOf, outcomeOfDeck, shuffleDeckSync } from '@sixmark/shared/domain/dragon-tiger';
import { fail, mockApi, ok, renderPage } from '@/test/harness';
import SandboxDragonTigerPage from './sandbox-dragon-tiger-page';

/** A settled round made the server's way with node:crypto (independent of the browser's WebCrypto path). */
function settledRound(roundId: number, over: Partial<DtRound> = {}): DtRound {
  const seed = randomBytes(32);
  const deck = shuffleDeckSync(seed, (k, m) => new Uint8Array(createHmac('sha256', k).update(m).digest()));
  const { dragon, tiger, winner } = outcomeOfDeck(deck);
  return {
    roundId,
    roundNo: `20261123${String(roundId).padStart(4, '0')}`,
    status: 'settled',
    seedHash: createHash('sha256').update(seed).digest('hex'),
    seed: seed.toString('hex'),
    openAt: new Date(Date.now() - 80_000).toISOString(),
    closeAt: new Date(Date.now() - 50_000).toISOString(),
    settledAt: new Date(Date.now() - 45_000).toISOString(),
    dragon,
    tiger,
    winner,
    ...over,
  };
}

function bettingRound(roundId: number, secondsLeft = 20): DtRound {
  return {
    roundId,
    roundNo: `20261123${String(roundId).padStart(4, '0')}`,
    status: 'betting',
    seedHash: 'f'.repeat(64),
    seed: null,
    openAt: new Date(Date.now() - 10_000).toISOString(),
    closeAt: new Date(Date.now() + secondsLeft * 1000).toISOString(),
    settledAt: null,
    dragon: null,
    tiger: null,
    winner: null,
  };
}

const state = (over: Partial<DtState> = {}): DtState => ({
  serverTime: new Date().toISOString(),
  liveMoney: 200,
  money: 300,
  current: bettingRound(7),
  history: [settledRound(6)],
  myBets: [],
  ...over,
});

const LAUNCH = ok({
  gameId: 901,
  gameCode: 'SBX_DT',
  gameName: '沙盒龙虎',
  account: 'member9',
  expiresAt: '',
});

const open = (at = '/sandbox/dragon-tiger?t=signed') =>
  renderPage(<SandboxDragonTigerPage />, {
    path: '/sandbox/dragon-tiger',
    at,
    extra: [{ path: '/game-center', text: 'game center' }],
  });

describe('sandbox 龙虎 page /sandbox/dragon-tiger', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
    // The verify button uses WebCrypto; jsdom's window may lack crypto.subtle.
    if (!globalThis.crypto?.subtle) vi.stubGlobal('crypto', webcrypto);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refuses an expired or foreign link with the server message and keeps the member logged in', async () => {
    const { calls } = mockApi({
      '/app-api/sandbox-game/launch': fail('GAME/LAUNCH_EXPIRED', '游戏链接已失效，请重新进入游戏', 401),
    });
    open();
    expect(await screen.findByText('游戏链接已失效，请重新进入游戏')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('t');
    expect(calls.some((c) => c.path === '/app-api/sandbox-game/dragon-tiger/state')).toBe(false);
    expect(calls.find((c) => c.path === '/app-api/sandbox-game/launch')!.url.searchParams.get('t')).toBe(
      'signed',
    );
  });

  it('asks nothing without a launch token', async () => {
    const { calls } = mockApi({});
    open('/sandbox/dragon-tiger');
    expect(await screen.findByText('游戏链接已失效，请重新进入游戏')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows both balances and the countdown, transfers in with a key, and bets 50 on 龙 from the game balance', async () => {
    const { calls } = mockApi({
      '/app-api/sandbox-game/launch': LAUNCH,
      '/app-api/sandbox-game/dragon-tiger/state': ok(state()),
      '/app-api/api/live/transfer': ok({ money: 200, liveMoney: 300, reference: 'r1' }),
      '/app-api/sandbox-game/dragon-tiger/bet': ok({
        bet: {
          betId: 1,
          roundId: 7,
          roundNo: '',
          side: 'dragon',
          amount: 50,
          payout: null,
          status: 'open',
          createdAt: '',
        },
        liveMoney: 150,
      }),
    });
    open();
    expect(await screen.findByTestId('dt-money')).toHaveTextContent('300.00');
    expect(screen.getByTestId('dt-live-money')).toHaveTextContent('200.00');
    expect(screen.getByTestId('dt-phase')).toHaveTextContent(/下注中 (19|20|21)秒/);

    fireEvent.change(screen.getByPlaceholderText('转账金额'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: '转入' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/app-api/api/live/transfer')).toHaveLength(1));
    const transfer = calls.find((c) => c.path === '/app-api/api/live/transfer')!;
    expect(JSON.parse(String(transfer.init?.body))).toEqual({
      liveCode: 'SANDBOX',
      amount: 100,
      direction: 'in',
    });
    expect((transfer.init?.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('转账成功')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: '筹码 50' }));
    fireEvent.click(screen.getByRole('radio', { name: '龙 1:1' }));
    fireEvent.click(screen.getByRole('button', { name: '确认下注 龙 50' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/app-api/sandbox-game/dragon-tiger/bet')).toHaveLength(1),
    );
    const bet = calls.find((c) => c.path === '/app-api/sandbox-game/dragon-tiger/bet')!;
    expect(JSON.parse(String(bet.init?.body))).toEqual({ roundId: 7, side: 'dragon', amount: 50 });
    expect((bet.init?.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stops betting once the round closes', async () => {
    mockApi({
      '/app-api/sandbox-game/launch': LAUNCH,
      '/app-api/sandbox-game/dragon-tiger/state': ok(state({ current: bettingRound(7, -1) })),
    });
    open();
    expect(await screen.findByTestId('dt-phase')).toHaveTextContent('停止下注，开牌中');
    expect(screen.getByRole('radio', { name: '龙 1:1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '停止下注' })).toBeDisabled();
  });

  it('deals the settled round with the member’s payout when the next state arrives', async () => {
    const mine: DtBet = {
      betId: 3,
      roundId: 7,
      roundNo: '',
      side: 'tie',
      amount: 10,
      payout: 90,
      status: 'settled',
      createdAt: '',
    };
    const settled = settledRound(7, { dragon: cardOf(4), tiger: cardOf(17), winner: 'tie' });
    let calls = 0;
    mockApi({
      '/app-api/sandbox-game/launch': LAUNCH,
      '/app-api/sandbox-game/dragon-tiger/state': () => {
        calls++;
        return calls === 1
          ? ok(state())
          : ok(state({ current: bettingRound(8), history: [settled, settledRound(6)], myBets: [mine] }));
      },
    });
    open();
    const result = await screen.findByTestId('dt-result', {}, { timeout: 4000 });
    expect(result).toHaveTextContent(`第${settled.roundNo}局 和局`);
    expect(within(result).getByTestId('dt-payout')).toHaveTextContent('下注 10.00，派彩 90.00');
    expect(screen.getByLabelText('龙 ♠5')).toBeInTheDocument();
    expect(screen.getByLabelText('虎 ♥5')).toBeInTheDocument();
    expect(screen.getByTestId('dt-my-bets')).toHaveTextContent('和10.0090.00');
  });

  it('deals the first round of a fresh table that had no settled round yet', async () => {
    const first = settledRound(1);
    let n = 0;
    mockApi({
      '/app-api/sandbox-game/launch': LAUNCH,
      '/app-api/sandbox-game/dragon-tiger/state': () => {
        n++;
        return n === 1
          ? ok(state({ current: bettingRound(1), history: [] }))
          : ok(state({ current: bettingRound(2), history: [first] }));
      },
    });
    open();
    const result = await screen.findByTestId('dt-result', {}, { timeout: 4000 });
    expect(result).toHaveTextContent(`第${first.roundNo}局`);
  });

  it('recomputes a round’s hash and cards in the browser, and flags a seed that does not match its hash', async () => {
    const good = settledRound(6);
    const forged = settledRound(5, { seedHash: 'a'.repeat(64) });
    mockApi({
      '/app-api/sandbox-game/launch': LAUNCH,
      '/app-api/sandbox-game/dragon-tiger/state': ok(state({ history: [good, forged] })),
    });
    open();
    const [first, second] = await screen.findAllByTestId('dt-history-round');
    fireEvent.click(first!);
    const panel = await screen.findByTestId('dt-fairness');
    expect(within(panel).getByTestId('dt-seed-hash')).toHaveTextContent(good.seedHash);
    expect(within(panel).getByTestId('dt-seed')).toHaveTextContent(good.seed!);
    fireEvent.click(within(panel).getByRole('button', { name: '验证' }));
    const verdict = await within(panel).findByTestId('dt-verify-result');
    expect(verdict).toHaveTextContent('哈希一致 ✓');
    expect(verdict).toHaveTextContent(`重算结果：龙 ${good.dragon!.label}，虎 ${good.tiger!.label}`);
    expect(verdict).toHaveTextContent('与公布结果一致 ✓');

    fireEvent.click(second!);
    const other = await screen.findByText(`第${forged.roundNo}局 公平性验证`);
    const panel2 = other.closest('[data-testid="dt-fairness"]') as HTMLElement;
    fireEvent.click(within(panel2).getByRole('button', { name: '验证' }));
    expect(await within(panel2).findByTestId('dt-verify-result')).toHaveTextContent('哈希不一致 ✗');
  });
});
