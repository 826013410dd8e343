import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ChatCommand } from '@sixmark/shared';
import { chatUrl, connectChat } from '../../../test/chat';
import { createUser } from '../../../test/factories';
import { assertLedgerBalanced, createTestApp, describeWithRedis, testRedisUrl, type TestApp } from '../../../test/helper';
import { createRoom, expireNow, grabPacket, sentPacketId, sharesOf } from '../../../test/hongbao';
import { waitFor } from '../../../test/wait';
import { buildApp } from '../../app';
import { busPrefix, createRedisBus } from '../../realtime/bus';

// Two server processes on one database and one Redis: the packet, its grab updates and its
// expiry behave as on one process.
describeWithRedis('red packets across two processes on one Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let pool: pg.Pool;

  beforeAll(async () => {
    a = await createTestApp({ redisUrl: testRedisUrl }, { poolSize: 24 });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    pool = new pg.Pool({ connectionString: a.url, max: 20 });
    b = await buildApp(a.app.config, {
      database: { pool, embedded: undefined, close: async () => undefined },
      bus: await createRedisBus(testRedisUrl!, busPrefix(a.app.config.databaseUrl)),
      logger: false,
    });
    await b.listen({ port: 0, host: '127.0.0.1' });
    // Both processes' subscriptions must be live on Redis before the first publish.
    await new Promise((r) => setTimeout(r, 200));
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await pool?.end();
    await a?.close();
  });

  it('shows the packet and every grab on sockets of both processes; grabs through both give each share once; two expiries refund once', async () => {
    const room = await createRoom(a.app);
    const sender = await createUser(a.app, { money: 100_000 });
    const watchers = await Promise.all([createUser(a.app), createUser(a.app)]);
    const [onA, onB] = await Promise.all([
      connectChat(chatUrl(a.app, `token=${watchers[0]!.chatToken}`)),
      connectChat(chatUrl(b, `token=${watchers[1]!.chatToken}`)),
    ]);
    await Promise.all([onA.join(room), onB.join(room)]);

    const id = await sentPacketId(a.app, sender, { roomId: room, amount: 12, count: 12 });
    for (const s of [onA, onB]) {
      const f = await s.next((x) => x.command === ChatCommand.HONGBAO);
      expect((f.content as { extra: { hongbaoId: number } }).extra.hongbaoId).toBe(id);
    }
    // 20 members grab 12 shares at once, half through each process.
    const grabbers = await Promise.all(Array.from({ length: 20 }, () => createUser(a.app)));
    const results = await Promise.all(grabbers.map((g, i) => grabPacket(i % 2 === 0 ? a.app : b, g, id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(12);
    const shares = await sharesOf(a.pool, id);
    expect(new Set(shares.map((s) => s.user_id)).size).toBe(12);
    // Both sockets hear the finish, whichever process the last grab ran on.
    const finished = (f: { command: number; content: unknown }) =>
      f.command === ChatCommand.HONGBAO_GRAB && (f.content as { extra: { status: string } }).extra.status === 'finished';
    await Promise.all([onA.next(finished, { timeout: 10_000 }), onB.next(finished, { timeout: 10_000 })]);
    await waitFor(() => onA.frames.filter((f) => f.command === ChatCommand.HONGBAO_GRAB).length >= 12, { what: 'a frame per grab on process a' });

    // A second packet left partly unclaimed: the expiry job of both processes at once refunds it once.
    const id2 = await sentPacketId(a.app, sender, { roomId: room, amount: 5, count: 5 });
    expect((await grabPacket(b, grabbers[0]!, id2)).status).toBe(200);
    await expireNow(a.pool, id2);
    const [ca, cb] = await Promise.all([a.app.modules.hongbao.expireOnce(), b.modules.hongbao.expireOnce()]);
    expect([...ca, ...cb].filter((c) => c.id === id2)).toHaveLength(1);
    const refunds = await a.pool.query('SELECT 1 FROM wallet_ledger WHERE reference = $1', [`hongbao-refund:${id2}`]);
    expect(refunds.rowCount).toBe(1);
    const expired = (f: { command: number; content: unknown }) => {
      const extra = (f.content as { extra?: { id?: number; status?: string } }).extra;
      return f.command === ChatCommand.HONGBAO_GRAB && extra?.id === id2 && extra.status === 'expired';
    };
    await Promise.all([onA.next(expired), onB.next(expired)]);
    await assertLedgerBalanced(a.pool);
    onA.close();
    onB.close();
  }, 120_000);
});
