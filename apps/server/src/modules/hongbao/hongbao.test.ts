import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Bill, ChatCommand } from '@sixmark/shared';
import { assertLedgerBalanced, createTestApp, requester, type TestApp } from '../../../test/helper';
import { createUser } from '../../../test/factories';
import { createRoom, expireNow, grabPacket, sendPacket, sentPacketId, testRoom } from '../../../test/hongbao';
import { waitFor } from '../../../test/wait';
import { chatChannels, chatNamespace } from '../chat';

let t: TestApp;
let http: ReturnType<typeof requester>;
beforeAll(async () => {
  t = await createTestApp();
  http = requester(t.app);
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await assertLedgerBalanced(t.pool);
  await t.pool.query('DELETE FROM hongbao_settings');
});

const admin = () => ({ 'x-admin-token': t.app.config.adminToken });
const DEFAULTS = {
  enabled: true,
  minShare: 0.01,
  maxShare: 200,
  minTotal: 0.01,
  maxTotal: 10_000,
  maxCount: 100,
  dailyMax: 50_000,
  requireFundPassword: false,
  senderMayGrab: false,
  expireMinutes: 1440,
};
const setSettings = (over: Partial<typeof DEFAULTS>) =>
  t.app.inject({ method: 'PUT', url: '/app-api/admin/hongbao/settings', headers: admin(), payload: { ...DEFAULTS, ...over } });

