import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Bill, formatMilli } from '@sixmark/shared';
import { formatSystemTime, systemDayRange } from '@sixmark/shared/domain/system-time';
import { assertLedgerBalanced, createTestApp, operatorHeaders, testRedisUrl, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';
import { drawPeriod, openPeriod, slipKey } from '../../../test/bets';
import { secondApp } from '../../../test/second-app';
import { settleTurn } from '../bets';
import { timeZoneOf } from '../system';

// Issue 17 gaps, through the real routes on a real database: the hedged-bet rule (exact bonus
// with it on and off), the VIP rules served from the operator's table (invalidated on edit on
// both processes), the operator's bonus config, and the VIP level's daily withdrawal limits
// (raced over two server instances).
let t: TestApp;
let two: Awaited<ReturnType<typeof secondApp>>;
const ADMIN = { 'x-admin-token': 'sixmark-admin-demo-token' };
const DRAW = [1, 2, 3, 4, 5, 6, 30]; // special 30: 大, 双, red
const FUND = '1234';

beforeAll(async () => {
  t = await createTestApp(testRedisUrl ? { redisUrl: testRedisUrl } : {}, { poolSize: 30 });
  two = await secondApp(t);
});
afterEach(async () => {
  await assertLedgerBalanced(t.pool);
});
afterAll(async () => {
  await two?.close();
  await t?.close();
});

const inject = (app: FastifyInstance, method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) }).then((r) => ({ status: r.statusCode, body: r.json() }));
const admin = (url: string, payload?: object) => inject(t.app, payload ? 'POST' : 'GET', url, ADMIN, payload);
const bet = (u: TestUser, game: number, turnNum: string, play: string, options: string[], unitAmount: number) =>
  inject(t.app, 'POST', '/app-api/api/cp/bet', u.headers, {
    gameId: game,
    turnNum,
    idempotencyKey: slipKey('hedge'),
    items: [{ selection: { play, options }, unitAmount }],
  });
const auditRows = async (action: string) => (await t.pool.query('SELECT detail FROM audit_log WHERE action = $1', [action])).rows;

/** Places the bets on a fresh period of `game`, draws DRAW and settles it. */
async function settledPeriod(game: number, u: TestUser, bets: [string, string[], number][]) {
  const turn = await openPeriod(t.app, game);
  for (const [play, options, unit] of bets) expect((await bet(u, game, turn, play, options, unit)).status).toBe(200);
  await drawPeriod(t.pool, game, turn, DRAW);
  await settleTurn({ pool: t.pool }, game, turn);
}

const lotteryTurnover = async (u: TestUser) =>
  (await inject(t.app, 'GET', '/app-api/api/user/betting-bonus', u.headers)).body.data.rows[0] as { turnover: number; bonus: number };

describe('hedged bets count once where the operator enables it', () => {
  it('大 100 + 小 60 counts 160 with the rule off and 100 with it on; turning it off keeps settled periods reduced', async () => {
    const u = await createUser(t.app, { money: 10_000_000 });
    const hedge: [string, string[], number][] = [
      ['TM_LM', ['大'], 100],
      ['TM_LM', ['小'], 60],
      ['TM_COLOR', ['红', '蓝'], 10],
      ['TM_COLOR', ['绿'], 20],
    ];
    // off (the default): everything counts — 160 + 40
    expect((await admin('/app-api/admin/bonus/config')).body.data.settings.hedgeRule).toBe(false);
    await settledPeriod(70, u, hedge);
    expect(await lotteryTurnover(u)).toMatchObject({ turnover: 200, bonus: 0.8 });

    // on: 大/小 counts 160 − 60 = 100, the colours 40 − 2×10 = 20
    expect((await admin('/app-api/admin/bonus/settings', { hedgeRule: true })).status).toBe(200);
    expect((await admin('/app-api/admin/bonus/settings', { hedgeRule: true })).status).toBe(200); // already on: one window
    expect((await admin('/app-api/admin/bonus/config')).body.data.settings.hedgeRule).toBe(true);
    expect(await auditRows('bonus.settings')).toEqual(expect.arrayContaining([{ detail: { hedgeRule: true } }]));
    await settledPeriod(90, u, hedge);
    expect(await lotteryTurnover(u)).toMatchObject({ turnover: 200 + 120, bonus: 1.28 });

    // off again: the next period counts in full, the one settled under the rule stays reduced
    expect((await admin('/app-api/admin/bonus/settings', { hedgeRule: false })).status).toBe(200);
    await settledPeriod(110, u, hedge);
    expect(await lotteryTurnover(u)).toMatchObject({ turnover: 200 + 120 + 200, bonus: 2.08 });
    const { rows } = await t.pool.query('SELECT ends_at IS NOT NULL AS closed FROM bonus_hedge_windows');
    expect(rows).toEqual([{ closed: true }]);

    // the claim pays exactly 0.4% of 520 yuan, once
    const claim = await inject(t.app, 'POST', '/app-api/api/user/betting-bonus/claim', u.headers, {});
    expect(claim.body.data).toEqual({ amount: 2.08 });
    const bills = await t.pool.query('SELECT amount::int AS a FROM wallet_ledger WHERE user_id = $1 AND bill_type = $2', [u.id, Bill.washCodeRebate]);
    expect(bills.rows).toEqual([{ a: 2_080 }]);
  });

  it('a partial cover and a tied cover are not reduced', async () => {
    await admin('/app-api/admin/bonus/settings', { hedgeRule: true });
    const u = await createUser(t.app, { money: 10_000_000 });
    const turn = await openPeriod(t.app, 1);
    expect((await bet(u, 1, turn, 'TM_COLOR', ['红', '蓝'], 50)).status).toBe(200); // no 绿: partial
    expect((await bet(u, 1, turn, 'TM_LM', ['大', '小'], 30)).status).toBe(200); // special 49: both tie
    await drawPeriod(t.pool, 1, turn, [1, 2, 3, 4, 5, 6, 49]);
    await settleTurn({ pool: t.pool }, 1, turn);
    expect(await lotteryTurnover(u)).toMatchObject({ turnover: 100 });
    await admin('/app-api/admin/bonus/settings', { hedgeRule: false });
  });
});

