/**
 * What the service worker keeps for reading offline (docs/offline.md), used by the VitePWA
 * `runtimeCaching` block in vite.config.ts and unit tested in offline-cache.test.ts.
 *
 * workbox-build copies these functions into sw.js as source text (Function#toString), so each
 * one must be self-contained: no imports and no reference to anything outside its own body
 * (that is why the patterns are repeated inside the functions instead of shared constants).
 *
 * The rule: only answers that are the same for every reader are kept. Lottery results, the
 * static configuration JSON and cards read as a guest are; anything sent with a member's token
 * to a route whose answer depends on the reader (cards: locks, likes), anything the server
 * marks `private` or `no-store`, and every wallet, bet, account, chat or notification call are
 * not (those routes are simply not matched, so they never touch the cache).
 */

/** Cache names, one per kind, each with its own size and age bound. */
export const OFFLINE_CACHE_NAMES = {
  results: 'sixmark-results',
  staticJson: 'sixmark-static-json',
  cards: 'sixmark-cards',
} as const;

/** Header the service worker adds to an answer it served from its cache (the client knows it is old). */
export const OFFLINE_HEADER = 'x-sixmark-offline';

/** Seconds a request waits for the network before the cached copy is shown. */
export const OFFLINE_NETWORK_TIMEOUT_S = 3;

/** Bounds of each cache: entries (least recently stored go first) and age. */
export const OFFLINE_LIMITS = {
  results: { maxEntries: 80, maxAgeSeconds: 7 * 24 * 3600 },
  staticJson: { maxEntries: 120, maxAgeSeconds: 7 * 24 * 3600 },
  cards: { maxEntries: 30, maxAgeSeconds: 7 * 24 * 3600 },
} as const;

interface MatchInput {
  url: URL;
  request: Request;
  sameOrigin: boolean;
}

/**
 * Latest results of each game: the draw panels' open info (static file or API), the history
 * pages (list and years), the record page of every game's latest draw. Plain or encrypted.
 */
export function isResultsRequest({ url, sameOrigin }: MatchInput): boolean {
  if (!sameOrigin) return false;
  return (
    /^\/sys-upload\/data\/lotery\/\d{1,6}(?:_encrypt)?\.json$/.test(url.pathname) ||
    /^\/app-api\/(?:encrypt\/)?(?:lottery\/(?:record|history|history\/group)|v\/lottery\/openInfo)$/.test(url.pathname)
  );
}

/** The static configuration JSON (company, config, app config, limits, guests' card lists...). */
export function isStaticJsonRequest({ url, sameOrigin }: MatchInput): boolean {
  if (!sameOrigin) return false;
  return /^\/(?:sys-upload\/)?data\/json\/[^?#]+\.json$/.test(url.pathname);
}

/**
 * Cards (资料 templates) read as a guest: a detail the user opened and the home card list. A
 * member's request carries the token and is never matched: its answer has the member's locks.
 */
export function isGuestCardRequest({ url, request, sameOrigin }: MatchInput): boolean {
  if (!sameOrigin) return false;
  if (request.headers.has('authorization') || request.headers.has('token')) return false;
  return /^\/app-api\/(?:encrypt\/)?game-document\/template(?:\/info\/\d{1,9}\/\d{1,12}(?:\/\d{1,12}(?:\/[a-z0-9]{1,10})?)?)?$/.test(
    url.pathname,
  );
}

/**
 * Cache key without the `_t` time stamp the client adds to defeat HTTP caches, so every visit
 * reads and replaces one entry per address instead of piling up one per request.
 */
export function offlineCacheKey({ request }: { request: Request }): Promise<string> {
  const u = new URL(request.url);
  u.searchParams.delete('_t');
  return Promise.resolve(u.href);
}

/** Stores only complete, shareable answers: 200, and not `private` / `no-store`. */
export function offlineCacheWillUpdate({ response }: { response: Response }): Promise<Response | null> {
  const cc = response.headers.get('cache-control') ?? '';
  return Promise.resolve(response.status === 200 && !/private|no-store/i.test(cc) ? response : null);
}

/**
 * Marks an answer taken from the cache (header `x-sixmark-offline: 1`): its `Date` is when it
 * was stored, so the draw panel must not read the server clock from it.
 */
export function offlineCachedResponseWillBeUsed({
  cachedResponse,
}: {
  cachedResponse?: Response | undefined;
}): Promise<Response | null> {
  if (!cachedResponse) return Promise.resolve(null);
  const headers = new Headers(cachedResponse.headers);
  headers.set('x-sixmark-offline', '1');
  return Promise.resolve(
    new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers }),
  );
}
