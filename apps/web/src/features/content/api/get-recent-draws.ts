import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryRow } from '@sixmark/shared/api/lottery';
import { http } from '@/lib/http';
import { CONTENT_KEYS } from './keys';

/** How many draws the home 最新开奖 tab previews. */
export const RECENT_DRAWS_ROWS = 3;

/** `GET /lottery/history` first page, newest first: the preview of the home info panel. */
export const getRecentDraws = (gameId: number) =>
  http.get<{ data: HistoryRow[]; totalCount: number }>('/lottery/history', {
    params: { gameId, page: 1, rows: RECENT_DRAWS_ROWS },
    silent: true,
  });

/** `latestTurn`: the draw panel's last turn, so a new draw asks again instead of showing the old list. */
export const recentDrawsQueryOptions = (gameId: number, latestTurn = '') =>
  queryOptions({
    queryKey: [CONTENT_KEYS.recentDraws, gameId, latestTurn] as const,
    queryFn: () => getRecentDraws(gameId),
    staleTime: 60_000,
  });

export const useRecentDraws = (gameId: number | undefined, latestTurn?: string) =>
  useQuery({
    ...recentDrawsQueryOptions(gameId ?? 0, latestTurn),
    enabled: gameId !== undefined,
    // The previous list stays while the new one loads (no skeleton flash at each draw).
    placeholderData: keepPreviousData,
  });
