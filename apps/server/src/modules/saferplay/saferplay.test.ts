import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerBalanced, createTestApp, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';
import { openPeriod, slipKey } from '../../../test/bets';
import { secondApp } from '../../../test/second-app';
import { sendPacket } from '../../../test/hongbao';
import { clock } from '../../lib/clock';
import { withTransaction } from '../../lib/tx';
import { assertMayPlay } from './index';

// Safer play enforced on the server: every limit refuses the deposit or bet that crosses it,
// also when the requests arrive at two server instances at once.
let t: TestApp;
let two: Awaited<ReturnType<typeof secondApp>>;
const GAME = 70;
const FUND = '1234';
let turn: string;
let online: number;

beforeAll(async () => {
  t = await createTestApp({}, { poolSize: 30 });
  two = await secondApp(t);
  turn = await openPeriod(t.app, GAME);
  online = (await t.pool.query<{ id: number }>(`SELECT id FROM recharge_channels WHERE type = 'online'`)).rows[0]!.id;
});
afterEach(async () => {
  clock.now = () => Date.now();
  await assertLedgerBalanced(t.pool);
});
afterAll(async () => {
  await two?.close();
  await t?.close();
});

const call = (app: FastifyInstance, method: 'GET' | 'POST', url: string, u: TestUser | null, payload?: object) =>
  app.inject({ method, url, headers: u?.headers ?? {}, ...(payload ? { payload } : {}) }).then((r) => ({ status: r.statusCode, body: r.json() }));
const get = (url: string, u: TestUser | null) => call(t.app, 'GET', url, u);
const post = (url: string, u: TestUser | null, payload: object = {}, app = t.app) => call(app, 'POST', url, u, payload);
const setLimit = (u: TestUser, kind: string, amount: number | null) => post('/app-api/api/user/safer-play/limit', u, { kind, amount });
const recharge = (u: TestUser, amount: number, app = t.app) => post('/app-api/api/recharge/create', u, { channelId: online, amount }, app);
const bet = (u: TestUser, unitAmount: number, app = t.app) =>
  post('/app-api/api/cp/bet', u, { gameId: GAME, turnNum: turn, idempotencyKey: slipKey('safer'), items: [{ selection: { play: 'TM_NUM', numbers: [7] }, unitAmount }] }, app);

describe('deposit limits', () => {
  it('refuses the recharge that would cross the daily limit, naming it and when it resets', async () => {
    const u = await createUser(t.app);
    expect(await setLimit(u, 'deposit_day', 100)).toMatchObject({ status: 200, body: { msg: '设置已保存' } });
    expect((await recharge(u, 60)).status).toBe(200);
    const refused = await recharge(u, 50);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SAFER/DEPOSIT_LIMIT');
    expect(refused.body.msg).toMatch(/^本次存款将超出您设置的每日存款限额（100\.00元），该限额将于\d{4}\/\d{2}\/\d{2} 00:00重置$/);
    expect((await recharge(u, 40)).status).toBe(200);
    const page = (await get('/app-api/api/user/safer-play', u)).body.data;
    expect(page.limits.find((l: { kind: string }) => l.kind === 'deposit_day')).toMatchObject({ name: '每日存款限额', amount: 100, used: 100, pendingAt: null });
  });

  it('lets only one of 10 parallel recharges through on two instances when each alone fits', async () => {
    const u = await createUser(t.app);
    await setLimit(u, 'deposit_week', 100);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => recharge(u, 60, i % 2 ? two.app : t.app)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.msg).toContain('每周存款限额（100.00元）');
    const { rows } = await t.pool.query('SELECT 1 FROM recharge_orders WHERE user_id = $1', [u.id]);
    expect(rows).toHaveLength(1);
  });
});

