import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ChatCommand, ErrorCode } from '@sixmark/shared';
import { chatUrl, connectChat } from '../../../test/chat';
import { createUser } from '../../../test/factories';
import { createTestApp, describeWithRedis, testRedisUrl, type TestApp } from '../../../test/helper';
import { buildApp } from '../../app';
import { busPrefix, createRedisBus } from '../../realtime/bus';

/**
 * Moderation and customer service across two server processes on one Redis: the operator calls
 * process a, the users are connected to process b.
 */
describeWithRedis('chat-social across two processes on one Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let pool: pg.Pool;
  let companyId: number;
  const admin = () => ({ 'x-admin-token': a.app.config.adminToken });

  const newRoom = async () =>
    (await a.pool.query<{ id: number }>(`INSERT INTO chat_rooms (company_id, kind, name) VALUES ($1, 'public', 'redis-social') RETURNING id`, [companyId])).rows[0]!.id;

  beforeAll(async () => {
    a = await createTestApp({ redisUrl: testRedisUrl }, { poolSize: 30 });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    pool = new pg.Pool({ connectionString: a.url, max: 20 });
    b = await buildApp(a.app.config, {
      database: { pool, embedded: undefined, close: async () => undefined },
      bus: await createRedisBus(testRedisUrl!, busPrefix(a.app.config.databaseUrl)),
      logger: false,
    });
    await b.listen({ port: 0, host: '127.0.0.1' });
    companyId = await a.app.companyId();
    // Both processes' subscriptions must be live on Redis before the first publish.
    await new Promise((r) => setTimeout(r, 200));
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await pool?.end();
    await a?.close();
  });

  it('a deletion, a mute and a kick made on one process reach the member’s socket on the other', async () => {
    const room = await newRoom();
    const [u, v] = await Promise.all([createUser(a.app), createUser(a.app)]);
    const su = await connectChat(chatUrl(b, `token=${u.chatToken}`));
    const sv = await connectChat(chatUrl(b, `token=${v.chatToken}`));
    await su.join(room);
    await sv.join(room);
    const sent = await su.send(room, '跨进程的消息');
    expect(sent.code).toBe('OK');

    const del = await a.app.inject({ method: 'POST', url: `/app-api/admin/chat/messages/${sent.id}/delete`, headers: admin() });
    expect(del.statusCode, del.body).toBe(200);
    for (const s of [su, sv]) {
      expect((await s.next((f) => f.command === ChatCommand.MESSAGE_DELETED)).content).toEqual({ room_id: room, message_id: sent.id });
    }

    const mute = await a.app.inject({ method: 'POST', url: '/app-api/admin/chat/mutes', headers: admin(), payload: { userId: u.id, minutes: 5 } });
    expect(mute.statusCode, mute.body).toBe(200);
    await su.next((f) => f.command === ChatCommand.MUTED);
    expect((await su.send(room, '禁言中')).code).toBe(ErrorCode.CHAT_MUTED);

    const kick = await a.app.inject({ method: 'POST', url: `/app-api/admin/chat/rooms/${room}/kick`, headers: admin(), payload: { userId: v.id } });
    expect(kick.statusCode, kick.body).toBe(200);
    await sv.next((f) => f.command === ChatCommand.KICKED);
    expect((await sv.send(room, '还在吗')).code).toBe(ErrorCode.CHAT_NOT_IN_ROOM);
    su.close();
    sv.close();
  });

  it('slow mode and word filter set on one process hold on the other at once', async () => {
    const room = await newRoom();
    const u = await createUser(a.app);
    const s = await connectChat(chatUrl(b, `token=${u.chatToken}`));
    await s.join(room);
    expect((await s.send(room, '热身')).code).toBe('OK');
    const word = `跨进程词${Date.now().toString(36)}`;
    expect((await a.app.inject({ method: 'POST', url: '/app-api/admin/chat/words', headers: admin(), payload: { word, replacement: '##' } })).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'PUT', url: `/app-api/admin/chat/rooms/${room}`, headers: admin(), payload: { sec_per_mess: 60 } })).statusCode).toBe(200);
    await s.next((f) => f.command === ChatCommand.ROOM_UPDATED);
    const first = await s.send(room, `说${word}`);
    expect(first.code).toBe('OK');
    const stored = await a.pool.query<{ body: string }>(`SELECT body FROM chat_messages WHERE id = $1`, [first.id]);
    expect(stored.rows[0]!.body).toBe('说##');
    expect((await s.send(room, '第二条')).code).toBe(ErrorCode.CHAT_SLOW_MODE);
    s.close();
  });

  it('an operator’s answer on one process reaches the guest connected to the other', async () => {
    const staff = await createUser(a.app);
    await a.pool.query(`UPDATE users SET chat_level = 2 WHERE id = $1`, [staff.id]);
    await a.pool.query(`INSERT INTO chat_cs_staff (user_id, company_id, nickname) VALUES ($1, $2, '跨进程客服')`, [staff.id, companyId]);
    const guest = (await b.inject({ method: 'GET', url: '/chat-api/chat/guest/id-generation' })).json().data as { hash_id: string };
    const roomId = (
      await b.inject({ method: 'POST', url: '/chat-api/chat/guest/init-room', headers: { authorization: `Bearer ${guest.hash_id}` }, payload: { friend_id: staff.id } })
    ).json().data.id as number;
    const s = await connectChat(chatUrl(b, `token=${encodeURIComponent(guest.hash_id)}&isGuest=1`));
    await s.join(roomId);
    expect((await s.send(roomId, '有人吗')).code).toBe('OK');
    const reply = await a.app.inject({ method: 'POST', url: `/app-api/admin/chat/cs/conversations/${roomId}/reply`, headers: admin(), payload: { content: '您好' } });
    expect(reply.statusCode, reply.body).toBe(200);
    const f = await s.next((x) => x.id === reply.json().data.id);
    expect(f).toMatchObject({ command: ChatCommand.GUEST_MESSAGE, content: { body: '您好', userinfo: { nickname: '跨进程客服' } } });
    s.close();
  });
});
