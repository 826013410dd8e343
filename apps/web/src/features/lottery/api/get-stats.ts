import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotteryStats } from '@sixmark/shared/api/lottery';
import { http } from '@/lib/http';

/** The window of draws the statistics cover: the last N draws or a calendar year. */
export type StatsWindow = { last: 25 | 50 | 100 | 200 } | { year: number };

/** `GET /lottery/stats`: frequency, hot/cold, gaps, zodiac and colour distribution. */
export const getStats = (gameId: number, window: StatsWindow) =>
  http.get<LotteryStats>('/lottery/stats', { params: { gameId, ...window }, retry: 1 });

export const statsQueryOptions = (gameId: number, window: StatsWindow) =>
  queryOptions({
    queryKey: ['lottery', 'stats', gameId, 'last' in window ? `last-${window.last}` : `year-${window.year}`] as const,
    queryFn: () => getStats(gameId, window),
    staleTime: 60_000,
  });

export const useStats = (gameId: number, window: StatsWindow) => useQuery(statsQueryOptions(gameId, window));