describe('bet and loss limits', () => {
  it('refuses a bet above the per-bet limit', async () => {
    const u = await createUser(t.app, { money: 1_000_000 });
    await setLimit(u, 'bet_max', 20);
    expect(await bet(u, 25)).toMatchObject({ status: 403, body: { code: 'SAFER/BET_LIMIT', msg: '本次投注超出您设置的单笔投注限额（20.00元）' } });
    expect((await bet(u, 20)).status).toBe(200);
    // refused whole: no stake was taken for the refused slip
    const { rows } = await t.pool.query('SELECT 1 FROM bet_orders WHERE user_id = $1', [u.id]);
    expect(rows).toHaveLength(1);
  });

  it('refuses the bet whose stake would take the day loss over the limit, one of 6 racing on two instances', async () => {
    const u = await createUser(t.app, { money: 1_000_000 });
    await setLimit(u, 'loss_day', 50);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => bet(u, 30, i % 2 ? two.app : t.app)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.body.code).toBe('SAFER/LOSS_LIMIT');
      expect(r.body.msg).toMatch(/^本次投注将超出您设置的每日亏损限额（50\.00元），该限额将于\d{4}\/\d{2}\/\d{2} 00:00重置$/);
    }
    expect((await bet(u, 20)).status).toBe(200); // 30 + 20 = 50 is within
    expect((await bet(u, 1)).status).toBe(403);
    const page = (await get('/app-api/api/user/safer-play', u)).body.data;
    expect(page.limits.find((l: { kind: string }) => l.kind === 'loss_day')).toMatchObject({ amount: 50, used: 50 });
  });

  it('applies a lower limit at once and a raised one only after 24 hours (clock-controlled)', async () => {
    const u = await createUser(t.app, { money: 1_000_000 });
    await setLimit(u, 'bet_max', 20);
    const raised = await setLimit(u, 'bet_max', 100);
    expect(raised.body.msg).toMatch(/^单笔投注限额的提高将于\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}生效$/);
    expect((await bet(u, 50)).status).toBe(403);
    const page = (await get('/app-api/api/user/safer-play', u)).body.data;
    expect(page.limits.find((l: { kind: string }) => l.kind === 'bet_max')).toMatchObject({ amount: 20, pendingAmount: 100 });
    const start = Date.now();
    clock.now = () => start + 23 * 3600_000;
    expect((await bet(u, 50, two.app)).status).toBe(403);
    clock.now = () => start + 24 * 3600_000 + 60_000;
    expect((await bet(u, 50, two.app)).status).toBe(200);
    // lowering applies at once
    await setLimit(u, 'bet_max', 10);
    expect((await bet(u, 15)).status).toBe(403);
    // removing is a raise too: it waits
    await setLimit(u, 'bet_max', null);
    expect((await bet(u, 15)).status).toBe(403);
  });
});

