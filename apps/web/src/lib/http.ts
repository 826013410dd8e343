import { DEFAULT_LOCALE, ErrorCode, TIMEOUTS, httpHans, msg, type Envelope } from '@sixmark/shared';
import { encryptKeys, encryptedUrl, kidHeader, openAnswer } from './encrypt';
import { seedsOnly, takeSeed } from './first-load-seed';
import { getLocale, localize, sectionText } from './i18n';

/** The request layer's own failure texts (table section `http`), in the chosen language. */
const HTTP_TEXT = sectionText('http', httpHans);
import { getChatToken, getToken } from './session';

/** A failed call: the server's code and Chinese message, or a network/timeout code. */
export class ApiError extends Error {
  constructor(
    public readonly code: string,
    message: string,
    public readonly status: number,
    public readonly data: unknown = null,
    public readonly url = '',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR = 'NET/ERROR';
export const TIMEOUT_ERROR = 'NET/TIMEOUT';
export const ABORTED = 'NET/ABORTED';

export interface RequestOptions {
  params?: Record<string, string | number | boolean | undefined | null>;
  /** JSON body, or a form body when `form` is set. */
  data?: unknown;
  form?: boolean;
  headers?: Record<string, string>;
  /** Milliseconds; default 20 s (chat 60 s). */
  timeout?: number;
  /** Extra attempts after a network error or time-out (default 0). */
  retry?: number;
  retryDelay?: number;
  /** Chat service call: Bearer chat token, 60 s time-out. */
  chat?: boolean;
  /** Static JSON (no envelope): answers the parsed body; `_t` is added. */
  raw?: boolean;
  /** Leave this failure to the caller (no global catalogue handling). */
  silent?: boolean;
  signal?: AbortSignal;
}

export type ApiErrorHandler = (error: ApiError, url: string, options: RequestOptions) => void;
let errorHandler: ApiErrorHandler = () => undefined;
/** The app installs the error catalogue handler (toasts, redirects) here. */
export const setApiErrorHandler = (handler: ApiErrorHandler) => {
  errorHandler = handler;
};

const API_BASE = '/app-api';
const inFlight = new Map<string, AbortController>();

function resolveUrl(url: string, options: RequestOptions): string {
  const base = /^(https?:)?\/\/|^\/(sys-upload|data|chat-api|app-api)\//.test(url) ? '' : API_BASE;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(options.params ?? {}))
    if (v !== undefined && v !== null) query.set(k, String(v));
  if (options.raw) query.set('_t', String(Date.now()));
  const qs = query.toString();
  return `${base}${url}${qs ? (url.includes('?') ? '&' : '?') + qs : ''}`;
}

/** The answer of a call from its parsed body: the raw file, or the envelope's data or failure. */
function settle<T>(json: unknown, status: number, ok: boolean, url: string, options: RequestOptions): T {
  if (options.raw) {
    if (!ok) throw new ApiError(`HTTP/${status}`, localize(msg.systemError), status, json, url);
    return json as T;
  }
  const env = json as Envelope<T> | null;
  if (!ok || !env || env.success === false) {
    throw new ApiError(
      env?.code ?? `HTTP/${status}`,
      env?.msg || localize(msg.systemError),
      status,
      env?.data,
      url,
    );
  }
  return env.data;
}

/** Whether the guest's answers the page came with are this visitor's (no token, 简体). */
export const takesGuestAnswers = (): boolean => getToken() === null && getLocale() === DEFAULT_LOCALE;

/**
 * A GET the page's HTML already answered (lib/first-load-seed.ts). API answers there are a
 * guest's in 简体, so a signed-in or 繁體 visitor asks the API itself; static files are the same
 * for everyone.
 */
function seeded(method: string, plainUrl: string, options: RequestOptions): { value: unknown } | undefined {
  if (method !== 'GET' || options.chat || options.data !== undefined) return undefined;
  if (plainUrl.startsWith('/app-api/') && !takesGuestAnswers()) return undefined;
  return takeSeed(plainUrl);
}

async function once<T>(method: string, url: string, options: RequestOptions, plainOnly = false): Promise<T> {
  const plainUrl = resolveUrl(url, options);
  const seed = seeded(method, plainUrl, options);
  if (seed) return settle<T>(seed.value, 200, true, url, options);
  // The server drawing a first screen has no network of its own: the query is drawn as loading.
  // (As aborted: neither retried nor reported.)
  if (seedsOnly()) throw new ApiError(ABORTED, HTTP_TEXT.aborted, 0, null, url);
  // Encrypted transport (lib/encrypt.ts): the encrypted variant when the operator turned it on.
  const twin = plainOnly || options.chat ? null : encryptedUrl(plainUrl);
  const keys = twin ? await encryptKeys() : null;
  const encrypted = twin !== null && keys?.encrypt === 1 && keys.kid !== null;
  const full = encrypted ? twin : plainUrl;
  // A duplicate in-flight request to the same address aborts the earlier one.
  const key = `${method} ${full.replace(/([?&])_t=\d+/, '$1')}`;
  inFlight.get(key)?.abort();
  const controller = new AbortController();
  inFlight.set(key, controller);
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      controller.abort();
    },
    options.timeout ?? (options.chat ? TIMEOUTS.chatRequestMs : TIMEOUTS.requestMs),
  );
  // The caller's signal (TanStack Query cancelling a query) aborts this attempt too.
  if (options.signal?.aborted) controller.abort();
  else options.signal?.addEventListener('abort', () => controller.abort(), { once: true });

  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  // The player's language, so the server answers msg in it (docs/i18n.md). Our own origin only: a
  // custom header would make another origin's request a CORS preflight.
  if (/^\/(?!\/)/.test(full)) headers['x-lang'] = getLocale();
  if (encrypted) headers[kidHeader] = keys.kid!;
  const token = getToken();
  if (options.chat) {
    const chatToken = getChatToken();
    if (chatToken) headers.authorization = `Bearer ${chatToken}`;
  } else if (token) {
    headers.authorization = token;
    headers.token = token;
  }
  let body: BodyInit | undefined;
  if (options.data !== undefined) {
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(options.data as Record<string, unknown>))
        if (v !== undefined && v !== null) form.set(k, String(v));
      body = form.toString();
    } else if (options.data instanceof FormData) {
      body = options.data;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.data);
    }
  }

  let res: Response;
  try {
    res = await fetch(full, { method, headers, body, signal: controller.signal, credentials: 'same-origin' });
  } catch {
    if (timedOut) throw new ApiError(TIMEOUT_ERROR, HTTP_TEXT.timeout, 0, null, url);
    if (controller.signal.aborted) throw new ApiError(ABORTED, HTTP_TEXT.aborted, 0, null, url);
    throw new ApiError(NETWORK_ERROR, HTTP_TEXT.network, 0, null, url);
  } finally {
    clearTimeout(timer);
    if (inFlight.get(key) === controller) inFlight.delete(key);
  }

  let json: unknown = null;
  try {
    json = res.status === 204 ? null : await res.json();
  } catch {
    json = null;
  }
  if (encrypted) {
    // Turned off since the key file was read: the encrypted variants answer 404.
    if (res.status === 404 && (await encryptKeys(true)).encrypt === 0) return once<T>(method, url, options, true);
    try {
      json = await openAnswer(json);
    } catch {
      throw new ApiError(`HTTP/${res.status}`, localize(msg.systemError), res.status, null, url);
    }
  }
  return settle<T>(json, res.status, res.ok, url, options);
}

