import { CHAT_MSG, ErrorCode } from '@sixmark/shared';
import { env } from '@/config/env';
import { handleApiError } from '@/lib/error-catalogue';
import { ApiError, request, type RequestOptions } from '@/lib/http';
import { appNavigate, currentPath } from '@/lib/navigation';
import { clearTokens, getChatToken, getToken, setChatToken, STORAGE_KEYS } from '@/lib/session';
import { toast } from '@/lib/toast';

/** The chat service's mount point (ARCHITECTURE: API). */
export const CHAT_API = '/chat-api';
/** Spec 3 §7: history and config calls retry twice. */
export const CHAT_RETRY = 2;

/**
 * Every chat-service call carries an app id and an identity (spec 3 §7): the company this build
 * serves, and for a guest its credential (hash_id); a member is known by the Bearer chat token.
 */
export function chatIdentity(): { app_id: string; identity?: string } {
  const guest = !getToken() ? localStorage.getItem(STORAGE_KEYS.guestHashId) : null;
  return guest ? { app_id: env.companyCode, identity: guest } : { app_id: env.companyCode };
}

/** `GET /app-api/api/chat/refreshTokenChat`: a fresh chat token, stored as the chat login token. */
export async function refreshChatToken(): Promise<string> {
  const data = await request<{ tokenChat: string }>('GET', '/api/chat/refreshTokenChat', { silent: true });
  setChatToken(data.tokenChat);
  return data.tokenChat;
}

let refreshing: Promise<string> | null = null;
/** One refresh at a time, however many calls found the token stale. */
export const refreshChatTokenOnce = (): Promise<string> =>
  (refreshing ??= refreshChatToken().finally(() => {
    refreshing = null;
  }));

/**
 * Refreshes the chat token once; a failed refresh ends the session (spec 3 §4), unless the tab's
 * session already ended or changed while the refresh was in flight: a password change closes
 * the chat socket on the server before its answer reaches this tab, and that refresh's failure
 * must not pull the user off the login page they were just sent to.
 */
export async function refreshChatTokenOrEnd(): Promise<boolean> {
  const token = getToken();
  if (!token) return false;
  try {
    await refreshChatTokenOnce();
    return true;
  } catch (e) {
    if (getToken() === token) onChatTokenRefreshFailed(e);
    return false;
  }
}

/**
 * Spec 3 §4: a failed chat token refresh removes the tokens, then goes to /chat-rooms from a
 * private chat, otherwise to / unless already there.
 */
export function onChatTokenRefreshFailed(error?: unknown): void {
  // Logged in on another device: the catalogue's toast (1.5 s), then tokens go and the page reloads.
  if (error instanceof ApiError && error.code === ErrorCode.LOGIN_ELSEWHERE) {
    handleApiError(error, '/api/chat/refreshTokenChat');
    return;
  }
  clearTokens();
  const path = currentPath();
  if (/^\/chat-rooms\/[^/]+\/friends\//.test(path)) appNavigate('/chat-rooms', { replace: true });
  else if (path !== '/') appNavigate('/', { replace: true });
}

/** Spec 3 §8: the chat toasts (unavailable, maintenance) show for 0.5 s. */
export const CHAT_TOAST_MS = 500;

/** The chat token was refused (stale after a refresh elsewhere, or revoked): worth one refresh. */
const isTokenRefused = (e: ApiError) => e.code === ErrorCode.CHAT_TOKEN_INVALID || e.status === 401;

/**
 * Spec 3 §8 for chat calls and socket refusals: maintenance → its toast and home; 405 → 'chat
 * room currently unavailable' and home; 403 → tokens cleared, login (the error catalogue);
 * other failures are only logged.
 */
export function handleChatError(e: ApiError, url: string): void {
  if (e.code === ErrorCode.CHAT_MAINTENANCE) {
    toast.show(CHAT_MSG.maintenance, CHAT_TOAST_MS);
    if (currentPath() !== '/') appNavigate('/', { replace: true });
    return;
  }
  if (!getToken() && localStorage.getItem(STORAGE_KEYS.guestHashId) && e.status === 403) {
    // A guest credential that no longer works: the guest session ends (spec 3 §4).
    localStorage.removeItem(STORAGE_KEYS.guestId);
    localStorage.removeItem(STORAGE_KEYS.guestHashId);
    localStorage.removeItem(STORAGE_KEYS.guestNickname);
    appNavigate('/', { replace: true });
    return;
  }
  if (e.status === 401 || e.status === 403 || e.status === 405 || e.code === ErrorCode.LOGIN_ELSEWHERE) {
    handleApiError(e, url, { chat: true });
    return;
  }
  // Spec 3 §8: other failures are logged only; the screen stays as it is.
  console.warn(`chat call failed: ${url} ${e.code} ${e.message}`);
}

/** A refusal the socket sent (join/send), as the request layer's error. */
export const socketError = (code: string, msg: string, status: number) => new ApiError(code, msg || '系统错误，请重试', status);

/**
 * A chat-service call: Bearer chat token, 60 s time-out, app id and identity in the query. A
 * refused chat token is refreshed once and the call repeated; 403/405 and the rest go through
 * the error catalogue (spec 3 §8) unless the call is `silent`.
 */
export async function chatRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const url = `${CHAT_API}${path.startsWith('/') ? path : `/${path}`}`;
  const guest = !getToken() ? localStorage.getItem(STORAGE_KEYS.guestHashId) : null;
  const headers = guest ? { ...options.headers, authorization: `Bearer ${guest}` } : options.headers;
  const opts: RequestOptions = { ...options, headers, chat: true, silent: true, params: { ...chatIdentity(), ...options.params } };
  try {
    return await request<T>(method, url, opts);
  } catch (err) {
    const e = err as ApiError;
    if (isTokenRefused(e) && getToken()) {
      if (!(await refreshChatTokenOrEnd())) throw e;
      try {
        return await request<T>(method, url, opts);
      } catch (again) {
        if (!options.silent) handleChatError(again as ApiError, url);
        throw again;
      }
    }
    if (!options.silent) handleChatError(e, url);
    throw e;
  }
}

export const chatHttp = {
  get: <T>(path: string, options?: RequestOptions) => chatRequest<T>('GET', path, options),
  post: <T>(path: string, data?: unknown, options?: RequestOptions) => chatRequest<T>('POST', path, { ...options, data }),
};

/** True when a chat token is there to open the socket with. */
export const hasChatToken = () => !!getChatToken();
