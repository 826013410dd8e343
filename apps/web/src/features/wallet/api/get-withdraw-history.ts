import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WithdrawOrder, WithdrawStatus } from '@sixmark/shared';
import { http } from '@/lib/http';
import { PAGE_ROWS, WALLET_KEYS, type DateFilter } from './keys';

export interface WithdrawHistoryFilter extends DateFilter {
  status?: WithdrawStatus;
}

/** `GET /api/userWithdraw/history`: paged, filtered by status and date. */
export const getWithdrawHistory = (page: number, f: WithdrawHistoryFilter) =>
  http.get<{ data: WithdrawOrder[]; totalCount: number }>('/api/userWithdraw/history', {
    params: { page, rows: PAGE_ROWS, ...f },
  });

export const withdrawHistoryQueryOptions = (f: WithdrawHistoryFilter) =>
  infiniteQueryOptions({
    queryKey: [WALLET_KEYS.withdrawHistory, f] as const,
    queryFn: ({ pageParam }) => getWithdrawHistory(pageParam, f),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * PAGE_ROWS < last.totalCount ? all.length + 1 : undefined),
    staleTime: 0,
  });

export const useWithdrawHistory = (f: WithdrawHistoryFilter) => useInfiniteQuery(withdrawHistoryQueryOptions(f));
