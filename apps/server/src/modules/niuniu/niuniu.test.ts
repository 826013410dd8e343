import { createHash, createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Bill, payoutOf } from '@sixmark/shared';
import { dealOfSeedSync, resultOfDeck } from '@sixmark/shared/domain/niuniu';
import { assertLedgerBalanced, createTestApp, requester, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';
import { drawPeriod, slipKey } from '../../../test/bets';
import { settleTurn } from '../bets/settle.service';
import { numbersFromSeed } from '../lottery';

// 幸运牛牛 (game 95): the round lifecycle on the lottery scheduler and NN_WIN bets through the
// bets module's placement, cancel and settlement.
const GAME = 95;
let t: TestApp;
let api: ReturnType<typeof requester>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({}, { poolSize: 12 });
  api = requester(t.app);
  admin = { 'x-admin-token': t.app.config.adminToken };
});
afterEach(async () => {
  await assertLedgerBalanced(t.pool);
});
afterAll(async () => {
  await t.close();
});

const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const nodeHmac = (k: Uint8Array, m: Uint8Array) => createHmac('sha256', k).update(m).digest();
const money = async (userId: number) =>
  Number((await t.pool.query('SELECT money FROM wallets WHERE user_id = $1', [userId])).rows[0]!.money);
const ledger = async (userId: number, billType: number) =>
  (
    await t.pool.query<{ amount: string; reference: string }>(
      'SELECT amount, reference FROM wallet_ledger WHERE user_id = $1 AND bill_type = $2 ORDER BY id',
      [userId, billType],
    )
  ).rows.map((r) => Number(r.amount));

const bet = (u: TestUser, turnNum: string, items: object[]) =>
  api.post('/app-api/api/cp/bet', { gameId: GAME, turnNum, idempotencyKey: slipKey('nn'), items }, u.headers);

describe('round lifecycle', () => {
  it('publishes the seed hash while betting, the seed after the draw, and the deal follows the seed', async () => {
    await t.app.modules.lottery.tick(Date.now(), [GAME]);
    const info = (await api.get(`/app-api/v/lottery/openInfo?gameId=${GAME}`)).body.data;
    const turnNum: string = info.cur.turnNum;
    expect(turnNum).not.toBe('');
    expect(info.cur.seedHash).toMatch(/^[0-9a-f]{64}$/);
    // Not drawn yet: not among the rounds, its seed not published anywhere.
    let rounds = (await api.get('/app-api/niuniu/rounds?rows=5')).body.data;
    expect(rounds.data.some((r: { turnNum: string }) => r.turnNum === turnNum)).toBe(false);
    expect(JSON.stringify(info)).not.toContain(
      (await t.pool.query('SELECT seed FROM lottery_turns WHERE game_id = $1 AND turn_num = $2', [GAME, turnNum]))
        .rows[0]!.seed,
    );

    const now = await api.post(`/app-api/admin/lottery/${GAME}/draw-now`, {}, admin);
    expect(now.status).toBe(200);
    for (let i = 1; i <= 8; i++) await t.app.modules.lottery.tick(Date.now() + i * 5_000, [GAME]);
    rounds = (await api.get('/app-api/niuniu/rounds?rows=5')).body.data;
    const r = rounds.data.find((x: { turnNum: string }) => x.turnNum === turnNum);
    expect(r).toBeDefined();
    expect(sha256(r.seed)).toBe(info.cur.seedHash);
    expect(r.seedHash).toBe(info.cur.seedHash);
    const expected = resultOfDeck(dealOfSeedSync(r.seed, nodeHmac));
    expect(r.banker.cards).toEqual(expected.banker.cards);
    expect(r.players.map((p: { cards: number[] }) => p.cards)).toEqual(expected.players.map((p) => p.hand.cards));
    expect(r.players.map((p: { win: boolean }) => p.win)).toEqual(expected.players.map((p) => p.win));
    expect(r.players.map((p: { player: string }) => p.player)).toEqual(['闲一', '闲二', '闲三', '闲四', '闲五']);
    // The open info now names the last drawn round's seed for the fairness popup. The 40 s of
    // ticks may also draw the round after ours (its draw time can fall inside them), so the
    // round it names is ours or a later one, and its seed is that round's.
    const after = (await api.get(`/app-api/v/lottery/openInfo?gameId=${GAME}`)).body.data;
    expect(Number(after.pre.turnNum)).toBeGreaterThanOrEqual(Number(turnNum));
    const pre = rounds.data.find((x: { turnNum: string }) => x.turnNum === after.pre.turnNum);
    expect(pre).toBeDefined();
    expect(after.pre.fairness).toEqual({ seedHash: pre.seedHash, seed: pre.seed });
    expect(sha256(pre.seed)).toBe(pre.seedHash);
  });
});

