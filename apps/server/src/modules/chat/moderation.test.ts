import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatCommand, chatSocialMsg, ErrorCode, msg, type ChatFrame } from '@sixmark/shared';
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

const admin = (name = 'ops') => ({ 'x-admin-token': t.app.config.adminToken, 'x-admin-name': name });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload: object | undefined, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }), headers });
const post = (url: string, payload: object | undefined, headers: Record<string, string> = {}) => send('POST', url, payload, headers);

async function publicRoom(opts: { secPerMess?: number } = {}): Promise<number> {
  const { rows } = await t.pool.query<{ id: number }>(
    `INSERT INTO chat_rooms (company_id, kind, name, sec_per_mess) VALUES ($1, 'public', '测试房', $2) RETURNING id`,
    [await t.app.companyId(), opts.secPerMess ?? 0],
  );
  return rows[0]!.id;
}

async function staffUser(): Promise<TestUser> {
  const u = await createUser(t.app);
  await t.pool.query(`UPDATE users SET chat_level = 2 WHERE id = $1`, [u.id]);
  return u;
}

const identity = (u: TestUser) => t.app.modules.chat.identityOfToken(u.chatToken);
const say = async (u: TestUser, roomId: number, body: string) => t.app.modules.chat.send(await identity(u), roomId, { type: 'text', body });

async function audits(action: string, targetId?: number | string): Promise<{ actor: string; detail: Record<string, unknown> }[]> {
  const { rows } = await t.pool.query<{ actor: string; detail: Record<string, unknown> }>(
    `SELECT actor, detail FROM audit_log WHERE action = $1 AND ($2::text IS NULL OR target_id = $2) ORDER BY id`,
    [action, targetId === undefined ? null : String(targetId)],
  );
  return rows;
}

/** A chat socket that records its frames. */
interface ChatClient {
  frames: ChatFrame[];
  next(match: (f: ChatFrame) => boolean, since?: number): Promise<ChatFrame>;
  join(roomId: number): Promise<void>;
  sendText(roomId: number, body: string): Promise<ChatFrame>;
}