describe('cool-off and self-exclusion', () => {
  it('stops deposits, bets, game launches and bonus claims, allows withdrawals, and cannot be shortened', async () => {
    const u = await createUser(t.app, { money: 1_000_000, fundPwd: FUND });
    await t.pool.query(
      `INSERT INTO user_banks (user_id, bank_name, bank_branch, card_no, holder_name, is_default) VALUES ($1, '中国银行', '北京分行', '6216600000001234', '测试', true)`,
      [u.id],
    );
    const start = await post('/app-api/api/user/safer-play/exclusion', u, { kind: 'cooloff', hours: 48 });
    expect(start.status).toBe(200);
    const excluded = /^您正处于冷静期，\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}前不能存款、投注、进入游戏、转入游戏钱包、发红包或领取优惠，提款不受影响$/;
    const dep = await recharge(u, 50);
    expect(dep).toMatchObject({ status: 403, body: { code: 'SAFER/EXCLUDED' } });
    expect(dep.body.msg).toMatch(excluded);
    expect((await bet(u, 10)).body.code).toBe('SAFER/EXCLUDED');
    expect((await post('/app-api/api/user/betting-bonus/claim', u)).body.code).toBe('SAFER/EXCLUDED');
    await expect(assertMayPlay(t.pool, u.id, 'launch')).rejects.toMatchObject({ code: 'SAFER/EXCLUDED' });
    const withdraw = await post('/app-api/api/userWithdraw/save/v2', u, { amount: 100, cashPassword: FUND });
    expect(withdraw.status).toBe(200);
    // no way back early: one ending sooner is refused (only one ending later is accepted)
    const shorter = await post('/app-api/api/user/safer-play/exclusion', u, { kind: 'cooloff', hours: 24 });
    expect(shorter.body.code).toBe('SAFER/EXCLUSION_ACTIVE');
    expect(shorter.body.msg).toMatch(/^您已处于冷静期（至.+），期间不能撤销或缩短$/);
    // after it ends (clock-controlled) the member plays again
    clock.now = () => Date.now() + 49 * 3600_000;
    expect((await bet(u, 10)).status).toBe(200);
    await expect(withTransaction(t.pool, (tx) => assertMayPlay(tx, u.id, 'launch'))).resolves.toBeUndefined();
  });

  it('stops transfers into a game wallet and red packets, lets money come back out of the game wallet', async () => {
    const u = await createUser(t.app, { money: 1_000_000 });
    const transfer = (direction: 'in' | 'out', amount: number) =>
      t.app.inject({ method: 'POST', url: '/app-api/api/wallet/transfer', headers: { ...u.headers, 'idempotency-key': `sp-${direction}-${amount}` }, payload: { amount, direction } });
    expect((await transfer('in', 300)).statusCode).toBe(200);
    expect((await post('/app-api/api/user/safer-play/exclusion', u, { kind: 'cooloff', hours: 24 })).status).toBe(200);
    const moved = await transfer('in', 100);
    expect(moved.statusCode).toBe(403);
    expect(moved.json()).toMatchObject({ code: 'SAFER/EXCLUDED' });
    expect(moved.json().msg).toContain('转入游戏钱包、发红包');
    const live = await t.app.inject({
      method: 'POST',
      url: '/app-api/api/live/transfer',
      headers: { ...u.headers, 'idempotency-key': 'sp-live-in' },
      payload: { liveCode: 'SANDBOX', amount: 100, direction: 'in' },
    });
    expect(live.json().code).toBe('SAFER/EXCLUDED');
    const packet = await sendPacket(t.app, u, { amount: 10, count: 2 });
    expect(packet).toMatchObject({ status: 403, body: { code: 'SAFER/EXCLUDED' } });
    // Money always comes back out of the game wallet.
    expect((await transfer('out', 300)).statusCode).toBe(200);
    const { rows } = await t.pool.query<{ money: string; live_money: string }>('SELECT money::text, live_money::text FROM wallets WHERE user_id = $1', [u.id]);
    expect(rows[0]).toEqual({ money: '1000000', live_money: '0' });
  });

  it('self-exclusion runs 6 months to 5 years and is shown on the page', async () => {
    const u = await createUser(t.app);
    expect((await post('/app-api/api/user/safer-play/exclusion', u, { kind: 'self', months: 5 })).status).toBe(400);
    expect((await post('/app-api/api/user/safer-play/exclusion', u, { kind: 'self', months: 61 })).status).toBe(400);
    expect((await post('/app-api/api/user/safer-play/exclusion', u, { kind: 'cooloff', hours: 23 })).status).toBe(400);
    const r = await post('/app-api/api/user/safer-play/exclusion', u, { kind: 'self', months: 6 });
    expect(r.status).toBe(200);
    const days = (new Date(r.body.data.endsAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(180);
    expect(days).toBeLessThan(185);
    expect((await get('/app-api/api/user/safer-play', u)).body.data.exclusion).toMatchObject({ kind: 'self', name: '自我排除' });
    expect((await recharge(u, 50)).body.msg).toContain('您正处于自我排除');
  });
});

describe('reality check and access', () => {
  it('stores the reminder interval and answers time played and the betting result', async () => {
    const u = await createUser(t.app, { money: 1_000_000 });
    expect((await post('/app-api/api/user/safer-play/reality', u, { minutes: 5 })).status).toBe(400);
    expect((await post('/app-api/api/user/safer-play/reality', u, { minutes: 30 })).status).toBe(200);
    expect((await bet(u, 10)).status).toBe(200);
    const r = (await get('/app-api/api/user/safer-play/reality-check', u)).body.data;
    expect(r).toMatchObject({ realityMinutes: 30, net: -10 });
    expect(r.minutesPlayed).toBeGreaterThanOrEqual(0);
  });

  it('guests get 401, trial accounts cannot set limits, bad input is 400', async () => {
    for (const url of ['/app-api/api/user/safer-play', '/app-api/api/user/safer-play/reality-check']) expect((await get(url, null)).status).toBe(401);
    expect((await post('/app-api/api/user/safer-play/limit', null, { kind: 'bet_max', amount: 10 })).status).toBe(401);
    expect((await post('/app-api/api/user/safer-play/exclusion', null, { kind: 'cooloff', hours: 24 })).status).toBe(401);
    const trial = await createUser(t.app, { type: 'TEST' });
    expect((await post('/app-api/api/user/safer-play/limit', trial, { kind: 'bet_max', amount: 10 })).status).toBe(403);
    const u = await createUser(t.app);
    expect((await post('/app-api/api/user/safer-play/limit', u, { kind: 'nope', amount: 10 })).status).toBe(400);
    expect((await post('/app-api/api/user/safer-play/limit', u, { kind: 'bet_max', amount: '0x10' })).status).toBe(400);
    // limits are the member's own: another member's page is untouched
    await setLimit(u, 'bet_max', 10);
    const other = await createUser(t.app);
    expect((await get('/app-api/api/user/safer-play', other)).body.data.limits.every((l: { amount: unknown }) => l.amount === null)).toBe(true);
  });
});