describe('send, grab, detail', () => {
  it('debits the sender with 红包发送, posts the packet in the room, credits grabbers with 红包领取 and marks the best luck', async () => {
    const room = await testRoom(t.app);
    const frames: { kind: string; frame?: { command: number; content: { extra: { remaining: number; status: string } } } }[] = [];
    const off = t.app.bus.subscribe(chatChannels(chatNamespace(t.app.config.databaseUrl)).room, (m) => frames.push(m as (typeof frames)[number]));
    try {
      const sender = await createUser(t.app, { money: 100_000 });
      const sent = await sendPacket(t.app, sender, { amount: '20.00', count: 2, greeting: '  新年快乐\u0000 ' });
      expect(sent.status).toBe(200);
      expect(sent.body.msg).toBe('红包已发出');
      expect(sent.body.data).toMatchObject({ roomId: room, kind: 'lucky', count: 2, remaining: 2, status: 'open', greeting: '新年快乐', amount: 20, money: 80 });
      const id = sent.body.data.id as number;
      const bill = await t.pool.query('SELECT bill_type, amount FROM wallet_ledger WHERE user_id = $1 AND bill_type = $2', [sender.id, Bill.redPacketSend]);
      expect(bill.rows).toEqual([{ bill_type: 25, amount: -20_000 }]);
      // The room holds the packet as one message (command 20, type hongbao).
      const msg = await t.pool.query<{ command: number; msg_type: string; body: string; extra: { hongbaoId: number } }>(
        'SELECT command, msg_type, body, extra FROM chat_messages WHERE room_id = $1 AND sender_user_id = $2',
        [room, sender.id],
      );
      expect(msg.rows).toEqual([expect.objectContaining({ command: ChatCommand.HONGBAO, msg_type: 'hongbao', body: '新年快乐' })]);
      expect(msg.rows[0]!.extra.hongbaoId).toBe(id);

      const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
      const ga = await grabPacket(t.app, a, id);
      expect(ga.status).toBe(200);
      expect(ga.body.msg).toBe('领取成功');
      expect(ga.body.data).toMatchObject({ id, remaining: 1, status: 'open' });
      await waitFor(() => frames.some((f) => f.frame?.command === ChatCommand.HONGBAO_GRAB && f.frame.content.extra.remaining === 1), {
        what: 'the grab update frame',
      });
      const gb = await grabPacket(t.app, b, id);
      expect(gb.body.data).toMatchObject({ remaining: 0, status: 'finished' });
      expect(ga.body.data.amount + gb.body.data.amount).toBeCloseTo(20, 6);
      await waitFor(() => frames.some((f) => f.frame?.command === ChatCommand.HONGBAO_GRAB && f.frame.content.extra.status === 'finished'), {
        what: 'the finished frame',
      });
      const credit = await t.pool.query('SELECT amount FROM wallet_ledger WHERE user_id = $1 AND bill_type = $2', [a.id, Bill.redPacketReceive]);
      expect(credit.rows).toEqual([{ amount: Math.round(ga.body.data.amount * 1000) }]);

      const detail = await http.get(`/app-api/api/hongbao/detail?id=${id}`, a.headers);
      expect(detail.status).toBe(200);
      const d = detail.body.data;
      expect(d).toMatchObject({ id, amount: 20, claimedAmount: 20, refundedAmount: 0, status: 'finished', mine: ga.body.data.amount, canGrab: false });
      expect(d.shares).toHaveLength(2);
      const best = d.shares.filter((s: { best: boolean }) => s.best);
      expect(best).toHaveLength(1);
      expect(best[0].amount).toBe(Math.max(ga.body.data.amount, gb.body.data.amount));
      // Names are chat nicknames (masked accounts), never the login account.
      expect(d.shares.map((s: { name: string }) => s.name)).not.toContain(a.account);
      expect(d.senderName).not.toBe(sender.account);
      // The sender sees it too, and a late grabber hears it is finished.
      expect((await http.get(`/app-api/api/hongbao/detail?id=${id}`, sender.headers)).body.data.mine).toBeNull();
      const late = await grabPacket(t.app, await createUser(t.app), id);
      expect([late.status, late.body.code, late.body.msg]).toEqual([409, 'HONGBAO/FINISHED', '手慢了，红包派完了']);
      expect((await grabPacket(t.app, a, id)).body.code).toBe('HONGBAO/ALREADY_GRABBED');
    } finally {
      off();
    }
  });

  it('splits an equal packet evenly and has no best luck', async () => {
    const sender = await createUser(t.app, { money: 100_000 });
    const id = await sentPacketId(t.app, sender, { kind: 'equal', amount: 9, count: 3 });
    const grabbers = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
    const got = await Promise.all(grabbers.map((g) => grabPacket(t.app, g, id)));
    expect(got.map((g) => g.body.data.amount)).toEqual([3, 3, 3]);
    const d = (await http.get(`/app-api/api/hongbao/detail?id=${id}`, sender.headers)).body.data;
    expect(d.shares.some((s: { best: boolean }) => s.best)).toBe(false);
    expect((await sendPacket(t.app, sender, { kind: 'equal', amount: 10, count: 3 })).body.msg).toBe('总金额无法平均分给每个红包');
  });

  it('refuses the sender their own packet unless the operator allows it', async () => {
    const sender = await createUser(t.app, { money: 100_000 });
    const id = await sentPacketId(t.app, sender, { amount: 2, count: 2 });
    const own = await grabPacket(t.app, sender, id);
    expect([own.status, own.body.code, own.body.msg]).toEqual([403, 'HONGBAO/OWN', '不能领取自己发的红包']);
    expect((await setSettings({ senderMayGrab: true })).statusCode).toBe(200);
    const id2 = await sentPacketId(t.app, sender, { amount: 2, count: 2 });
    expect((await grabPacket(t.app, sender, id2)).status).toBe(200);
    // The rule is frozen per packet: the first one still refuses.
    expect((await grabPacket(t.app, sender, id)).body.code).toBe('HONGBAO/OWN');
  });

  it('asks for the password word of a word packet', async () => {
    const sender = await createUser(t.app, { money: 100_000 });
    const id = await sentPacketId(t.app, sender, { amount: 1, count: 1, word: '六合大吉' });
    const m = await createUser(t.app);
    expect((await grabPacket(t.app, m, id)).body.msg).toBe('请输入口令');
    expect((await grabPacket(t.app, m, id, '六合')).body).toMatchObject({ code: 'HONGBAO/WORD', msg: '口令不正确' });
    expect((await http.get(`/app-api/api/hongbao/detail?id=${id}`, m.headers)).body.data).toMatchObject({ hasWord: true });
    expect(JSON.stringify((await http.get(`/app-api/api/hongbao/detail?id=${id}`, m.headers)).body)).not.toContain('六合大吉');
    expect((await grabPacket(t.app, m, id, '六合大吉')).status).toBe(200);
  });

  it('answers a retried send (same key) with the first packet and one debit; another body with the key is refused', async () => {
    const sender = await createUser(t.app, { money: 100_000 });
    const first = await sendPacket(t.app, sender, { amount: 5, count: 1, idempotencyKey: 'retry-key-0001' });
    const again = await sendPacket(t.app, sender, { amount: 5, count: 1, idempotencyKey: 'retry-key-0001' });
    expect(again.body.data.id).toBe(first.body.data.id);
    const other = await sendPacket(t.app, sender, { amount: 6, count: 1, idempotencyKey: 'retry-key-0001' });
    expect(other.body.code).toBe('SYS/IDEMPOTENCY_CONFLICT');
    const msgs = await t.pool.query('SELECT 1 FROM chat_messages WHERE sender_user_id = $1', [sender.id]);
    expect(msgs.rowCount).toBe(1);
    expect((await http.get('/app-api/api/user/money/check', sender.headers)).body.data.money).toBe(95);
  });

  it('refuses a send the wallet cannot cover with 余额不足 and changes nothing', async () => {
    const sender = await createUser(t.app, { money: 1_000 });
    const r = await sendPacket(t.app, sender, { amount: 2, count: 1 });
    expect(r.body.code).toBe('WALLET/INSUFFICIENT');
    expect((await t.pool.query('SELECT 1 FROM hongbao WHERE sender_id = $1', [sender.id])).rowCount).toBe(0);
  });
});