describe('VIP rules from the operator table', () => {
  const rulesOf = async (app: FastifyInstance) => (await inject(app, 'GET', '/app-api/api/v2/uservip/rules', {})).body.data as { vipLevel: number; betMoney: number; name: string }[];

  it('serves the level table the VIP service uses; an edit shows at once on this process and, over the bus, on the other', async () => {
    const before = await rulesOf(t.app);
    expect(before.map((r) => r.vipLevel)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(before[1]).toEqual({ vipLevel: 2, betMoney: 1_000, name: 'VIP2' });
    expect((await rulesOf(two.app))[1]!.betMoney).toBe(1_000); // cached on the second process too

    expect((await admin('/app-api/admin/bonus/vip-level', { vipLevel: 2, betMoney: 1_500 })).status).toBe(200);
    expect((await rulesOf(t.app))[1]).toEqual({ vipLevel: 2, betMoney: 1_500, name: 'VIP2' });
    // the member VIP page reads the same rows
    const u = await createUser(t.app);
    expect((await inject(t.app, 'GET', '/app-api/api/user/vip', u.headers)).body.data).toMatchObject({ nextLevel: 2, nextBetMoney: 1_500 });
    if (testRedisUrl) {
      let seen = 0;
      for (let i = 0; i < 50 && seen !== 1_500; i++) {
        seen = (await rulesOf(two.app))[1]!.betMoney;
        if (seen !== 1_500) await new Promise((r) => setTimeout(r, 40));
      }
      expect(seen).toBe(1_500);
    }
    await admin('/app-api/admin/bonus/vip-level', { vipLevel: 2, betMoney: 1_000 });
  });

  it('operator config: needs the token, reads levels with rates and withdrawal limits, edits audited', async () => {
    expect((await inject(t.app, 'GET', '/app-api/admin/bonus/config', {})).status).toBe(401);
    expect((await admin('/app-api/admin/bonus/vip-level', { vipLevel: 6, keepMoney: 40_000, upgradeGift: 88, monthlyGift: 8, withdrawDayTimes: 7, withdrawDayAmount: 90_000 })).status).toBe(200);
    expect((await admin('/app-api/admin/bonus/rate', { vipLevel: 6, category: 'live', rateBp: 95 })).status).toBe(200);
    const level6 = (await admin('/app-api/admin/bonus/config')).body.data.levels[5];
    expect(level6).toMatchObject({ vipLevel: 6, betMoney: 100_000, keepMoney: 40_000, upgradeGift: 88, monthlyGift: 8, withdrawDayTimes: 7, withdrawDayAmount: 90_000 });
    expect(level6.rates).toMatchObject({ lottery: 90, live: 95 });
    // null clears a withdrawal limit, omitting it keeps it
    expect((await admin('/app-api/admin/bonus/vip-level', { vipLevel: 6, withdrawDayAmount: null })).status).toBe(200);
    expect((await admin('/app-api/admin/bonus/config')).body.data.levels[5]).toMatchObject({ keepMoney: 40_000, withdrawDayTimes: 7, withdrawDayAmount: null });
    expect((await admin('/app-api/admin/bonus/vip-level', { vipLevel: 6, withdrawDayTimes: -1 })).status).toBe(400);
    expect((await auditRows('bonus.vip-level')).map((r) => r.detail)).toEqual(expect.arrayContaining([{ vipLevel: 6, withdrawDayAmount: null }]));
    await admin('/app-api/admin/bonus/vip-level', { vipLevel: 6, withdrawDayTimes: null });
  });
});

describe('VIP level daily withdrawal limits', () => {
  async function member(vipLevel: number) {
    const u = await createUser(t.app, { money: 10_000_000, fundPwd: FUND });
    await t.pool.query(
      `INSERT INTO user_banks (user_id, bank_name, bank_branch, card_no, holder_name, is_default)
       VALUES ($1, '中国银行', '北京分行', '6216600000001234', '测试', true)`,
      [u.id],
    );
    await t.pool.query('UPDATE users SET vip_level = $2 WHERE id = $1', [u.id, vipLevel]);
    return u;
  }
  const withdraw = (u: TestUser, amount: number, app = t.app) =>
    inject(app, 'POST', '/app-api/api/userWithdraw/save/v2', u.headers, { amount, cashPassword: FUND });
  const resetAt = async () => {
    const tz = await timeZoneOf(t.pool, await t.app.companyId());
    return formatSystemTime(systemDayRange(Date.now(), tz).end, 'YYYY/MM/DD HH:mm', tz);
  };

  it('counts today’s requests under the wallet lock: 50 racing on two processes with 3 allowed → exactly 3', async () => {
    await admin('/app-api/admin/bonus/vip-level', { vipLevel: 3, withdrawDayTimes: 3 });
    const u = await member(3);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => withdraw(u, 100, i % 2 ? two.app : t.app)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(47);
    const msg = `您当前为VIP3，每日最多可提现3次，今日次数已用完，该限额将于${await resetAt()}重置`;
    for (const r of refused) expect(r.body).toMatchObject({ code: 'WALLET/VIP_WITHDRAW_TIMES', msg });
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM withdraw_orders WHERE user_id = $1', [u.id]);
    expect(rows[0].n).toBe(3);
    // another level is not limited by it
    const v4 = await member(4);
    for (let i = 0; i < 4; i++) expect((await withdraw(v4, 100)).status).toBe(200);
  });

  it('two concurrent requests crossing the count limit: one refused', async () => {
    await admin('/app-api/admin/bonus/vip-level', { vipLevel: 5, withdrawDayTimes: 2 });
    const u = await member(5);
    expect((await withdraw(u, 100)).status).toBe(200);
    const pair = await Promise.all([withdraw(u, 100, t.app), withdraw(u, 100, two.app)]);
    expect(pair.map((r) => r.status).sort()).toEqual([200, 400]);
    await admin('/app-api/admin/bonus/vip-level', { vipLevel: 5, withdrawDayTimes: null });
  });

  it('refuses the request that would cross the daily amount, naming the limit, the amount used and the reset', async () => {
    await admin('/app-api/admin/bonus/vip-level', { vipLevel: 7, withdrawDayAmount: 500 });
    const u = await member(7);
    expect((await withdraw(u, 300)).status).toBe(200);
    const over = await withdraw(u, 300);
    expect(over.body).toMatchObject({
      code: 'WALLET/VIP_WITHDRAW_AMOUNT',
      msg: `本次提现将超出VIP7每日提现额度（${formatMilli(500_000)}元，今日已申请${formatMilli(300_000)}元），该限额将于${await resetAt()}重置`,
    });
    expect((await withdraw(u, 200)).status).toBe(200); // exactly up to the limit
    // a rejected request gives its amount back to the day
    const { rows } = await t.pool.query<{ id: number }>(`SELECT id FROM withdraw_orders WHERE user_id = $1 ORDER BY id LIMIT 1`, [u.id]);
    // Withdrawal decisions need a signed-in operator (the static token is refused).
    expect((await inject(t.app, 'POST', `/app-api/admin/withdraw/${rows[0]!.id}/reject`, await operatorHeaders(t.app, 'finance'), { reason: '测试' })).status).toBe(200);
    expect((await withdraw(u, 300)).status).toBe(200);
    await admin('/app-api/admin/bonus/vip-level', { vipLevel: 7, withdrawDayAmount: null });
  });
});
