import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AWARD_CHANNEL, ChatCommand, CHAT_CLOSE, CHAT_MSG, type ChatAwardNotice } from '@sixmark/shared';
import { chatUrl, connectChat } from '../../../test/chat';
import { createUser, type TestUser } from '../../../test/factories';
import { createTestApp, requester, type TestApp } from '../../../test/helper';
import { waitFor } from '../../../test/wait';

let t: TestApp;
let hall: number;
let slowRoom: number;
let companyId: number;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const newRoom = async (
  opts: { enableChat?: number; secPerMess?: number; status?: string; kind?: string } = {},
) => {
  const { rows } = await t.pool.query<{ id: number }>(
    `INSERT INTO chat_rooms (company_id, kind, name, enable_chat, sec_per_mess, status) VALUES ($1, $2, 'test', $3, $4, $5) RETURNING id`,
    [companyId, opts.kind ?? 'public', opts.enableChat ?? 1, opts.secPerMess ?? 0, opts.status ?? 'open'],
  );
  return rows[0]!.id;
};

beforeAll(async () => {
  t = await createTestApp({}, { poolSize: 30 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  companyId = await t.app.companyId();
  hall = (await t.pool.query<{ id: number }>(`SELECT id FROM chat_rooms WHERE name = '六合彩大厅'`)).rows[0]!
    .id;
  slowRoom = await newRoom({ secPerMess: 30 });
}, 60_000);
afterAll(() => t?.close());

describe('chat HTTP calls', () => {
  it('refreshTokenChat gives a new chat token and the old one stops working; logout revokes it', async () => {
    const u = await createUser(t.app);
    const r = requester(t.app);
    expect((await r.get('/chat-api/api/v1/getGroupClassList', bearer(u.chatToken))).status).toBe(200);
    const res = await r.get('/app-api/api/chat/refreshTokenChat', u.headers);
    expect(res.status).toBe(200);
    const fresh = res.body.data.tokenChat as string;
    expect(fresh).not.toBe(u.chatToken);
    const old = await r.get('/chat-api/api/v1/getGroupClassList', bearer(u.chatToken));
    expect(old.status).toBe(403);
    expect(old.body.code).toBe('CHAT/TOKEN_INVALID');
    expect((await r.get('/chat-api/api/v1/getGroupClassList', bearer(fresh))).status).toBe(200);
    expect((await r.get('/app-api/api/chat/refreshTokenChat')).status).toBe(401);
    expect((await r.get('/app-api/v/user/logout', u.headers)).status).toBe(200);
    expect((await r.get('/chat-api/api/v1/getGroupClassList', bearer(fresh))).status).toBe(403);
  });

  it('getGroupClassList: groups in order with rooms, quick messages, default room, socket url and live counts', async () => {
    const u = await createUser(t.app);
    const ws = await connectChat(chatUrl(t.app, `token=${u.chatToken}`));
    await ws.join(hall);
    const res = await requester(t.app).get(
      '/chat-api/api/v1/getGroupClassList?app_id=web&identity=x',
      bearer(u.chatToken),
    );
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.class_groups.map((g: { name: string }) => g.name)).toEqual(['六合彩', '交流']);
    const names = d.class_groups.flatMap((g: { chatroom: { name: string }[] }) =>
      g.chatroom.map((r) => r.name),
    );
    expect(names).toEqual(['六合彩大厅', '香港六合彩', '澳门六合彩', '新手交流']);
    expect(d.default_chatroom).toBe(hall);
    expect(d.quick_messages.length).toBeGreaterThan(0);
    expect(d.socket_url).toMatch(/^ws:\/\/.+\/ws-chat$/);
    expect(d).toMatchObject({
      userId: u.id,
      connection_id: `u:${u.id}`,
      lottery_win_message_popup: 5,
      enable_chat_maintenance: 0,
    });
    const macau = d.class_groups[0].chatroom.find((r: { name: string }) => r.name === '澳门六合彩');
    expect(macau.sec_per_mess).toBe(3);
    await waitFor(
      async () => {
        const again = await requester(t.app).get('/chat-api/api/v1/getGroupClassList', bearer(u.chatToken));
        return again.body.data.class_groups[0].chatroom[0].total_people >= 1;
      },
      { what: 'the hall to count the member' },
    );
    ws.close();
  });

  it('recordsList pages history newest page first with ordered ids, caps the limit at 150', async () => {
    const u = await createUser(t.app);
    const room = await newRoom();
    for (let i = 0; i < 7; i++)
      await t.app.modules.chat.postMessage(room, {
        command: ChatCommand.ROOM_MESSAGE,
        content: { type: 'text', body: `m${i}` },
        senderUserId: u.id,
      });
    const r = requester(t.app);
    const p1 = await r.get(
      `/chat-api/api/v1/recordsList?room_id=${room}&page=1&limit=3&talk_type=2`,
      bearer(u.chatToken),
    );
    expect(p1.status).toBe(200);
    expect(p1.body.data.total).toBe(7);
    expect(p1.body.data.rows.map((m: { content: { body: string } }) => m.content.body)).toEqual([
      'm4',
      'm5',
      'm6',
    ]);
    const ids = p1.body.data.rows.map((m: { id: number }) => m.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(p1.body.data.rows[0].content.userinfo).toMatchObject({ user_id: u.id, isGuest: false });
    const p3 = await r.get(
      `/chat-api/api/v1/recordsList?room_id=${room}&page=3&limit=3`,
      bearer(u.chatToken),
    );
    expect(p3.body.data.rows.map((m: { content: { body: string } }) => m.content.body)).toEqual(['m0']);
    expect(
      (await r.get(`/chat-api/api/v1/recordsList?room_id=${room}&limit=151`, bearer(u.chatToken))).status,
    ).toBe(400);
    expect(
      (await r.get(`/chat-api/api/v1/recordsList?room_id=${room}&limit=150`, bearer(u.chatToken))).status,
    ).toBe(200);
    expect((await r.get(`/chat-api/api/v1/recordsList?room_id=${room}`)).status).toBe(403);
    expect((await r.get(`/chat-api/api/v1/recordsList?room_id=99999999`, bearer(u.chatToken))).status).toBe(
      405,
    );
  });

  it('uploadImage sniffs the type, caps the size, makes a thumbnail; the URL can be sent as an image', async () => {
    const u = await createUser(t.app);
    const multipart = (bytes: Buffer, filename = 'a.png', type = 'image/png') => {
      const boundary = '----chat';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    };
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e00221' } })
      .png()
      .toBuffer();
    const up = (
      body: { payload: Buffer; headers: Record<string, string> },
      headers: Record<string, string>,
    ) =>
      t.app.inject({
        method: 'POST',
        url: '/chat-api/chat/uploadImage',
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      });
    const res = await up(multipart(png), bearer(u.chatToken));
    expect(res.statusCode, res.body).toBe(200);
    const { url, thumbUrl } = res.json().data as { url: string; thumbUrl: string };
    expect(url).toMatch(/^\/sys-upload\/uploads\/[a-f0-9]{32}\.png$/);
    const thumb = await t.app.inject({ method: 'GET', url: thumbUrl });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(300);
    // A script in a .png name is refused by what the bytes are, not by the name.
    const svg = await up(
      multipart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
      bearer(u.chatToken),
    );
    expect(svg.statusCode).toBe(400);
    const huge = await up(multipart(Buffer.alloc(5 * 1024 * 1024 + 10, 1)), bearer(u.chatToken));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().code).toBe('CHAT/IMAGE_TOO_LARGE');
    expect((await up(multipart(png), {})).statusCode).toBe(403);

    const ws = await connectChat(chatUrl(t.app, `token=${u.chatToken}`));
    await ws.join(hall);
    const sent = await ws.send(hall, url, { type: 'image' });
    expect(sent.code).toBe('OK');
    const m = await ws.next((f) => f.id === sent.id);
    expect(m.content).toMatchObject({ type: 'image', body: url, extra: { thumbUrl } });
    expect((await ws.send(hall, 'https://evil.example/x.png', { type: 'image' })).code).toBe(
      'SYS/BAD_REQUEST',
    );
    ws.close();
  });
});

describe('permission matrix', () => {
  let member: TestUser;
  beforeAll(async () => {
    member = await createUser(t.app);
  });

  const trySend = async (u: { chatToken: string }, roomId: number, query = `token=${u.chatToken}`) => {
    const ws = await connectChat(chatUrl(t.app, query));
    try {
      const joined = await ws.join(roomId);
      if (joined.command === ChatCommand.ERROR)
        return { joined: joined.content as { code: string; status: number }, sent: null };
      return { joined: null, sent: await ws.send(roomId, 'hello') };
    } finally {
      ws.close();
    }
  };

  it('member: reads and speaks', async () => {
    const r = await trySend(member, hall);
    expect(r.sent?.code).toBe('OK');
  });

  it('trial account: reads and speaks like a member (spec 1 §6 refuses only money calls)', async () => {
    const trial = await createUser(t.app, { type: 'TEST' });
    expect(
      (await requester(t.app).get('/chat-api/api/v1/getGroupClassList', bearer(trial.chatToken))).status,
    ).toBe(200);
    expect((await trySend(trial, hall)).sent?.code).toBe('OK');
  });

  it('guest: refused from member rooms (403 → login), speaks in its own guest room only', async () => {
    const guest = await t.app.modules.chat.createGuest(companyId, '127.0.0.1');
    expect(
      (await requester(t.app).get('/chat-api/api/v1/getGroupClassList', bearer(guest.hash_id))).status,
    ).toBe(403);
    expect(
      (await requester(t.app).get(`/chat-api/api/v1/recordsList?room_id=${hall}`, bearer(guest.hash_id)))
        .status,
    ).toBe(403);
    const inHall = await trySend({ chatToken: guest.hash_id }, hall, `token=${guest.hash_id}&isGuest=1`);
    expect(inHall.joined).toMatchObject({ code: 'CHAT/LOGIN', status: 403 });
    const room = await newRoom({ kind: 'guest' });
    const notMine = await trySend({ chatToken: guest.hash_id }, room, `token=${guest.hash_id}&isGuest=1`);
    expect(notMine.joined).toMatchObject({ code: 'CHAT/UNAVAILABLE', status: 405 });
    await t.pool.query('INSERT INTO chat_room_members (room_id, guest_id) VALUES ($1, $2)', [room, guest.id]);
    const mine = await trySend({ chatToken: guest.hash_id }, room, `token=${guest.hash_id}&isGuest=1`);
    expect(mine.sent?.code).toBe('OK');
    const stored = await t.pool.query('SELECT command, userinfo FROM chat_messages WHERE id = $1', [
      mine.sent!.id,
    ]);
    expect(stored.rows[0]).toMatchObject({
      command: ChatCommand.GUEST_MESSAGE,
      userinfo: { isGuest: true, user_id: guest.id },
    });
    // The guest flag must match the credential.
    await expect(connectChat(chatUrl(t.app, `token=${guest.hash_id}`))).rejects.toThrow(/403/);
    await expect(connectChat(chatUrl(t.app, `token=${member.chatToken}&isGuest=1`))).rejects.toThrow(/403/);
  });

  it('enableChat 0 and a VIP level without chat: 405 unavailable', async () => {
    const off = await createUser(t.app);
    await t.pool.query('UPDATE users SET enable_chat = 0 WHERE id = $1', [off.id]);
    const res = await requester(t.app).get('/chat-api/api/v1/getGroupClassList', bearer(off.chatToken));
    expect(res.status).toBe(405);
    expect(res.body).toMatchObject({ code: 'CHAT/UNAVAILABLE', msg: CHAT_MSG.unavailable });
    await expect(connectChat(chatUrl(t.app, `token=${off.chatToken}`))).rejects.toThrow(/405/);

    const vip = await createUser(t.app);
    await t.pool.query('UPDATE users SET vip_level = 7 WHERE id = $1', [vip.id]);
    await t.pool.query(
      `INSERT INTO vip_level_settings (company_id, vip_level, enlarge_memo) VALUES ($1, 7, '{"enableChat":0}')`,
      [companyId],
    );
    expect(
      (await requester(t.app).get('/chat-api/api/v1/getGroupClassList', bearer(vip.chatToken))).status,
    ).toBe(405);
    await t.pool.query(`UPDATE vip_level_settings SET enlarge_memo = '{"enableChat":1}' WHERE vip_level = 7`);
    expect(
      (await requester(t.app).get('/chat-api/api/v1/getGroupClassList', bearer(vip.chatToken))).status,
    ).toBe(200);
  });

  it('room with enable_chat 0: level 1 reads only, level 2 speaks; a closed room is 405', async () => {
    const room = await newRoom({ enableChat: 0 });
    const r = await trySend(member, room);
    expect(r.sent).toMatchObject({ code: 'CHAT/READONLY', msg: CHAT_MSG.readonly });
    const staff = await createUser(t.app);
    await t.pool.query('UPDATE users SET chat_level = 2 WHERE id = $1', [staff.id]);
    expect((await trySend(staff, room)).sent?.code).toBe('OK');
    const closed = await newRoom({ status: 'closed' });
    expect((await trySend(member, closed)).joined).toMatchObject({ code: 'CHAT/UNAVAILABLE', status: 405 });
    expect(
      (await requester(t.app).get(`/chat-api/api/v1/recordsList?room_id=${closed}`, bearer(member.chatToken)))
        .status,
    ).toBe(405);
  });

  it('muted: refused with the end time until the mute ends or is lifted; kicked: 405', async () => {
    const u = await createUser(t.app);
    const { rows } = await t.pool.query<{ id: number }>(
      `INSERT INTO chat_mutes (company_id, user_id, until, created_by) VALUES ($1, $2, now() + interval '1 hour', 'test') RETURNING id`,
      [companyId, u.id],
    );
    const r = await trySend(u, hall);
    expect(r.sent?.code).toBe('CHAT/MUTED');
    expect(r.sent?.msg).toContain('您已被禁言');
    await t.pool.query('UPDATE chat_mutes SET lifted_at = now() WHERE id = $1', [rows[0]!.id]);
    expect((await trySend(u, hall)).sent?.code).toBe('OK');
    await t.pool.query(
      `INSERT INTO chat_room_bans (room_id, user_id, until, created_by) VALUES ($1, $2, now() + interval '1 hour', 'test')`,
      [hall, u.id],
    );
    expect((await trySend(u, hall)).joined).toMatchObject({ code: 'CHAT/UNAVAILABLE' });
  });

  it('maintenance: 405 CHAT/MAINTENANCE on calls and the socket, open sockets are closed', async () => {
    const u = await createUser(t.app);
    const ws = await connectChat(chatUrl(t.app, `token=${u.chatToken}`));
    await ws.join(hall);
    await t.pool.query(
      `INSERT INTO system_config (company_id, config_key, config_value) VALUES ($1, 'enable_chat_maintenance', '1')
       ON CONFLICT (company_id, config_key) DO UPDATE SET config_value = '1'`,
      [companyId],
    );
    await t.app.modules.chat.invalidate(companyId, 'config');
    try {
      const res = await requester(t.app).get('/chat-api/api/v1/getGroupClassList', bearer(u.chatToken));
      expect(res.status).toBe(405);
      expect(res.body).toMatchObject({ code: 'CHAT/MAINTENANCE', msg: CHAT_MSG.maintenance });
      expect((await ws.closed).code).toBe(CHAT_CLOSE.maintenance);
      expect(ws.frames.some((f) => (f.content as { code?: string }).code === 'CHAT/MAINTENANCE')).toBe(true);
      const identity = await t.app.modules.chat.identityOfToken(u.chatToken);
      await expect(
        t.app.modules.chat.send(identity, hall, { type: 'text', body: 'x' }),
      ).rejects.toMatchObject({ code: 'CHAT/MAINTENANCE' });
      await expect(connectChat(chatUrl(t.app, `token=${u.chatToken}`))).rejects.toThrow(/405/);
    } finally {
      await t.pool.query(
        `UPDATE system_config SET config_value = '0' WHERE company_id = $1 AND config_key = 'enable_chat_maintenance'`,
        [companyId],
      );
      await t.app.modules.chat.invalidate(companyId, 'config');
      ws.close();
    }
  });
});

describe('sending', () => {
  it('fans a message out to every member of the room with an id, userinfo and room_id; the word filter replaces', async () => {
    const [a, b] = [await createUser(t.app), await createUser(t.app)];
    await t.pool.query(
      `INSERT INTO chat_word_filters (company_id, word, replacement) VALUES ($1, '坏词', '**') ON CONFLICT DO NOTHING`,
      [companyId],
    );
    await t.app.modules.chat.invalidate(companyId, 'words');
    const wa = await connectChat(chatUrl(t.app, `token=${a.chatToken}`));
    const wb = await connectChat(chatUrl(t.app, `token=${b.chatToken}`));
    const room = await newRoom();
    await wa.join(room);
    await wb.join(room);
    const sent = await wa.send(room, '这是坏词吗');
    expect(sent.code).toBe('OK');
    const got = await wb.next((f) => f.id === sent.id);
    expect(got).toMatchObject({
      command: ChatCommand.ROOM_MESSAGE,
      channel: `room:${room}`,
      content: { room_id: room, body: '这是**吗', type: 'text', userinfo: { user_id: a.id } },
    });
    // A resend with the same client id stores nothing new.
    const again = await wa.send(room, '这是坏词吗', { clientId: 'same' });
    const twice = await wa.send(room, '这是坏词吗', { clientId: 'same' });
    expect(twice.id).toBe(again.id);
    expect(
      (await t.pool.query('SELECT count(*)::int AS n FROM chat_messages WHERE room_id = $1', [room])).rows[0]
        .n,
    ).toBe(2);
    // Sending in a room not joined is refused.
    expect((await wa.send(hall, 'x')).code).toBe('CHAT/NOT_IN_ROOM');
    wa.close();
    wb.close();
  });

  it('slow mode: of 30 sends at once from one member exactly one is stored; the others hear the wait', async () => {
    const u = await createUser(t.app);
    const sockets = await Promise.all(
      [0, 1, 2].map(() => connectChat(chatUrl(t.app, `token=${u.chatToken}`))),
    );
    await Promise.all(sockets.map((s) => s.join(slowRoom)));
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => sockets[i % 3]!.send(slowRoom, `fast ${i}`)),
    );
    expect(results.filter((r) => r.code === 'OK')).toHaveLength(1);
    const refused = results.filter((r) => r.code === 'CHAT/SLOW_MODE');
    expect(refused.length + 1).toBe(30 - results.filter((r) => r.code === 'CHAT/TOO_FAST').length);
    expect(refused[0]?.retry_after).toBeGreaterThan(0);
    const stored = await t.pool.query(
      'SELECT count(*)::int AS n FROM chat_messages WHERE room_id = $1 AND sender_user_id = $2',
      [slowRoom, u.id],
    );
    expect(stored.rows[0].n).toBe(1);
    for (const s of sockets) s.close();
  });

  it('concurrent sends from many members: every message stored once, every member receives all in id order', async () => {
    const room = await newRoom();
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser(t.app)));
    const sockets = await Promise.all(users.map((u) => connectChat(chatUrl(t.app, `token=${u.chatToken}`))));
    await Promise.all(sockets.map((s) => s.join(room)));
    const results = await Promise.all(sockets.flatMap((s) => [1, 2, 3].map((i) => s.send(room, `n${i}`))));
    expect(results.every((r) => r.code === 'OK')).toBe(true);
    const ids = results.map((r) => r.id!).sort((a, b) => a - b);
    for (const s of sockets) {
      await waitFor(() => s.messageIds(room).length === ids.length, { what: 'all messages' });
      expect(s.messageIds(room)).toEqual(ids);
    }
    for (const s of sockets) s.close();
  });
});

