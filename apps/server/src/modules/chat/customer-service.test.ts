import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatCommand, chatSocialMsg, ErrorCode, type ChatFrame } from '@sixmark/shared';
import { createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helper';
import { waitFor } from '../../../test/wait';

let t: TestApp;
let port: number;
const sockets: WebSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const s of sockets) s.terminate();
  await t.close();
});

interface Guest {
  id: number;
  nickname: string;
  hash_id: string;
}

const admin = () => ({ 'x-admin-token': t.app.config.adminToken });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object | undefined, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload }), headers });

async function newGuest(): Promise<Guest> {
  const res = await get('/chat-api/chat/guest/id-generation');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Guest;
}

/** A customer-service staff account of this test (chat level 2, listed for /services). */
async function newStaff(nickname = '客服小美'): Promise<TestUser> {
  const u = await createUser(t.app);
  await t.pool.query(`UPDATE users SET chat_level = 2 WHERE id = $1`, [u.id]);
  await t.pool.query(`INSERT INTO chat_cs_staff (user_id, company_id, nickname, avatar_id) VALUES ($1, $2, $3, 4)`, [u.id, await t.app.companyId(), nickname]);
  return u;
}

const initRoom = (who: Record<string, string>, friendId: number, remark = '') =>
  post('/chat-api/chat/guest/init-room', { friend_id: friendId, remark }, who);

async function auditCount(action: string, targetId: number | string): Promise<number> {
  const { rows } = await t.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = $1 AND target_id = $2`, [action, String(targetId)]);
  return rows[0]!.n;
}

describe('guest identities', () => {
  it('generates a guest with id, nickname and a hash_id credential, different each time', async () => {
    const [a, b] = await Promise.all([newGuest(), newGuest()]);
    expect(a.id).toBeGreaterThan(0);
    expect(a.nickname).toMatch(/^游客/);
    expect(a.hash_id.length).toBeGreaterThan(20);
    expect(b.id).not.toBe(a.id);
    expect(b.hash_id).not.toBe(a.hash_id);
    const { rows } = await t.pool.query(`SELECT secret_hash FROM chat_guests WHERE id = $1`, [a.id]);
    expect(rows[0].secret_hash).not.toContain(a.hash_id);
  });

  it('lets one address create at most 20 guests a minute (429 after), others unaffected', async () => {
    const burst = [];
    for (let i = 0; i < 25; i++) {
      burst.push(await t.app.inject({ method: 'GET', url: '/chat-api/chat/guest/id-generation', remoteAddress: '10.20.30.40' }));
    }
    expect(burst.filter((r) => r.statusCode === 200), burst[0]!.body).toHaveLength(20);
    const refused = burst.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json()).toMatchObject({ success: false });
    expect((await t.app.inject({ method: 'GET', url: '/chat-api/chat/guest/id-generation', remoteAddress: '10.20.30.41' })).statusCode).toBe(200);
  });

  it('answers the socket token only to the guest that owns the id', async () => {
    const [g, other] = await Promise.all([newGuest(), newGuest()]);
    const mine = await get(`/chat-api/chat/token/generation/${g.id}?identity=${encodeURIComponent(g.hash_id)}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toEqual({ token: g.hash_id, id: g.id, nickname: g.nickname });
    expect((await get(`/chat-api/chat/token/generation/${g.id}`, bearer(g.hash_id))).statusCode).toBe(200);
    const theirs = await get(`/chat-api/chat/token/generation/${other.id}?identity=${encodeURIComponent(g.hash_id)}`);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().code).toBe(ErrorCode.CHAT_TOKEN_INVALID);
    expect((await get(`/chat-api/chat/token/generation/${g.id}`)).json().code).toBe(ErrorCode.CHAT_LOGIN);
    expect((await get(`/chat-api/chat/token/generation/${g.id}?identity=g.made-up`)).statusCode).toBe(403);
    expect((await get(`/chat-api/chat/token/generation/abc?identity=x`)).statusCode).toBe(400);
  });
});