describe('limits and fund password', () => {
  it('applies the operator limits with their Chinese texts', async () => {
    const sender = await createUser(t.app, { money: 10_000_000 });
    await setSettings({ minShare: 1, maxShare: 50, minTotal: 2, maxTotal: 500, maxCount: 10 });
    const refusal = async (o: Parameters<typeof sendPacket>[2]) => {
      const r = await sendPacket(t.app, sender, o);
      return [r.status, r.body.code, r.body.msg];
    };
    expect(await refusal({ amount: 20, count: 11 })).toEqual([400, 'HONGBAO/LIMIT', '红包个数应为 1 到 10 个']);
    expect(await refusal({ amount: 1, count: 1 })).toEqual([400, 'HONGBAO/LIMIT', '红包总金额应为 2.00 到 500.00 元']);
    expect(await refusal({ amount: 501, count: 10 })).toEqual([400, 'HONGBAO/LIMIT', '红包总金额应为 2.00 到 500.00 元']);
    expect(await refusal({ amount: 5, count: 6 })).toEqual([400, 'HONGBAO/LIMIT', '单个红包金额不能低于1.00元']);
    expect(await refusal({ amount: 120, count: 2 })).toEqual([400, 'HONGBAO/LIMIT', '单个红包金额不能超过50.00元']);
    expect((await sendPacket(t.app, sender, { amount: 100, count: 2 })).status).toBe(200);
    await setSettings({ enabled: false });
    expect(await refusal({ amount: 10, count: 2 })).toEqual([403, 'HONGBAO/DISABLED', '红包功能暂未开放']);
  });

  it('expires a packet after 24 hours by default, or after the operator’s lifetime', async () => {
    const sender = await createUser(t.app, { money: 100_000 });
    const life = (r: Awaited<ReturnType<typeof sendPacket>>) => Date.parse(r.body.data.expiresAt) - Date.parse(r.body.data.createdAt);
    expect(life(await sendPacket(t.app, sender, { amount: 1, count: 1 }))).toBe(24 * 3600_000);
    await setSettings({ expireMinutes: 90 });
    expect(life(await sendPacket(t.app, sender, { amount: 1, count: 1 }))).toBe(90 * 60_000);
  });

  it('requires the fund password when the operator says so', async () => {
    await setSettings({ requireFundPassword: true });
    const none = await createUser(t.app, { money: 100_000 });
    expect((await sendPacket(t.app, none, { amount: 1, count: 1 })).body.code).toBe('UC/CASH_PASSWORD_NULL');
    const sender = await createUser(t.app, { money: 100_000, fundPwd: '135790' });
    expect((await sendPacket(t.app, sender, { amount: 1, count: 1 })).body.code).toBe('UC/CASH_PASSWORD');
    expect((await sendPacket(t.app, sender, { amount: 1, count: 1, fundPassword: '000000' })).body.code).toBe('UC/CASH_PASSWORD_ERROR');
    expect((await sendPacket(t.app, sender, { amount: 1, count: 1, fundPassword: '135790' })).status).toBe(200);
    const cfg = await http.get(`/app-api/api/hongbao/config?roomId=${await testRoom(t.app)}`, sender.headers);
    expect(cfg.body.data).toMatchObject({ requireFundPassword: true, sentToday: 1, maxCount: 100, minShare: 0.01 });
  });

  it('refuses bad input with 400 before anything happens', async () => {
    const sender = await createUser(t.app, { money: 100_000 });
    for (const bad of [{ amount: '0x10' }, { amount: '1.234' }, { count: 0 }, { count: 501 }, { kind: 'big' as 'lucky' }, { greeting: 'x'.repeat(26) }]) {
      const r = await sendPacket(t.app, sender, bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await http.post('/app-api/api/hongbao/grab', { id: 'abc' }, sender.headers)).status).toBe(400);
    expect((await http.get('/app-api/api/hongbao/detail?id=99999999999', sender.headers)).status).toBe(400);
    expect((await http.get('/app-api/api/hongbao/detail?id=2147483647', sender.headers)).body.code).toBe('HONGBAO/NOT_FOUND');
  });
});

