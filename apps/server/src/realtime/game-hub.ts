import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { GAME_TOPICS, gameClientMessageSchema, type GameContent, type GameTopic } from '@sixmark/shared';
import {
  createBusRooms,
  DEFAULT_SOCKET_LIMITS,
  registerSocketEndpoint,
  type SocketLimits,
  type SocketSession,
} from './socket-hub';

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

export interface GameHubLimits extends SocketLimits {
  /** Rooms one socket may be in (the web client uses 3: one per topic of its game). */
  subscriptionsPerSocket: number;
}

export const DEFAULT_GAME_HUB_LIMITS: GameHubLimits = {
  subscriptionsPerSocket: 16,
  ...DEFAULT_SOCKET_LIMITS,
};

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
const channelOf = (gameId: number) => `game:${gameId}`;
/** A room is one topic of one game; the topics of a game share its bus channel. */
const roomKey = (gameId: number, topic: GameTopic) => `${gameId}:${topic}`;
const gameOfRoom = (key: string) => Number(key.slice(0, key.indexOf(':')));

interface Client {
  socket: WebSocket;
  subs: Set<string>;
}

/**
 * The game socket `/ws-game/:gameId`, a thin protocol on the socket hub: clients subscribe with
 * `{ command: 'SUBSCRIBE', gameId, type }`; frames published on the bus reach every process,
 * which serializes each frame once and writes the same bytes to all its subscribers.
 *
 * Nothing a client sends can grow the server without bound: only real games and the three
 * topics can be subscribed, a socket holds at most a few rooms, rooms and their bus
 * subscriptions go when their last socket leaves; the hub refuses sockets per address,
 * messages per second and foreign origins.
 */
export function registerGameHub(app: FastifyInstance, opts: GameHubOptions = {}): GameHub {
  const limits = { ...DEFAULT_GAME_HUB_LIMITS, ...opts.limits };
  // Ids found to be real games; bounded by the games table. Unknown ids are never kept.
  const knownGames = new Set<number>();
  const clients = new Set<Client>();

  const deliver = (channel: string, raw: unknown) => {
    const m = raw as GameBusMessage;
    const room = rooms.get(roomKey(Number(channel.slice('game:'.length)), topicOf(m.command)));
    if (!room) return;
    const frame = Buffer.from(JSON.stringify({ command: m.command, content: JSON.stringify(m.content) }));
    for (const c of room.members) if (c.socket.readyState === 1) c.socket.send(frame, { binary: false });
  };
  const rooms = createBusRooms<string, Client>(app.bus, {
    channelOf: (key) => channelOf(gameOfRoom(key)),
    onMessage: deliver,
    open: () => undefined,
  });

  const join = (c: Client, key: string) => {
    if (c.subs.has(key) || c.subs.size >= limits.subscriptionsPerSocket || c.socket.readyState !== 1) return;
    rooms.join(key, c);
    c.subs.add(key);
  };
  const leave = (c: Client, key: string) => {
    if (c.subs.delete(key)) rooms.leave(key, c);
  };

  const isGame = async (gameId: number): Promise<boolean> => {
    if (knownGames.has(gameId)) return true;
    if (!opts.gameExists) return true;
    const exists = await opts.gameExists(gameId).catch(() => false);
    if (exists) knownGames.add(gameId);
    return exists;
  };

  const onMessage = (c: Client, pathGameId: number, text: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    const msg = gameClientMessageSchema.safeParse(parsed);
    if (!msg.success) return;
    const gameId = msg.data.gameId ?? pathGameId;
    const topic = msg.data.type ?? 'RESULT';
    if (!Number.isSafeInteger(gameId) || gameId <= 0 || !TOPICS.has(topic)) return;
    const key = roomKey(gameId, topic);
    if (msg.data.command === 'PING') {
      c.socket.send(JSON.stringify({ command: 'PONG', content: '' }));
    } else if (msg.data.command === 'SUBSCRIBE') {
      if (c.subs.has(key) || c.subs.size >= limits.subscriptionsPerSocket) return;
      void isGame(gameId).then((ok) => {
        if (ok && clients.has(c)) join(c, key);
      });
    } else if (msg.data.command === 'UNSUBSCRIBE') {
      leave(c, key);
    }
  };

  const hub = registerSocketEndpoint(app, {
    path: '/ws-game/:gameId',
    admit: async () => undefined,
    allowedOrigins: opts.allowedOrigins,
    limits,
    heartbeatMs: opts.heartbeatMs,
    open: ({ socket, request }): SocketSession => {
      const rawPathId = Number((request.params as { gameId?: string }).gameId);
      const pathGameId = Number.isSafeInteger(rawPathId) && rawPathId > 0 ? rawPathId : 0;
      const c: Client = { socket, subs: new Set() };
      clients.add(c);
      return {
        message: (text) => onMessage(c, pathGameId, text),
        closed: () => {
          clients.delete(c);
          for (const key of [...c.subs]) leave(c, key);
        },
      };
    },
  });

  app.addHook('onClose', async () => {
    rooms.close();
    clients.clear();
  });

  return {
    publish: (gameId, message) => app.bus.publish(channelOf(gameId), message),
    subscribers: (gameId, topic = 'RESULT') => rooms.get(roomKey(gameId, topic))?.members.size ?? 0,
    stats: () => ({ ...hub.stats(), rooms: rooms.size, busSubscriptions: rooms.channels }),
  };
}
