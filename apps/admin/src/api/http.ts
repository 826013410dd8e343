import { OPERATOR_TOKEN_HEADER, type Envelope } from '@sixmark/shared';

/** A failed call: the server's code and Chinese message. */
export class ApiError extends Error {
  constructor(
    public readonly code: string,
    message: string,
    public readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const TOKEN_KEY = 'sixmark.operator.token';
// sessionStorage: the session ends with the tab, and never reaches the member app's storage keys.
export const getToken = () => sessionStorage.getItem(TOKEN_KEY);
export const setToken = (token: string | null) => (token ? sessionStorage.setItem(TOKEN_KEY, token) : sessionStorage.removeItem(TOKEN_KEY));

/** Called when the server says the session is gone (expired, revoked): back to sign-in. */
let onSessionLost: () => void = () => undefined;
export const setSessionLostHandler = (fn: () => void) => {
  onSessionLost = fn;
};

export const SESSION_INVALID = 'OP/SESSION_INVALID';
export const NETWORK_ERROR = 'NET/ERROR';

type Params = Record<string, string | number | boolean | undefined | null>;

export function buildUrl(path: string, params?: Params): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const q = qs.toString();
  return `/app-api${path}${q ? `?${q}` : ''}`;
}

export function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { [OPERATOR_TOKEN_HEADER]: token } : {};
}

/** One call to `/app-api<path>` with the operator's session header; answers `data`. */
export async function api<T>(method: string, path: string, opts: { params?: Params; body?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.params), {
      method,
      headers: { ...authHeaders(), ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : null,
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, '网络异常，请稍后重试', 0);
  }
  let env: Envelope<T> | null = null;
  try {
    env = (await res.json()) as Envelope<T>;
  } catch {
    env = null;
  }
  if (!res.ok || !env || !env.success) {
    const err = new ApiError(env?.code ?? `HTTP/${res.status}`, env?.msg || `请求失败（${res.status}）`, res.status);
    if (err.code === SESSION_INVALID || (res.status === 401 && err.code === 'ADMIN/UNAUTHORIZED')) {
      setToken(null);
      onSessionLost();
    }
    throw err;
  }
  return env.data;
}

export const get = <T>(path: string, params?: Params) => api<T>('GET', path, { params });
export const post = <T>(path: string, body?: unknown) => api<T>('POST', path, { body: body ?? {} });
export const put = <T>(path: string, body?: unknown) => api<T>('PUT', path, { body: body ?? {} });
/** DELETE with a JSON body (the content deletes take an optional reason). */
export const del = <T>(path: string, body?: unknown) => api<T>('DELETE', path, { body: body ?? {} });