describe('reconnect catch-up', () => {
  it('a socket dropped mid-stream gets exactly the messages it missed on reconnect: no gap, no duplicate', async () => {
    const u = await createUser(t.app);
    const room = await newRoom();
    const chat = t.app.modules.chat;
    const post = (i: number) =>
      chat.postMessage(room, {
        command: ChatCommand.ROOM_MESSAGE,
        content: { type: 'text', body: `s${i}` },
        senderUserId: u.id,
      });
    let ws = await connectChat(chatUrl(t.app, `token=${u.chatToken}`));
    await ws.join(room);
    const seen: number[] = [];
    // 120 messages posted concurrently in bursts while the socket is dropped and reopened twice.
    const posting = (async () => {
      for (let burst = 0; burst < 12; burst++) {
        await Promise.all(Array.from({ length: 10 }, (_, i) => post(burst * 10 + i)));
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    for (let drop = 0; drop < 2; drop++) {
      await waitFor(() => ws.messageIds(room).length >= 15, { what: 'some messages before the drop' });
      seen.push(...ws.messageIds(room));
      ws.ws.terminate();
      ws = await connectChat(chatUrl(t.app, `token=${u.chatToken}`));
      const joined = await ws.join(room, Math.max(...seen));
      expect(joined.content).toMatchObject({ truncated: false });
    }
    await posting;
    const all = (
      await t.pool.query<{ id: string }>('SELECT id FROM chat_messages WHERE room_id = $1 ORDER BY id', [
        room,
      ])
    ).rows.map((r) => Number(r.id));
    expect(all).toHaveLength(120);
    await waitFor(
      () => seen.length + ws.messageIds(room).length >= 120 && ws.messageIds(room).at(-1) === all.at(-1),
      { what: 'the last message' },
    );
    // Frames received before a drop but after its snapshot are not counted: the client only
    // trusts what it saw up to the id it reconnects with.
    const received = [...seen, ...ws.messageIds(room)];
    expect(received).toEqual(all);
    ws.close();
  });

  it('too many missed messages: JOINED says truncated and none are sent (the client reloads page 1)', async () => {
    const u = await createUser(t.app);
    const room = await newRoom();
    const first = await t.app.modules.chat.postMessage(room, {
      command: ChatCommand.ROOM_MESSAGE,
      content: { type: 'text', body: 'x' },
      senderUserId: u.id,
    });
    for (let i = 0; i < 151; i++)
      await t.app.modules.chat.postMessage(room, {
        command: ChatCommand.ROOM_MESSAGE,
        content: { type: 'text', body: `y${i}` },
        senderUserId: u.id,
      });
    const ws = await connectChat(chatUrl(t.app, `token=${u.chatToken}`));
    const joined = await ws.join(room, first.id);
    expect(joined.content).toMatchObject({ truncated: true });
    expect(ws.messageIds(room)).toEqual([]);
    ws.close();
  });
});

describe('the socket', () => {
  it('refuses a foreign Origin, a missing or bad token', async () => {
    const u = await createUser(t.app);
    await expect(
      connectChat(chatUrl(t.app, `token=${u.chatToken}`), { headers: { origin: 'https://evil.example' } }),
    ).rejects.toThrow(/403/);
    const port = new URL(chatUrl(t.app, '')).port;
    await expect(
      connectChat(chatUrl(t.app, `token=${u.chatToken}`), {
        headers: { origin: `http://127.0.0.1:${port}` },
      }),
    ).resolves.toBeTruthy();
    await expect(connectChat(chatUrl(t.app, ''))).rejects.toThrow(/403/);
    await expect(connectChat(chatUrl(t.app, 'token=nope'))).rejects.toThrow(/403/);
  });

  it('too many pages open: the extra socket hears TOO_MANY_PAGES and is closed (4001)', async () => {
    const u = await createUser(t.app);
    const open = await Promise.all(
      Array.from({ length: 5 }, () => connectChat(chatUrl(t.app, `token=${u.chatToken}`))),
    );
    for (const s of open) await s.join(hall);
    const extra = await connectChat(chatUrl(t.app, `token=${u.chatToken}`));
    const f = await extra.next((x) => x.command === ChatCommand.TOO_MANY_PAGES);
    expect(f.content).toMatchObject({ msg: CHAT_MSG.tooManyPages });
    expect((await extra.closed).code).toBe(CHAT_CLOSE.tooManyPages);
    open[0]!.close();
    await open[0]!.closed;
    await waitFor(
      async () => {
        const again = await connectChat(chatUrl(t.app, `token=${u.chatToken}`));
        const ok = (await again.join(hall)).command === ChatCommand.JOINED;
        again.close();
        return ok;
      },
      { what: 'a tab to free up' },
    );
    for (const s of open) s.close();
  });

  it('closes a socket that floods frames (1008) and answers the application ping', async () => {
    const u = await createUser(t.app);
    const ws = await connectChat(chatUrl(t.app, `token=${u.chatToken}`));
    ws.ws.send(JSON.stringify({ command: ChatCommand.CLIENT_PING }));
    await ws.next((f) => f.command === ChatCommand.HEARTBEAT);
    for (let i = 0; i < 40; i++) ws.ws.send(JSON.stringify({ command: ChatCommand.CLIENT_PING }));
    expect((await ws.closed).code).toBe(1008);
  });

  it('closes the sockets of a session that logs out', async () => {
    const u = await createUser(t.app);
    const ws = await connectChat(chatUrl(t.app, `token=${u.chatToken}`));
    await ws.join(hall);
    expect((await requester(t.app).get('/app-api/v/user/logout', u.headers)).status).toBe(200);
    // The accounts module announces the revocation on the bus; the hub checks that user at once.
    expect((await ws.closed).code).toBe(CHAT_CLOSE.unauthorized);
  });
});

describe('award notices', () => {
  it('a settled win above the chat threshold reaches every chat socket, names cut to 8 characters', async () => {
    const u = await createUser(t.app);
    const ws = await connectChat(chatUrl(t.app, `token=${u.chatToken}`));
    await ws.join(hall);
    await t.pool.query(
      `INSERT INTO system_config (company_id, config_key, config_value) VALUES ($1, 'chat_award_min_reward', '500'), ($1, 'lottery_win_message_popup', '8')
       ON CONFLICT (company_id, config_key) DO UPDATE SET config_value = EXCLUDED.config_value`,
      [companyId],
    );
    await t.app.modules.chat.invalidate(companyId, 'config');
    await t.app.bus.publish(AWARD_CHANNEL, {
      nickname: 'small',
      userName: 'sm***l',
      gameName: '香港六合彩',
      gameId: 1,
      reward: 100,
      companyId,
    });
    await t.app.bus.publish(AWARD_CHANNEL, {
      nickname: '一二三四五六七八九十',
      userName: 'ab***c',
      gameName: 'Mark Six Hong Kong',
      gameId: 1,
      reward: 8888,
      companyId,
    });
    const f = await ws.next((x) => x.command === ChatCommand.AWARD_NOTICE);
    const n = f.content as ChatAwardNotice;
    expect(n).toMatchObject({
      nickname: '一二三四五六七八…',
      gameName: 'Mark Six…',
      reward: 8888,
      popupSeconds: 8,
    });
    expect(f.id).toBeGreaterThan(0);
    expect(ws.frames.filter((x) => x.command === ChatCommand.AWARD_NOTICE)).toHaveLength(1);
    ws.close();
  });

  it('a notice reaches a socket once, live or caught up, however often it is delivered', async () => {
    const notice = (nickname: string) => ({
      nickname,
      userName: 'on***e',
      gameName: '香港六合彩',
      gameId: 1,
      reward: 9000,
      companyId,
      sourceId: `bet:${nickname}-${Date.now()}`,
    });
    const awardIds = (s: Awaited<ReturnType<typeof connectChat>>) =>
      s.frames.filter((x) => x.command === ChatCommand.AWARD_NOTICE).map((x) => x.id);
    const live = await connectChat(chatUrl(t.app, `token=${(await createUser(t.app)).chatToken}`));
    await live.join(hall);
    const first = notice('once');
    await t.app.bus.publish(AWARD_CHANNEL, first);
    const named = (name: string) => (x: { command: number; content: unknown }) =>
      x.command === ChatCommand.AWARD_NOTICE && (x.content as ChatAwardNotice).nickname === name;
    const id = (await live.next(named('once'))).id;
    // Connecting inside the popup window: the catch-up read sends it.
    const late = await connectChat(chatUrl(t.app, `token=${(await createUser(t.app)).chatToken}`));
    await waitFor(() => awardIds(late).includes(id), { what: 'the caught-up notice' });
    // The same notice delivered again (a live send racing a catch-up read looks the same).
    await t.app.bus.publish(AWARD_CHANNEL, first);
    await t.app.bus.publish(AWARD_CHANNEL, notice('marker'));
    for (const s of [live, late]) await s.next(named('marker'));
    await new Promise((r) => setTimeout(r, 100));
    for (const s of [live, late]) expect(awardIds(s).filter((x) => x === id)).toHaveLength(1);
    live.close();
    late.close();
  });
});
