/**
 * The first answers the server put into the page's HTML (apps/server/src/plugins/first-load.ts,
 * docs/performance.md "LCP"): the request layer answers a matching GET from here instead of the
 * network, once, so the first screen does not wait for the key file → configuration → page data
 * round trips. They are guests' answers in 简体, taken only while the page is young.
 */
import type { QueryClient } from '@tanstack/react-query';

export const SEED_ELEMENT_ID = 'sixmark-seed';
/** Past this age of the page (ms since navigation) the seeds are dropped: the network is asked. */
export const SEED_MAX_AGE_MS = 30_000;

let seeds: Map<string, unknown> | null = null;
/** While the server draws a first screen (entry-server.tsx): its calls are answered from seeds only. */
let serverSeeds = false;

/** The server's drawing of a first screen answers its calls from these, and from nothing else. */
export function primeSeeds(values: Record<string, unknown>): void {
  seeds = new Map(Object.entries(values));
  serverSeeds = true;
}

export function endServerSeeds(): void {
  seeds = new Map();
  serverSeeds = false;
}

/** Whether a call without a seed must fail instead of going to the network (the server draws). */
export const seedsOnly = (): boolean => serverSeeds;

function load(): Map<string, unknown> {
  if (seeds) return seeds;
  seeds = new Map();
  const el = typeof document === 'undefined' ? null : document.getElementById(SEED_ELEMENT_ID);
  if (el?.textContent) {
    try {
      const parsed: unknown = JSON.parse(el.textContent);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        for (const [k, v] of Object.entries(parsed as Record<string, unknown>)) seeds.set(k, v);
    } catch {
      // A damaged seed only costs the round trips it would have saved.
    }
  }
  el?.remove();
  return seeds;
}

/** The address a seed is kept under: the request's, without the `_t` cache buster. */
export function seedKey(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const rest = url
    .slice(q + 1)
    .split('&')
    .filter((p) => p !== '' && !p.startsWith('_t='))
    .join('&');
  return rest ? `${url.slice(0, q)}?${rest}` : url.slice(0, q);
}

/** The seeded answer of `url` (taken: a second call goes to the network), or undefined. */
export function takeSeed(url: string): { value: unknown } | undefined {
  if (!serverSeeds && typeof performance !== 'undefined' && performance.now() > SEED_MAX_AGE_MS) {
    seeds = new Map();
    return undefined;
  }
  const map = load();
  const key = seedKey(url);
  if (!map.has(key)) return undefined;
  const value = map.get(key);
  map.delete(key);
  return { value };
}

/** A query the server drew the first screen with (entry-server.tsx): key and answer. */
export type DrawnQuery = [key: readonly unknown[], data: unknown];
/** The seed entry holding them (addresses start with `/`). */
export const DRAWN_QUERIES_KEY = '#queries';
/** The seed entry with the width and height of the page's images that are uploads, by address. */
export const IMAGE_SIZES_KEY = '#image-sizes';

/**
 * The size of an image of the first-load page as the server read it from the file, or undefined:
 * drawn with it, an image that arrives after the paint takes the room it was given instead of
 * pushing the page down. Read, not taken: the server's draw and the hydration ask alike.
 */
export function seededImageSize(src: string): { width: number; height: number } | undefined {
  const sizes = load().get(IMAGE_SIZES_KEY);
  const size: unknown = sizes && typeof sizes === 'object' ? (sizes as Record<string, unknown>)[src] : undefined;
  if (!Array.isArray(size) || size.length !== 2) return undefined;
  const [width, height] = size as unknown[];
  return typeof width === 'number' && typeof height === 'number' && width > 0 && height > 0 && width <= 20_000 && height <= 20_000
    ? { width, height }
    : undefined;
}

/** The queries of a first screen the server drew into the page, or null when it drew none. */
export function takeDrawnQueries(): DrawnQuery[] | null {
  const map = load();
  const value = map.get(DRAWN_QUERIES_KEY);
  map.delete(DRAWN_QUERIES_KEY);
  return Array.isArray(value) ? (value as DrawnQuery[]) : null;
}

/**
 * Puts the queries of a drawn first screen into `client`, dated now: the draw is seconds old
 * (pages are reused for 2 s), and dated by the server's clock a phone whose clock runs minutes
 * ahead would find every answer stale and ask again at once, one running behind would keep them
 * fresh for minutes.
 */
export function fillDrawnQueries(client: QueryClient, drawn: DrawnQuery[]): void {
  const now = Date.now();
  for (const [key, data] of drawn) client.setQueryData(key, data, { updatedAt: now });
}

/** Reads the page's seed element again (tests). */
export const resetSeeds = () => {
  seeds = null;
};
