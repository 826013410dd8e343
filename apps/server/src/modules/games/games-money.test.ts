import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Bill } from '@sixmark/shared';
import { outcomeOfDeck, shuffleDeck } from '@sixmark/shared/domain/dragon-tiger';
import { hexToBytes, webCryptoHmac } from '@sixmark/shared/domain/draw-rng';
import { assertLedgerBalanced, createTestApp, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';
import { withTransaction } from '../../lib/tx';
import { addTurnoverRequirement } from '../wallet';
import type { GamesModule } from './games.module';
import type { ProviderBetRecord } from './providers';
import { settleDueRounds } from './providers/sandbox-dt';

let t: TestApp;
let games: GamesModule;

beforeAll(async () => {
  t = await createTestApp({}, { poolSize: 30 });
  games = t.app.modules.games;
});
afterEach(async () => {
  games.clock = () => Date.now();
  await assertLedgerBalanced(t.pool);
});
afterAll(async () => {
  await t.close();
});

const get = (u: TestUser | null, url: string) => t.app.inject({ method: 'GET', url, headers: u?.headers ?? {} });
const post = (u: TestUser | null, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...(u?.headers ?? {}), ...headers }, payload });
const balance = async (u: TestUser) => (await get(u, '/app-api/api/user/money/check')).json().data as { money: number; liveMoney: number };

