/** Where a reconnecting socket stands. */
export type SocketState = 'connecting' | 'open' | 'closed' | 'offline';

/**
 * What follows a close the client did not ask for: another attempt after `delayMs`, a stop for
 * good with a reason, or a retry as soon as `when` answers true (a stop with `reason` otherwise).
 */
export type CloseDecision<S> =
  | { reconnect: number }
  | { stop: S }
  | { retryWhen: Promise<boolean>; elseStop: S };

export interface ReconnectingSocketOptions<F, S> {
  /**
   * The address of the next attempt, built before every attempt so a refreshed token, the next
   * server of a pool or the last id seen is picked up; `{ stop }` gives up instead.
   */
  url: () => string | { stop: S };
  /** A server frame, or null for one to ignore. */
  parse: (data: unknown) => F | null;
  /** Frames that only answer the heartbeat: they prove the connection alive and go no further. */
  isHeartbeat: (frame: F) => boolean;
  /** The frame sent every heartbeat. */
  ping: () => object;
  heartbeatMs: number;
  /** A connection silent this long after a ping is dropped (and reconnected). */
  pongTimeoutMs: number;
  onFrame: (frame: F) => void;
  /** Runs on every (re)connect: subscribe or join again, with the last ids seen. */
  onOpen?: (send: (frame: object) => boolean) => void;
  /**
   * Decides what follows a close, from its code (undefined when the heartbeat gave up) and
   * whether the browser is online (offline, a reconnect waits for the network instead).
   */
  onClose: (code: number | undefined, online: boolean) => CloseDecision<S>;
  /** The browser is back online and an attempt starts at once. */
  onResume?: () => void;
  onStateChange?: (state: SocketState) => void;
  /** The socket stopped for good; no attempt follows. */
  onStop?: (reason: S) => void;
  /**
   * Treat an error as the end of the attempt at once, without waiting for its close. Leave off
   * where the close code matters: the close that follows an error carries it.
   */
  closeOnError?: boolean;
  /** Injected in tests. */
  WebSocketImpl?: typeof WebSocket;
}

export interface ReconnectingSocket {
  /** Sends on the open connection; false when there is none. */
  send: (frame: object) => boolean;
  close: () => void;
  readonly state: SocketState;
}

/**
 * A WebSocket that stays connected (spec 3 §4): it pings every `heartbeatMs` and drops a
 * connection that stays silent for `pongTimeoutMs` after a ping (any frame counts as an answer),
 * reconnects after a close as `onClose` decides, and runs only while the browser is online:
 * offline it lets go of the connection and waits, online it tries again at once. JSON frames.
 */
export function connectReconnectingSocket<F, S>(options: ReconnectingSocketOptions<F, S>): ReconnectingSocket {
  const Impl = options.WebSocketImpl ?? WebSocket;
  let ws: WebSocket | null = null;
  let state: SocketState = 'closed';
  let stopped = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (s: SocketState) => {
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
  const sendOn = (socket: WebSocket, frame: object) => socket.send(JSON.stringify(frame));
  const send = (frame: object): boolean => {
    if (!ws || ws.readyState !== 1) return false;
    sendOn(ws, frame);
    return true;
  };

  const stop = (reason: S) => {
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
    const next = options.onClose(code, isOnline());
    if ('stop' in next) return stop(next.stop);
    if ('retryWhen' in next) {
      void next.retryWhen.then(
        (again) => (again && !stopped ? open() : stop(next.elseStop)),
        () => stop(next.elseStop),
      );
      return;
    }
    if (isOnline()) reconnectTimer = setTimeout(open, next.reconnect);
  };

  function open() {
    if (stopped || !isOnline() || ws) return;
    clearTimers();
    const url = options.url();
    if (typeof url !== 'string') return stop(url.stop);
    const socket = new Impl(url);
    ws = socket;
    setState('connecting');
    socket.onopen = () => {
      setState('open');
      // The socket that just opened, whatever its readyState reads in a test double.
      options.onOpen?.((frame) => (ws === socket ? (sendOn(socket, frame), true) : false));
      heartbeatTimer = setInterval(() => {
        sendOn(socket, options.ping());
        if (pongTimer === undefined) pongTimer = setTimeout(() => onClosed(socket), options.pongTimeoutMs);
      }, options.heartbeatMs);
    };
    socket.onmessage = (ev: MessageEvent) => {
      // Any frame proves the connection alive, not only the heartbeat's answer.
      clearTimeout(pongTimer);
      pongTimer = undefined;
      const frame = options.parse(ev.data);
      if (frame === null || options.isHeartbeat(frame)) return;
      options.onFrame(frame);
    };
    socket.onclose = (ev: CloseEvent) => onClosed(socket, ev?.code);
    socket.onerror = options.closeOnError ? () => onClosed(socket) : () => undefined;
  }

  const onOffline = () => {
    clearTimers();
    if (ws) drop(ws);
    ws = null;
    setState('offline');
  };
  const onOnline = () => {
    if (stopped || ws) return;
    options.onResume?.();
    open();
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
