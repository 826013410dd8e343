import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { RechargeOrder, RechargeStatus } from '@sixmark/shared';
import { http } from '@/lib/http';
import { PAGE_ROWS, WALLET_KEYS, type DateFilter } from './keys';

export interface RechargeHistoryFilter extends DateFilter {
  status?: RechargeStatus;
}

/** `GET /api/recharge/history`: paged, filtered by status and date. */
export const getRechargeHistory = (page: number, f: RechargeHistoryFilter) =>
  http.get<{ data: RechargeOrder[]; totalCount: number }>('/api/recharge/history', {
    params: { page, rows: PAGE_ROWS, ...f },
  });

export const rechargeHistoryQueryOptions = (f: RechargeHistoryFilter) =>
  infiniteQueryOptions({
    queryKey: [WALLET_KEYS.rechargeHistory, f] as const,
    queryFn: ({ pageParam }) => getRechargeHistory(pageParam, f),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * PAGE_ROWS < last.totalCount ? all.length + 1 : undefined),
    staleTime: 0,
  });

export const useRechargeHistory = (f: RechargeHistoryFilter) => useInfiniteQuery(rechargeHistoryQueryOptions(f));
