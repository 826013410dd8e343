import { TIMEOUTS } from '@sixmark/shared';
import { GAME_SOCKET_COMMANDS, GAME_TOPICS, type GameContent, type GameTopic } from '@sixmark/shared/api/lottery';

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

export type GameSocketState = 'connecting' | 'open' | 'closed' | 'offline';

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
  const Impl = options.WebSocketImpl ?? WebSocket;
  const pool = buildServerPool(options.servers ?? configuredGameServers(), options.poolSize ?? TIMEOUTS.gameServerPool);
  const types = options.types ?? GAME_TOPICS;
  let index = 0;
  let failures = 0;
  let ws: WebSocket | null = null;
  let state: GameSocketState = 'closed';
  let stopped = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (s: GameSocketState) => {
    if (s === state) return;
    state = s;
    options.onStateChange?.(s);
  };
  const clearTimers = () => {
    clearTimeout(reconnectTimer);
    clearInterval(heartbeatTimer);
    clearTimeout(pongTimer);
    reconnectTimer = heartbeatTimer = pongTimer = undefined;
  };
  const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

  const drop = (socket: WebSocket) => {
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    try {
      socket.close();
    } catch {
      // Closing a socket that never opened can throw in some browsers; it is gone either way.
    }
  };

  const scheduleReconnect = () => {
    if (stopped || !isOnline()) return;
    failures += 1;
    index = (index + 1) % pool.length;
    let delay: number = TIMEOUTS.gameReconnectMs;
    if (failures >= pool.length) {
      failures = 0;
      index = 0;
      delay = TIMEOUTS.gamePoolResetMs;
    }
    reconnectTimer = setTimeout(open, delay);
  };

  const onClosed = (socket: WebSocket) => {
    if (ws !== socket) return;
    ws = null;
    clearTimers();
    drop(socket);
    setState(isOnline() ? 'closed' : 'offline');
    scheduleReconnect();
  };

  function open() {
    if (stopped || !isOnline()) return;
    clearTimers();
    const socket = new Impl(gameSocketUrl(pool[index]!, options.gameId));
    ws = socket;
    setState('connecting');
    socket.onopen = () => {
      failures = 0;
      setState('open');
      for (const type of types)
        socket.send(JSON.stringify({ command: GAME_SOCKET_COMMANDS.subscribe, gameId: options.gameId, type }));
      heartbeatTimer = setInterval(() => {
        socket.send(JSON.stringify({ command: GAME_SOCKET_COMMANDS.ping, gameId: options.gameId }));
        if (pongTimer === undefined) pongTimer = setTimeout(() => onClosed(socket), TIMEOUTS.pongTimeoutMs);
      }, TIMEOUTS.heartbeatMs);
    };
    socket.onmessage = (ev: MessageEvent) => {
      // Any frame proves the connection alive, not only PONG.
      clearTimeout(pongTimer);
      pongTimer = undefined;
      const msg = parseGameFrame(ev.data);
      if (!msg || msg.command === GAME_SOCKET_COMMANDS.pong) return;
      if (msg.content.gameId !== undefined && Number(msg.content.gameId) !== options.gameId) return;
      options.onMessage(msg);
    };
    socket.onclose = () => onClosed(socket);
    socket.onerror = () => onClosed(socket);
  }

  const onOffline = () => {
    clearTimers();
    if (ws) drop(ws);
    ws = null;
    setState('offline');
  };
  const onOnline = () => {
    if (stopped || ws) return;
    failures = 0;
    open();
  };
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);

  if (isOnline()) open();
  else setState('offline');

  return {
    close() {
      stopped = true;
      clearTimers();
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      if (ws) drop(ws);
      ws = null;
      setState('closed');
    },
    get state() {
      return state;
    },
    get url() {
      return gameSocketUrl(pool[index]!, options.gameId);
    },
  };
}