describe('NN_WIN bets', () => {
  // Seed 11 of sha256("niuniu-test-N"): 庄 牛1; 闲一 牛牛, 闲二 牛8, 闲五 牛4 win; 闲三, 闲四 lose.
  const seed = createHash('sha256').update('niuniu-test-11').digest('hex');
  let turnNum: string;

  beforeAll(async () => {
    turnNum = `NN${Date.now()}`.slice(0, 14);
    await t.pool.query(
      `INSERT INTO lottery_turns (game_id, turn_num, status, source, open_at, close_at, draw_at, seed_hash, seed)
       VALUES ($1, $2, 'open', 'rng', now(), now() + interval '1 hour', now() + interval '2 hours', $3, $4)`,
      [GAME, turnNum, sha256(seed), seed],
    );
  });

  it('offers only the niu-niu play on game 95, and refuses Mark Six plays there (and NN_WIN elsewhere)', async () => {
    const odds = (await api.get(`/app-api/api/cp/play/odds?gameId=${GAME}`)).body.data;
    expect(odds.plays.map((p: { play: string }) => p.play)).toEqual(['NN_WIN']);
    expect(odds.odds['NN_WIN:牛牛']).toBe(3.85);
    expect(Object.keys(odds.odds).every((k) => k.startsWith('NN_WIN:'))).toBe(true);
    const u = await createUser(t.app, { money: 100_000 });
    const wrong = await bet(u, turnNum, [{ selection: { play: 'TM_NUM', numbers: [1] }, unitAmount: 10 }]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('该游戏不支持特码玩法');
    expect(await money(u.id)).toBe(100_000);
  });

  it('settles win and lose per 闲 with exact ledger amounts; a cancelled bet is refunded and never settled', async () => {
    const expected = resultOfDeck(dealOfSeedSync(seed, nodeHmac));
    expect(expected.players.map((p) => p.win)).toEqual([true, true, false, false, true]);
    const u = await createUser(t.app, { money: 1_000_000 });
    const players = ['闲一', '闲二', '闲三', '闲四', '闲五'];
    const placed = await bet(
      u,
      turnNum,
      players.map((p) => ({ selection: { play: 'NN_WIN', options: [p] }, unitAmount: 100 })),
    );
    expect(placed.status).toBe(200);
    expect(placed.body.data.totalMoney).toBe(500);
    // One more bet on 闲一, cancelled before the close.
    const extra = await bet(u, turnNum, [{ selection: { play: 'NN_WIN', options: ['闲一'] }, unitAmount: 50 }]);
    const extraNo: string = extra.body.data.orders[0].orderNo;
    const res = await t.app.inject({
      method: 'POST',
      url: '/app-api/api/bet/cancel',
      headers: { ...u.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `orderNo=${extraNo}`,
    });
    expect(res.statusCode).toBe(200);
    expect(await ledger(u.id, Bill.lotteryCancelRefund)).toEqual([50_000]);
    expect(await money(u.id)).toBe(500_000);

    await drawPeriod(t.pool, GAME, turnNum, numbersFromSeed(seed));
    expect(await settleTurn({ pool: t.pool }, GAME, turnNum)).toBe(5);
    // 闲一 牛牛 3.85, 闲二 牛8 2.9, 闲五 牛4 1.95 on 100 yuan each (thousandths).
    expect(await ledger(u.id, Bill.lotteryPayout)).toEqual([385_000, 290_000, 195_000]);
    expect(payoutOf(100_000, '3.85')).toBe(385_000);
    expect(await money(u.id)).toBe(500_000 + 385_000 + 290_000 + 195_000);
    const { rows } = await t.pool.query<{ status: number; result: number; reward: string; order_no: string }>(
      `SELECT order_no, status, result, reward FROM bet_orders WHERE user_id = $1 ORDER BY id`,
      [u.id],
    );
    const settled = rows.filter((r) => r.order_no !== extraNo);
    expect(settled.map((r) => r.result)).toEqual([1, 1, 0, 0, 1]);
    expect(settled.map((r) => Number(r.reward))).toEqual([385_000, 290_000, 0, 0, 195_000]);
    expect(rows.find((r) => r.order_no === extraNo)!.status).not.toBe(1);
    // Settling again changes nothing.
    expect(await settleTurn({ pool: t.pool }, GAME, turnNum)).toBe(0);
    expect(await ledger(u.id, Bill.lotteryPayout)).toHaveLength(3);
  });
});
