import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { OpenInfo } from '@sixmark/shared';
import { createTestApp, describeWithRedis, testRedisUrl, type TestApp } from '../../test/helper';
import { connectGameClient as connect, waitFor } from '../../test/wait';
import { buildApp } from '../app';
import { createMemoryBus, createRedisBus } from './bus';
import { registerGameHub, type GameHub } from './game-hub';

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
      bus: await createRedisBus(testRedisUrl!),
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
    await waitFor(async () => Number(((await redis.pubsub('NUMSUB', 'sixmark:game:70')) as [string, number])[1]) >= 1, {
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
