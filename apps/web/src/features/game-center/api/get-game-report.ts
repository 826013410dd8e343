import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameReportRow } from '@sixmark/shared';
import { http } from '@/lib/http';
import { GAME_CENTER_KEYS } from './keys';

export interface GameReportQuery {
  gameCodes: readonly string[];
  startDate: string;
  endDate: string;
}

/**
 * `GET /api/live/gameReportList` (spec 3 §7): gameCodes comma-joined, dates YYYY-MM-DD. Silent:
 * the page keeps and shows the server's message (spec 3 §8).
 */
export const getGameReport = (q: GameReportQuery) =>
  http.get<GameReportRow[]>('/api/live/gameReportList', {
    params: { gameCodes: q.gameCodes.join(','), startDate: q.startDate, endDate: q.endDate },
    silent: true,
  });

/** Not cached between visits: a report is read fresh each time it is asked for. */
export const gameReportQueryOptions = (q: GameReportQuery) =>
  queryOptions({
    queryKey: [GAME_CENTER_KEYS.report, q] as const,
    queryFn: () => getGameReport(q),
    staleTime: 0,
    gcTime: 0,
  });

/** Runs only with at least one game code (spec 3 §4 Live reports). */
export const useGameReport = (q: GameReportQuery | null) =>
  useQuery({
    ...gameReportQueryOptions(q ?? { gameCodes: [], startDate: '', endDate: '' }),
    enabled: !!q && q.gameCodes.length > 0,
  });
