import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Bill } from '@sixmark/shared';
import { assertLedgerBalanced, createTestApp, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';
import { drawPeriod, openPeriod, slipKey } from '../../../test/bets';
import { secondApp } from '../../../test/second-app';
import { clock } from '../../lib/clock';
import { settleTurn } from '../bets';
import { claimBonus } from './claim.service';
import { bonusPass } from './bonus.job';
import { closeEndedPeriods } from './vip.service';
import type { TurnoverSource } from './turnover';

// Betting bonus (洗码), VIP progression and the welfare center through the real routes, on a
// real database, with a second server instance on the same database for the races.
let t: TestApp;
let two: Awaited<ReturnType<typeof secondApp>>;
const ADMIN = { 'x-admin-token': 'sixmark-admin-demo-token' };
const DRAW = [10, 11, 12, 13, 14, 15, 49]; // special 49: 特码大小 ties

beforeAll(async () => {
  t = await createTestApp({}, { poolSize: 30 });
  two = await secondApp(t);
});
afterEach(async () => {
  clock.now = () => Date.now();
  await assertLedgerBalanced(t.pool);
});
afterAll(async () => {
  await two?.close();
  await t?.close();
});

const inject = (app: FastifyInstance, method: 'GET' | 'POST', url: string, u: TestUser | null, payload?: object) =>
  app.inject({ method, url, headers: u?.headers ?? {}, ...(payload ? { payload } : {}) }).then((r) => ({ status: r.statusCode, body: r.json() }));
const get = (url: string, u: TestUser | null) => inject(t.app, 'GET', url, u);
const post = (url: string, u: TestUser | null, payload: object = {}, app = t.app) => inject(app, 'POST', url, u, payload);

const bet = (u: TestUser, game: number, turnNum: string, items: object[]) =>
  post('/app-api/api/cp/bet', u, { gameId: game, turnNum, idempotencyKey: slipKey('bonus'), items });
const billRows = async (userId: number, billType: number) =>
  (await t.pool.query<{ amount: string }>('SELECT amount FROM wallet_ledger WHERE user_id = $1 AND bill_type = $2', [userId, billType])).rows.map((r) =>
    Number(r.amount),
  );
const vipOf = async (userId: number) =>
  (await t.pool.query<{ vip_level: number; cycle: number }>('SELECT vip_level, cycle_bet_amount AS cycle FROM users WHERE id = $1', [userId])).rows[0]!;

/** Provider-game turnover as the games module will plug it in: a table of valid bets by category. */
const gameSource: TurnoverSource = {
  name: 'test-games',
  totals: async (db, userId) => {
    const { rows } = await db.query<{ category: 'live' | 'card'; v: string }>(
      'SELECT category, SUM(valid)::text AS v FROM test_game_valid WHERE user_id = $1 GROUP BY category',
      [userId],
    );
    return Object.fromEntries(rows.map((r) => [r.category, Number(r.v)]));
  },
  activeSince: async () => [],
};

describe('betting bonus', () => {
  let a: TestUser;
  let b: TestUser;
  let turn: string;
  beforeAll(async () => {
    a = await createUser(t.app, { money: 1_000_000 });
    b = await createUser(t.app, { money: 1_000_000 });
    turn = await openPeriod(t.app, 70);
    for (const u of [a, b]) {
      // 30 yuan that loses (valid), 10 yuan on 大 that ties on 49 (not valid)
      expect((await bet(u, 70, turn, [{ selection: { play: 'TM_NUM', numbers: [1, 2, 3] }, unitAmount: 10 }])).status).toBe(200);
      expect((await bet(u, 70, turn, [{ selection: { play: 'TM_LM', options: ['大'] }, unitAmount: 10 }])).status).toBe(200);
    }
    // a cancelled bet earns nothing
    const c = await bet(a, 70, turn, [{ selection: { play: 'TM_NUM', numbers: [4] }, unitAmount: 10 }]);
    const orderNo = c.body.data.orders[0].orderNo as string;
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/app-api/api/bet/cancel',
      headers: { ...a.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `orderNo=${orderNo}`,
    });
    expect(cancel.json().success).toBe(true);
    await drawPeriod(t.pool, 70, turn, DRAW);
    await settleTurn({ pool: t.pool }, 70, turn);
    await t.pool.query('CREATE TABLE IF NOT EXISTS test_game_valid (user_id bigint, category text, valid bigint)');
  });

  it('shows per-category turnover, rate, bonus and claimed: lottery 30 yuan valid at VIP1 0.4% = 0.12', async () => {
    const res = await get('/app-api/api/user/betting-bonus', a);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.vipLevel).toBe(1);
    expect(d.rows.map((r: { category: string }) => r.category)).toEqual(['lottery', 'live', 'electronic', 'card', 'fish', 'sport']);
    expect(d.rows[0]).toEqual({ category: 'lottery', name: '彩票', turnover: 30, rate: 0.4, bonus: 0.12, claimed: 0 });
    expect(d.totalAvailable).toBe(0.12);
    expect(d.totalClaimed).toBe(0);
  });

  it('pays exactly rate × valid turnover per category and level (VIP5 0.8%, operator rate 0.75% on 棋牌)', async () => {
    await t.pool.query('INSERT INTO test_game_valid VALUES ($1, $2, $3), ($1, $4, $5)', [b.id, 'live', 1_000_000, 'card', 123_450]);
    await t.pool.query('UPDATE users SET vip_level = 5 WHERE id = $1', [b.id]);
    const rate = await post('/app-api/admin/bonus/rate', null, { vipLevel: 5, category: 'card', rateBp: 75 });
    expect(rate.status).toBe(401);
    const ok = await t.app.inject({ method: 'POST', url: '/app-api/admin/bonus/rate', headers: ADMIN, payload: { vipLevel: 5, category: 'card', rateBp: 75 } });
    expect(ok.statusCode).toBe(200);
    const r = await claimBonus(t.pool, [...t.app.modules.bonus.sources, gameSource], b.id);
    // lottery 30,000 × 0.8% = 240; live 1,000,000 × 0.8% = 8,000; card 123,450 × 0.75% = 925.875 → 925 (thousandths)
    expect(r).toMatchObject({ amount: 240 + 8_000 + 925 });
    expect(await billRows(b.id, Bill.washCodeRebate)).toEqual([9_165]);
    const hist = await get('/app-api/api/user/betting-bonus/history', b);
    expect(hist.body.data.totalCount).toBe(1);
    expect(hist.body.data.data[0]).toMatchObject({ amount: 9.165, turnover: 1_153.45, auto: false });
    expect(hist.body.data.data[0].detail).toEqual([
      { category: 'lottery', name: '彩票', turnover: 30, rate: 0.8, bonus: 0.24 },
      { category: 'live', name: '真人', turnover: 1_000, rate: 0.8, bonus: 8 },
      { category: 'card', name: '棋牌', turnover: 123.45, rate: 0.75, bonus: 0.925 },
    ]);
    // the same turnover is never paid again; new turnover is
    await expect(claimBonus(t.pool, [...t.app.modules.bonus.sources, gameSource], b.id)).rejects.toMatchObject({ code: 'BONUS/NOTHING' });
    await t.pool.query('INSERT INTO test_game_valid VALUES ($1, $2, $3)', [b.id, 'live', 10_000]);
    expect(await claimBonus(t.pool, [...t.app.modules.bonus.sources, gameSource], b.id)).toMatchObject({ amount: 80 });
  });

  it('credits once when 20 claims race on two server instances', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post('/app-api/api/user/betting-bonus/claim', a, {}, i % 2 ? two.app : t.app)),
    );
    const wins = results.filter((r) => r.status === 200);
    expect(wins).toHaveLength(1);
    expect(wins[0]!.body).toMatchObject({ data: { amount: 0.12 }, msg: '领取成功，0.12元已到账' });
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body).toMatchObject({ code: 'BONUS/NOTHING', msg: '暂无可领取的洗码返水' });
    expect(await billRows(a.id, Bill.washCodeRebate)).toEqual([120]);
    const after = (await get('/app-api/api/user/betting-bonus', a)).body.data;
    expect(after).toMatchObject({ totalAvailable: 0, totalClaimed: 0.12 });
    expect(after.rows[0]).toMatchObject({ turnover: 0, bonus: 0, claimed: 0.12 });
  });

  it('adds a withdrawal turnover requirement when the operator sets one', async () => {
    const u = await createUser(t.app, { money: 1_000_000 });
    const turn2 = await openPeriod(t.app, 90);
    expect((await bet(u, 90, turn2, [{ selection: { play: 'TM_NUM', numbers: [1] }, unitAmount: 100 }])).status).toBe(200);
    await drawPeriod(t.pool, 90, turn2, DRAW);
    await settleTurn({ pool: t.pool }, 90, turn2);
    await t.app.inject({ method: 'POST', url: '/app-api/admin/bonus/settings', headers: ADMIN, payload: { turnoverRequired: true } });
    expect((await post('/app-api/api/user/betting-bonus/claim', u)).body.data.amount).toBe(0.4);
    const { rows } = await t.pool.query<{ require_dml: string }>(
      `SELECT require_dml FROM turnover_requirements WHERE user_id = $1 AND source = 'bonus'`,
      [u.id],
    );
    expect(rows.map((r) => Number(r.require_dml))).toEqual([1_200]); // 0.4 yuan × bonus multiple 3
    await t.app.inject({ method: 'POST', url: '/app-api/admin/bonus/settings', headers: ADMIN, payload: { turnoverRequired: false } });
  });

  it('pays automatically once a day when the operator switches it on, whichever process runs the job', async () => {
    const u = await createUser(t.app, { money: 1_000_000 });
    const turn3 = await openPeriod(t.app, 110);
    expect((await bet(u, 110, turn3, [{ selection: { play: 'TM_NUM', numbers: [1] }, unitAmount: 50 }])).status).toBe(200);
    await drawPeriod(t.pool, 110, turn3, DRAW);
    await settleTurn({ pool: t.pool }, 110, turn3);
    await t.app.inject({ method: 'POST', url: '/app-api/admin/bonus/settings', headers: ADMIN, payload: { autoPayout: true } });
    const runs = await Promise.all([bonusPass(t.pool, t.app.modules.bonus), bonusPass(two.app.pool, two.app.modules.bonus)]);
    expect(runs.reduce((n, r) => n + r.paid, 0)).toBeGreaterThanOrEqual(1);
    expect(await billRows(u.id, Bill.washCodeRebate)).toEqual([200]);
    const hist = (await get('/app-api/api/user/betting-bonus/history', u)).body.data.data;
    expect(hist[0]).toMatchObject({ auto: true, turnover: 50, amount: 0.2 });
    await t.app.inject({ method: 'POST', url: '/app-api/admin/bonus/settings', headers: ADMIN, payload: { autoPayout: false } });
  });

  it('access: guests get 401, trial accounts cannot claim, a member sees only their own numbers', async () => {
    expect((await get('/app-api/api/user/betting-bonus', null)).status).toBe(401);
    expect((await post('/app-api/api/user/betting-bonus/claim', null)).status).toBe(401);
    expect((await get('/app-api/api/user/betting-bonus/history', null)).status).toBe(401);
    expect((await get('/app-api/api/user/vip', null)).status).toBe(401);
    expect((await get('/app-api/api/user/welfare', null)).status).toBe(401);
    expect((await post('/app-api/api/user/welfare/claim', null, { id: 1 })).status).toBe(401);
    const trial = await createUser(t.app, { type: 'TEST', money: 100_000 });
    const refused = await post('/app-api/api/user/betting-bonus/claim', trial);
    expect(refused).toMatchObject({ status: 403, body: { msg: '试玩账户无法进行该操作，请注册正式账户!' } });
    const other = await createUser(t.app);
    expect((await get('/app-api/api/user/betting-bonus', other)).body.data).toMatchObject({ totalAvailable: 0, totalClaimed: 0 });
    expect((await get('/app-api/api/user/betting-bonus/history?page=0', other)).status).toBe(400);
    expect((await get('/app-api/api/user/betting-bonus/history?rows=1000', other)).status).toBe(400);
  });
});

