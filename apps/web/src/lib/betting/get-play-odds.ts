import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayOdds } from '@sixmark/shared/api/bets';
import { http } from '@/lib/http';
import { BETTING_KEYS } from './keys';

/** Play odds plus the client's clock error against the server (ms to add to `Date.now()`). */
export type PlayOddsView = PlayOdds & { clockOffsetMs: number };

/**
 * `GET /api/cp/play/odds?gameId=`: the open period, its frozen year tables, every price and
 * every play's limits. Silent: the page shows its own state when it cannot load.
 */
export async function getPlayOdds(gameId: number): Promise<PlayOddsView> {
  const sentAt = Date.now();
  const data = await http.get<PlayOdds>('/api/cp/play/odds', { params: { gameId }, silent: true });
  const receivedAt = Date.now();
  return { ...data, clockOffsetMs: data.serverTime - (sentAt + receivedAt) / 2 };
}

export const playOddsQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: [BETTING_KEYS.playOdds, gameId] as const,
    queryFn: () => getPlayOdds(gameId),
    // Prices and the period change under the page: refreshed every minute and at each close.
    staleTime: 0,
    refetchInterval: 60_000,
    retry: 1,
  });

export const usePlayOdds = (gameId: number) => useQuery(playOddsQueryOptions(gameId));