describe('who may use red packets', () => {
  it('refuses guests (401) and trial accounts (试玩账户无法进行该操作) on every call', async () => {
    const sender = await createUser(t.app, { money: 100_000 });
    const id = await sentPacketId(t.app, sender, { amount: 1, count: 1 });
    const trial = await createUser(t.app, { type: 'TEST', money: 100_000 });
    const room = await testRoom(t.app);
    const calls = [
      (h: Record<string, string>) => http.post('/app-api/api/hongbao/send', { roomId: room, kind: 'lucky', amount: 1, count: 1, idempotencyKey: 'k-trial-0001' }, h),
      (h: Record<string, string>) => http.post('/app-api/api/hongbao/grab', { id }, h),
      (h: Record<string, string>) => http.get(`/app-api/api/hongbao/detail?id=${id}`, h),
      (h: Record<string, string>) => http.get('/app-api/api/hongbao/history?type=sent', h),
      (h: Record<string, string>) => http.get(`/app-api/api/hongbao/config?roomId=${room}`, h),
    ];
    for (const call of calls) {
      const guest = await call({});
      expect(guest.status).toBe(401);
      const tr = await call(trial.headers);
      expect([tr.status, tr.body.msg]).toEqual([403, '试玩账户无法进行该操作，请注册正式账户!']);
    }
    expect((await t.pool.query('SELECT 1 FROM hongbao WHERE sender_id = $1', [trial.id])).rowCount).toBe(0);
  });

  it('applies the room: no packet in a closed room, a private room of others, or with chat disabled; read-only rooms allow grabs only', async () => {
    const sender = await createUser(t.app, { money: 100_000 });
    const closed = await createRoom(t.app, { status: 'closed' });
    const priv = await createRoom(t.app, { kind: 'private' });
    const readonly = await createRoom(t.app, { enableChat: 0 });
    expect((await sendPacket(t.app, sender, { roomId: closed })).body.code).toBe('CHAT/UNAVAILABLE');
    expect((await sendPacket(t.app, sender, { roomId: priv })).body.code).toBe('CHAT/UNAVAILABLE');
    expect((await sendPacket(t.app, sender, { roomId: readonly })).body.code).toBe('CHAT/READONLY');
    expect((await sendPacket(t.app, sender, { roomId: 2_000_000_000 })).body.code).toBe('CHAT/UNAVAILABLE');
    // A packet in a room a member may not open: no grab, no detail.
    const id = await sentPacketId(t.app, sender, { amount: 2, count: 2 });
    const silenced = await createUser(t.app);
    await t.pool.query('UPDATE users SET enable_chat = 0 WHERE id = $1', [silenced.id]);
    const g = await grabPacket(t.app, silenced, id);
    expect([g.status, g.body.code]).toEqual([405, 'CHAT/UNAVAILABLE']);
    expect((await http.get(`/app-api/api/hongbao/detail?id=${id}`, silenced.headers)).body.code).toBe('CHAT/UNAVAILABLE');
    // Staff (chat level 2) may speak in a read-only room; a normal member there may grab.
    const staff = await createUser(t.app, { money: 100_000 });
    await t.pool.query('UPDATE users SET chat_level = 2 WHERE id = $1', [staff.id]);
    const ro = await sentPacketId(t.app, staff, { roomId: readonly, amount: 1, count: 1 });
    expect((await grabPacket(t.app, await createUser(t.app), ro)).status).toBe(200);
    expect((await t.pool.query('SELECT 1 FROM wallet_ledger WHERE user_id = $1 AND bill_type = 25', [sender.id])).rowCount).toBe(1);
  });

  it('hides another company’s packet (404)', async () => {
    const sender = await createUser(t.app, { money: 100_000 });
    const id = await sentPacketId(t.app, sender, { amount: 1, count: 1 });
    const { rows } = await t.pool.query<{ id: number }>(`INSERT INTO companies (code, name) VALUES ('HBX', '其他公司') RETURNING id`);
    const stranger = await createUser(t.app);
    await t.pool.query('UPDATE users SET company_id = $2 WHERE id = $1', [stranger.id, rows[0]!.id]);
    expect((await grabPacket(t.app, stranger, id)).body.code).toBe('HONGBAO/NOT_FOUND');
    expect((await http.get(`/app-api/api/hongbao/detail?id=${id}`, stranger.headers)).status).toBe(404);
  });

  it('keeps the operator settings behind the operator token and audits a change', async () => {
    expect((await http.get('/app-api/admin/hongbao/settings')).status).toBe(401);
    const member = await createUser(t.app);
    expect((await t.app.inject({ method: 'PUT', url: '/app-api/admin/hongbao/settings', headers: member.headers, payload: DEFAULTS })).statusCode).toBe(401);
    expect((await setSettings({ maxCount: 50 })).json().data.maxCount).toBe(50);
    expect((await http.get('/app-api/admin/hongbao/settings', admin())).body.data.maxCount).toBe(50);
    const a = await t.pool.query(`SELECT 1 FROM audit_log WHERE action = 'hongbao.settings'`);
    expect(a.rowCount).toBeGreaterThan(0);
    expect((await setSettings({ minShare: 10, maxShare: 5 })).statusCode).toBe(400);
  });
});

