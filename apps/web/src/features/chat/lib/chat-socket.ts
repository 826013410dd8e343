import { TIMEOUTS } from '@sixmark/shared';
import { connectReconnectingSocket, type ReconnectingSocket, type SocketState } from '@/lib/reconnecting-socket';
import { CHAT_CLOSE, ChatCommand, parseChatFrame, type ChatFrame } from './protocol';

export type ChatSocketState = SocketState;
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

export type ChatSocket = ReconnectingSocket;

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
  return connectReconnectingSocket<ChatFrame, ChatSocketStop>({
    url: () => options.url() ?? { stop: 'unauthorized' },
    parse: parseChatFrame,
    isHeartbeat: (frame) => frame.command === ChatCommand.HEARTBEAT,
    ping: () => ({ command: ChatCommand.CLIENT_PING }),
    heartbeatMs: TIMEOUTS.heartbeatMs,
    pongTimeoutMs: TIMEOUTS.pongTimeoutMs,
    onFrame: options.onFrame,
    onOpen: options.onOpen,
    onClose: (code) => {
      if (code === CHAT_CLOSE.tooManyPages) return { stop: 'tooManyPages' };
      if (code === CHAT_CLOSE.maintenance) return { stop: 'maintenance' };
      if (code === CHAT_CLOSE.unauthorized) {
        return options.onUnauthorized ? { retryWhen: options.onUnauthorized(), elseStop: 'unauthorized' } : { stop: 'unauthorized' };
      }
      return { reconnect: TIMEOUTS.chatReconnectMs };
    },
    onStateChange: options.onStateChange,
    onStop: options.onStop,
    WebSocketImpl: options.WebSocketImpl,
  });
}
