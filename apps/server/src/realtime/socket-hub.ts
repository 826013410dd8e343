import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { ErrorCode, msg, TIMEOUTS } from '@sixmark/shared';
import { AppError } from '../lib/errors';
import type { Bus } from './bus';

/**
 * The socket hub: what every socket endpoint (`/ws-game`, `/ws-chat`, `/ws-notify`) shares.
 * It admits an upgrade (origin, sockets per address, the endpoint's own auth hook), keeps each
 * socket alive or drops it (ping and pong), closes a socket that sends too fast, and counts
 * what is open. The endpoint keeps only its protocol: what a socket's messages mean and which
 * frames it gets. Rooms whose messages come over the bus are {@link createBusRooms}.
 */

/** Limits of one endpoint; parameters so an operator setting can feed them later. */
export interface SocketLimits {
  /** Open sockets per client address (this process); past it the upgrade is refused with 429. */
  socketsPerAddress: number;
  /** Messages a socket may send per second; past it the socket is closed (1008). */
  messagesPerSecond: number;
}

export const DEFAULT_SOCKET_LIMITS: SocketLimits = { socketsPerAddress: 50, messagesPerSecond: 20 };

/** Close code of a socket refused or dropped by policy (RFC 6455 1008). */
export const POLICY_CLOSE = 1008;

/** One open socket as the hub hands it to the endpoint. */
export interface HubSocket<I> {
  readonly socket: WebSocket;
  /** What the endpoint's admission hook answered for this socket's upgrade. */
  readonly identity: I;
  readonly address: string;
  readonly request: FastifyRequest;
}

/** What an endpoint does with one socket once it is open. */
export interface SocketSession {
  /** A message the hub let through (rate checked), as text. */
  message(text: string): void;
  /** The socket closed; called once. */
  closed(): void;
}

export interface SocketEndpoint<I> {
  path: string;
  /**
   * Checks the upgrade request before a socket exists (after origin and address checks) and
   * answers the socket's identity; throws an AppError to refuse with its status and code.
   */
  admit: (request: FastifyRequest) => Promise<I>;
  /** A socket was admitted and is open: the endpoint's protocol starts here. */
  open: (s: HubSocket<I>) => SocketSession;
  /** Origins allowed besides the site's own (CORS_ORIGINS). */
  allowedOrigins?: readonly string[];
  limits?: Partial<SocketLimits>;
  /** How often sockets are pinged; one that has not answered the previous ping is dropped. */
  heartbeatMs?: number;
  /** After each ping round (session checks that ride on the heartbeat). */
  afterHeartbeat?: () => void;
  /** At app close: terminate (default) or close with 1001, which clients take as "reconnect later". */
  onShutdown?: 'terminate' | 'going-away';
}

export interface SocketHubStats {
  sockets: number;
  /** Client addresses with an open socket. */
  addresses: number;
}

export interface SocketHub {
  stats(): SocketHubStats;
}

/**
 * Same-origin (the Origin's host is the Host the request came to), or listed in CORS_ORIGINS.
 * Requests without an Origin header (native clients, server tools, tests) are not browsers
 * acting for another site, so they pass.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}

interface Live {
  socket: WebSocket;
  alive: boolean;
  windowStart: number;
  messages: number;
}

/** Open sockets per address; the count on open is exact, the one at admission only saves a socket. */
class AddressCounts {
  private readonly counts = new Map<string, number>();
  constructor(private readonly max: number) {}
  full(address: string): boolean {
    return (this.counts.get(address) ?? 0) >= this.max;
  }
  add(address: string): void {
    this.counts.set(address, (this.counts.get(address) ?? 0) + 1);
  }
  remove(address: string): void {
    const n = (this.counts.get(address) ?? 1) - 1;
    if (n > 0) this.counts.set(address, n);
    else this.counts.delete(address);
  }
  get size(): number {
    return this.counts.size;
  }
  clear(): void {
    this.counts.clear();
  }
}

/** True while a socket stays under its messages per second; fixed one-second windows. */
function withinRate(live: Live, perSecond: number, now = Date.now()): boolean {
  if (now - live.windowStart >= 1000) {
    live.windowStart = now;
    live.messages = 0;
  }
  return ++live.messages <= perSecond;
}

/** Pings every socket; one that has not answered since the previous ping is dropped. */
function pingRound(sockets: Iterable<Live>): void {
  for (const live of sockets) {
    if (!live.alive) {
      live.socket.terminate();
      continue;
    }
    live.alive = false;
    live.socket.ping();
  }
}

const refuse = (reply: FastifyReply, err: AppError) =>
  reply.code(err.statusCode).send({ success: false, code: err.code, msg: err.message, data: null });