describe('history and expiry', () => {
  it('lists sent and received packets with the year’s totals, refunds included', async () => {
    const sender = await createUser(t.app, { money: 100_000 });
    const member = await createUser(t.app);
    const p1 = await sentPacketId(t.app, sender, { amount: 3, count: 3 });
    const p2 = await sentPacketId(t.app, sender, { amount: 4, count: 1 });
    const g1 = (await grabPacket(t.app, member, p1)).body.data.amount as number;
    const g2 = (await grabPacket(t.app, member, p2)).body.data.amount as number;
    await expireNow(t.pool, p1);
    const closed = await t.app.modules.hongbao.expireOnce();
    expect(closed).toContainEqual({ id: p1, refunded: Math.round((3 - g1) * 1000) });
    const bill = await t.pool.query('SELECT amount FROM wallet_ledger WHERE user_id = $1 AND bill_type = $2', [sender.id, Bill.redPacketReturn]);
    expect(bill.rows).toEqual([{ amount: Math.round((3 - g1) * 1000) }]);

    const sent = (await http.get('/app-api/api/hongbao/history?type=sent', sender.headers)).body.data;
    expect(sent.totals).toEqual({ count: 2, amount: 7, best: 0, refunded: Number((3 - g1).toFixed(2)) });
    expect(sent.data.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
      [p2, 'finished'],
      [p1, 'expired'],
    ]);
    const got = (await http.get('/app-api/api/hongbao/history?type=received', member.headers)).body.data;
    expect(got.totalCount).toBe(2);
    expect(got.totals.amount).toBeCloseTo(g1 + g2, 6);
    // p2 had one share: finished at once, so it is the best luck of its packet.
    expect(got.totals.best).toBeGreaterThanOrEqual(1);
    expect((await http.get('/app-api/api/hongbao/history?type=received&year=2001', member.headers)).body.data.totalCount).toBe(0);
    expect((await http.get('/app-api/api/hongbao/history?type=x', member.headers)).status).toBe(400);
  });
});
