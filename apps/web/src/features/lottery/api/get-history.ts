import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryRow } from '@sixmark/shared/api/lottery';
import { PAGE_SIZE } from '@sixmark/shared';
import { http } from '@/lib/http';

export interface HistoryPage {
  data: HistoryRow[];
  totalCount: number;
}

export interface HistoryFilter {
  gameId: number;
  year?: number;
  date?: string;
}

/** `GET /lottery/history`: one page of draws, newest first. */
export const getHistory = (filter: HistoryFilter, page: number, rows: number = PAGE_SIZE.template) =>
  http.get<HistoryPage>('/lottery/history', { params: { ...filter, page, rows }, retry: 1 });

export const historyQueryOptions = (filter: HistoryFilter) =>
  infiniteQueryOptions({
    queryKey: ['lottery', 'history', filter.gameId, filter.year ?? 'all', filter.date ?? ''] as const,
    queryFn: ({ pageParam }) => getHistory(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      return loaded < last.totalCount && last.data.length > 0 ? pages.length + 1 : undefined;
    },
  });

export const useHistory = (filter: HistoryFilter) => useInfiniteQuery(historyQueryOptions(filter));
