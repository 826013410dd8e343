import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { GAME_TOPICS, TIMEOUTS, gameClientMessageSchema, type GameContent, type GameTopic } from '@sixmark/shared';

/** A frame as it travels on the bus (`game:{gameId}`); `content` is serialized once per process. */
export interface GameBusMessage {
  command: 'RESULT' | 'BALL' | 'VIDEO' | 'LIVE_URL_HISTORY';
  content: GameContent;
}

export interface GameHubStats {
  sockets: number;
  /** Rooms (game + topic) with at least one socket. */
  rooms: number;
  /** Bus channels this process listens to (one per game with a room). */
  busSubscriptions: number;
  /** Client addresses with an open socket. */
  addresses: number;
}

export interface GameHub {
  /** Sends a frame to every subscriber of the game, in every process (through the bus). */
  publish(gameId: number, message: GameBusMessage): Promise<void>;
  /** Sockets of this process subscribed to a game and topic. */
  subscribers(gameId: number, topic?: GameTopic): number;
  stats(): GameHubStats;
}

export interface GameHubLimits {
  /** Rooms one socket may be in (the web client uses 3: one per topic of its game). */
  subscriptionsPerSocket: number;
  /** Open sockets per client address. */
  socketsPerAddress: number;
  /** Messages a socket may send per second; past it the socket is closed (1008). */
  messagesPerSecond: number;
}

export const DEFAULT_GAME_HUB_LIMITS: GameHubLimits = { subscriptionsPerSocket: 16, socketsPerAddress: 50, messagesPerSecond: 20 };

export interface GameHubOptions {
  heartbeatMs?: number;
  /** Whether a game id names a real game; only those can be subscribed. Default: any id. */
  gameExists?: (gameId: number) => Promise<boolean>;
  /** Origins allowed besides the site's own (CORS_ORIGINS). */
  allowedOrigins?: readonly string[];
  limits?: Partial<GameHubLimits>;
}

const TOPICS = new Set<string>(GAME_TOPICS);
const topicOf = (command: GameBusMessage['command']): GameTopic =>
  command === 'BALL' || command === 'RESULT' ? 'RESULT' : command;

interface Client {
  socket: WebSocket;
  address: string;
  alive: boolean;
  subs: Set<string>;
  windowStart: number;
  messages: number;
}

/**
 * Same-origin (the Origin's host is the Host the request came to), or listed in CORS_ORIGINS.
 * Requests without an Origin header (native clients, server tools, tests) are not browsers
 * acting for another site, so they pass.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * The game socket `/ws-game/:gameId`: clients subscribe with `{ command: 'SUBSCRIBE', gameId,
 * type }`; frames published on the bus reach every process, which serializes each frame once
 * and writes the same bytes to all its subscribers. A ws ping goes out every 15 s and a client
 * that has not answered the previous one (pong) is dropped.
 *
 * Nothing a client sends can grow the server without bound: only real games and the three
 * topics can be subscribed, a socket holds at most a few rooms, rooms and their bus
 * subscriptions go when their last socket leaves, and sockets per address, messages per
 * second and foreign origins are refused.
 */
