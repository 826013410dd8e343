import type { QueryClient } from '@tanstack/react-query';
import { isNotifyFrame } from '@sixmark/shared';
import { PROFILE_QUERY_KEY } from '@/lib/profile';
import { getChatToken, getToken, onSessionChange } from '@/lib/session';

/** Query keys refreshed when the unread count changes (the list and the profile's unReadCount). */
export const NOTIFY_INVALIDATES = [['push-messages'], PROFILE_QUERY_KEY] as const;
/** Reconnect delay after the socket drops (doubles up to a minute). */
export const NOTIFY_RETRY_MS = 3000;

export interface NotifySyncOptions {
  WebSocketImpl?: typeof WebSocket;
  /** Address of the member socket for a chat token (tests pass their own). */
  url?: (token: string) => string;
  /** Called with each new count (a bell can show it without waiting for the refetch). */
  onCount?: (unReadCount: number) => void;
  /** Called when a session starts after install (default: re-register this browser's Web Push). */
  onNewSession?: (client: QueryClient) => void;
}

/**
 * The server drops a push subscription with the session that made it, so a new session of the
 * member who switched push on here registers the browser again (docs/notifications.md). Loaded on
 * a login only.
 */
const resubscribe = (client: QueryClient) =>
  void import('@/lib/web-push').then((m) => m.resubscribeAfterLogin(client)).catch(() => undefined);

const defaultUrl = (token: string) => {
  const u = new URL('/ws-notify', window.location.href);
  u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
  u.searchParams.set('token', token);
  return u.toString();
};

/**
 * The member socket `/ws-notify` (docs/notifications.md): open while a member is signed in;
 * each `UNREAD` frame invalidates the messages list and the profile (its unReadCount drives the
 * badge), so both update without a reload. Reconnects after drops; follows log in and out, and
 * on a new session re-registers the browser's Web Push subscription.
 */
export function installNotifySync(client: QueryClient, opts: NotifySyncOptions = {}): () => void {
  const Impl = opts.WebSocketImpl ?? (typeof WebSocket !== 'undefined' ? WebSocket : undefined);
  const urlOf = opts.url ?? defaultUrl;
  let socket: WebSocket | null = null;
  let token: string | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let delay = NOTIFY_RETRY_MS;
  let last: number | null = null;
  let session = getToken();

  const stop = () => {
    if (retry) clearTimeout(retry);
    retry = null;
    const s = socket;
    socket = null;
    if (s) {
      s.onclose = null;
      s.close();
    }
  };
  const connect = () => {
    if (!Impl || !token) return;
    const s = new Impl(urlOf(token));
    socket = s;
    s.onopen = () => (delay = NOTIFY_RETRY_MS);
    s.onmessage = (e: MessageEvent) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(e.data));
      } catch {
        return;
      }
      if (!isNotifyFrame(parsed)) return;
      opts.onCount?.(parsed.unReadCount);
      // The first frame only tells the count the page already fetched.
      if (last !== null && last !== parsed.unReadCount)
        for (const queryKey of NOTIFY_INVALIDATES) void client.invalidateQueries({ queryKey: [...queryKey] });
      last = parsed.unReadCount;
    };
    s.onclose = () => {
      if (socket !== s) return;
      socket = null;
      retry = setTimeout(connect, delay);
      delay = Math.min(delay * 2, 60_000);
    };
  };
  const sync = () => {
    const access = getToken();
    if (access !== session) {
      session = access;
      if (access) (opts.onNewSession ?? resubscribe)(client);
    }
    const next = getChatToken();
    if (next === token && (socket || retry)) return;
    stop();
    token = next;
    last = null;
    connect();
  };
  sync();
  const off = onSessionChange(sync);
  return () => {
    off();
    stop();
  };
}
