import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeWithRedis, testRedisUrl, type TestApp } from '../../test/helper';
import { waitFor } from '../../test/wait';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { busPrefix, createMemoryBus, createRedisBus, siteNamespace } from './bus';

it('delivers in-process messages to every subscriber until unsubscribed', async () => {
  const bus = createMemoryBus();
  const got: unknown[] = [];
  const off = bus.subscribe('game:70', (m) => got.push(m));
  await bus.publish('game:70', { ball: 7 });
  await bus.publish('game:90', { ball: 1 });
  off();
  await bus.publish('game:70', { ball: 8 });
  expect(got).toEqual([{ ball: 7 }]);
});

describeWithRedis('with Redis (several server processes)', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let pool: pg.Pool;
  let other: TestApp;
  beforeAll(async () => {
    if (!testRedisUrl) throw new Error('REQUIRE_SERVICES=1 but TEST_REDIS_URL is not set');
    a = await createTestApp({ redisUrl: testRedisUrl, rateLimitPerMinute: 1000 });
    // The second process of a's site: same database, its own connection to the same Redis.
    pool = new pg.Pool({ connectionString: a.url, max: 4 });
    b = await buildApp(a.app.config, {
      database: { pool, embedded: undefined, close: async () => undefined },
      bus: await createRedisBus(testRedisUrl, busPrefix(a.app.config.databaseUrl)),
      logger: false,
    });
    // Another site (its own database) on the same Redis.
    other = await createTestApp({ redisUrl: testRedisUrl });
  });
  afterAll(async () => {
    await b?.close();
    await pool?.end();
    await a?.close();
    await other?.close();
  });

  it('fans a message out to subscribers of another bus', async () => {
    const prefix = `sixmark-test-${Date.now()}:`;
    const one = await createRedisBus(testRedisUrl!, prefix);
    const two = await createRedisBus(testRedisUrl!, prefix);
    const got: unknown[] = [];
    two.subscribe('chat', (m) => got.push(m));
    // The bus subscribes in the background: publish once Redis counts the subscriber.
    const redis = new Redis(testRedisUrl!);
    await waitFor(async () => Number(((await redis.pubsub('NUMSUB', `${prefix}chat`)) as [string, number])[1]) === 1, {
      what: 'the subscription to reach Redis',
    });
    await redis.quit();
    await one.publish('chat', { text: '你好' });
    await waitFor(() => got.length === 1);
    expect(got[0]).toEqual({ text: '你好' });
    await one.close();
    await two.close();
  });

  it("drops a cached config file in every process of the site when one invalidates it, not in another site's", async () => {
    expect(a.app.bus.kind).toBe('redis');
    const url = '/sys-upload/data/json/config_chat.json';
    for (const app of [a.app, b, other.app]) {
      await app.inject({ method: 'GET', url });
      expect(app.staticJson.get(url)).toBeDefined();
    }
    await a.app.staticJson.invalidate('system_config');
    await waitFor(() => b.staticJson.get(url) === undefined);
    expect(a.app.staticJson.get(url)).toBeUndefined();
    // The other site's copy is of its own database: a's change says nothing about it. (A round
    // trip on its bus first, so a message of a's that reached it would have arrived by now.)
    const seen: unknown[] = [];
    const off = other.app.bus.subscribe('ping', (m) => seen.push(m));
    await waitFor(async () => {
      await other.app.bus.publish('ping', 1);
      return seen.length > 0;
    });
    off();
    expect(other.app.staticJson.get(url)).toBeDefined();
  });

  it('names channels by the site, so two sites on one Redis do not hear each other', () => {
    expect(busPrefix(a.app.config.databaseUrl)).not.toBe(busPrefix(other.app.config.databaseUrl));
    expect(busPrefix('postgres://u@h:5432/live')).toBe('sixmark:live:');
    expect(busPrefix(undefined)).toBe('sixmark:sixmark:');
  });

  it('counts rate limits in Redis, shared by every process', async () => {
    const res = await a.app.inject({ method: 'GET', url: '/app-api/company/get', remoteAddress: '10.9.8.7' });
    expect(Number(res.headers['x-ratelimit-limit'])).toBe(1000);
    const redis = new Redis(testRedisUrl!);
    // Named by the site, as the bus is: another site on the Redis counts its own.
    const keys = await redis.keys(`sixmark-rl:${siteNamespace(a.app.config.databaseUrl)}:*10.9.8.7*`);
    await redis.quit();
    expect(keys.length).toBeGreaterThan(0);
  });
});