/** Registers a socket endpoint on the hub: `GET path` upgraded to a WebSocket. */
export function registerSocketEndpoint<I>(app: FastifyInstance, endpoint: SocketEndpoint<I>): SocketHub {
  const limits = { ...DEFAULT_SOCKET_LIMITS, ...endpoint.limits };
  const allowedOrigins = endpoint.allowedOrigins ?? [];
  const addresses = new AddressCounts(limits.socketsPerAddress);
  const sockets = new Set<Live>();
  const admitted = new WeakMap<FastifyRequest, { identity: I }>();

  // Checked before the upgrade, so a refused client costs no socket.
  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!originAllowed(request.headers.origin, request.headers.host, allowedOrigins))
      return refuse(reply, new AppError(ErrorCode.FORBIDDEN, { message: msg.originRefused }));
    if (addresses.full(request.ip))
      return refuse(reply, new AppError(ErrorCode.RATE_LIMITED, { message: msg.tooManyConnections }));
    try {
      admitted.set(request, { identity: await endpoint.admit(request) });
    } catch (err) {
      if (err instanceof AppError) return refuse(reply, err);
      throw err;
    }
  };

  const open = (socket: WebSocket, request: FastifyRequest) => {
    const address = request.ip;
    const admission = admitted.get(request);
    // Two upgrades of one address can pass `admit` together; the count here is exact.
    if (!admission || addresses.full(address)) {
      socket.close(POLICY_CLOSE, 'too many connections');
      return;
    }
    addresses.add(address);
    const live: Live = { socket, alive: true, windowStart: Date.now(), messages: 0 };
    sockets.add(live);
    const session = endpoint.open({ socket, identity: admission.identity, address, request });
    socket.on('pong', () => {
      live.alive = true;
    });
    socket.on('message', (data) => {
      live.alive = true;
      if (!withinRate(live, limits.messagesPerSecond)) {
        socket.close(POLICY_CLOSE, 'too many messages');
        return;
      }
      session.message(String(data));
    });
    socket.on('close', () => {
      if (!sockets.delete(live)) return;
      addresses.remove(address);
      session.closed();
    });
  };

  app.get(
    endpoint.path,
    { websocket: true, config: { rateLimit: false }, schema: { hide: true }, preValidation: admit },
    open,
  );

  const timer = setInterval(() => {
    pingRound(sockets);
    endpoint.afterHeartbeat?.();
  }, endpoint.heartbeatMs ?? TIMEOUTS.heartbeatMs);
  timer.unref();

  app.addHook('onClose', async () => {
    clearInterval(timer);
    for (const live of sockets) {
      if (endpoint.onShutdown === 'going-away') live.socket.close(1001, 'server closing');
      else live.socket.terminate();
    }
  });

  return { stats: () => ({ sockets: sockets.size, addresses: addresses.size }) };
}

/* ---------------- rooms over the bus ---------------- */

export interface BusRoom<K, M, R> {
  readonly key: K;
  /** Members in this process: sockets (or a socket's subscriptions) joined or joining. */
  readonly members: Set<M>;
  /** The endpoint's own state of the room (a delivery queue, a chain head), made by `open`. */
  readonly data: R;
}

export interface BusRoomsOptions<K, R> {
  /** The bus channel carrying a room's messages; rooms may share one. */
  channelOf: (key: K) => string;
  /** A message on a channel this process listens to. */
  onMessage: (channel: string, message: unknown) => void;
  /** Makes a room's state when its first member joins (after its channel is subscribed). */
  open: (key: K) => R;
}

export interface BusRooms<K, M, R> {
  /** Adds a member, opening the room (and subscribing its channel) on its first. */
  join(key: K, member: M): BusRoom<K, M, R>;
  /** Removes a member; the room goes when empty, and its channel when no room uses it. */
  leave(key: K, member: M): boolean;
  get(key: K): BusRoom<K, M, R> | undefined;
  keys(): K[];
  values(): IterableIterator<BusRoom<K, M, R>>;
  readonly size: number;
  /** Bus channels this process listens to for these rooms. */
  readonly channels: number;
  /** Gives every subscription back (app close). */
  close(): void;
}

/**
 * Room membership over the bus: a process listens to a room's channel only while one of its
 * sockets is in the room, so a message published anywhere reaches the processes that have
 * members and no other, and nothing a client does keeps a subscription after it leaves.
 */
export function createBusRooms<K, M, R = undefined>(
  bus: Bus,
  opts: BusRoomsOptions<K, R>,
): BusRooms<K, M, R> {
  const rooms = new Map<K, BusRoom<K, M, R>>();
  const channels = new Map<string, { rooms: number; off: () => void }>();

  const holdChannel = (channel: string) => {
    const held = channels.get(channel);
    if (held) held.rooms++;
    else channels.set(channel, { rooms: 1, off: bus.subscribe(channel, (m) => opts.onMessage(channel, m)) });
  };
  const releaseChannel = (channel: string) => {
    const held = channels.get(channel);
    if (!held || --held.rooms > 0) return;
    channels.delete(channel);
    held.off();
  };

  return {
    join(key, member) {
      let room = rooms.get(key);
      if (!room) {
        holdChannel(opts.channelOf(key));
        room = { key, members: new Set(), data: opts.open(key) };
        rooms.set(key, room);
      }
      room.members.add(member);
      return room;
    },
    leave(key, member) {
      const room = rooms.get(key);
      if (!room?.members.delete(member)) return false;
      if (room.members.size === 0) {
        rooms.delete(key);
        releaseChannel(opts.channelOf(key));
      }
      return true;
    },
    get: (key) => rooms.get(key),
    keys: () => [...rooms.keys()],
    values: () => rooms.values(),
    get size() {
      return rooms.size;
    },
    get channels() {
      return channels.size;
    },
    close() {
      for (const held of channels.values()) held.off();
      channels.clear();
      rooms.clear();
    },
  };
}
