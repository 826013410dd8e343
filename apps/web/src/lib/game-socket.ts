import { TIMEOUTS } from '@sixmark/shared';
import { GAME_SOCKET_COMMANDS, GAME_TOPICS, type GameContent, type GameTopic } from '@sixmark/shared/api/lottery';
import { connectReconnectingSocket, type SocketState } from './reconnecting-socket';

export { GAME_SOCKET_COMMANDS };
export type GameSocketType = GameTopic;

/** The parsed `content` of a server frame (fields are trusted loosely: a frame may omit any). */
export type GameSocketContent = Partial<GameContent>;

export interface GameSocketMessage {
  command: string;
  content: GameSocketContent;
}

export interface GameSocketOptions {
  gameId: number;
  onMessage: (message: GameSocketMessage) => void;
  types?: readonly GameSocketType[];
  /** Base URLs (http(s) or ws(s)); the pool repeats them up to `poolSize` entries. Default: this origin. */
  servers?: string[];
  poolSize?: number;
  /** Injected in tests. */
  WebSocketImpl?: typeof WebSocket;
  onStateChange?: (state: GameSocketState) => void;
}

export type GameSocketState = SocketState;

export interface GameSocket {
  close: () => void;
  readonly state: GameSocketState;
  /** The address the socket is (re)connecting to. */
  readonly url: string;
}

/** Game socket servers from the build configuration (comma list), else this origin. */
export function configuredGameServers(): string[] {
  const raw = (import.meta.env.VITE_GAME_WS_SERVERS as string | undefined) ?? '';
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length ? list : [typeof window !== 'undefined' ? window.location.origin : 'http://localhost'];
}

/** A pool of `size` entries cycling through the configured servers (spec 3: a pool of 40). */
export function buildServerPool(servers: string[], size: number = TIMEOUTS.gameServerPool): string[] {
  const base = servers.length ? servers : configuredGameServers();
  return Array.from({ length: size }, (_, i) => base[i % base.length]!);
}

/** `https://host` → `wss://host/ws-game/{gameId}`. */
export function gameSocketUrl(base: string, gameId: number): string {
  const u = new URL(base, typeof window !== 'undefined' ? window.location.href : 'http://localhost');
  u.protocol = u.protocol === 'https:' || u.protocol === 'wss:' ? 'wss:' : 'ws:';
  u.pathname = `${u.pathname.replace(/\/$/, '')}/ws-game/${gameId}`;
  u.search = '';
  u.hash = '';
  return u.toString();
}

/** Parses a server frame; `content` arrives as a JSON string (or, tolerated, an object). */
export function parseGameFrame(data: unknown): GameSocketMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = JSON.parse(data) as { command?: unknown; content?: unknown };
    if (!frame || typeof frame.command !== 'string') return null;
    let content: GameSocketContent = {};
    if (typeof frame.content === 'string' && frame.content) content = JSON.parse(frame.content) as GameSocketContent;
    else if (frame.content && typeof frame.content === 'object') content = frame.content as GameSocketContent;
    return { command: frame.command, content };
  } catch {
    return null;
  }
}

/**
 * Opens the game socket with spec 3 §4's rules: subscribe on open, PING every 15 s and drop the
 * connection when nothing answers within 15 s, on close try the next server of the pool after
 * 1 s, wait 5 s once the whole pool failed, and run only while the browser is online.
 */
export function connectGameSocket(options: GameSocketOptions): GameSocket {
  const pool = buildServerPool(options.servers ?? configuredGameServers(), options.poolSize ?? TIMEOUTS.gameServerPool);
  const types = options.types ?? GAME_TOPICS;
  const { gameId } = options;
  let index = 0;
  let failures = 0;
  const socket = connectReconnectingSocket<GameSocketMessage, never>({
    url: () => gameSocketUrl(pool[index]!, gameId),
    parse: parseGameFrame,
    isHeartbeat: (msg) => msg.command === GAME_SOCKET_COMMANDS.pong,
    ping: () => ({ command: GAME_SOCKET_COMMANDS.ping, gameId }),
    heartbeatMs: TIMEOUTS.heartbeatMs,
    pongTimeoutMs: TIMEOUTS.pongTimeoutMs,
    onFrame: (msg) => {
      if (msg.content.gameId !== undefined && Number(msg.content.gameId) !== gameId) return;
      options.onMessage(msg);
    },
    onOpen: (send) => {
      failures = 0;
      for (const type of types) send({ command: GAME_SOCKET_COMMANDS.subscribe, gameId, type });
    },
    onClose: (_code, online) => {
      // Offline, nothing is tried (the network's return starts again); no failure is counted.
      if (!online) return { reconnect: TIMEOUTS.gameReconnectMs };
      failures += 1;
      index = (index + 1) % pool.length;
      if (failures < pool.length) return { reconnect: TIMEOUTS.gameReconnectMs };
      failures = 0;
      index = 0;
      return { reconnect: TIMEOUTS.gamePoolResetMs };
    },
    onResume: () => {
      failures = 0;
    },
    onStateChange: options.onStateChange,
    // Game frames carry no close code worth waiting for: an error ends the attempt at once.
    closeOnError: true,
    WebSocketImpl: options.WebSocketImpl,
  });
  return {
    close: socket.close,
    get state() {
      return socket.state;
    },
    get url() {
      return gameSocketUrl(pool[index]!, gameId);
    },
  };
}
