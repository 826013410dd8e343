import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';
import { drawPeriod, openPeriod, slipKey } from '../../../test/bets';
import { sentPacketId, grabPacket } from '../../../test/hongbao';
import { waitFor } from '../../../test/wait';
import { settleTurn } from '../bets';
import { notifyDrawResults } from '../lottery/lottery.service';
import { withTransaction } from '../../lib/tx';
import { notify } from './notifications.service';

// Issue 18: every wired event stores exactly one message, only for kinds the member keeps on;
// operator messages; the live unread count over /ws-notify.
let t: TestApp;
const GAME = 70;
const FUND = '1234';
const ADMIN = { 'x-admin-token': 'sixmark-admin-demo-token' };
/** A signed-in finance operator: recharge and withdrawal decisions refuse the static token. */
let FINANCE: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({}, { poolSize: 10 });
  FINANCE = await operatorHeaders(t.app, 'finance');
});
afterAll(async () => {
  await t?.close();
});

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) }).then((r) => ({ status: r.statusCode, body: r.json() }));
const messages = async (u: TestUser, kind?: string) =>
  (
    await t.pool.query<{ kind: string; title: string; content: string }>(
      `SELECT kind, title, content FROM push_messages WHERE user_id = $1 ${kind ? 'AND kind = $2' : ''} ORDER BY id`,
      kind ? [u.id, kind] : [u.id],
    )
  ).rows;
const setPrefs = (u: TestUser, enabled: string[]) => inject('PUT', '/app-api/notifications/preferences', u.headers, { enabled });
const channelId = async (type: string) =>
  (await t.pool.query<{ id: number }>('SELECT id FROM recharge_channels WHERE type = $1', [type])).rows[0]!.id;

describe('preferences', () => {
  it('answers every kind on by default, saves a choice and refuses unknown kinds', async () => {
    const u = await createUser(t.app);
    const before = await inject('GET', '/app-api/notifications/preferences', u.headers);
    expect(before.status).toBe(200);
    expect(before.body.data.enabled).toHaveLength(8);
    const saved = await setPrefs(u, ['deposit', 'operator']);
    expect(saved.body.data.enabled).toEqual(['deposit', 'operator']);
    expect((await inject('GET', '/app-api/notifications/preferences', u.headers)).body.data.enabled).toEqual(['deposit', 'operator']);
    expect((await setPrefs(u, ['nope'])).status).toBe(400);
    expect((await inject('GET', '/app-api/notifications/preferences', {})).status).toBe(401);
  });
});

describe('wired events', () => {
  it('bet settlement: one 中奖 message for a winning order, one 已结算 for a losing one, none again on re-run', async () => {
    const turn = await openPeriod(t.app, GAME);
    const winner = await createUser(t.app, { money: 1_000_000 });
    const loser = await createUser(t.app, { money: 1_000_000 });
    const muted = await createUser(t.app, { money: 1_000_000 });
    await setPrefs(muted, ['deposit']);
    const bet = (u: TestUser, n: number) =>
      inject('POST', '/app-api/api/cp/bet', u.headers, {
        gameId: GAME,
        turnNum: turn,
        idempotencyKey: slipKey('nt'),
        items: [{ selection: { play: 'TM_NUM', numbers: [n] }, unitAmount: 10 }],
      });
    expect((await bet(winner, 7)).status).toBe(200);
    expect((await bet(loser, 8)).status).toBe(200);
    expect((await bet(muted, 7)).status).toBe(200);
    await drawPeriod(t.pool, GAME, turn, [1, 2, 3, 4, 5, 6, 7]);
    expect(await settleTurn({ pool: t.pool }, GAME, turn)).toBe(3);
    const won = await messages(winner);
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ kind: 'bet_won', title: '恭喜中奖' });
    expect(won[0]!.content).toMatch(/中奖 [\d,.]+ 元/);
    expect(await messages(loser)).toMatchObject([{ kind: 'bet_settled', title: '注单已结算' }]);
    expect(await messages(muted)).toEqual([]);
    await settleTurn({ pool: t.pool }, GAME, turn);
    expect(await messages(winner)).toHaveLength(1);
  });

  it('recharge confirmed by an operator: one 充值到账 message', async () => {
    const u = await createUser(t.app);
    const order = (await inject('POST', '/app-api/api/recharge/create', u.headers, { channelId: await channelId('online'), amount: 100 })).body.data.order;
    expect((await inject('POST', `/app-api/admin/recharge/${order.orderNo}/confirm`, FINANCE, {})).status).toBe(200);
    expect(await messages(u)).toMatchObject([{ kind: 'deposit', title: '充值到账', content: `充值订单 ${order.orderNo} 已到账 100.00 元` }]);
  });

  it('withdrawals approved and rejected: one message each; turned-off kinds get none', async () => {
    const u = await createUser(t.app, { money: 1_000_000, fundPwd: FUND });
    await t.pool.query(
      `INSERT INTO user_banks (user_id, bank_name, bank_branch, card_no, holder_name, is_default) VALUES ($1, '中国银行', '北京分行', '6216600000001234', '测试', true)`,
      [u.id],
    );
    const request = async () => (await inject('POST', '/app-api/api/userWithdraw/save/v2', u.headers, { amount: 100, cashPassword: FUND })).body.data;
    const a = await request();
    expect((await inject('POST', `/app-api/admin/withdraw/${a.id}/approve`, FINANCE, {})).status).toBe(200);
    const b = await request();
    expect((await inject('POST', `/app-api/admin/withdraw/${b.id}/reject`, FINANCE, { reason: '银行卡信息有误' })).status).toBe(200);
    const rows = await messages(u);
    expect(rows.map((r) => r.kind)).toEqual(['withdraw_approved', 'withdraw_rejected']);
    expect(rows[1]!.content).toContain('原因：银行卡信息有误');
    await setPrefs(u, []);
    const c = await request();
    expect((await inject('POST', `/app-api/admin/withdraw/${c.id}/approve`, FINANCE, {})).status).toBe(200);
    expect(await messages(u)).toHaveLength(2);
  });

  it('red packet grabbed: one 收到红包 message for the grabber', async () => {
    const sender = await createUser(t.app, { money: 10_000_000, fundPwd: FUND });
    const grabber = await createUser(t.app);
    const id = await sentPacketId(t.app, sender, { amount: 10, count: 2, fundPassword: FUND });
    const res = await grabPacket(t.app, grabber, id);
    expect(res.status).toBe(200);
    expect(await messages(grabber)).toMatchObject([{ kind: 'hongbao', title: '收到红包' }]);
    await grabPacket(t.app, grabber, id);
    expect(await messages(grabber)).toHaveLength(1);
  });

  it('draw result: followers of the game get one message per period', async () => {
    const fan = await createUser(t.app);
    const other = await createUser(t.app);
    await t.pool.query('INSERT INTO game_follows (user_id, game_id) VALUES ($1, $2)', [fan.id, GAME]);
    const frame = { command: 'RESULT' as const, content: { gameId: GAME, type: 'RESULT' as const, turnNum: '2026001', openNum: '1,2,3,4,5,6,7', isStreaming: false, openTime: Date.now() } };
    const streaming = { command: 'BALL' as const, content: { ...frame.content, openNum: '1,2', isStreaming: true } };
    await notifyDrawResults(t.pool, GAME, [streaming, frame]);
    await notifyDrawResults(t.pool, GAME, [frame]);
    const rows = await messages(fan);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'draw', content: '开奖号码：1,2,3,4,5,6,7' });
    expect(rows[0]!.title).toContain('第2026001期开奖');
    expect(await messages(other)).toEqual([]);
  });
});

