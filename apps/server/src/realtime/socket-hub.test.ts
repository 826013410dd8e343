import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ErrorCode, msg } from '@sixmark/shared';
import { waitFor } from '../../test/wait';
import { AppError } from '../lib/errors';
import { createMemoryBus, type Bus } from './bus';
import { createBusRooms, registerSocketEndpoint, type SocketEndpoint, type SocketHub } from './socket-hub';

/** Opens a socket and answers how the upgrade ended: open (101) or the refusal's status and body. */
const attempt = (url: string, opts: WebSocket.ClientOptions = {}) =>
  new Promise<{ ws: WebSocket; status: number; body: string }>((resolve, reject) => {
    const ws = new WebSocket(url, opts);
    ws.once('open', () => resolve({ ws, status: 101, body: '' }));
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += String(d)));
      res.on('end', () => {
        resolve({ ws, status: res.statusCode ?? 0, body });
        ws.terminate();
      });
    });
    ws.once('error', (e) => reject(e));
  });

const closeOf = (ws: WebSocket) =>
  new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

describe('socket hub', () => {
  let app: FastifyInstance;
  let hub: SocketHub;
  let url: string;
  const echoed: string[] = [];
  const start = async (opts: Partial<SocketEndpoint<string>> = {}) => {
    app = Fastify();
    await app.register(websocket);
    hub = registerSocketEndpoint<string>(app, {
      path: '/ws-test',
      admit: async (request) => {
        const token = (request.query as { token?: string }).token;
        if (token !== 'good') throw new AppError(ErrorCode.TOKEN_INVALID);
        return `user:${token}`;
      },
      open: ({ socket, identity }) => ({
        message: (text) => {
          echoed.push(text);
          socket.send(`${identity}:${text}`);
        },
        closed: () => undefined,
      }),
      allowedOrigins: ['https://partner.example'],
      ...opts,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws-test?token=good`;
  };
  afterEach(async () => {
    echoed.length = 0;
    await app?.close();
  });

  it("refuses an upgrade its admission hook refuses, with the hook's code, before any socket", async () => {
    await start();
    const r = await attempt(url.replace('token=good', 'token=bad'));
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toMatchObject({ success: false, code: 'UC/TOKEN_INVALID' });
    expect(hub.stats()).toEqual({ sockets: 0, addresses: 0 });
    const ok = await attempt(url);
    expect(ok.status).toBe(101);
    ok.ws.send('hi');
    await new Promise((r) => ok.ws.once('message', r));
    expect(echoed).toEqual(['hi']);
    ok.ws.close();
  });

  it('refuses another site with 来源不被允许 and lets its own, listed and Origin-less clients in', async () => {
    await start();
    const port = (app.server.address() as AddressInfo).port;
    const evil = await attempt(url, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(JSON.parse(evil.body)).toMatchObject({ msg: msg.originRefused });
    const open = await Promise.all([
      attempt(url, { origin: `http://127.0.0.1:${port}` }),
      attempt(url, { origin: 'https://partner.example' }),
      attempt(url),
    ]);
    expect(open.map((o) => o.status)).toEqual([101, 101, 101]);
    for (const o of open) o.ws.close();
  });

  it('drops a socket that does not answer a ping by the next heartbeat', async () => {
    await start({ heartbeatMs: 100 });
    const silent = new WebSocket(url, { autoPong: false });
    const polite = new WebSocket(url);
    await Promise.all([silent, polite].map((ws) => new Promise((r) => ws.once('open', r))));
    expect(await closeOf(silent)).toBe(1006);
    expect(polite.readyState).toBe(WebSocket.OPEN);
    polite.close();
  });

  it('closes a socket past its messages per second with 1008, before the endpoint sees them', async () => {
    await start({ limits: { messagesPerSecond: 5 } });
    const r = await attempt(url);
    const closed = closeOf(r.ws);
    for (let i = 0; i < 6; i++) r.ws.send(String(i));
    expect(await closed).toBe(1008);
    expect(echoed).toEqual(['0', '1', '2', '3', '4']);
  });

  it('refuses sockets past the per-address limit with 429 连接过多 until one closes', async () => {
    await start({ limits: { socketsPerAddress: 2 } });
    const open = [await attempt(url), await attempt(url)];
    const refused = await attempt(url);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'SYS/RATE_LIMITED', msg: msg.tooManyConnections });
    expect(hub.stats()).toEqual({ sockets: 2, addresses: 1 });
    open[0]!.ws.close();
    await waitFor(() => hub.stats().sockets === 1);
    const again = await attempt(url);
    expect(again.status).toBe(101);
    for (const o of [open[1]!, again]) o.ws.close();
    await waitFor(() => hub.stats().sockets === 0);
    expect(hub.stats()).toEqual({ sockets: 0, addresses: 0 });
  });
});

/** A memory bus that lists its live subscriptions by channel. */
function watchedBus(): Bus & { live: Map<string, number> } {
  const inner = createMemoryBus();
  const live = new Map<string, number>();
  return {
    kind: inner.kind,
    live,
    publish: (c, m) => inner.publish(c, m),
    close: () => inner.close(),
    subscribe(channel, handler) {
      live.set(channel, (live.get(channel) ?? 0) + 1);
      const off = inner.subscribe(channel, handler);
      return () => {
        const n = (live.get(channel) ?? 1) - 1;
        if (n > 0) live.set(channel, n);
        else live.delete(channel);
        off();
      };
    },
  };
}

describe('bus rooms', () => {
  it("subscribes a room's channel on its first member and gives it back when the last leaves", async () => {
    const bus = watchedBus();
    const got: [string, unknown][] = [];
    const opened: string[] = [];
    const rooms = createBusRooms<string, string, { opened: string }>(bus, {
      channelOf: (key) => `ch:${key.split('/')[0]}`,
      onMessage: (channel, m) => got.push([channel, m]),
      open: (key) => {
        opened.push(key);
        return { opened: key };
      },
    });
    expect(bus.live.size).toBe(0);
    rooms.join('a/1', 'x');
    rooms.join('a/1', 'y');
    rooms.join('a/2', 'x');
    rooms.join('b/1', 'z');
    // Two rooms of one channel share one subscription; each room is made once.
    expect(Object.fromEntries(bus.live)).toEqual({ 'ch:a': 1, 'ch:b': 1 });
    expect(opened).toEqual(['a/1', 'a/2', 'b/1']);
    expect(rooms.get('a/1')?.members).toEqual(new Set(['x', 'y']));
    await bus.publish('ch:a', { n: 1 });
    await bus.publish('ch:c', { n: 2 });
    expect(got).toEqual([['ch:a', { n: 1 }]]);

    expect(rooms.leave('b/1', 'z')).toBe(true);
    expect(rooms.leave('b/1', 'z')).toBe(false);
    expect(bus.live.has('ch:b')).toBe(false);
    rooms.leave('a/1', 'x');
    expect(rooms.size).toBe(3 - 1);
    rooms.leave('a/1', 'y');
    expect(bus.live.get('ch:a')).toBe(1);
    rooms.leave('a/2', 'x');
    expect(bus.live.size).toBe(0);
    expect([rooms.size, rooms.channels]).toEqual([0, 0]);

    // A room that reopens is made afresh.
    rooms.join('a/1', 'x');
    expect(opened).toEqual(['a/1', 'a/2', 'b/1', 'a/1']);
    rooms.close();
    expect(bus.live.size).toBe(0);
  });
});
