import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { HongbaoHistory } from '@sixmark/shared';
import { http } from '@/lib/http';
import { HONGBAO_KEYS, HONGBAO_PAGE_ROWS } from './keys';

export interface HongbaoHistoryFilter {
  type: 'sent' | 'received';
  year?: number;
}

/** `GET /api/hongbao/history`: sent or received packets of a year, with the year's totals. */
export const getHongbaoHistory = (page: number, f: HongbaoHistoryFilter) =>
  http.get<HongbaoHistory>('/api/hongbao/history', { params: { page, rows: HONGBAO_PAGE_ROWS, ...f } });

// Money records are not cached between visits (like bills, spec 3 §2).
export const hongbaoHistoryQueryOptions = (f: HongbaoHistoryFilter) =>
  infiniteQueryOptions({
    queryKey: [HONGBAO_KEYS.history, f] as const,
    queryFn: ({ pageParam }) => getHongbaoHistory(pageParam, f),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * HONGBAO_PAGE_ROWS < last.totalCount ? all.length + 1 : undefined),
    staleTime: 0,
    gcTime: 0,
  });

export const useHongbaoHistory = (f: HongbaoHistoryFilter) => useInfiniteQuery(hongbaoHistoryQueryOptions(f));
