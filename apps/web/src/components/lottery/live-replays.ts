import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

/** One past live stream of a game, from a LIVE_URL_HISTORY socket message. */
export interface LiveReplay {
  turnNum: string;
  liveUrl: string;
  /** When the message arrived (client clock). */
  at: number;
}

/** Enough to cover a day of interval games without letting storage grow forever. */
export const LIVE_REPLAY_LIMIT = 20;

const storageKey = (gameId: number) => `sixmark:live-replays:${gameId}`;

export const liveReplaysQueryKey = (gameId: number) => ['lottery', 'live-replays', gameId] as const;

const isReplay = (r: unknown): r is LiveReplay =>
  !!r &&
  typeof r === 'object' &&
  typeof (r as LiveReplay).turnNum === 'string' &&
  typeof (r as LiveReplay).liveUrl === 'string' &&
  typeof (r as LiveReplay).at === 'number';

/**
 * The server keeps no replay list: it only announces each new address. The client therefore
 * remembers the announcements (per game, in localStorage) so replays survive a reload.
 */
export function loadLiveReplays(gameId: number): LiveReplay[] {
  try {
    const raw = localStorage.getItem(storageKey(gameId));
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter(isReplay).slice(0, LIVE_REPLAY_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Newest first, one entry per turn (a later address for the same turn replaces the earlier one). */
export function addLiveReplay(list: readonly LiveReplay[], entry: LiveReplay, limit = LIVE_REPLAY_LIMIT): LiveReplay[] {
  return [entry, ...list.filter((r) => r.turnNum !== entry.turnNum)].slice(0, limit);
}

/** Records a LIVE_URL_HISTORY announcement; an empty address or turn (stream cleared) is ignored. */
export function rememberLiveReplay(client: QueryClient, gameId: number, turnNum: string | undefined, liveUrl: string | undefined) {
  if (!turnNum || !liveUrl) return;
  const key = liveReplaysQueryKey(gameId);
  const next = addLiveReplay(client.getQueryData<LiveReplay[]>(key) ?? loadLiveReplays(gameId), {
    turnNum,
    liveUrl,
    at: Date.now(),
  });
  client.setQueryData(key, next);
  try {
    localStorage.setItem(storageKey(gameId), JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the list still lives for this visit.
  }
}

export const liveReplaysQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: liveReplaysQueryKey(gameId),
    queryFn: () => loadLiveReplays(gameId),
    staleTime: Infinity,
  });

export const useLiveReplays = (gameId: number): LiveReplay[] => useQuery(liveReplaysQueryOptions(gameId)).data ?? [];
