import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ChatCommand } from '@sixmark/shared';
import { chatUrl, connectChat, type ChatClient } from '../../../test/chat';
import { createUser } from '../../../test/factories';
import {
  createTestApp,
  describeWithRedis,
  requester,
  testRedisUrl,
  type TestApp,
} from '../../../test/helper';
import { waitFor } from '../../../test/wait';
import { buildApp } from '../../app';
import { createRedisBus } from '../../realtime/bus';

describeWithRedis('chat across two processes on one Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let pool: pg.Pool;
  let companyId: number;

  const newRoom = async (secPerMess = 0) =>
    (
      await a.pool.query<{ id: number }>(
        `INSERT INTO chat_rooms (company_id, kind, name, sec_per_mess) VALUES ($1, 'public', 'redis', $2) RETURNING id`,
        [companyId, secPerMess],
      )
    ).rows[0]!.id;

  beforeAll(async () => {
    a = await createTestApp({ redisUrl: testRedisUrl }, { poolSize: 30 });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    pool = new pg.Pool({ connectionString: a.url, max: 20 });
    // The second process: same database and config, its own Redis bus and chat state.
    b = await buildApp(a.app.config, {
      database: { pool, embedded: undefined, close: async () => undefined },
      bus: await createRedisBus(testRedisUrl!),
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

  it('a message sent on one process reaches the members on both, exactly once each, in id order', async () => {
    const room = await newRoom();
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(a.app)));
    const sockets: ChatClient[] = await Promise.all(
      users.map((u, i) => connectChat(chatUrl(i % 2 === 0 ? a.app : b, `token=${u.chatToken}`))),
    );
    await Promise.all(sockets.map((s) => s.join(room)));
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const sender = sockets[i % sockets.length]!;
      const r = await sender.send(room, `hello ${i}`);
      expect(r.code).toBe('OK');
      ids.push(r.id!);
    }
    // Plus one from another module (red packets use postMessage) on process b.
    const posted = await b.modules.chat.postMessage(room, {
      command: ChatCommand.HONGBAO,
      content: { type: 'hongbao', body: '恭喜发财', extra: { hongbaoId: 1 } },
      senderUserId: users[0]!.id,
    });
    ids.push(posted.id);
    for (const s of sockets) {
      await waitFor(() => s.messageIds(room).length >= ids.length, { what: 'every message on every socket' });
      await new Promise((r) => setTimeout(r, 50));
      expect(s.messageIds(room)).toEqual(ids);
    }
    for (const s of sockets) s.close();
  });

  it('concurrent sends on both processes: every member receives every message once, in id order', async () => {
    const room = await newRoom();
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(a.app)));
    const sockets = await Promise.all(
      users.map((u, i) => connectChat(chatUrl(i % 2 === 0 ? a.app : b, `token=${u.chatToken}`))),
    );
    await Promise.all(sockets.map((s) => s.join(room)));
    const results = await Promise.all(sockets.flatMap((s) => [1, 2, 3, 4].map((i) => s.send(room, `c${i}`))));
    expect(results.every((r) => r.code === 'OK')).toBe(true);
    const ids = results.map((r) => r.id!).sort((x, y) => x - y);
    for (const s of sockets) {
      await waitFor(() => s.messageIds(room).length >= ids.length, { what: 'all concurrent messages' });
      expect(s.messageIds(room)).toEqual(ids);
    }
    for (const s of sockets) s.close();
  });

  it('slow mode holds across processes: 20 sends at once from sockets on both, one stored', async () => {
    const room = await newRoom(60);
    const u = await createUser(a.app);
    const sockets = await Promise.all(
      [a.app, b, a.app, b].map((app) => connectChat(chatUrl(app, `token=${u.chatToken}`))),
    );
    await Promise.all(sockets.map((s) => s.join(room)));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sockets[i % 4]!.send(room, `slow ${i}`)),
    );
    expect(results.filter((r) => r.code === 'OK')).toHaveLength(1);
    expect(results.filter((r) => r.code === 'CHAT/SLOW_MODE')).toHaveLength(19);
    const n = await a.pool.query('SELECT count(*)::int AS n FROM chat_messages WHERE room_id = $1', [room]);
    expect(n.rows[0].n).toBe(1);
    for (const s of sockets) s.close();
  });

  it('presence counts members on both processes; the tab cap counts tabs on both', async () => {
    const room = await newRoom();
    const [x, y] = [await createUser(a.app), await createUser(a.app)];
    const sx = await connectChat(chatUrl(a.app, `token=${x.chatToken}`));
    const sy = await connectChat(chatUrl(b, `token=${y.chatToken}`));
    await sx.join(room);
    await sy.join(room);
    expect(await a.app.modules.chat.totalPeople(room)).toBe(2);
    expect(await b.modules.chat.totalPeople(room)).toBe(2);
    const list = await requester(b).get('/chat-api/api/v1/getGroupClassList', {
      authorization: `Bearer ${y.chatToken}`,
    });
    expect(list.status).toBe(200);
    sy.close();
    await waitFor(async () => (await a.app.modules.chat.totalPeople(room)) === 1, {
      what: 'b to report the leave',
    });

    const tabs = await Promise.all(
      [a.app, b, a.app, b, a.app].map((app) => connectChat(chatUrl(app, `token=${x.chatToken}`))),
    );
    // x already has one socket (sx): the fifth of these is the sixth tab.
    const refused = await Promise.race(
      tabs.map((s) =>
        s.next((f) => f.command === ChatCommand.TOO_MANY_PAGES, { timeout: 3000 }).then(() => s),
      ),
    );
    expect((await refused.closed).code).toBe(4001);
    sx.close();
    for (const s of tabs) s.close();
  });

  it('a kick (evict) published on one process removes the member from the room on the other', async () => {
    const room = await newRoom();
    const u = await createUser(a.app);
    const s = await connectChat(chatUrl(b, `token=${u.chatToken}`));
    await s.join(room);
    await a.app.modules.chat.evict(`u:${u.id}`, room, {
      command: ChatCommand.KICKED,
      content: { room_id: room, until: null },
    });
    await s.next((f) => f.command === ChatCommand.KICKED);
    await waitFor(() => b.modules.chat.hub.members(room) === 0, { what: 'the kick on b' });
    s.close();
  });
});
