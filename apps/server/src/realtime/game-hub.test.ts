import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { OpenInfo } from '@sixmark/shared';
import { createTestApp, describeWithRedis, testRedisUrl, type TestApp } from '../../test/helper';
import { connectGameClient as connect, waitFor } from '../../test/wait';
import { buildApp } from '../app';
import { busPrefix, createMemoryBus, createRedisBus, type Bus } from './bus';
import { registerGameHub, type GameHub, type GameHubOptions } from './game-hub';

describe('game hub', () => {
  let app: FastifyInstance;
  let hub: GameHub;
  let url: string;
  beforeAll(async () => {
    app = Fastify();
    app.decorate('bus', createMemoryBus());
    await app.register(websocket);
    hub = registerGameHub(app, { heartbeatMs: 150 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws-game/70`;
  });
  afterAll(() => app.close());

  it('sends a topic only to its subscribers, until they unsubscribe', async () => {
    const a = await connect(url);
    const b = await connect(url);
    a.ws.send(JSON.stringify({ command: 'SUBSCRIBE', gameId: 70, type: 'RESULT' }));
    b.ws.send(JSON.stringify({ command: 'SUBSCRIBE', gameId: 70, type: 'VIDEO' }));
    await waitFor(() => hub.subscribers(70, 'RESULT') === 1 && hub.subscribers(70, 'VIDEO') === 1);
    await hub.publish(70, {
      command: 'BALL',
      content: { gameId: 70, type: 'RESULT', turnNum: '2026001', index: 1, num: 9, openNum: '9' },
    });
    await hub.publish(70, {
      command: 'VIDEO',
      content: { gameId: 70, type: 'VIDEO', liveUrl: 'https://live.example/a.m3u8' },
    });
    await waitFor(() => a.frames.length === 1 && b.frames.length === 1);
    expect(a.frames[0]!.command).toBe('BALL');
    expect(JSON.parse(a.frames[0]!.content)).toEqual({
      gameId: 70,
      type: 'RESULT',
      turnNum: '2026001',
      index: 1,
      num: 9,
      openNum: '9',
    });
    expect(b.frames[0]!.command).toBe('VIDEO');
    a.ws.send(JSON.stringify({ command: 'UNSUBSCRIBE', gameId: 70, type: 'RESULT' }));
    await waitFor(() => hub.subscribers(70, 'RESULT') === 0);
    a.ws.close();
    b.ws.close();
  });

  it('drops a client that does not answer the ping (pong timeout), keeps one that does', async () => {
    const silent = await connect(url, { autoPong: false });
    const polite = await connect(url);
    let closed = false;
    silent.ws.on('close', () => (closed = true));
    // Two heartbeats: the first ping goes unanswered, the second finds the client dead.
    await waitFor(() => closed, { timeout: 2000, what: 'the silent client to be dropped' });
    expect(polite.ws.readyState).toBe(WebSocket.OPEN);
    polite.ws.close();
  });
});

/** A memory bus that counts its live subscriptions, to see the hub give them back. */
function countingBus(): Bus & { live: () => number } {
  const inner = createMemoryBus();
  let live = 0;
  return {
    kind: inner.kind,
    publish: (c, m) => inner.publish(c, m),
    close: () => inner.close(),
    subscribe(channel, handler) {
      live++;
      const off = inner.subscribe(channel, handler);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        live--;
        off();
      };
    },
    live: () => live,
  };
}

/** Opens a socket and answers how the upgrade ended: open, or the HTTP status it was refused with. */
const attempt = (url: string, opts: WebSocket.ClientOptions = {}) =>
  new Promise<{ ws: WebSocket; status: number }>((resolve, reject) => {
    const ws = new WebSocket(url, opts);
    ws.once('open', () => resolve({ ws, status: 101 }));
    ws.once('unexpected-response', (_req, res) => {
      resolve({ ws, status: res.statusCode ?? 0 });
      ws.terminate();
    });
    ws.once('error', (e) => reject(e));
  });

describe('game hub limits (spec 3 sockets, attack findings)', () => {
  const GAMES = new Set([70, 71]);
  let app: FastifyInstance;
  let hub: GameHub;
  let bus: ReturnType<typeof countingBus>;
  let port: number;
  const start = async (opts: GameHubOptions) => {
    app = Fastify();
    bus = countingBus();
    app.decorate('bus', bus);
    await app.register(websocket);
    hub = registerGameHub(app, { gameExists: async (id) => GAMES.has(id), allowedOrigins: ['https://partner.example'], ...opts });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  };
  const url = (gameId = 70) => `ws://127.0.0.1:${port}/ws-game/${gameId}`;
  afterEach(async () => {
    await app?.close();
  });
  const zero = { sockets: 0, rooms: 0, busSubscriptions: 0, addresses: 0 };

  it('keeps nothing for unknown games or topics, caps rooms per socket, and gives everything back on close', async () => {
    await start({ limits: { messagesPerSecond: 100_000, subscriptionsPerSocket: 4 } });
    const a = await connect(url());
    for (let i = 0; i < 3000; i++) {
      a.ws.send(JSON.stringify({ command: 'SUBSCRIBE', gameId: 1000 + i, type: 'RESULT' }));
      a.ws.send(JSON.stringify({ command: 'SUBSCRIBE', gameId: 70, type: `T${i}` }));
    }
    a.ws.send(JSON.stringify({ command: 'SUBSCRIBE', gameId: 2 ** 60, type: 'RESULT' }));
    for (const gameId of [70, 71]) for (const type of ['RESULT', 'VIDEO', 'LIVE_URL_HISTORY']) a.ws.send(JSON.stringify({ command: 'SUBSCRIBE', gameId, type }));
    a.ws.send(JSON.stringify({ command: 'PING' }));
    await waitFor(() => a.frames.some((f) => f.command === 'PONG'));
    await waitFor(() => hub.stats().rooms === 4);
    expect(hub.stats()).toEqual({ sockets: 1, rooms: 4, busSubscriptions: 2, addresses: 1 });
    expect(bus.live()).toBe(2);

    // Leaving every topic of a game drops its rooms and its bus subscription.
    a.ws.send(JSON.stringify({ command: 'UNSUBSCRIBE', gameId: 71, type: 'RESULT' }));
    await waitFor(() => hub.stats().rooms === 3);
    expect(hub.stats().busSubscriptions).toBe(1);
    expect(bus.live()).toBe(1);

    const b = await connect(url(71));
    b.ws.send(JSON.stringify({ command: 'SUBSCRIBE', type: 'VIDEO' }));
    await waitFor(() => hub.subscribers(71, 'VIDEO') === 1);
    a.ws.close();
    b.ws.close();
    await waitFor(() => hub.stats().sockets === 0);
    expect(hub.stats()).toEqual(zero);
    expect(bus.live()).toBe(0);
  });

  it('refuses sockets past the per-address limit until one closes', async () => {
    await start({ limits: { socketsPerAddress: 3 } });
    const open = await Promise.all([1, 2, 3].map(() => attempt(url())));
    expect(open.map((o) => o.status)).toEqual([101, 101, 101]);
    expect((await attempt(url())).status).toBe(429);
    open[0]!.ws.close();
    await waitFor(() => hub.stats().sockets === 2);
    const again = await attempt(url());
    expect(again.status).toBe(101);
    for (const o of [...open.slice(1), again]) o.ws.close();
    await waitFor(() => hub.stats().sockets === 0);
    expect(hub.stats()).toEqual(zero);
  });

  it('closes a socket that sends more messages a second than allowed (1008)', async () => {
    await start({ limits: { messagesPerSecond: 10 } });
    const a = await connect(url());
    const closed = new Promise<number>((resolve, reject) => {
      a.ws.once('close', (code) => resolve(code));
      setTimeout(() => reject(new Error('socket was not closed')), 3000);
    });
    for (let i = 0; i < 11; i++) a.ws.send(JSON.stringify({ command: 'PING' }));
    expect(await closed).toBe(1008);
    expect(a.frames.filter((f) => f.command === 'PONG').length).toBeLessThanOrEqual(10);
    await waitFor(() => hub.stats().sockets === 0);
  });

  it('accepts its own origin, CORS_ORIGINS and clients without Origin; refuses other sites', async () => {
    await start({});
    expect((await attempt(url(), { origin: 'https://evil.example' })).status).toBe(403);
    expect((await attempt(url(), { origin: `http://localhost.evil.example:${port}` })).status).toBe(403);
    const own = await attempt(url(), { origin: `http://127.0.0.1:${port}` });
    const partner = await attempt(url(), { origin: 'https://partner.example' });
    const native = await attempt(url());
    expect([own.status, partner.status, native.status]).toEqual([101, 101, 101]);
    for (const o of [own, partner, native]) o.ws.close();
    await waitFor(() => hub.stats().sockets === 0);
  });
});

describeWithRedis('game socket across processes (Redis bus)', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let pool: pg.Pool;
  beforeAll(async () => {
    a = await createTestApp({ redisUrl: testRedisUrl, adminToken: 'hub-admin' });
    pool = new pg.Pool({ connectionString: a.url, max: 8 });
    // The second process: same database, its own Redis bus.
    b = await buildApp(a.app.config, {
      database: { pool, embedded: undefined, close: async () => undefined },
      bus: await createRedisBus(testRedisUrl!, busPrefix(a.app.config.databaseUrl)),
      logger: false,
    });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
    await pool?.end();
    await a?.close();
  });

  it('delivers balls drawn by one process to sockets of another, and refreshes its open info', async () => {
    const port = (b.server.address() as AddressInfo).port;
    const client = await connect(`ws://127.0.0.1:${port}/ws-game/70`);
    client.ws.send(JSON.stringify({ command: 'SUBSCRIBE', gameId: 70, type: 'RESULT' }));
    await client.roundTrip();
    // b's hub joins the game's Redis channel in the background: draw once Redis counts it.
    const redis = new Redis(testRedisUrl!);
    await waitFor(async () => Number(((await redis.pubsub('NUMSUB', `${busPrefix(a.app.config.databaseUrl)}game:70`)) as [string, number])[1]) >= 1, {
      what: "b's subscription to reach Redis",
    });
    await redis.quit();
    await a.app.modules.lottery.tick(Date.now(), [70]);
    const before = (
      await b.inject({ method: 'GET', url: '/app-api/v/lottery/openInfo?gameId=70' })
    ).json() as { data: OpenInfo };
    const res = await a.app.inject({
      method: 'POST',
      url: '/app-api/admin/lottery/70/draw-now',
      headers: { 'x-admin-token': 'hub-admin' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { turnNum } = (res.json() as { data: { turnNum: string } }).data;
    await a.app.modules.lottery.tick(Date.now() + 4000, [70]);
    const ball = JSON.parse((await client.nextFrame((f) => f.command === 'BALL')).content) as {
      turnNum: string;
      index: number;
    };
    expect(ball).toMatchObject({ turnNum, index: 1 });
    const after = (
      await b.inject({ method: 'GET', url: '/app-api/v/lottery/openInfo?gameId=70' })
    ).json() as { data: OpenInfo };
    expect(before.data.pre.turnNum).not.toBe(turnNum);
    expect(after.data.pre).toMatchObject({ turnNum, isStreaming: true });
    expect(after.data.pre.openNum.split(',')).toHaveLength(1);
    client.ws.close();
  });
});
