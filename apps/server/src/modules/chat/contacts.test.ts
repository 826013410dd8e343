import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatCommand, chatSocialMsg, ErrorCode, msg, shouldShowPrivatePrompt, type ChatMessage } from '@sixmark/shared';
import { chatUrl, connectChat } from '../../../test/chat';
import { createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const bearer = (u: TestUser) => ({ authorization: `Bearer ${u.chatToken}` });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object | string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const LIST = '/chat-api/chat/contact/list';
const APPLY = '/chat-api/chat/contact/apply/createaccept';
const DETAIL = '/chat-api/chat/contact/contactdetail';

async function befriend(a: TestUser, b: TestUser, extra: Record<string, unknown> = {}) {
  const res = await post(APPLY, { friend_id: b.id, ...extra }, bearer(a));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { friend_id: number; room_id: number; nickname: string; avatarId: number };
}

/** Sends a private message as `from` to `to` through the chat core (the socket's own path). */
async function sendPrivate(from: TestUser, to: TestUser, roomId: number, body: string) {
  const identity = await t.app.modules.chat.identityOfToken(from.chatToken);
  return t.app.modules.chat.send(identity, roomId, { type: 'text', body, reciveId: to.id });
}

describe('contacts: access', () => {
  it('sends a caller without a chat token to login (403 CHAT/LOGIN) on every contact call', async () => {
    const b = await createUser(t.app);
    for (const res of [await get(LIST), await get(`${DETAIL}?friend_id=${b.id}`), await post(APPLY, { friend_id: b.id })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: ErrorCode.CHAT_LOGIN, msg: msg.loginRequired });
    }
  });

  it('refuses a made-up chat token with 403 CHAT/TOKEN_INVALID and an access token in its place', async () => {
    const a = await createUser(t.app);
    expect((await get(LIST, { authorization: 'Bearer nope' })).json().code).toBe(ErrorCode.CHAT_TOKEN_INVALID);
    expect((await get(LIST, { authorization: `Bearer ${a.token}` })).statusCode).toBe(403);
  });

  it('sends a guest to login: contacts are for members', async () => {
    const guest = (await get('/chat-api/chat/guest/id-generation')).json().data as { hash_id: string };
    const res = await get(LIST, { authorization: `Bearer ${guest.hash_id}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ErrorCode.CHAT_LOGIN);
    expect((await get(`${LIST}?identity=${encodeURIComponent(guest.hash_id)}`)).statusCode).toBe(403);
  });

  it('refuses a trial account a new contact with 试玩账户无法进行该操作，请注册正式账户!', async () => {
    const trial = await createUser(t.app, { type: 'TEST' });
    const b = await createUser(t.app);
    const res = await post(APPLY, { friend_id: b.id }, bearer(trial));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: ErrorCode.TRIAL_FORBIDDEN, msg: msg.trialForbidden });
    expect((await get(LIST, bearer(trial))).json().data).toEqual([]);
  });

  it('shows another member nothing of a contact pair it is not part of', async () => {
    const [a, b, other] = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
    await befriend(a, b);
    const res = await get(`${DETAIL}?friend_id=${b.id}`, bearer(other));
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(chatSocialMsg.contactNotFound);
    expect((await get(LIST, bearer(other))).json().data).toEqual([]);
  });

  it('lets a muted member read its contacts but not send private messages until the mute ends', async () => {
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const c = await befriend(a, b);
    const mute = await post('/app-api/admin/chat/mutes', { userId: a.id, minutes: 10 }, { 'x-admin-token': t.app.config.adminToken });
    expect(mute.statusCode, mute.body).toBe(200);
    expect((await get(LIST, bearer(a))).json().data.map((x: { friend_id: number }) => x.friend_id)).toEqual([b.id]);
    await expect(sendPrivate(a, b, c.room_id, '禁言中')).rejects.toMatchObject({ code: ErrorCode.CHAT_MUTED });
    await t.pool.query(`UPDATE chat_mutes SET until = now() - interval '1 second' WHERE user_id = $1`, [a.id]);
    await expect(sendPrivate(a, b, c.room_id, '解禁了')).resolves.toMatchObject({ content: { reciveId: b.id } });
  });

  it('answers 405 CHAT/MAINTENANCE during chat maintenance and 405 CHAT/UNAVAILABLE to a member whose chat is off', async () => {
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const companyId = await t.app.companyId();
    await t.pool.query(
      `INSERT INTO system_config (company_id, config_key, config_value) VALUES ($1, 'enable_chat_maintenance', '1')
       ON CONFLICT (company_id, config_key) DO UPDATE SET config_value = '1'`,
      [companyId],
    );
    await t.app.modules.chat.invalidate(companyId, 'config');
    try {
      for (const res of [await get(LIST, bearer(a)), await post(APPLY, { friend_id: b.id }, bearer(a))]) {
        expect(res.statusCode).toBe(405);
        expect(res.json()).toMatchObject({ code: ErrorCode.CHAT_MAINTENANCE, msg: msg.chatMaintenance });
      }
    } finally {
      await t.pool.query(`UPDATE system_config SET config_value = '0' WHERE company_id = $1 AND config_key = 'enable_chat_maintenance'`, [companyId]);
      await t.app.modules.chat.invalidate(companyId, 'config');
    }
    await t.pool.query(`UPDATE users SET enable_chat = 0 WHERE id = $1`, [a.id]);
    const off = await get(LIST, bearer(a));
    expect(off.statusCode).toBe(405);
    expect(off.json()).toMatchObject({ code: ErrorCode.CHAT_UNAVAILABLE, msg: msg.chatUnavailable });
    expect((await get(LIST, bearer(b))).statusCode).toBe(200);
  });

  it('refuses yourself and unknown members', async () => {
    const a = await createUser(t.app);
    const self = await post(APPLY, { friend_id: a.id }, bearer(a));
    expect(self.statusCode).toBe(400);
    expect(self.json().msg).toBe(chatSocialMsg.notYourself);
    const ghost = await post(APPLY, { friend_id: 2_000_000_000 }, bearer(a));
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json().msg).toBe(chatSocialMsg.friendNotFound);
  });
});

describe('contacts: bounded input', () => {
  it.each([
    ['friend_id as hex', { friend_id: '0x10' }],
    ['friend_id past int4', { friend_id: 2 ** 31 }],
    ['friend_id zero', { friend_id: 0 }],
    ['avatar out of range', { friend_id: 1, avatarId: 17 }],
    ['nickname too long', { friend_id: 1, nickname: '昵'.repeat(21) }],
    ['missing friend_id', {}],
  ])('answers 400 for %s', async (_name, body) => {
    const a = await createUser(t.app);
    const res = await post(APPLY, body, bearer(a));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.BAD_REQUEST });
  });

  it('answers 400 for a bad friend_id in contactdetail', async () => {
    const a = await createUser(t.app);
    for (const q of ['', '?friend_id=abc', '?friend_id=99999999999', '?friend_id=-1']) {
      expect((await get(`${DETAIL}${q}`, bearer(a))).statusCode).toBe(400);
    }
  });

  it('takes the spec form fields as a form body and strips control characters from nicknames', async () => {
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const form = new URLSearchParams({ friend_id: String(b.id), avatarId: '3', friend_avatarId: '5', nickname: 'A\u0000哥', friend_nickname: ' 小\u001bB ' });
    const res = await post(APPLY, form.toString(), { ...bearer(a), 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ friend_id: b.id, nickname: '小B', avatarId: 5 });
    const back = (await get(`${DETAIL}?friend_id=${a.id}`, bearer(b))).json().data;
    expect(back).toMatchObject({ friend_id: a.id, nickname: 'A哥', avatarId: 3 });
  });
});

describe('contacts: list, detail and private messages', () => {
  it('adds both sides with one private room; the detail names the room', async () => {
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const c = await befriend(a, b);
    const back = (await get(`${DETAIL}?friend_id=${a.id}`, bearer(b))).json().data;
    expect(back.room_id).toBe(c.room_id);
    const { rows } = await t.pool.query(`SELECT kind FROM chat_rooms WHERE id = $1`, [c.room_id]);
    expect(rows[0]).toEqual({ kind: 'private' });
    const members = await t.pool.query<{ user_id: string }>(`SELECT user_id FROM chat_room_members WHERE room_id = $1 ORDER BY user_id`, [c.room_id]);
    expect(members.rows.map((r) => Number(r.user_id))).toEqual([a.id, b.id].sort((x, y) => x - y));
  });

  it('sorts contacts by last message, newest first, contacts without messages by when they were added', async () => {
    const [a, b, c, d] = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app), createUser(t.app)]);
    const withB = await befriend(a, b);
    const withC = await befriend(a, c);
    await befriend(a, d);
    await sendPrivate(a, c, withC.room_id, '先发给C');
    await sendPrivate(b, a, withB.room_id, 'B最后发');
    const list = (await get(LIST, bearer(a))).json();
    expect(list).toMatchObject({ success: true, code: 'OK' });
    const rows = list.data as { friend_id: number; last_message: { type: string; content: string } | null; created_at: string }[];
    expect(rows.map((r) => r.friend_id)).toEqual([b.id, c.id, d.id]);
    expect(rows[0]!.last_message).toMatchObject({ type: 'text', content: 'B最后发' });
    expect(rows[1]!.last_message).toMatchObject({ type: 'text', content: '先发给C' });
    expect(rows[2]!.last_message).toBeNull();
    // A new message to D moves D to the top.
    const withD = (await get(`${DETAIL}?friend_id=${d.id}`, bearer(a))).json().data;
    await sendPrivate(d, a, withD.room_id, 'D来了');
    expect(((await get(LIST, bearer(a))).json().data as { friend_id: number }[]).map((r) => r.friend_id)).toEqual([d.id, b.id, c.id]);
  });

  it('carries the private message content of spec 3 (room_id, userinfo with chatLevel, reciveId) in history', async () => {
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
    await t.pool.query(`UPDATE users SET chat_level = 2 WHERE id = $1`, [a.id]);
    const c = await befriend(a, b);
    const sent = await sendPrivate(a, b, c.room_id, '客服私信');
    expect(sent.content).toMatchObject({ room_id: c.room_id, reciveId: b.id, userinfo: { user_id: a.id, chatLevel: 2 } });
    const history = await get(`/chat-api/api/v1/recordsList?room_id=${c.room_id}&page=1&limit=150&talk_type=2`, bearer(b));
    expect(history.statusCode, history.body).toBe(200);
    const rows = history.json().data.rows as { id: number; content: { reciveId?: number; userinfo: { chatLevel: number } } }[];
    expect(rows.find((r) => r.id === sent.id)?.content).toMatchObject({ reciveId: b.id, userinfo: { chatLevel: 2 } });
    // Someone outside the pair cannot read the private room.
    const other = await createUser(t.app);
    expect((await get(`/chat-api/api/v1/recordsList?room_id=${c.room_id}&page=1&limit=150`, bearer(other))).statusCode).toBe(405);
  });

  it('addresses a private message to the other member whatever reciveId the client sent', async () => {
    const [a, b, other] = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
    const c = await befriend(a, b);
    const identity = await t.app.modules.chat.identityOfToken(a.chatToken);
    const wrong = await t.app.modules.chat.send(identity, c.room_id, { type: 'text', body: '写错收件人', reciveId: other.id });
    const none = await t.app.modules.chat.send(identity, c.room_id, { type: 'text', body: '没写收件人' });
    expect(wrong.content.reciveId).toBe(b.id);
    expect(none.content.reciveId).toBe(b.id);
  });

  it('reaches the addressee’s socket in whatever room it is, with what the level-2 prompt needs', async () => {
    const [staff, m] = await Promise.all([createUser(t.app), createUser(t.app)]);
    await t.pool.query(`UPDATE users SET chat_level = 2 WHERE id = $1`, [staff.id]);
    const c = await befriend(staff, m);
    const hall = (
      await t.pool.query<{ id: number }>(`INSERT INTO chat_rooms (company_id, kind, name) VALUES ($1, 'public', '大厅') RETURNING id`, [await t.app.companyId()])
    ).rows[0]!.id;
    // The member is in a public room, not in the private one.
    const ws = await connectChat(chatUrl(t.app, `token=${m.chatToken}`));
    await ws.join(hall);
    const sent = await sendPrivate(staff, m, c.room_id, '您好，这里是客服专员');
    const frame = (await ws.next((f) => f.id === sent.id)) as unknown as ChatMessage;
    expect(frame).toMatchObject({ command: ChatCommand.PRIVATE_MESSAGE, content: { room_id: c.room_id, reciveId: m.id, userinfo: { user_id: staff.id, chatLevel: 2 } } });
    expect(
      shouldShowPrivatePrompt(
        { senderChatLevel: frame.content.userinfo!.chatLevel, senderId: frame.content.userinfo!.user_id, reciveId: frame.content.reciveId! },
        { userId: m.id, chatLevel: 1, onGamePage: false },
      ),
    ).toBe(true);
    // Once only, although the socket is in two rooms.
    await ws.join(c.room_id);
    const second = await sendPrivate(staff, m, c.room_id, '第二条');
    await ws.next((f) => f.id === second.id);
    await new Promise((r) => setTimeout(r, 100));
    expect(ws.frames.filter((f) => f.id === sent.id)).toHaveLength(1);
    ws.close();
  });

  it('makes one contact pair and one room from 20 applications at once, from both sides', async () => {
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? post(APPLY, { friend_id: b.id }, bearer(a)) : post(APPLY, { friend_id: a.id }, bearer(b)))),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const roomIds = new Set(results.map((r) => r.json().data.room_id as number));
    expect(roomIds.size).toBe(1);
    const { rows } = await t.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat_contacts WHERE (user_id = $1 AND friend_id = $2) OR (user_id = $2 AND friend_id = $1)`,
      [a.id, b.id],
    );
    expect(rows[0]!.n).toBe(2);
    const rooms = await t.pool.query<{ n: number }>(
      `SELECT count(DISTINCT room_id)::int AS n FROM chat_room_members m JOIN chat_rooms r ON r.id = m.room_id
        WHERE r.kind = 'private' AND m.user_id IN ($1, $2)`,
      [a.id, b.id],
    );
    expect(rooms.rows[0]!.n).toBe(1);
    const apps = await t.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat_friend_applications WHERE (user_id = $1 AND friend_id = $2) OR (user_id = $2 AND friend_id = $1)`,
      [a.id, b.id],
    );
    expect(apps.rows[0]!.n).toBe(1);
  });
});