describe('customer-service rooms', () => {
  it('lists enabled staff for /services and leaves out disabled ones', async () => {
    const on = await newStaff('客服甲');
    const off = await newStaff('客服乙');
    await t.pool.query(`UPDATE chat_cs_staff SET enabled = false WHERE user_id = $1`, [off.id]);
    const list = (await get('/chat-api/chat/guest/customer-services')).json().data as { id: number; nickname: string }[];
    expect(list).toContainEqual({ id: on.id, nickname: '客服甲', avatarId: 4 });
    expect(list.map((s) => s.id)).not.toContain(off.id);
    const g = await newGuest();
    const res = await initRoom(bearer(g.hash_id), off.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(chatSocialMsg.serviceNotFound);
  });

  it('sends init-room without an identity to login, and bounds its input', async () => {
    const staff = await newStaff();
    const none = await initRoom({}, staff.id);
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe(ErrorCode.CHAT_LOGIN);
    const g = await newGuest();
    for (const body of [{ friend_id: '0x10' }, { friend_id: 2 ** 31 }, { friend_id: staff.id, remark: 'x'.repeat(201) }, {}]) {
      const res = await post('/chat-api/chat/guest/init-room', body, bearer(g.hash_id));
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const q of ['per_page=0', 'per_page=101', 'page=0', 'page=abc']) {
      expect((await get(`/chat-api/chat/guest/friends?${q}`, bearer(g.hash_id))).statusCode, q).toBe(400);
    }
  });

  it('opens one room per guest and staff member, also for 20 requests at once', async () => {
    const staff = await newStaff();
    const g = await newGuest();
    const results = await Promise.all(Array.from({ length: 20 }, () => initRoom(bearer(g.hash_id), staff.id, '充值问题')));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const ids = new Set(results.map((r) => r.json().data.id as number));
    expect(ids.size).toBe(1);
    const room = results[0]!.json().data;
    expect(room).toMatchObject({ friend_id: staff.id, nickname: '客服小美', avatarId: 4, remark: '充值问题', status: 'open', last_message: null });
    const { rows } = await t.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_cs_conversations WHERE guest_id = $1`, [g.id]);
    expect(rows[0]!.n).toBe(1);
    // The identity as a query parameter (spec 3: calls carry the identity) is the same guest.
    const again = await initRoom({}, staff.id).then(() => post(`/chat-api/chat/guest/init-room?identity=${encodeURIComponent(g.hash_id)}&app_id=web`, { friend_id: staff.id }));
    expect(again.json().data.id).toBe(room.id);
  });

  it('lists a guest its own rooms as items and total, pages of per_page, and hides other guests’ rooms', async () => {
    const [s1, s2] = await Promise.all([newStaff('客服一'), newStaff('客服二')]);
    const [g, other] = await Promise.all([newGuest(), newGuest()]);
    const r1 = (await initRoom(bearer(g.hash_id), s1.id)).json().data;
    const r2 = (await initRoom(bearer(g.hash_id), s2.id)).json().data;
    const page = (await get('/chat-api/chat/guest/friends', bearer(g.hash_id))).json().data;
    expect(page.total).toBe(2);
    expect((page.items as { id: number }[]).map((i) => i.id).sort()).toEqual([r1.id, r2.id].sort());
    const one = (await get('/chat-api/chat/guest/friends?page=2&per_page=1', bearer(g.hash_id))).json().data;
    expect(one.total).toBe(2);
    expect(one.items).toHaveLength(1);
    expect((await get('/chat-api/chat/guest/friends', bearer(other.hash_id))).json().data).toEqual({ items: [], total: 0 });
    const foreign = await get(`/chat-api/chat/guest/friends/${r1.id}`, bearer(other.hash_id));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe(chatSocialMsg.conversationNotFound);
  });

  it('lets a member, also a trial account, open a service room with the chat token; another member cannot read it', async () => {
    const staff = await newStaff();
    const trial = await createUser(t.app, { type: 'TEST' });
    const forTrial = await initRoom(bearer(trial.chatToken), staff.id);
    expect(forTrial.statusCode, forTrial.body).toBe(200);
    const m = await createUser(t.app);
    expect((await get(`/chat-api/chat/guest/friends/${forTrial.json().data.id}`, bearer(m.chatToken))).statusCode).toBe(404);
    const res = await initRoom(bearer(m.chatToken), staff.id);
    expect(res.statusCode, res.body).toBe(200);
    const list = (await get('/chat-api/chat/guest/friends', bearer(m.chatToken))).json().data;
    expect(list.items[0].id).toBe(res.json().data.id);
  });
});

describe('operator: customer-service staff', () => {
  it('makes a member staff, renames and disables it (each audited); /services follows', async () => {
    const m = await createUser(t.app);
    const url = `/app-api/admin/chat/cs/staff/${m.id}`;
    const put = (body: object, headers = admin()) => t.app.inject({ method: 'PUT', url, payload: body, headers });
    const made = await put({ nickname: '售后客服', avatarId: 6 });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toEqual({ userId: m.id, account: m.account, nickname: '售后客服', avatarId: 6, enabled: true, sort_order: 0 });
    const listed = () => get('/chat-api/chat/guest/customer-services').then((r) => (r.json().data as { id: number; nickname: string }[]).find((s) => s.id === m.id));
    expect(await listed()).toEqual({ id: m.id, nickname: '售后客服', avatarId: 6 });
    expect((await put({ nickname: '售后', enabled: false })).json().data).toMatchObject({ nickname: '售后', avatarId: 6, enabled: false });
    expect(await listed()).toBeUndefined();
    const rows = (await t.pool.query(`SELECT detail FROM audit_log WHERE action = 'chat.cs.staff' AND target_id = $1 ORDER BY id`, [String(m.id)])).rows;
    expect(rows.map((r) => r.detail)).toEqual([
      { before: null, after: { nickname: '售后客服', avatarId: 6, enabled: true, sortOrder: 0 } },
      { before: { userId: m.id, account: m.account, nickname: '售后客服', avatarId: 6, enabled: true, sort_order: 0 }, after: { nickname: '售后', avatarId: 6, enabled: false, sortOrder: 0 } },
    ]);
    expect((await get('/app-api/admin/chat/cs/staff', admin())).json().data).toContainEqual({ userId: m.id, account: m.account, nickname: '售后', avatarId: 6, enabled: false, sort_order: 0 });
  });

  it('refuses trial accounts, unknown members, bad input and callers without the admin token', async () => {
    const [trial, m] = await Promise.all([createUser(t.app, { type: 'TEST' }), createUser(t.app)]);
    const put = (id: number, body: object, headers: Record<string, string> = admin()) =>
      t.app.inject({ method: 'PUT', url: `/app-api/admin/chat/cs/staff/${id}`, payload: body, headers });
    expect((await put(trial.id, { nickname: '假客服' })).json().code).toBe(ErrorCode.TRIAL_FORBIDDEN);
    expect((await put(2_000_000_000, { nickname: 'x' })).statusCode).toBe(404);
    for (const body of [{ nickname: '' }, { nickname: 'x'.repeat(21) }, { nickname: 'ok', avatarId: 17 }, { nickname: 'ok', enabled: 'no' }]) {
      expect((await put(m.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await put(m.id, { nickname: 'x' }, m.headers)).statusCode).toBe(401);
    expect((await t.pool.query(`SELECT 1 FROM audit_log WHERE action = 'chat.cs.staff' AND target_id IN ($1, $2)`, [String(trial.id), String(m.id)])).rowCount).toBe(0);
  });
});

describe('guest → customer service → operator answer', () => {
  it('queues the guest’s message for the operator, who reads and answers as the staff account', async () => {
    const staff = await newStaff('客服小美');
    const g = await newGuest();
    const room = (await initRoom(bearer(g.hash_id), staff.id)).json().data as { id: number };
    const guest = await t.app.modules.chat.identityOfGuest(g.hash_id);
    await t.app.modules.chat.send(guest, room.id, { type: 'text', body: '你好，充值没到账' });

    const queue = await get('/app-api/admin/chat/cs/conversations', admin());
    expect(queue.statusCode, queue.body).toBe(200);
    const entry = (queue.json().data.items as { id: number; waiting: number; customer: object; last_message: { content: string } }[]).find((c) => c.id === room.id);
    expect(entry).toMatchObject({ waiting: 1, customer: { kind: 'guest', id: g.id, nickname: g.nickname }, last_message: { content: '你好，充值没到账' } });

    const read = await get(`/app-api/admin/chat/cs/conversations/${room.id}`, admin());
    expect(read.json().data.messages.map((m: { content: { body: string } }) => m.content.body)).toEqual(['你好，充值没到账']);
    expect(await auditCount('chat.cs.read', room.id)).toBe(1);

    const reply = await post(`/app-api/admin/chat/cs/conversations/${room.id}/reply`, { content: '您好，请提供订单号' }, { ...admin(), 'x-admin-name': 'alice' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.content).toMatchObject({ room_id: room.id, body: '您好，请提供订单号', userinfo: { user_id: staff.id, nickname: '客服小美' } });
    const { rows } = await t.pool.query(`SELECT actor, detail FROM audit_log WHERE action = 'chat.cs.reply' AND target_id = $1`, [String(room.id)]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor: 'admin:alice', detail: { messageId: reply.json().data.id, staffUserId: staff.id } });

    const seen = (await get(`/chat-api/chat/guest/friends/${room.id}`, bearer(g.hash_id))).json().data;
    expect(seen.messages.map((m: { content: { body: string } }) => m.content.body)).toEqual(['你好，充值没到账', '您好，请提供订单号']);
    expect(seen.last_message).toMatchObject({ content: '您好，请提供订单号' });
    const after = (await get('/app-api/admin/chat/cs/conversations', admin())).json().data.items.find((c: { id: number }) => c.id === room.id);
    expect(after.waiting).toBe(0);
  });

  it('delivers the operator’s answer live to the guest’s socket; the guest’s socket message waits in the operator queue', async () => {
    const staff = await newStaff('客服小美');
    const g = await newGuest();
    const room = (await initRoom(bearer(g.hash_id), staff.id)).json().data as { id: number };
    const frames: ChatFrame[] = [];
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws-chat?token=${encodeURIComponent(g.hash_id)}&isGuest=1`);
    sockets.push(ws);
    ws.on('message', (d) => frames.push(JSON.parse(String(d)) as ChatFrame));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.send(JSON.stringify({ command: ChatCommand.CLIENT_JOIN, room_id: room.id }));
    await waitFor(() => frames.find((f) => f.command === ChatCommand.JOINED), { what: 'the guest joined' });
    ws.send(JSON.stringify({ command: ChatCommand.CLIENT_SEND, room_id: room.id, client_id: 'q1', type: 'text', body: '怎么提现' }));
    const sent = await waitFor(() => frames.find((f) => f.command === ChatCommand.SEND_RESULT), { what: 'the send result' });
    expect(sent.content).toMatchObject({ code: 'OK' });
    expect((await get(`/app-api/admin/chat/cs/conversations/${room.id}`, admin())).json().data).toMatchObject({ waiting: 1 });
    const reply = await post(`/app-api/admin/chat/cs/conversations/${room.id}/reply`, { content: '请到个人中心-提现' }, admin());
    const live = await waitFor(() => frames.find((f) => f.id === reply.json().data.id), { what: 'the answer on the guest socket' });
    expect(live).toMatchObject({ command: ChatCommand.GUEST_MESSAGE, content: { room_id: room.id, body: '请到个人中心-提现', userinfo: { nickname: '客服小美' } } });
  });

  it('lets a guest report a message of its own room once, also 20 times at once', async () => {
    const staff = await newStaff();
    const g = await newGuest();
    const room = (await initRoom(bearer(g.hash_id), staff.id)).json().data as { id: number };
    const reply = (await post(`/app-api/admin/chat/cs/conversations/${room.id}/reply`, { content: '不当回复' }, admin())).json().data as { id: number };
    const results = await Promise.all(Array.from({ length: 20 }, () => post('/chat-api/chat/report', { message_id: reply.id, reason: '态度差' }, bearer(g.hash_id))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().code).toBe(ErrorCode.CHAT_REPORT_REPEAT);
    const { rows } = await t.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_reports WHERE message_id = $1 AND reporter_guest_id = $2`, [reply.id, g.id]);
    expect(rows[0]!.n).toBe(1);
    const other = await newGuest();
    expect((await post('/chat-api/chat/report', { message_id: reply.id }, bearer(other.hash_id))).statusCode).toBe(404);
  });

  it('closes a conversation (audited): the guest can no longer send there and the next visit opens a new room', async () => {
    const staff = await newStaff();
    const g = await newGuest();
    const room = (await initRoom(bearer(g.hash_id), staff.id)).json().data as { id: number };
    const closed = await post(`/app-api/admin/chat/cs/conversations/${room.id}/close`, undefined, { ...admin(), 'content-type': 'application/json' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await auditCount('chat.cs.close', room.id)).toBe(1);
    const twice = await post(`/app-api/admin/chat/cs/conversations/${room.id}/close`, undefined, admin());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe(ErrorCode.CHAT_CS_CLOSED);
    expect((await post(`/app-api/admin/chat/cs/conversations/${room.id}/reply`, { content: '在吗' }, admin())).json().code).toBe(ErrorCode.CHAT_CS_CLOSED);
    const guest = await t.app.modules.chat.identityOfGuest(g.hash_id);
    await expect(t.app.modules.chat.send(guest, room.id, { type: 'text', body: '还在吗' })).rejects.toMatchObject({ code: ErrorCode.CHAT_UNAVAILABLE });
    const next = (await initRoom(bearer(g.hash_id), staff.id)).json().data;
    expect(next.id).not.toBe(room.id);
    expect(await auditCount('chat.cs.reply', room.id)).toBe(0);
  });

  it('refuses the operator calls without the admin token or with a member token', async () => {
    const m = await createUser(t.app);
    for (const headers of [{}, m.headers, { 'x-admin-token': 'wrong' }] as Record<string, string>[]) {
      const res = await get('/app-api/admin/chat/cs/conversations', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(ErrorCode.ADMIN_UNAUTHORIZED);
      expect((await post('/app-api/admin/chat/cs/conversations/1/reply', { content: 'x' }, headers)).statusCode).toBe(401);
    }
    expect((await post('/app-api/admin/chat/cs/conversations/1/reply', { content: '' }, admin())).statusCode).toBe(400);
    expect((await post('/app-api/admin/chat/cs/conversations/2000000000/reply', { content: 'x' }, admin())).statusCode).toBe(404);
  });
});

describe('/talk/{app_id}/{identity}/{customer_id} (POST /chat/guest/talk)', () => {
  const talk = (body: object, headers: Record<string, string> = {}, query = '') => post(`/chat-api/chat/guest/talk${query}`, body, headers);

  it('opens the conversation of the guest the link names, whoever the caller is, and the same one again', async () => {
    const staff = await newStaff();
    const g = await newGuest();
    const other = await newGuest();
    // The guest's own earlier conversation with this staff member.
    const earlier = (await initRoom(bearer(g.hash_id), staff.id)).json().data as { id: number };
    // Opened from a browser holding another guest (its Bearer): the link's guest wins.
    const res = await talk({ identity: g.hash_id, customer_id: staff.id }, bearer(other.hash_id), '?app_id=site-a');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ kind: 'guest', guest: { id: g.id, nickname: g.nickname, hash_id: g.hash_id }, room: { id: earlier.id, friend_id: staff.id, status: 'open' } });
    // Nothing was opened for the other guest.
    expect((await get('/chat-api/chat/guest/friends', bearer(other.hash_id))).json().data.total).toBe(0);
    // The room is the guest's: its socket joins it and speaks there.
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws-chat?token=${encodeURIComponent(g.hash_id)}&isGuest=1`);
    sockets.push(ws);
    const frames: ChatFrame[] = [];
    ws.on('message', (d) => frames.push(JSON.parse(String(d)) as ChatFrame));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.send(JSON.stringify({ command: ChatCommand.CLIENT_JOIN, room_id: earlier.id }));
    await waitFor(() => frames.find((f) => f.command === ChatCommand.JOINED), { what: 'joined' });
  });

  it('without customer_id the first staff member on line answers; a fresh guest gets a new conversation', async () => {
    await newStaff('客服首位');
    const g = await newGuest();
    const first = (await get('/chat-api/chat/guest/customer-services')).json().data[0] as { id: number };
    const res = await talk({ identity: g.hash_id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.room.friend_id).toBe(first.id);
    const { rows } = await t.pool.query<{ app_id: string; guest_id: string }>(`SELECT guest_id FROM chat_cs_conversations WHERE room_id = $1`, [res.json().data.room.id]);
    expect(Number(rows[0]!.guest_id)).toBe(g.id);
  });

  it('a member’s link opens only for that member (u:{id} or the id); others and visitors are refused', async () => {
    const staff = await newStaff();
    const m = await createUser(t.app);
    const res = await talk({ identity: `u:${m.id}`, customer_id: staff.id }, bearer(m.chatToken));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'member', guest: null, room: { friend_id: staff.id } });
    const again = await talk({ identity: String(m.id), customer_id: staff.id }, bearer(m.chatToken));
    expect(again.json().data.room.id).toBe(res.json().data.room.id);
    const visitor = await talk({ identity: `u:${m.id}`, customer_id: staff.id });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json().code).toBe(ErrorCode.CHAT_LOGIN);
    const someoneElse = await createUser(t.app);
    const wrong = await talk({ identity: `u:${m.id}`, customer_id: staff.id }, bearer(someoneElse.chatToken));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe(chatSocialMsg.talkOtherMember);
    expect((await get('/chat-api/chat/guest/friends', bearer(someoneElse.chatToken))).json().data.total).toBe(0);
  });

  it('refuses a bad or unknown identity and a bad staff id', async () => {
    const staff = await newStaff();
    expect((await talk({ identity: 'g.not-a-guest', customer_id: staff.id })).json().code).toBe(ErrorCode.CHAT_TOKEN_INVALID);
    for (const body of [{ identity: 'hello', customer_id: staff.id }, { identity: 'u:0' }, { identity: '' }, { identity: 'x'.repeat(129) }, { customer_id: staff.id }]) {
      expect((await talk(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const g = await newGuest();
    expect((await talk({ identity: g.hash_id, customer_id: 2_000_000_000 })).statusCode).toBe(404);
  });
});
