import { TIMEOUTS } from '@sixmark/shared';
import { CHAT_CLOSE, ChatCommand, parseChatFrame, type ChatFrame } from './protocol';

export type ChatSocketState = 'connecting' | 'open' | 'closed' | 'offline';
/** Why the socket stopped for good (no reconnect follows). */
export type ChatSocketStop = 'tooManyPages' | 'unauthorized' | 'maintenance';

export interface ChatSocketOptions {
  /** Built before every attempt, so a refreshed token or the last id is picked up. */
  url: () => string | null;
  onFrame: (frame: ChatFrame) => void;
  /** Runs on every (re)connect: join rooms with the last ids seen. */
  onOpen?: (send: (frame: object) => boolean) => void;
  onStateChange?: (state: ChatSocketState) => void;
  /** The server closed with a code that forbids reconnecting. */
  onStop?: (reason: ChatSocketStop) => void;
  /**
   * The server refused the token: answer true after refreshing it to reconnect at once, false
   * to stay closed.
   */
  onUnauthorized?: () => Promise<boolean>;
  WebSocketImpl?: typeof WebSocket;
}

export interface ChatSocket {
  send: (frame: object) => boolean;
  close: () => void;
  readonly state: ChatSocketState;
}

/** `/ws-chat` on this origin, with the token (or guest flag) in the address (spec 3 §7). */
export function chatSocketUrl(params: Record<string, string | number | undefined>, base?: string): string {
  const origin = base ?? (typeof window !== 'undefined' ? window.location.href : 'http://localhost');
  const u = new URL('/ws-chat', origin);
  if (base && /^wss?:|^https?:/.test(base)) {
    const b = new URL(base);
    u.host = b.host;
    u.pathname = b.pathname && b.pathname !== '/' ? b.pathname : '/ws-chat';
  }
  u.protocol = u.protocol === 'https:' || u.protocol === 'wss:' ? 'wss:' : 'ws:';
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') u.searchParams.set(k, String(v));
  return u.toString();
}

/**
 * The chat socket of spec 3 §4: OPEN or CLOSED; on CLOSED it reconnects after 3 s unless it was
 * closed on purpose; it runs only while the browser is online; it pings every 15 s and drops a
 * connection that stays silent for 15 s after a ping. The server's 'too many pages' close stops
 * it for good (spec 3 §8).
 */
export function connectChatSocket(options: ChatSocketOptions): ChatSocket {
  const Impl = options.WebSocketImpl ?? WebSocket;
  let ws: WebSocket | null = null;
  let state: ChatSocketState = 'closed';
  let stopped = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (s: ChatSocketState) => {
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
      // A socket that never opened may throw on close; it is gone either way.
    }
  };
  const send = (frame: object): boolean => {
    if (!ws || ws.readyState !== 1) return false;
    ws.send(JSON.stringify(frame));
    return true;
  };

  const stop = (reason: ChatSocketStop) => {
    stopped = true;
    clearTimers();
    setState('closed');
    options.onStop?.(reason);
  };

  const onClosed = (socket: WebSocket, code?: number) => {
    if (ws !== socket) return;
    ws = null;
    clearTimers();
    drop(socket);
    setState(isOnline() ? 'closed' : 'offline');
    if (stopped) return;
    if (code === CHAT_CLOSE.tooManyPages) return stop('tooManyPages');
    if (code === CHAT_CLOSE.maintenance) return stop('maintenance');
    if (code === CHAT_CLOSE.unauthorized) {
      if (!options.onUnauthorized) return stop('unauthorized');
      void options.onUnauthorized().then(
        (again) => (again && !stopped ? open() : stop('unauthorized')),
        () => stop('unauthorized'),
      );
      return;
    }
    if (isOnline()) reconnectTimer = setTimeout(open, TIMEOUTS.chatReconnectMs);
  };

  function open() {
    if (stopped || !isOnline() || ws) return;
    clearTimers();
    const url = options.url();
    if (!url) return stop('unauthorized');
    const socket = new Impl(url);
    ws = socket;
    setState('connecting');
    socket.onopen = () => {
      setState('open');
      options.onOpen?.(send);
      heartbeatTimer = setInterval(() => {
        send({ command: ChatCommand.CLIENT_PING });
        if (pongTimer === undefined) pongTimer = setTimeout(() => onClosed(socket), TIMEOUTS.pongTimeoutMs);
      }, TIMEOUTS.heartbeatMs);
    };
    socket.onmessage = (ev: MessageEvent) => {
      // Any frame proves the connection alive, not only the pong.
      clearTimeout(pongTimer);
      pongTimer = undefined;
      const frame = parseChatFrame(ev.data);
      if (!frame || frame.command === ChatCommand.HEARTBEAT) return;
      options.onFrame(frame);
    };
    socket.onclose = (ev: CloseEvent) => onClosed(socket, ev?.code);
    socket.onerror = () => undefined;
  }

  const onOffline = () => {
    clearTimers();
    if (ws) drop(ws);
    ws = null;
    setState('offline');
  };
  const onOnline = () => {
    if (!stopped && !ws) open();
  };
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);

  if (isOnline()) open();
  else setState('offline');

  return {
    send,
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
  };
}
