import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpenInfo } from '@sixmark/shared/api/lottery';
import { seedsOnly } from '@/lib/first-load-seed';
import { http } from '@/lib/http';
import { OFFLINE_HEADER } from '@/lib/offline-cache';

/** Lottery info plus the client's clock error against the server (ms to add to `Date.now()`). */
export type OpenInfoView = OpenInfo & { clockOffsetMs: number };

export const openInfoQueryKey = (gameId: number) => ['lottery', 'open-info', gameId] as const;

/**
 * The static file is built once per state change, so its `serverTime` can be minutes old; the
 * response's `Date` header tells the server's clock now.
 */
function clockOffset(dateHeader: string | null, serverTime: number, sentAt: number): number {
  const receivedAt = Date.now();
  const headerMs = dateHeader ? Date.parse(dateHeader) : NaN;
  // The header has whole seconds: +500 ms puts it in the middle of its second.
  if (Number.isFinite(headerMs)) return headerMs + 500 - receivedAt;
  return serverTime - (sentAt + receivedAt) / 2;
}

/**
 * Lottery info of a game: the static `/sys-upload/data/lotery/{gameId}.json` (with `_t`), as the
 * home page uses, or `GET /v/lottery/openInfo`. Failures are only logged (spec 2 §7), so the
 * caller keeps what it showed.
 */
export async function getOpenInfo(gameId: number, source: 'static' | 'api' = 'static'): Promise<OpenInfoView> {
  const sentAt = Date.now();
  if (source === 'api') {
    const info = await http.get<OpenInfo>('/v/lottery/openInfo', { params: { gameId }, silent: true });
    return { ...info, clockOffsetMs: clockOffset(null, info.serverTime, sentAt) };
  }
  // The server drawing a first screen has no network: the panel is drawn as loading.
  if (seedsOnly()) throw new Error(`lottery info ${gameId}: not on the server`);
  const res = await fetch(`/sys-upload/data/lotery/${gameId}.json?_t=${sentAt}`, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`lottery info ${gameId}: HTTP ${res.status}`);
  const body = (await res.json()) as OpenInfo | { data: OpenInfo };
  const info = 'cur' in body ? body : body.data;
  // A copy the service worker kept (offline, or a network slower than its timeout): its Date
  // and serverTime are when it was stored, so the device clock is the better guess.
  if (res.headers.get(OFFLINE_HEADER)) return { ...info, clockOffsetMs: 0 };
  return { ...info, clockOffsetMs: clockOffset(res.headers.get('date'), info.serverTime, sentAt) };
}

export const openInfoQueryOptions = (gameId: number, source: 'static' | 'api' = 'static') =>
  queryOptions({
    queryKey: openInfoQueryKey(gameId),
    queryFn: () =>
      getOpenInfo(gameId, source).catch((err: unknown) => {
        if (!seedsOnly()) console.warn('lottery info', gameId, err);
        throw err;
      }),
    // The panel decides when to poll (use-draw-polling); no background refetch of its own, and
    // no retry either: the next poll is the retry, and a failure keeps what was shown.
    staleTime: 2_000,
    refetchOnWindowFocus: false,
  });

/** Lottery info of a game, kept as it was when a fetch fails. */
export const useOpenInfo = (gameId: number, source: 'static' | 'api' = 'static') =>
  useQuery(openInfoQueryOptions(gameId, source));