let clientSeq = 0;
async function connect(u: TestUser | { guest: string }): Promise<ChatClient> {
  const query = 'guest' in u ? `token=${encodeURIComponent(u.guest)}&isGuest=1` : `token=${encodeURIComponent(u.chatToken)}&isGuest=0`;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws-chat?${query}`);
  sockets.push(ws);
  const frames: ChatFrame[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(String(d)) as ChatFrame));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const next = (match: (f: ChatFrame) => boolean, since = 0) =>
    waitFor(() => frames.slice(since).find(match), { timeout: 5000, what: `a frame; got ${JSON.stringify(frames.slice(since).map((f) => f.command))}` });
  return {
    frames,
    next,
    join: async (roomId) => {
      const since = frames.length;
      ws.send(JSON.stringify({ command: ChatCommand.CLIENT_JOIN, room_id: roomId }));
      await next((f) => (f.command === ChatCommand.JOINED || f.command === ChatCommand.ERROR) && (f.content as { room_id: number }).room_id === roomId, since);
    },
    sendText: async (roomId, body) => {
      const clientId = `c${++clientSeq}`;
      const since = frames.length;
      ws.send(JSON.stringify({ command: ChatCommand.CLIENT_SEND, room_id: roomId, client_id: clientId, type: 'text', body }));
      return next((f) => f.command === ChatCommand.SEND_RESULT && (f.content as { client_id: string }).client_id === clientId, since);
    },
  };
}

const contentOf = (f: ChatFrame) => f.content as Record<string, unknown>;

describe('operator routes: access', () => {
  const routes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object][] = [
    ['GET', '/app-api/admin/chat/cs/conversations'],
    ['GET', '/app-api/admin/chat/cs/conversations/1'],
    ['POST', '/app-api/admin/chat/cs/conversations/1/reply', { content: 'x' }],
    ['POST', '/app-api/admin/chat/cs/conversations/1/close'],
    ['GET', '/app-api/admin/chat/cs/staff'],
    ['PUT', '/app-api/admin/chat/cs/staff/1', { nickname: 'x' }],
    ['POST', '/app-api/admin/chat/messages/1/delete'],
    ['POST', '/app-api/admin/chat/mutes', { userId: 1, minutes: 1 }],
    ['POST', '/app-api/admin/chat/mutes/lift', { userId: 1 }],
    ['POST', '/app-api/admin/chat/rooms/1/kick', { userId: 1 }],
    ['PUT', '/app-api/admin/chat/rooms/1', { sec_per_mess: 1 }],
    ['PUT', '/app-api/admin/chat/class-groups/1', { enabled: true }],
    ['GET', '/app-api/admin/chat/words'],
    ['POST', '/app-api/admin/chat/words', { word: 'x' }],
    ['PUT', '/app-api/admin/chat/words/1', { word: 'x' }],
    ['DELETE', '/app-api/admin/chat/words/1'],
    ['GET', '/app-api/admin/chat/reports'],
    ['POST', '/app-api/admin/chat/reports/1/resolve', { action: 'dismiss' }],
  ];

  it('refuses every operator chat call to visitors, members, chat-level staff and a wrong token, and changes nothing', async () => {
    const [member, staff] = await Promise.all([createUser(t.app), staffUser()]);
    const before = (await t.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log`)).rows[0]!.n;
    for (const [method, url, body] of routes) {
      for (const headers of [{}, member.headers, staff.headers, { authorization: `Bearer ${member.chatToken}` }, { 'x-admin-token': 'not-the-token' }] as Record<string, string>[]) {
        const res = await send(method, url, body, headers);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().code).toBe(ErrorCode.ADMIN_UNAUTHORIZED);
      }
    }
    expect((await t.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log`)).rows[0]!.n).toBe(before);
  });
});

describe('delete for everyone (/app-api/api/chat/deletechat-message)', () => {
  it('lets chat-level staff delete a room message; every connected member is told at once', async () => {
    const room = await publicRoom();
    const [staff, a, b] = await Promise.all([staffUser(), createUser(t.app), createUser(t.app)]);
    const [ca, cb] = await Promise.all([connect(a), connect(b)]);
    await ca.join(room);
    await cb.join(room);
    const m = await say(a, room, '要删的消息');
    await cb.next((f) => f.id === m.id);
    const res = await post('/app-api/api/chat/deletechat-message', { id: m.id }, staff.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: m.id, room_id: room });
    for (const c of [ca, cb]) {
      const f = await c.next((x) => x.command === ChatCommand.MESSAGE_DELETED);
      expect(f.content).toEqual({ room_id: room, message_id: m.id });
    }
    const history = (await get(`/chat-api/api/v1/recordsList?room_id=${room}&page=1&limit=150`, { authorization: `Bearer ${a.chatToken}` })).json().data;
    expect(history.rows.map((r: { id: number }) => r.id)).not.toContain(m.id);
    expect(await audits('chat.message.delete', m.id)).toEqual([{ actor: `user:${staff.id}`, detail: { roomId: room, senderUserId: a.id } }]);
  });

  it('refuses members below chat level 2, trial accounts and visitors', async () => {
    const room = await publicRoom();
    const [a, other, trial] = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app, { type: 'TEST' })]);
    const m = await say(a, room, '别人的消息');
    for (const u of [a, other, trial]) {
      const res = await post('/app-api/api/chat/deletechat-message', { id: m.id }, u.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: ErrorCode.CHAT_NOT_STAFF, msg: chatSocialMsg.notStaff });
    }
    const anon = await post('/app-api/api/chat/deletechat-message', { id: m.id });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().msg).toBe(msg.loginRequired);
    expect((await post('/app-api/api/chat/deletechat-message', { id: m.id }, { 'x-admin-token': 'wrong' })).statusCode).toBe(401);
    const { rows } = await t.pool.query(`SELECT deleted_at FROM chat_messages WHERE id = $1`, [m.id]);
    expect(rows[0].deleted_at).toBeNull();
  });

  it('keeps staff out of private rooms; the operator may delete there', async () => {
    const [staff, a, b] = await Promise.all([staffUser(), createUser(t.app), createUser(t.app)]);
    const c = (await post('/chat-api/chat/contact/apply/createaccept', { friend_id: b.id }, { authorization: `Bearer ${a.chatToken}` })).json().data;
    const m = await t.app.modules.chat.send(await identity(a), c.room_id, { type: 'text', body: '私聊', reciveId: b.id });
    expect((await post('/app-api/api/chat/deletechat-message', { id: m.id }, staff.headers)).statusCode).toBe(404);
    const byOperator = await post('/app-api/api/chat/deletechat-message', { id: m.id }, admin('bob'));
    expect(byOperator.statusCode).toBe(200);
    expect(await audits('chat.message.delete', m.id)).toEqual([{ actor: 'admin:bob', detail: { roomId: c.room_id, senderUserId: a.id } }]);
    // The contact list then shows the notice, never the deleted text.
    const list = (await get('/chat-api/chat/contact/list', { authorization: `Bearer ${b.chatToken}` })).json().data;
    expect(list[0].last_message).toMatchObject({ type: 'deleted', content: chatSocialMsg.deletedForEveryone });
  });

  it('bounds its input', async () => {
    const staff = await staffUser();
    for (const body of [{}, { id: '0x10' }, { id: 2 ** 31 }, { id: 1, room_id: -1 }]) {
      expect((await post('/app-api/api/chat/deletechat-message', body, staff.headers)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await post('/app-api/api/chat/deletechat-message', { id: 2_000_000_000 }, staff.headers)).statusCode).toBe(404);
  });
});

describe('enableChat (/app-api/api/chat/enableChat)', () => {
  it('lets staff switch a member’s chat off (sockets evicted, sending refused) and on again, audited', async () => {
    const room = await publicRoom();
    const [staff, a] = await Promise.all([staffUser(), createUser(t.app)]);
    const ca = await connect(a);
    await ca.join(room);
    const off = await post('/app-api/api/chat/enableChat', { userId: a.id, enableChat: 0 }, staff.headers);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toEqual({ userId: a.id, enableChat: 0 });
    const kicked = await ca.next((f) => f.command === ChatCommand.KICKED);
    expect(contentOf(kicked)).toMatchObject({ room_id: null, msg: chatSocialMsg.chatDisabled });
    await expect(say(a, room, '还能说吗')).rejects.toMatchObject({ code: ErrorCode.CHAT_UNAVAILABLE, statusCode: 405 });
    expect((await post('/app-api/api/chat/enableChat', { userId: a.id, enableChat: 1 }, staff.headers)).statusCode).toBe(200);
    await expect(say(a, room, '恢复了')).resolves.toMatchObject({ content: { body: '恢复了' } });
    expect((await audits('chat.enableChat', a.id)).map((r) => r.detail)).toEqual([
      { from: 1, to: 0 },
      { from: 0, to: 1 },
    ]);
  });

  it('refuses non-staff, staff on staff, and bad input', async () => {
    const [staff, staff2, a] = await Promise.all([staffUser(), staffUser(), createUser(t.app)]);
    expect((await post('/app-api/api/chat/enableChat', { userId: staff.id, enableChat: 0 }, a.headers)).json().code).toBe(ErrorCode.CHAT_NOT_STAFF);
    expect((await post('/app-api/api/chat/enableChat', { userId: staff2.id, enableChat: 0 }, staff.headers)).json().code).toBe(ErrorCode.CHAT_NOT_STAFF);
    expect((await post('/app-api/api/chat/enableChat', { userId: a.id, enableChat: 0 })).statusCode).toBe(401);
    for (const body of [{ userId: a.id, enableChat: 2 }, { userId: a.id }, { userId: 'x', enableChat: 1 }]) {
      expect((await post('/app-api/api/chat/enableChat', body, staff.headers)).statusCode).toBe(400);
    }
    expect(await audits('chat.enableChat', staff2.id)).toEqual([]);
  });
});

describe('operator: timed mute', () => {
  it('refuses sending until the mute ends, tells the member’s sockets, and is audited', async () => {
    const [room, other] = await Promise.all([publicRoom(), publicRoom()]);
    const a = await createUser(t.app);
    const ca = await connect(a);
    await ca.join(room);
    const res = await post('/app-api/admin/chat/mutes', { userId: a.id, minutes: 5, reason: '刷屏' }, admin());
    expect(res.statusCode, res.body).toBe(200);
    const { id, until } = res.json().data as { id: number; until: string };
    expect(new Date(until).getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    const told = await ca.next((f) => f.command === ChatCommand.MUTED);
    expect(told.content).toEqual({ room_id: null, until });
    const refused = await ca.sendText(room, '我被禁言了吗');
    expect(contentOf(refused)).toMatchObject({ code: ErrorCode.CHAT_MUTED, until });
    await expect(say(a, other, '别的房间')).rejects.toMatchObject({ code: ErrorCode.CHAT_MUTED });
    // The mute ends (its time passes): the member speaks again.
    await t.pool.query(`UPDATE chat_mutes SET until = now() - interval '1 second' WHERE id = $1`, [id]);
    expect(contentOf(await ca.sendText(room, '解禁了'))).toMatchObject({ code: 'OK' });
    expect(await audits('chat.mute', a.id)).toEqual([
      { actor: 'admin:ops', detail: { muteId: id, roomId: null, minutes: 5, until, reason: '刷屏' } },
    ]);
  });

  it('mutes in one room only when given one, and lifts early (audited)', async () => {
    const [room, other] = await Promise.all([publicRoom(), publicRoom()]);
    const a = await createUser(t.app);
    expect((await post('/app-api/admin/chat/mutes', { userId: a.id, minutes: 60, room_id: room }, admin())).statusCode).toBe(200);
    await expect(say(a, room, 'x')).rejects.toMatchObject({ code: ErrorCode.CHAT_MUTED });
    await expect(say(a, other, '这里可以')).resolves.toBeTruthy();
    const lift = await post('/app-api/admin/chat/mutes/lift', { userId: a.id }, admin());
    expect(lift.json().data).toEqual({ lifted: 1 });
    await expect(say(a, room, '解除')).resolves.toBeTruthy();
    expect((await audits('chat.unmute', a.id)).map((r) => r.detail)).toEqual([{ roomId: null, lifted: 1 }]);
  });

  it('bounds the mute input and needs the admin token', async () => {
    const a = await createUser(t.app);
    for (const body of [{ userId: a.id, minutes: 0 }, { userId: a.id, minutes: 43_201 }, { userId: a.id, minutes: '1e3' }, { minutes: 5 }, { userId: a.id, minutes: 5, reason: 'x'.repeat(201) }]) {
      expect((await post('/app-api/admin/chat/mutes', body, admin())).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await post('/app-api/admin/chat/mutes', { userId: a.id, minutes: 5 }, a.headers)).statusCode).toBe(401);
    expect((await post('/app-api/admin/chat/mutes', { userId: 2_000_000_000, minutes: 5 }, admin())).statusCode).toBe(404);
    expect(await audits('chat.mute', a.id)).toEqual([]);
  });
});

describe('operator: kick from a room', () => {
  it('evicts the member’s sockets from the room at once and keeps them out until the ban ends', async () => {
    const [room, other] = await Promise.all([publicRoom(), publicRoom()]);
    const a = await createUser(t.app);
    const ca = await connect(a);
    await ca.join(room);
    const res = await post(`/app-api/admin/chat/rooms/${room}/kick`, { userId: a.id, minutes: 30, reason: '广告' }, admin());
    expect(res.statusCode, res.body).toBe(200);
    const kicked = await ca.next((f) => f.command === ChatCommand.KICKED);
    expect(contentOf(kicked)).toMatchObject({ room_id: room, until: res.json().data.until, msg: chatSocialMsg.kicked });
    expect(contentOf(await ca.sendText(room, '还在吗'))).toMatchObject({ code: ErrorCode.CHAT_NOT_IN_ROOM });
    const since = ca.frames.length;
    await ca.join(room);
    expect(contentOf((await ca.next((f) => f.command === ChatCommand.ERROR, since)))).toMatchObject({ code: ErrorCode.CHAT_UNAVAILABLE, room_id: room });
    await expect(say(a, other, '别的房间')).resolves.toBeTruthy();
    expect((await audits('chat.kick', a.id)).map((r) => r.detail)).toMatchObject([{ roomId: room, minutes: 30, reason: '广告' }]);
  });
});

describe('operator: room settings and class groups', () => {
  it('sets slow mode: a second message within sec_per_mess is refused, staff are exempt; audited', async () => {
    const room = await publicRoom();
    const [a, staff] = await Promise.all([createUser(t.app), staffUser()]);
    const ca = await connect(a);
    await ca.join(room);
    const res = await send('PUT', `/app-api/admin/chat/rooms/${room}`, { sec_per_mess: 60 }, admin());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ room_id: room, sec_per_mess: 60, enable_chat: 1, status: 'open' });
    const updated = await ca.next((f) => f.command === ChatCommand.ROOM_UPDATED);
    expect(contentOf(updated)).toMatchObject({ room_id: room, sec_per_mess: 60 });
    expect(contentOf(await ca.sendText(room, '第一条'))).toMatchObject({ code: 'OK' });
    expect(contentOf(await ca.sendText(room, '第二条'))).toMatchObject({ code: ErrorCode.CHAT_SLOW_MODE });
    await say(staff, room, '管理员一');
    await expect(say(staff, room, '管理员二')).resolves.toBeTruthy();
    expect((await audits('chat.room.update', room))[0]!.detail).toEqual({
      before: { sec_per_mess: 0, enable_chat: 1, status: 'open' },
      after: { sec_per_mess: 60, enable_chat: 1, status: 'open' },
    });
  });

  it('closes a room (405 for members) and opens it again; enable_chat 0 leaves only staff speaking', async () => {
    const room = await publicRoom();
    const [a, staff] = await Promise.all([createUser(t.app), staffUser()]);
    expect((await send('PUT', `/app-api/admin/chat/rooms/${room}`, { enabled: false }, admin())).json().data.status).toBe('closed');
    await expect(say(a, room, 'x')).rejects.toMatchObject({ code: ErrorCode.CHAT_UNAVAILABLE, statusCode: 405 });
    await send('PUT', `/app-api/admin/chat/rooms/${room}`, { enabled: true, enable_chat: 0 }, admin());
    await expect(say(a, room, 'x')).rejects.toMatchObject({ code: ErrorCode.CHAT_READONLY });
    await expect(say(staff, room, '公告')).resolves.toBeTruthy();
    expect(await audits('chat.room.update', room)).toHaveLength(2);
  });

  it('enables and disables a class group, audited', async () => {
    const { rows } = await t.pool.query<{ id: number }>(`INSERT INTO chat_class_groups (company_id, name) VALUES ($1, '测试组') RETURNING id`, [await t.app.companyId()]);
    const id = rows[0]!.id;
    const res = await send('PUT', `/app-api/admin/chat/class-groups/${id}`, { enabled: false }, admin());
    expect(res.json().data).toEqual({ id, enabled: false });
    expect((await t.pool.query(`SELECT enabled FROM chat_class_groups WHERE id = $1`, [id])).rows[0].enabled).toBe(false);
    expect((await audits('chat.classGroup.update', id)).map((r) => r.detail)).toEqual([{ from: true, to: false }]);
  });

  it('bounds room settings and refuses unknown rooms', async () => {
    const room = await publicRoom();
    for (const body of [{ sec_per_mess: 3601 }, { sec_per_mess: -1 }, { enable_chat: 2 }, { enabled: 'yes' }]) {
      expect((await send('PUT', `/app-api/admin/chat/rooms/${room}`, body, admin())).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await send('PUT', '/app-api/admin/chat/rooms/2000000000', { sec_per_mess: 1 }, admin())).statusCode).toBe(404);
    expect((await send('PUT', `/app-api/admin/chat/rooms/${room}`, { sec_per_mess: 1 })).statusCode).toBe(401);
  });
});

describe('operator: word filter', () => {
  it('adds, changes and removes words (each audited); messages are filtered with the replacement', async () => {
    const room = await publicRoom();
    const a = await createUser(t.app);
    const word = `坏词${Date.now().toString(36)}`;
    const added = await post('/app-api/admin/chat/words', { word, replacement: '**' }, admin());
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().data.id as number;
    expect((await say(a, room, `你是${word}吗`)).content.body).toBe('你是**吗');
    const dup = await post('/app-api/admin/chat/words', { word, replacement: 'x' }, admin());
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe(ErrorCode.CHAT_WORD_EXISTS);
    expect((await send('PUT', `/app-api/admin/chat/words/${id}`, { word, replacement: '[和谐]' }, admin())).statusCode).toBe(200);
    expect((await say(a, room, `${word}!`)).content.body).toBe('[和谐]!');
    const list = (await get('/app-api/admin/chat/words', admin())).json().data as { id: number; replacement: string }[];
    expect(list.find((w) => w.id === id)?.replacement).toBe('[和谐]');
    expect((await send('DELETE', `/app-api/admin/chat/words/${id}`, undefined, admin())).statusCode).toBe(200);
    expect((await say(a, room, `${word}!`)).content.body).toBe(`${word}!`);
    expect((await send('DELETE', `/app-api/admin/chat/words/${id}`, undefined, admin())).statusCode).toBe(404);
    // Added again after removal: the same row comes back.
    expect((await post('/app-api/admin/chat/words', { word, replacement: '##' }, admin())).json().data.id).toBe(id);
    for (const action of ['chat.word.add', 'chat.word.update', 'chat.word.remove']) expect(await audits(action, id), action).not.toHaveLength(0);
    expect(await audits('chat.word.add', id)).toHaveLength(2);
  });

  it('bounds words and replacements', async () => {
    for (const body of [{ word: '' }, { word: 'x'.repeat(51) }, { word: 'ok', replacement: 'y'.repeat(51) }, { word: 5 }]) {
      expect((await post('/app-api/admin/chat/words', body, admin())).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('reports', () => {
  it('lets a member report a message once (20 at once make one report); the operator handles it and it is deleted live', async () => {
    const room = await publicRoom();
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const cb = await connect(b);
    await cb.join(room);
    const m = await say(a, room, '违规内容');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post('/chat-api/chat/report', { message_id: m.id, reason: '广告' }, { authorization: `Bearer ${b.chatToken}` })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().code).toBe(ErrorCode.CHAT_REPORT_REPEAT);
    const reportId = results.find((r) => r.statusCode === 200)!.json().data.id as number;

    const open = (await get('/app-api/admin/chat/reports', admin())).json().data;
    expect(open.items.find((r: { id: number }) => r.id === reportId)).toMatchObject({
      message_id: m.id,
      room_id: room,
      reporter_id: b.id,
      reason: '广告',
      status: 'open',
      message: { user_id: a.id, content: '违规内容', deleted: false },
    });
    const handled = await post(`/app-api/admin/chat/reports/${reportId}/resolve`, { action: 'handle', note: '已删除' }, admin());
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json().data).toMatchObject({ status: 'handled', handled_by: 'admin:ops', message: { deleted: true } });
    expect((await cb.next((f) => f.command === ChatCommand.MESSAGE_DELETED)).content).toEqual({ room_id: room, message_id: m.id });
    const again = await post(`/app-api/admin/chat/reports/${reportId}/resolve`, { action: 'dismiss' }, admin());
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(ErrorCode.CHAT_REPORT_CLOSED);
    expect((await audits('chat.report.handle', reportId)).map((r) => r.detail)).toEqual([{ messageId: m.id, roomId: room, note: '已删除', deleted: true }]);
  });

  it('dismisses a report and keeps the message', async () => {
    const room = await publicRoom();
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const m = await say(a, room, '正常内容');
    const id = (await post('/chat-api/chat/report', { message_id: m.id }, { authorization: `Bearer ${b.chatToken}` })).json().data.id;
    const res = await post(`/app-api/admin/chat/reports/${id}/resolve`, { action: 'dismiss' }, admin());
    expect(res.json().data).toMatchObject({ status: 'dismissed', message: { deleted: false } });
    expect(await audits('chat.report.dismiss', id)).toHaveLength(1);
  });

  it('hides private messages from members outside the room and sends the caller without identity to login', async () => {
    const [a, b, other] = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
    const c = (await post('/chat-api/chat/contact/apply/createaccept', { friend_id: b.id }, { authorization: `Bearer ${a.chatToken}` })).json().data;
    const m = await t.app.modules.chat.send(await identity(a), c.room_id, { type: 'text', body: '私聊', reciveId: b.id });
    expect((await post('/chat-api/chat/report', { message_id: m.id }, { authorization: `Bearer ${other.chatToken}` })).statusCode).toBe(404);
    expect((await post('/chat-api/chat/report', { message_id: m.id }, { authorization: `Bearer ${b.chatToken}` })).statusCode).toBe(200);
    expect((await post('/chat-api/chat/report', { message_id: m.id })).statusCode).toBe(403);
    for (const body of [{ message_id: 'x' }, {}, { message_id: m.id, reason: 'r'.repeat(201) }]) {
      expect((await post('/chat-api/chat/report', body, { authorization: `Bearer ${b.chatToken}` })).statusCode).toBe(400);
    }
    for (const q of ['status=bogus', 'rows=101', 'page=0']) expect((await get(`/app-api/admin/chat/reports?${q}`, admin())).statusCode, q).toBe(400);
  });
});

describe('muting a guest identity (operator and chat-level staff)', () => {
  /** A guest with an open customer-service room staffed by `staff`. */
  async function guestWithRoom(staff: TestUser): Promise<{ id: number; hash: string; room: number }> {
    const g = (await get('/chat-api/chat/guest/id-generation')).json().data as { id: number; hash_id: string };
    const init = await post('/chat-api/chat/guest/init-room', { friend_id: staff.id, remark: '' }, { authorization: `Bearer ${g.hash_id}` });
    expect(init.statusCode, init.body).toBe(200);
    return { id: g.id, hash: g.hash_id, room: (init.json().data as { id: number }).id };
  }
  async function csStaff(): Promise<TestUser> {
    const u = await staffUser();
    await t.pool.query(`INSERT INTO chat_cs_staff (user_id, company_id, nickname, avatar_id) VALUES ($1, $2, '客服', 1)`, [u.id, await t.app.companyId()]);
    return u;
  }
  const targetTypes = async (action: string, id: number) =>
    (await t.pool.query<{ target_type: string; actor: string }>(`SELECT target_type, actor FROM audit_log WHERE action = $1 AND target_id = $2 ORDER BY id`, [action, String(id)])).rows;

  it('the staff member of a guest’s service room mutes it there: told live, sends refused, unmute lets it speak; audited', async () => {
    const staff = await csStaff();
    const g = await guestWithRoom(staff);
    const c = await connect({ guest: g.hash });
    await c.join(g.room);
    expect(contentOf(await c.sendText(g.room, '你好'))).toMatchObject({ code: 'OK' });

    const res = await post('/app-api/api/chat/mute', { guestId: g.id, minutes: 10, room_id: g.room, reason: '骚扰' }, staff.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { until } = res.json().data as { until: string };
    const told = await c.next((f) => f.command === ChatCommand.MUTED);
    expect(told.content).toEqual({ room_id: g.room, until });
    expect(contentOf(await c.sendText(g.room, '还能说吗'))).toMatchObject({ code: ErrorCode.CHAT_MUTED, until });
    const guestIdentity = await t.app.modules.chat.identityOfToken(g.hash);
    await expect(t.app.modules.chat.send(guestIdentity, g.room, { type: 'text', body: 'x' })).rejects.toMatchObject({ code: ErrorCode.CHAT_MUTED });
    expect(await targetTypes('chat.mute', g.id)).toEqual([{ target_type: 'chat_guest', actor: `user:${staff.id}` }]);

    const since = c.frames.length;
    const lift = await post('/app-api/api/chat/unmute', { guestId: g.id, room_id: g.room }, staff.headers);
    expect(lift.json().data).toEqual({ lifted: 1 });
    expect((await c.next((f) => f.command === ChatCommand.MUTED, since)).content).toEqual({ room_id: g.room, until: null });
    expect(contentOf(await c.sendText(g.room, '解除了'))).toMatchObject({ code: 'OK' });
    expect(await targetTypes('chat.unmute', g.id)).toEqual([{ target_type: 'chat_guest', actor: `user:${staff.id}` }]);
  });

  it('the operator mutes a guest everywhere and lifts it; staff may not act in another staff member’s room nor mute staff', async () => {
    const [staff, other] = [await csStaff(), await csStaff()];
    const g = await guestWithRoom(staff);
    const c = await connect({ guest: g.hash });
    await c.join(g.room);
    const res = await post('/app-api/admin/chat/mutes', { guestId: g.id, minutes: 5 }, admin());
    expect(res.statusCode, res.body).toBe(200);
    expect(contentOf(await c.sendText(g.room, 'x'))).toMatchObject({ code: ErrorCode.CHAT_MUTED });
    expect(await targetTypes('chat.mute', g.id)).toEqual([{ target_type: 'chat_guest', actor: 'admin:ops' }]);
    expect((await post('/app-api/admin/chat/mutes/lift', { guestId: g.id }, admin())).json().data).toEqual({ lifted: 1 });
    expect(contentOf(await c.sendText(g.room, 'y'))).toMatchObject({ code: 'OK' });

    // Staff of another conversation: the room is not theirs (404), nothing written.
    expect((await post('/app-api/api/chat/mute', { guestId: g.id, minutes: 5, room_id: g.room }, other.headers)).statusCode).toBe(404);
    // Staff cannot mute staff; members below level 2 cannot mute at all.
    expect((await post('/app-api/api/chat/mute', { userId: other.id, minutes: 5 }, staff.headers)).json().code).toBe(ErrorCode.CHAT_NOT_STAFF);
    const plain = await createUser(t.app);
    expect((await post('/app-api/api/chat/mute', { guestId: g.id, minutes: 5 }, plain.headers)).json().code).toBe(ErrorCode.CHAT_NOT_STAFF);
    // Exactly one of userId / guestId; an unknown guest is 404.
    for (const body of [{ userId: plain.id, guestId: g.id, minutes: 5 }, { minutes: 5 }, { guestId: 0, minutes: 5 }]) {
      expect((await post('/app-api/admin/chat/mutes', body, admin())).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await post('/app-api/admin/chat/mutes', { guestId: 2_000_000_000, minutes: 5 }, admin())).statusCode).toBe(404);
    expect(await targetTypes('chat.mute', g.id)).toHaveLength(1);
  });
});
