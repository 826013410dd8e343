import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AWARD_CHANNEL, ChatCommand, type ChatAwardNotice } from '@sixmark/shared';
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
import { busPrefix, createRedisBus } from '../../realtime/bus';

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
  it('the image upload limit (20 a minute per identity) is shared: 50 at once on both processes, 20 pass', async () => {
    const u = await createUser(a.app);
    // Not multipart: a request the limiter lets through answers 400 (image required), so each
    // answer says whether the shared counter let it in (400) or refused it (429).
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 === 0 ? a.app : b).inject({
          method: 'POST',
          url: '/chat-api/chat/uploadImage',
          headers: { authorization: `Bearer ${u.chatToken}`, 'content-type': 'application/json' },
          payload: '{}',
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json().code).toBe('SYS/RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another identity has its own count.
    const v = await createUser(a.app);
    const other = await b.inject({
      method: 'POST',
      url: '/chat-api/chat/uploadImage',
      headers: { authorization: `Bearer ${v.chatToken}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(other.statusCode).toBe(400);
  });
  it('an award notice is stored once by the two processes, reaches sockets on both once, and is caught up on connect', async () => {
    await a.pool.query(
      `INSERT INTO system_config (company_id, config_key, config_value) VALUES ($1, 'chat_award_min_reward', '0'), ($1, 'lottery_win_message_popup', '30')
       ON CONFLICT (company_id, config_key) DO UPDATE SET config_value = EXCLUDED.config_value`,
      [companyId],
    );
    await a.app.modules.chat.invalidate(companyId, 'config');
    // Each process reads the new settings once the invalidation has reached it over Redis.
    for (const p of [a.app, b]) {
      await waitFor(
        async () => {
          const cfg = await p.modules.chat.core.settings(companyId);
          return cfg.awardMinReward === 0 && cfg.winPopupSeconds === 30;
        },
        { what: 'the award settings on both processes' },
      );
    }
    const [x, y, z] = [await createUser(a.app), await createUser(a.app), await createUser(a.app)];
    const sx = await connectChat(chatUrl(a.app, `token=${x.chatToken}`));
    const sy = await connectChat(chatUrl(b, `token=${y.chatToken}`));
    const sourceId = `bet:award-${Date.now()}`;
    const notice = { nickname: '一二三四五六七八九', userName: 'ab***c', gameName: '香港六合彩', gameId: 1, reward: 2000, companyId, sourceId };
    // Published on one bus, received by both processes: each stores (same id) and sends.
    await a.app.bus.publish(AWARD_CHANNEL, notice);
    const awards = (s: ChatClient) => s.frames.filter((f) => f.command === ChatCommand.AWARD_NOTICE);
    for (const s of [sx, sy]) await waitFor(() => awards(s).length === 1, { what: 'the notice on each socket' });
    const id = awards(sx)[0]!.id;
    expect(awards(sy)[0]!.id).toBe(id);
    await waitFor(async () => (await a.pool.query('SELECT 1 FROM chat_award_notices WHERE id = $1', [id])).rowCount === 1, { what: 'the stored row' });
    await new Promise((r) => setTimeout(r, 200));
    const stored = await a.pool.query('SELECT nickname, reward FROM chat_award_notices WHERE company_id = $1', [companyId]);
    expect(stored.rows).toEqual([{ nickname: '一二三四五六七八…', reward: '2000.00' }]);
    expect(awards(sx)).toHaveLength(1);
    expect(awards(sy)).toHaveLength(1);

    // A socket that (re)connects inside the popup window gets it, with the seconds left.
    const sz = await connectChat(chatUrl(b, `token=${z.chatToken}`));
    await waitFor(() => awards(sz).length === 1, { what: 'the caught-up notice' });
    const caught = awards(sz)[0]!;
    expect(caught.id).toBe(id);
    const left = (caught.content as ChatAwardNotice).popupSeconds;
    expect(left).toBeGreaterThan(20);
    expect(left).toBeLessThanOrEqual(30);

    // Operators list it.
    const list = await a.app.inject({ method: 'GET', url: '/app-api/admin/chat/award-notices', headers: { 'x-admin-token': a.app.config.adminToken } });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject({ total: 1, items: [{ id, nickname: '一二三四五六七八…', gameName: '香港六合彩', reward: 2000 }] });

    // Outside the window it is not sent again.
    await a.pool.query(`UPDATE chat_award_notices SET created_at = now() - interval '31 seconds' WHERE id = $1`, [id]);
    const late = await connectChat(chatUrl(a.app, `token=${z.chatToken}`));
    await late.join(await newRoom());
    expect(awards(late)).toHaveLength(0);
    for (const s of [sx, sy, sz, late]) s.close();
  });
});