describe('VIP', () => {
  it('moves up on the settlement that crosses VIP2 (1,000 yuan), with an upgrade gift claimable once', async () => {
    const u = await createUser(t.app, { money: 5_000_000 });
    const t1 = await openPeriod(t.app, 1);
    expect((await bet(u, 1, t1, [{ selection: { play: 'TM_NUM', numbers: [1, 2] }, unitAmount: 300 }])).status).toBe(200);
    await drawPeriod(t.pool, 1, t1, DRAW);
    await settleTurn({ pool: t.pool }, 1, t1);
    expect(await vipOf(u.id)).toMatchObject({ vip_level: 1, cycle: 600_000 });
    const p1 = (await get('/app-api/api/user/vip', u)).body.data;
    expect(p1).toMatchObject({ vipLevel: 1, cycleBetAmount: 600, nextLevel: 2, nextBetMoney: 1_000, percent: 60, period: 'month', periodName: '每月' });
    expect(p1.levels).toHaveLength(9);
    expect(p1.levels[8]).toMatchObject({ vipLevel: 9, name: 'VIP9', betMoney: 2_000_000 });

    const t2 = await openPeriod(t.app, 1);
    expect((await bet(u, 1, t2, [{ selection: { play: 'TM_NUM', numbers: [3, 4] }, unitAmount: 200 }])).status).toBe(200);
    await drawPeriod(t.pool, 1, t2, DRAW);
    await settleTurn({ pool: t.pool }, 1, t2);
    expect(await vipOf(u.id)).toMatchObject({ vip_level: 2, cycle: 1_000_000 });
    const profile = (await get('/app-api/api/user/info', u)).body.data;
    expect(profile.userInfo).toMatchObject({ vipLevel: 2, cycleBetAmount: 1_000 });

    const welfare = (await get('/app-api/api/user/welfare', u)).body.data;
    const upgrade = welfare.gifts.find((g: { kind: string }) => g.kind === 'upgrade');
    expect(upgrade).toMatchObject({ name: 'VIP2晋级礼金', vipLevel: 2, amount: 8, claimed: false });
    const monthly = welfare.gifts.find((g: { kind: string }) => g.kind === 'monthly');
    expect(monthly).toMatchObject({ vipLevel: 2, amount: 2, claimed: false });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post('/app-api/api/user/welfare/claim', u, { id: upgrade.id }, i % 2 ? two.app : t.app)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body).toMatchObject({ code: 'BONUS/GIFT_CLAIMED', msg: '该礼金已领取' });
    expect(await billRows(u.id, Bill.vipReward)).toEqual([8_000]);
    // the monthly gift exists once however often the page is opened
    await get('/app-api/api/user/welfare', u);
    expect((await post('/app-api/api/user/welfare/claim', u, { id: monthly.id })).body.data.amount).toBe(2);
    expect((await get('/app-api/api/user/welfare', u)).body.data.gifts.filter((g: { kind: string }) => g.kind === 'monthly')).toHaveLength(1);
    // another member cannot take it
    const other = await createUser(t.app);
    expect((await post('/app-api/api/user/welfare/claim', other, { id: upgrade.id })).body.code).toBe('BONUS/GIFT_NONE');
  });

  it('settles a batch of several members: only the one whose turnover crosses a level moves up', async () => {
    const big = await createUser(t.app, { money: 10_000_000 });
    const small = await createUser(t.app, { money: 10_000_000 });
    const turn = await openPeriod(t.app, 1);
    expect((await bet(big, 1, turn, [{ selection: { play: 'TM_NUM', numbers: [5] }, unitAmount: 5_000 }])).status).toBe(200);
    expect((await bet(small, 1, turn, [{ selection: { play: 'TM_NUM', numbers: [5] }, unitAmount: 10 }])).status).toBe(200);
    await drawPeriod(t.pool, 1, turn, DRAW);
    await settleTurn({ pool: t.pool }, 1, turn);
    // 5,000 yuan reaches VIP3 (5,000) in one settlement: gifts of VIP2 and VIP3
    expect(await vipOf(big.id)).toMatchObject({ vip_level: 3, cycle: 5_000_000 });
    expect(await vipOf(small.id)).toMatchObject({ vip_level: 1, cycle: 10_000 });
    const gifts = (await get('/app-api/api/user/welfare', big)).body.data.gifts.filter((g: { kind: string }) => g.kind === 'upgrade');
    expect(gifts.map((g: { vipLevel: number; amount: number }) => [g.vipLevel, g.amount]).sort()).toEqual([
      [2, 8],
      [3, 18],
    ]);
  });

  it('drops one level at the period end when the keep-level turnover was missed, keeps it when met (clock-controlled)', async () => {
    const missed = await createUser(t.app);
    const kept = await createUser(t.app);
    const now = Date.now();
    const { rows } = await t.pool.query<{ k: string }>(`SELECT to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM') AS k`);
    const key = rows[0]!.k;
    // VIP3 keeps with 2,500 yuan a month (half of its 5,000)
    await t.pool.query('UPDATE users SET vip_level = 3, cycle_bet_amount = $2 WHERE id = $1', [missed.id, 2_499_000]);
    await t.pool.query('UPDATE users SET vip_level = 3, cycle_bet_amount = $2 WHERE id = $1', [kept.id, 2_500_000]);
    await t.pool.query('INSERT INTO vip_progress (user_id, period_key) VALUES ($1, $3), ($2, $3)', [missed.id, kept.id, key]);
    expect(await closeEndedPeriods(t.pool, now)).toBe(0);
    const nextMonth = now + 32 * 86_400_000;
    clock.now = () => nextMonth;
    const [c1, c2] = await Promise.all([closeEndedPeriods(t.pool), closeEndedPeriods(two.app.pool)]);
    expect(c1 + c2).toBeGreaterThanOrEqual(2);
    expect(await vipOf(missed.id)).toMatchObject({ vip_level: 2, cycle: 0 });
    expect(await vipOf(kept.id)).toMatchObject({ vip_level: 3, cycle: 0 });
    expect(await closeEndedPeriods(t.pool)).toBe(0);
    expect((await get('/app-api/api/user/vip', kept)).body.data).toMatchObject({ vipLevel: 3, cycleBetAmount: 0, keepMoney: 2_500 });
  });

  it('answers its level table to the chat permission table without disturbing enlarge_memo', async () => {
    await t.pool.query(`INSERT INTO vip_level_settings (company_id, vip_level, enlarge_memo) VALUES (1, 7, '{"enableChat":0}') ON CONFLICT DO NOTHING`);
    const res = await t.app.inject({ method: 'POST', url: '/app-api/admin/bonus/vip-level', headers: ADMIN, payload: { vipLevel: 7, upgradeGift: 500 } });
    expect(res.statusCode).toBe(200);
    const { rows } = await t.pool.query('SELECT enlarge_memo, upgrade_gift FROM vip_level_settings WHERE company_id = 1 AND vip_level = 7');
    expect(rows[0]).toMatchObject({ enlarge_memo: { enableChat: 0 }, upgrade_gift: 500_000 });
    const audit = await t.pool.query(`SELECT 1 FROM audit_log WHERE action = 'bonus.vip-level'`);
    expect(audit.rowCount).toBe(1);
  });
});