/**
 * A session-ending answer (logged in elsewhere, token invalid) to a call sent with a token that
 * is no longer the tab's: that session already ended here (logout, password change) or was
 * replaced by a new login, so acting on it would reload or redirect the page the user is on now.
 */
export function isStaleSessionAnswer(e: ApiError, sentWith: string | null): boolean {
  if (sentWith === null || sentWith === getToken()) return false;
  return e.code === ErrorCode.LOGIN_ELSEWHERE || e.code === ErrorCode.TOKEN_INVALID || e.status === 401;
}

/** Calls the API and answers the envelope's `data`; failures go through the app's error catalogue. */
export async function request<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
  const retries = options.retry ?? 0;
  const sentWith = getToken();
  for (let attempt = 0; ; attempt++) {
    try {
      return await once<T>(method, url, options);
    } catch (err) {
      const e = err as ApiError;
      const retriable = e.code === NETWORK_ERROR || e.code === TIMEOUT_ERROR;
      if (retriable && attempt < retries) {
        await new Promise((r) => setTimeout(r, options.retryDelay ?? TIMEOUTS.retryDelayMs));
        continue;
      }
      if (!options.silent && e.code !== ABORTED && !isStaleSessionAnswer(e, sentWith)) errorHandler(e, url, options);
      throw e;
    }
  }
}

export const http = {
  get: <T>(url: string, options?: RequestOptions) => request<T>('GET', url, options),
  post: <T>(url: string, data?: unknown, options?: RequestOptions) =>
    request<T>('POST', url, { ...options, data }),
  /** Static configuration JSON (no envelope, `_t` added). */
  json: <T>(url: string, options?: RequestOptions) => request<T>('GET', url, { ...options, raw: true }),
};