export function registerGameHub(app: FastifyInstance, opts: GameHubOptions = {}): GameHub {
  const limits = { ...DEFAULT_GAME_HUB_LIMITS, ...opts.limits };
  const allowedOrigins = opts.allowedOrigins ?? [];
  const rooms = new Map<string, Set<Client>>();
  const topicsOfGame = new Map<number, number>();
  const busSubs = new Map<number, () => void>();
  const clients = new Set<Client>();
  const perAddress = new Map<string, number>();
  // Ids found to be real games; bounded by the games table. Unknown ids are never kept.
  const knownGames = new Set<number>();
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
    if (c.subs.has(k) || c.subs.size >= limits.subscriptionsPerSocket || c.socket.readyState !== 1) return;
    let room = rooms.get(k);
    if (!room) {
      rooms.set(k, (room = new Set()));
      topicsOfGame.set(gameId, (topicsOfGame.get(gameId) ?? 0) + 1);
    }
    room.add(c);
    c.subs.add(k);
    if (!busSubs.has(gameId)) busSubs.set(gameId, app.bus.subscribe(`game:${gameId}`, (m) => deliver(gameId, m)));
  };
  const leave = (c: Client, gameId: number, topic: GameTopic) => {
    const k = key(gameId, topic);
    if (!c.subs.delete(k)) return;
    const room = rooms.get(k);
    room?.delete(c);
    if (!room || room.size > 0) return;
    rooms.delete(k);
    const left = (topicsOfGame.get(gameId) ?? 1) - 1;
    if (left > 0) {
      topicsOfGame.set(gameId, left);
      return;
    }
    topicsOfGame.delete(gameId);
    busSubs.get(gameId)?.();
    busSubs.delete(gameId);
  };
  const parseKey = (k: string): [number, GameTopic] => {
    const [id, topic] = k.split(':');
    return [Number(id), topic as GameTopic];
  };

  const isGame = async (gameId: number): Promise<boolean> => {
    if (knownGames.has(gameId)) return true;
    if (!opts.gameExists) return true;
    const exists = await opts.gameExists(gameId).catch(() => false);
    if (exists) knownGames.add(gameId);
    return exists;
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

  const refuse = (reply: FastifyReply, status: number, message: string) =>
    reply.code(status).send({ success: false, code: status === 403 ? 'SYS/FORBIDDEN' : 'SYS/RATE_LIMITED', msg: message, data: null });

  // Checked before the upgrade, so a refused client costs no socket.
  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!originAllowed(request.headers.origin, request.headers.host, allowedOrigins)) return refuse(reply, 403, '来源不被允许');
    if ((perAddress.get(request.ip) ?? 0) >= limits.socketsPerAddress) return refuse(reply, 429, '连接过多，请稍后再试');
  };

  app.get(
    '/ws-game/:gameId',
    { websocket: true, config: { rateLimit: false }, schema: { hide: true }, preValidation: admit },
    (socket, request) => {
      const address = request.ip;
      // Two upgrades of one address can pass `admit` together; the count here is exact.
      if ((perAddress.get(address) ?? 0) >= limits.socketsPerAddress) {
        socket.close(1008, 'too many connections');
        return;
      }
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      const rawPathId = Number((request.params as { gameId?: string }).gameId);
      const pathGameId = Number.isSafeInteger(rawPathId) && rawPathId > 0 ? rawPathId : 0;
      const client: Client = { socket, address, alive: true, subs: new Set(), windowStart: Date.now(), messages: 0 };
      clients.add(client);
      socket.on('pong', () => {
        client.alive = true;
      });
      socket.on('message', (data) => {
        client.alive = true;
        const now = Date.now();
        if (now - client.windowStart >= 1000) {
          client.windowStart = now;
          client.messages = 0;
        }
        if (++client.messages > limits.messagesPerSecond) {
          socket.close(1008, 'too many messages');
          return;
        }
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
        if (!Number.isSafeInteger(gameId) || gameId <= 0 || !TOPICS.has(topic)) return;
        if (msg.data.command === 'PING') {
          socket.send(JSON.stringify({ command: 'PONG', content: '' }));
        } else if (msg.data.command === 'SUBSCRIBE') {
          if (client.subs.has(key(gameId, topic)) || client.subs.size >= limits.subscriptionsPerSocket) return;
          void isGame(gameId).then((ok) => {
            if (ok && clients.has(client)) join(client, gameId, topic);
          });
        } else if (msg.data.command === 'UNSUBSCRIBE') {
          leave(client, gameId, topic);
        }
      });
      socket.on('close', () => {
        if (!clients.delete(client)) return;
        for (const k of [...client.subs]) leave(client, ...parseKey(k));
        const n = (perAddress.get(address) ?? 1) - 1;
        if (n > 0) perAddress.set(address, n);
        else perAddress.delete(address);
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
    topicsOfGame.clear();
    perAddress.clear();
  });

  return {
    publish: (gameId, message) => app.bus.publish(`game:${gameId}`, message),
    subscribers: (gameId, topic = 'RESULT') => rooms.get(key(gameId, topic))?.size ?? 0,
    stats: () => ({ sockets: clients.size, rooms: rooms.size, busSubscriptions: busSubs.size, addresses: perAddress.size }),
  };
}