describe('transfer wallet', () => {
  it('20 concurrent transfers of the whole balance in: exactly one succeeds, the rest 余额不足', async () => {
    const u = await createUser(t.app, { money: 500_000 });
    const all = await Promise.all(
      Array.from({ length: 20 }, () => post(u, '/app-api/api/live/transfer', { liveCode: 'SANDBOX', amount: 500, direction: 'in' })),
    );
    expect(all.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(all.filter((r) => r.json().code === 'WALLET/INSUFFICIENT')).toHaveLength(19);
    expect(await balance(u)).toEqual({ money: 0, liveMoney: 500 });

    const back = await Promise.all(
      Array.from({ length: 20 }, () => post(u, '/app-api/api/live/transfer', { liveCode: 'SANDBOX', amount: 500, direction: 'out' })),
    );
    expect(back.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await balance(u)).toEqual({ money: 500, liveMoney: 0 });
    const rows = await t.pool.query<{ bill_type: number; account: string; amount: string }>(
      'SELECT bill_type, account, amount FROM wallet_ledger WHERE user_id = $1 AND bill_type IN (21, 22) ORDER BY id',
      [u.id],
    );
    expect(rows.rows.map((r) => [r.bill_type, r.account, Number(r.amount)])).toEqual([
      [Bill.transferToGame, 'money', -500_000],
      [Bill.transferToGame, 'live_money', 500_000],
      [Bill.transferFromGame, 'live_money', -500_000],
      [Bill.transferFromGame, 'money', 500_000],
    ]);
    await assertLedgerBalanced(t.pool);
  });

  it('replays one Idempotency-Key 20 times at once as one transfer', async () => {
    const u = await createUser(t.app, { money: 100_000 });
    const key = { 'idempotency-key': `live-${u.id}` };
    const all = await Promise.all(
      Array.from({ length: 20 }, () => post(u, '/app-api/api/live/transfer', { liveCode: 'SANDBOX', amount: 30, direction: 'in' }, key)),
    );
    expect(all.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(all.map((r) => r.json().data.reference)).size).toBe(1);
    expect(await balance(u)).toEqual({ money: 70, liveMoney: 30 });
    const other = await post(u, '/app-api/api/live/transfer', { liveCode: 'SANDBOX', amount: 31, direction: 'in' }, key);
    expect(other.statusCode).toBe(409);
  });

  it('refuses guests, trial accounts, bad amounts and unconnected providers', async () => {
    expect((await post(null, '/app-api/api/live/transfer', { liveCode: 'SANDBOX', amount: 1, direction: 'in' })).statusCode).toBe(401);
    const trial = await createUser(t.app, { type: 'TEST', money: 10_000 });
    expect((await post(trial, '/app-api/api/live/transfer', { liveCode: 'SANDBOX', amount: 1, direction: 'in' })).json().code).toBe('UC/TRIAL_FORBIDDEN');
    const u = await createUser(t.app, { money: 10_000 });
    for (const amount of [0, -1, 0.001, '1e3', 'abc']) {
      expect((await post(u, '/app-api/api/live/transfer', { liveCode: 'SANDBOX', amount, direction: 'in' })).statusCode).toBe(400);
    }
    expect((await post(u, '/app-api/api/live/transfer', { liveCode: 'KY', amount: 1, direction: 'in' })).json().code).toBe('GAME/PROVIDER_UNAVAILABLE');
    expect((await get(null, '/app-api/api/live/balance?liveCode=SANDBOX')).statusCode).toBe(401);
    const b = await get(u, '/app-api/api/live/balance?liveCode=SANDBOX');
    expect(b.json().data).toEqual({ liveCode: 'SANDBOX', balance: 0, money: 10, liveMoney: 0 });
  });
});

/** A slot start (40 s rounds) well away from other tests' slots. */
let slotSeq = 0;
const slot = () => Math.floor(Date.UTC(2026, 10, 23, 1, 0, 0) / 40_000) * 40_000 + slotSeq++ * 400_000;

describe('sandbox 龙虎 table', () => {
  it('plays a round: hash first, bets from the game balance, deal at close, seed verifies, payout exact, record stored once', async () => {
    const u = await createUser(t.app, { money: 1_000_000 });
    await post(u, '/app-api/api/live/transfer', { liveCode: 'SANDBOX', amount: 300, direction: 'in' });
    await withTransaction(t.pool, (tx) => addTurnoverRequirement(tx, { userId: u.id, source: 'bonus', reference: 'test-bonus', amount: 100_000 }));
    const t0 = slot();
    games.clock = () => t0 + 1000;
    await games.tickSandbox();
    const state = (await get(u, '/app-api/sandbox-game/dragon-tiger/state')).json().data;
    expect(state.current).toMatchObject({ status: 'betting', seed: null, winner: null });
    expect(state.current.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(state.liveMoney).toBe(300);
    const roundId = state.current.roundId;

    const bets = [
      { side: 'dragon', amount: 100 },
      { side: 'tiger', amount: 50.5 },
      { side: 'tie', amount: 10 },
    ];
    for (const b of bets) {
      const r = await post(u, '/app-api/sandbox-game/dragon-tiger/bet', { roundId, ...b });
      expect(r.json().code).toBe('OK');
    }
    expect((await balance(u)).liveMoney).toBe(139.5);
    const over = await post(u, '/app-api/sandbox-game/dragon-tiger/bet', { roundId, side: 'dragon', amount: 140 });
    expect(over.json().code).toBe('WALLET/INSUFFICIENT');

    // Close: the next tick deals, pays and publishes the seed; bets are refused from close on.
    games.clock = () => t0 + 30_000;
    const late = await post(u, '/app-api/sandbox-game/dragon-tiger/bet', { roundId, side: 'dragon', amount: 1 });
    expect(late.json().code).toBe('GAME/ROUND_CLOSED');
    // Several processes tick at once: the round is settled once.
    const settled = await Promise.all(Array.from({ length: 5 }, () => games.tickSandbox(t0 + 30_000)));
    expect(settled.reduce((a, b) => a + b, 0)).toBe(1);

    const after = (await get(u, '/app-api/sandbox-game/dragon-tiger/state')).json().data;
    const round = after.history.find((r: { roundId: number }) => r.roundId === roundId);
    expect(round.status).toBe('settled');
    expect(createHash('sha256').update(hexToBytes(round.seed)).digest('hex')).toBe(state.current.seedHash);
    const outcome = outcomeOfDeck(await shuffleDeck(hexToBytes(round.seed), webCryptoHmac));
    expect(round.dragon).toEqual(outcome.dragon);
    expect(round.tiger).toEqual(outcome.tiger);
    expect(round.winner).toBe(outcome.winner);

    const stake = { dragon: 100_000, tiger: 50_500, tie: 10_000 };
    const expectPay = (side: 'dragon' | 'tiger' | 'tie') => {
      const amount = stake[side];
      if (side === outcome.winner) return side === 'tie' ? amount * 9 : amount * 2;
      return outcome.winner === 'tie' ? Math.floor(amount / 2) : 0;
    };
    const payout = expectPay('dragon') + expectPay('tiger') + expectPay('tie');
    expect(Math.round((await balance(u)).liveMoney * 1000)).toBe(139_500 + payout);
    const myBets = after.myBets.filter((b: { roundId: number }) => b.roundId === roundId);
    expect(myBets).toHaveLength(3);
    expect(myBets.every((b: { status: string }) => b.status === 'settled')).toBe(true);

    // The records landed once (push at settlement); pulling again adds nothing.
    const recs = await t.pool.query<{ bet_amount: string; valid_bet: string; payout: string }>(
      `SELECT bet_amount, valid_bet, payout FROM game_bet_records WHERE user_id = $1 AND live_code = 'SANDBOX'`,
      [u.id],
    );
    expect(recs.rowCount).toBe(3);
    expect(recs.rows.reduce((s, r) => s + Number(r.payout), 0)).toBe(payout);
    expect(await games.pullRecords(t0 + 31_000)).toBe(0);
    expect(await games.pullRecords(t0 + 31_000)).toBe(0);
    expect((await t.pool.query('SELECT 1 FROM game_bet_records WHERE user_id = $1', [u.id])).rowCount).toBe(3);

    // Valid bets counted once toward the withdrawal turnover.
    const validSum = recs.rows.reduce((s, r) => s + Number(r.valid_bet), 0);
    const req = await t.pool.query<{ valid_dml: string }>('SELECT valid_dml FROM turnover_requirements WHERE user_id = $1', [u.id]);
    expect(Number(req.rows[0]!.valid_dml)).toBe(Math.min(validSum, 300_000));
    const bills = await t.pool.query<{ bill_type: number; n: number }>(
      `SELECT bill_type, count(*)::int AS n FROM wallet_ledger WHERE user_id = $1 AND bill_type IN (23, 24) GROUP BY bill_type ORDER BY bill_type`,
      [u.id],
    );
    expect(bills.rows.find((r) => r.bill_type === Bill.gameBet)?.n).toBe(3);
    expect(bills.rows.find((r) => r.bill_type === Bill.gamePayout)?.n ?? 0).toBe([expectPay('dragon'), expectPay('tiger'), expectPay('tie')].filter((p) => p > 0).length);
  });

  it('opens one round per slot however many processes tick, and none in the last seconds of a slot', async () => {
    const t0 = slot();
    await Promise.all(Array.from({ length: 8 }, () => games.tickSandbox(t0 + 5)));
    const { rows } = await t.pool.query('SELECT 1 FROM sandbox_dt_rounds WHERE open_at = $1', [new Date(t0)]);
    expect(rows).toHaveLength(1);
    const t1 = slot();
    await games.tickSandbox(t1 + 35_000);
    expect((await t.pool.query('SELECT 1 FROM sandbox_dt_rounds WHERE open_at = $1', [new Date(t1)])).rowCount).toBe(0);
  });

  it('refuses trial accounts and guests, bad sides and stakes out of range', async () => {
    const t0 = slot();
    games.clock = () => t0 + 10;
    await games.tickSandbox();
    const { rows } = await t.pool.query<{ id: string }>('SELECT id FROM sandbox_dt_rounds WHERE open_at = $1', [new Date(t0)]);
    const roundId = Number(rows[0]!.id);
    const trial = await createUser(t.app, { type: 'TEST', money: 100_000 });
    expect((await post(trial, '/app-api/sandbox-game/dragon-tiger/bet', { roundId, side: 'dragon', amount: 1 })).json().code).toBe('UC/TRIAL_FORBIDDEN');
    expect((await post(null, '/app-api/sandbox-game/dragon-tiger/bet', { roundId, side: 'dragon', amount: 1 })).statusCode).toBe(401);
    expect((await get(null, '/app-api/sandbox-game/dragon-tiger/state')).statusCode).toBe(401);
    const u = await createUser(t.app, { money: 100_000 });
    await post(u, '/app-api/api/live/transfer', { liveCode: 'SANDBOX', amount: 100, direction: 'in' });
    expect((await post(u, '/app-api/sandbox-game/dragon-tiger/bet', { roundId, side: 'lion', amount: 1 })).statusCode).toBe(400);
    expect((await post(u, '/app-api/sandbox-game/dragon-tiger/bet', { roundId, side: 'dragon', amount: 0.5 })).statusCode).toBe(400);
    expect((await post(u, '/app-api/sandbox-game/dragon-tiger/bet', { roundId: 2_000_000_000, side: 'dragon', amount: 1 })).json().code).toBe('GAME/ROUND_NOT_FOUND');
    // One slip sent 20 times at once with one key is one bet.
    const key = { 'idempotency-key': `dt-${u.id}` };
    const all = await Promise.all(Array.from({ length: 20 }, () => post(u, '/app-api/sandbox-game/dragon-tiger/bet', { roundId, side: 'tiger', amount: 7 }, key)));
    expect(all.every((r) => r.statusCode === 200)).toBe(true);
    expect((await t.pool.query('SELECT 1 FROM sandbox_dt_bets WHERE user_id = $1', [u.id])).rowCount).toBe(1);
    expect((await balance(u)).liveMoney).toBe(93);
    await games.tickSandbox(t0 + 30_000);
  });
});

describe('sandbox round pruning', () => {
  it('deletes settled rounds nobody bet on after a day, keeps rounds with bets', async () => {
    const t0 = slot();
    const t1 = slot();
    await games.tickSandbox(t0 + 1);
    await games.tickSandbox(t1 + 1);
    const u = await createUser(t.app, { money: 10_000 });
    await post(u, '/app-api/api/live/transfer', { liveCode: 'SANDBOX', amount: 10, direction: 'in' });
    const r1 = (await t.pool.query<{ id: number }>('SELECT id FROM sandbox_dt_rounds WHERE open_at = $1', [new Date(t1)])).rows[0]!.id;
    games.clock = () => t1 + 2;
    expect((await post(u, '/app-api/sandbox-game/dragon-tiger/bet', { roundId: r1, side: 'dragon', amount: 1 })).json().code).toBe('OK');
    await games.tickSandbox(t1 + 30_000);
    const count = async (at: number) => (await t.pool.query('SELECT 1 FROM sandbox_dt_rounds WHERE open_at = $1', [new Date(at)])).rowCount;
    await games.pruneRounds(t1 + 60_000);
    expect(await count(t0)).toBe(1);
    await games.pruneRounds(t1 + 30_000 + 86_400_000 + 1);
    expect(await count(t0)).toBe(0);
    expect(await count(t1)).toBe(1);
  });
});

describe('provider records', () => {
  it('a push lost at settlement arrives by callback twice and by pull: stored once', async () => {
    const u = await createUser(t.app, { money: 100_000 });
    await post(u, '/app-api/api/live/transfer', { liveCode: 'SANDBOX', amount: 100, direction: 'in' });
    await withTransaction(t.pool, (tx) => addTurnoverRequirement(tx, { userId: u.id, source: 'bonus', reference: 'cb-bonus', amount: 100_000 }));
    const t0 = slot();
    games.clock = () => t0 + 10;
    await games.tickSandbox();
    const state = (await get(u, '/app-api/sandbox-game/dragon-tiger/state')).json().data;
    for (const side of ['dragon', 'tiger']) {
      expect((await post(u, '/app-api/sandbox-game/dragon-tiger/bet', { roundId: state.current.roundId, side, amount: 20 })).json().code).toBe('OK');
    }
    // The provider settles but its push never reaches us.
    expect(await settleDueRounds(t.pool, t0 + 30_000, async () => undefined)).toBe(1);
    const ids = (await t.pool.query<{ id: string }>('SELECT id FROM sandbox_dt_bets WHERE user_id = $1 ORDER BY id', [u.id])).rows.map((r) => r.id);
    expect((await t.pool.query('SELECT 1 FROM game_bet_records WHERE user_id = $1', [u.id])).rowCount).toBe(0);

    const push = () => post(null, '/app-api/live/callback/SANDBOX', { betIds: ids });
    const first = await Promise.all(Array.from({ length: 20 }, push));
    expect(first.map((r) => r.body).filter((b) => !b.includes('"OK"'))).toEqual([]);
    expect(first.map((r) => r.json().data.stored).reduce((a: number, b: number) => a + b, 0)).toBe(2);
    expect((await push()).json().data).toEqual({ received: 2, stored: 0 });
    expect(await games.pullRecords(t0 + 40_000)).toBe(0);
    expect((await t.pool.query('SELECT 1 FROM game_bet_records WHERE user_id = $1', [u.id])).rowCount).toBe(2);
    const req = await t.pool.query<{ valid_dml: string }>('SELECT valid_dml FROM turnover_requirements WHERE user_id = $1', [u.id]);
    const valid = await t.pool.query<{ s: string }>('SELECT sum(valid_bet) AS s FROM sandbox_dt_bets WHERE user_id = $1', [u.id]);
    expect(Number(req.rows[0]!.valid_dml)).toBe(Number(valid.rows[0]!.s));

    expect((await post(null, '/app-api/live/callback/SANDBOX', { betIds: ['x'] })).statusCode).toBe(400);
    expect((await post(null, '/app-api/live/callback/KY', { betIds: ids })).json().code).toBe('GAME/PROVIDER_UNAVAILABLE');
  });


  const record = (userId: number, id: string, over: Partial<ProviderBetRecord> = {}): ProviderBetRecord => ({
    recordId: id,
    userId,
    gameCode: 'AG_BAC',
    roundNo: 'R1',
    betContent: '庄',
    betAmount: 10_000,
    validBet: 10_000,
    payout: 19_500,
    betTime: new Date('2026-11-20T04:00:00Z'),
    settleTime: new Date('2026-11-20T04:01:00Z'),
    ...over,
  });

  it('stores a record delivered twice (and 20 times at once) once, counting its turnover once', async () => {
    const u = await createUser(t.app);
    await withTransaction(t.pool, (tx) => addTurnoverRequirement(tx, { userId: u.id, source: 'bonus', reference: 'dup-bonus', amount: 100_000 }));
    const rec = record(u.id, `dup-${u.id}`);
    expect(await withTransaction(t.pool, (tx) => games.ingest(tx, 'AG', [rec]))).toBe(1);
    expect(await withTransaction(t.pool, (tx) => games.ingest(tx, 'AG', [rec]))).toBe(0);
    const many = await Promise.all(Array.from({ length: 20 }, () => withTransaction(t.pool, (tx) => games.ingest(tx, 'AG', [rec, record(u.id, `dup2-${u.id}`)]))));
    expect(many.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await t.pool.query('SELECT 1 FROM game_bet_records WHERE user_id = $1', [u.id])).rowCount).toBe(2);
    // The same record id from another provider is another record.
    expect(await withTransaction(t.pool, (tx) => games.ingest(tx, 'BG', [rec]))).toBe(1);
    const req = await t.pool.query<{ valid_dml: string }>('SELECT valid_dml FROM turnover_requirements WHERE user_id = $1', [u.id]);
    expect(Number(req.rows[0]!.valid_dml)).toBe(30_000);
    await expect(t.pool.query('DELETE FROM game_bet_records WHERE user_id = $1', [u.id])).rejects.toThrow(/append-only/);
    await expect(t.pool.query('UPDATE game_bet_records SET payout = 0 WHERE user_id = $1', [u.id])).rejects.toThrow(/append-only/);
  });

  it('reports exact sums per game in system-time-zone days, and pages the detail', async () => {
    const u = await createUser(t.app);
    const other = await createUser(t.app);
    // Shanghai days: 2026-11-20 is [11-19T16:00Z, 11-20T16:00Z).
    const recs: ProviderBetRecord[] = [];
    for (let i = 0; i < 25; i++) {
      recs.push(record(u.id, `r-${u.id}-${i}`, { betAmount: 10_010 + i * 10, validBet: 10_010 + i * 10, payout: i % 3 === 0 ? 20_020 : 0, betTime: new Date(Date.UTC(2026, 10, 19, 16, i)) }));
    }
    recs.push(record(u.id, `edge-in-${u.id}`, { betAmount: 1_230, validBet: 1_230, payout: 0, betTime: new Date('2026-11-20T15:59:59.999Z') }));
    recs.push(record(u.id, `edge-out-${u.id}`, { betAmount: 99_990, validBet: 99_990, payout: 0, betTime: new Date('2026-11-20T16:00:00Z') }));
    recs.push(record(u.id, `edge-before-${u.id}`, { betAmount: 77_770, validBet: 77_770, payout: 0, betTime: new Date('2026-11-19T15:59:59.999Z') }));
    recs.push(record(u.id, `fish-${u.id}`, { gameCode: 'JDB_FISH1', betAmount: 3_330, validBet: 3_000, payout: 6_000, betTime: new Date('2026-11-20T08:00:00Z') }));
    recs.push(record(other.id, `o-${other.id}`, { betAmount: 5_000_000, betTime: new Date('2026-11-20T08:00:00Z') }));
    await withTransaction(t.pool, (tx) => games.ingest(tx, 'AG', recs));

    const inDay = recs.filter((r) => r.userId === u.id && r.gameCode === 'AG_BAC' && r.betTime >= new Date('2026-11-19T16:00:00Z') && r.betTime < new Date('2026-11-20T16:00:00Z'));
    const sum = (f: (r: ProviderBetRecord) => number) => inDay.reduce((s, r) => s + f(r), 0) / 1000;
    const res = await get(u, '/app-api/api/live/gameReportList?gameCodes=AG_BAC,JDB_FISH1,NOPE&startDate=2026-11-20&endDate=2026-11-20');
    expect(res.json().data).toEqual([
      { gameName: 'AG百家乐', gameCode: 'AG_BAC', betCount: 26, betAmount: sum((r) => r.betAmount), validBetAmount: sum((r) => r.validBet), winAmount: sum((r) => r.payout - r.betAmount) },
      { gameName: '捕鱼达人', gameCode: 'JDB_FISH1', betCount: 1, betAmount: 3.33, validBetAmount: 3, winAmount: 2.67 },
    ]);
    expect(sum((r) => r.betAmount)).toBe(254.48); // 25 × 10.01 + 0.01 × 300 + 1.23, worked out by hand

    const page1 = (await get(u, '/app-api/api/live/br?gameCode=AG_BAC&startDate=2026-11-20&endDate=2026-11-20&page=1&rows=20')).json().data;
    const page2 = (await get(u, '/app-api/api/live/br?gameCode=AG_BAC&startDate=2026-11-20&endDate=2026-11-20&page=2&rows=20')).json().data;
    expect(page1.totalCount).toBe(26);
    expect(page1.data).toHaveLength(20);
    expect(page2.data).toHaveLength(6);
    expect(new Set([...page1.data, ...page2.data].map((r: { recordId: string }) => r.recordId)).size).toBe(26);
    expect(page1.data[0].recordId).toBe(`edge-in-${u.id}`);
    expect(page1.data[0]).toMatchObject({ betAmount: 1.23, winAmount: -1.23, gameName: 'AG百家乐' });

    // Another member sees only their own; guests are refused; reversed ranges refused.
    const theirs = (await get(other, '/app-api/api/live/gameReportList?gameCodes=AG_BAC&startDate=2026-11-20&endDate=2026-11-20')).json().data;
    expect(theirs[0]).toMatchObject({ betCount: 1, betAmount: 5000 });
    expect((await get(null, '/app-api/api/live/gameReportList?gameCodes=AG_BAC&startDate=2026-11-20&endDate=2026-11-20')).statusCode).toBe(401);
    expect((await get(null, '/app-api/api/live/br?gameCode=AG_BAC&startDate=2026-11-20&endDate=2026-11-20')).statusCode).toBe(401);
    const theirDetail = (await get(other, '/app-api/api/live/br?gameCode=AG_BAC&startDate=2026-11-20&endDate=2026-11-20')).json().data;
    expect(theirDetail.totalCount).toBe(1);
    expect(theirDetail.data[0].recordId).toBe(`o-${other.id}`);
    expect((await get(u, '/app-api/api/live/gameReportList?gameCodes=AG_BAC&startDate=2026-11-21&endDate=2026-11-20')).statusCode).toBe(400);
    expect((await get(u, '/app-api/api/live/gameReportList?gameCodes=&startDate=2026-11-20&endDate=2026-11-20')).statusCode).toBe(400);
    expect((await get(u, '/app-api/api/live/br?gameCode=AG_BAC&startDate=2026-02-30&endDate=2026-11-20')).statusCode).toBe(400);
  });
});