describe('operator messages', () => {
  it('sends to one member or to all, audited; bounded input', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    await setPrefs(b, ['deposit']);
    const one = await inject('POST', '/app-api/admin/notifications', ADMIN, { userId: a.id, title: '维护通知', content: '今晚维护' });
    expect(one).toMatchObject({ status: 200, body: { data: { sent: 1 } } });
    expect(await messages(a, 'operator')).toMatchObject([{ title: '维护通知', content: '今晚维护' }]);
    const all = await inject('POST', '/app-api/admin/notifications', ADMIN, { title: '全站公告', content: '欢迎' });
    expect(all.status).toBe(200);
    const { rows } = await t.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE status <> 'disabled'`);
    const { rows: prefs } = await t.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM notification_preferences WHERE 'operator' = ANY(disabled)`);
    expect(all.body.data.sent).toBe(rows[0]!.n - prefs[0]!.n);
    expect(await messages(a, 'operator')).toHaveLength(2);
    expect(await messages(b, 'operator')).toEqual([]);
    const audit = await t.pool.query(`SELECT target_type FROM audit_log WHERE action = 'notifications.send' ORDER BY id`);
    expect(audit.rows.map((r) => r.target_type)).toEqual(['user', 'company']);
    expect((await inject('POST', '/app-api/admin/notifications', ADMIN, { title: '', content: 'x' })).status).toBe(400);
    expect((await inject('POST', '/app-api/admin/notifications', ADMIN, { title: 'x'.repeat(61), content: 'x' })).status).toBe(400);
    expect((await inject('POST', '/app-api/admin/notifications', a.headers, { title: 'x', content: 'x' })).status).toBe(401);
  });
});

describe('live unread count', () => {
  it('pushes the count on connect and after a committed notification, not for a rolled-back one', async () => {
    const u = await createUser(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const frames: { command: string; unReadCount: number }[] = [];
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws-notify?token=${u.chatToken}`);
    ws.on('message', (raw) => frames.push(JSON.parse(String(raw))));
    try {
      await waitFor(() => frames.length === 1, { what: 'first count' });
      expect(frames[0]).toEqual({ command: 'UNREAD', unReadCount: 0 });
      await withTransaction(t.pool, async (tx) => {
        await notify(tx, { userId: u.id, kind: 'operator', title: 't', content: 'c' });
        throw Object.assign(new Error('rollback'), { code: 'TEST' });
      }).catch(() => undefined);
      await withTransaction(t.pool, (tx) => notify(tx, { userId: u.id, kind: 'operator', title: 't', content: 'c' }));
      await waitFor(() => frames.length === 2, { what: 'count after commit' });
      expect(frames[1]).toEqual({ command: 'UNREAD', unReadCount: 1 });
    } finally {
      ws.close();
    }
    const bad = new WebSocket(`ws://127.0.0.1:${port}/ws-notify?token=nope`);
    bad.on('error', () => undefined);
    const status = await new Promise<number>((resolve) =>
      bad.on('unexpected-response', (req, res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      }),
    );
    expect(status).toBe(400);
  });
});
