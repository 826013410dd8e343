import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryGroup } from '@sixmark/shared/api/lottery';
import { http } from '@/lib/http';

/** `GET /lottery/history/group`: the years with draws, newest first. */
export const getHistoryGroup = (gameId: number) => http.get<HistoryGroup>('/lottery/history/group', { params: { gameId }, retry: 1 });

export const historyGroupQueryOptions = (gameId: number) =>
  queryOptions({ queryKey: ['lottery', 'history-group', gameId] as const, queryFn: () => getHistoryGroup(gameId), staleTime: 300_000 });

export const useHistoryGroup = (gameId: number) => useQuery(historyGroupQueryOptions(gameId));
