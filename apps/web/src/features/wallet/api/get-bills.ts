import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { BillRow } from '@sixmark/shared';
import { http } from '@/lib/http';
import { PAGE_ROWS, WALLET_KEYS, type DateFilter } from './keys';

export interface BillsFilter extends DateFilter {
  billType?: number;
}

/** `GET /api/bills`: paged, filtered by bill type and date. */
export const getBills = (page: number, f: BillsFilter) =>
  http.get<{ data: BillRow[]; totalCount: number }>('/api/bills', { params: { page, rows: PAGE_ROWS, ...f } });

// Bills are not cached between visits (spec 3 §2): stale at once and dropped when left.
export const billsQueryOptions = (f: BillsFilter) =>
  infiniteQueryOptions({
    queryKey: [WALLET_KEYS.bills, f] as const,
    queryFn: ({ pageParam }) => getBills(pageParam, f),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * PAGE_ROWS < last.totalCount ? all.length + 1 : undefined),
    staleTime: 0,
    gcTime: 0,
  });

export const useBills = (f: BillsFilter) => useInfiniteQuery(billsQueryOptions(f));
