import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { TIMEOUTS, gameClientMessageSchema, type GameContent, type GameTopic } from '@sixmark/shared';

/** A frame as it travels on the bus (`game:{gameId}`); `content` is serialized once per process. */
export interface GameBusMessage {
  command: 'RESULT' | 'BALL' | 'VIDEO' | 'LIVE_URL_HISTORY';
  content: GameContent;
}

export interface GameHub {
  /** Sends a frame to every subscriber of the game, in every process (through the bus). */
  publish(gameId: number, message: GameBusMessage): Promise<void>;
  /** Sockets of this process subscribed to a game and topic. */
  subscribers(gameId: number, topic?: GameTopic): number;
}

const topicOf = (command: GameBusMessage['command']): GameTopic =>
  command === 'BALL' || command === 'RESULT' ? 'RESULT' : command;

interface Client {
  socket: WebSocket;
  alive: boolean;
  subs: Set<string>;
}

/**
 * The game socket `/ws-game/:gameId`: clients subscribe with `{ command: 'SUBSCRIBE', gameId,
 * type }`; frames published on the bus reach every process, which serializes each frame once
 * and writes the same bytes to all its subscribers. A ws ping goes out every 15 s and a client
 * that has not answered the previous one (pong) is dropped.
 */
export function registerGameHub(app: FastifyInstance, opts: { heartbeatMs?: number } = {}): GameHub {
  const rooms = new Map<string, Set<Client>>();
  const busSubs = new Map<number, () => void>();
  const clients = new Set<Client>();
  const key = (gameId: number, topic: GameTopic) => `${gameId}:${topic}`;

  const deliver = (gameId: number, raw: unknown) => {
    const m = raw as GameBusMessage;
    const room = rooms.get(key(gameId, topicOf(m.command)));
    if (!room || room.size === 0) return;
    const frame = Buffer.from(JSON.stringify({ command: m.command, content: JSON.stringify(m.content) }));
    for (const c of room) if (c.socket.readyState === 1) c.socket.send(frame, { binary: false });
  };

  const join = (c: Client, gameId: number, topic: GameTopic) => {
    const k = key(gameId, topic);
    let room = rooms.get(k);
    if (!room) rooms.set(k, (room = new Set()));
    room.add(c);
    c.subs.add(k);
    if (!busSubs.has(gameId))
      busSubs.set(
        gameId,
        app.bus.subscribe(`game:${gameId}`, (m) => deliver(gameId, m)),
      );
  };
  const leave = (c: Client, k: string) => {
    rooms.get(k)?.delete(c);
    c.subs.delete(k);
  };

  const heartbeatMs = opts.heartbeatMs ?? TIMEOUTS.heartbeatMs;
  const timer = setInterval(() => {
    for (const c of clients) {
      if (!c.alive) {
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      c.socket.ping();
    }
  }, heartbeatMs);
  timer.unref();

  app.get(
    '/ws-game/:gameId',
    { websocket: true, config: { rateLimit: false }, schema: { hide: true } },
    (socket, request) => {
      const pathGameId = Number((request.params as { gameId?: string }).gameId) || 0;
      const client: Client = { socket, alive: true, subs: new Set() };
      clients.add(client);
      socket.on('pong', () => {
        client.alive = true;
      });
      socket.on('message', (data) => {
        client.alive = true;
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(data));
        } catch {
          return;
        }
        const msg = gameClientMessageSchema.safeParse(parsed);
        if (!msg.success) return;
        const gameId = msg.data.gameId ?? pathGameId;
        const topic = msg.data.type ?? 'RESULT';
        if (msg.data.command === 'PING') {
          socket.send(JSON.stringify({ command: 'PONG', content: '' }));
        } else if (msg.data.command === 'SUBSCRIBE' && gameId > 0) {
          join(client, gameId, topic);
        } else if (msg.data.command === 'UNSUBSCRIBE') {
          leave(client, key(gameId, topic));
        }
      });
      socket.on('close', () => {
        for (const k of [...client.subs]) leave(client, k);
        clients.delete(client);
      });
    },
  );

  app.addHook('onClose', async () => {
    clearInterval(timer);
    for (const off of busSubs.values()) off();
    busSubs.clear();
    for (const c of clients) c.socket.terminate();
    clients.clear();
    rooms.clear();
  });

  return {
    publish: (gameId, message) => app.bus.publish(`game:${gameId}`, message),
    subscribers: (gameId, topic = 'RESULT') => rooms.get(key(gameId, topic))?.size ?? 0,
  };
}
