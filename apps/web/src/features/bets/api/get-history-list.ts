import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BET_LIST_PAGE_SIZE, type BetList } from '@sixmark/shared/api/bets';
import { http } from '@/lib/http';
import { nextPageOf } from './get-today-list';
import { BETS_KEYS } from './keys';

export interface HistoryListFilter {
  /** YYYY-MM-DD in the system time zone. */
  date: string;
  gameId?: number;
}

/** `GET /api/cp/records/historyList` (spec 3 §7): one day's orders, paged. */
export const getHistoryList = (page: number, f: HistoryListFilter) =>
  http.get<BetList>('/api/cp/records/historyList', { params: { date: f.date, page, rows: BET_LIST_PAGE_SIZE, gameId: f.gameId } });

export const historyListQueryOptions = (f: HistoryListFilter) =>
  infiniteQueryOptions({
    queryKey: [BETS_KEYS.historyList, f] as const,
    queryFn: ({ pageParam }) => getHistoryList(pageParam, f),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 0,
    gcTime: 0,
  });

export const useHistoryList = (f: HistoryListFilter, enabled = true) => useInfiniteQuery({ ...historyListQueryOptions(f), enabled });
