import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawInfo } from '@sixmark/shared';
import { http } from '@/lib/http';
import { WALLET_KEYS } from './keys';

/** `GET /api/userWithdraw/info`: balance, bank accounts, limits, today's count, turnover. */
export const getWithdrawInfo = () => http.get<WithdrawInfo>('/api/userWithdraw/info');

export const withdrawInfoQueryOptions = () =>
  queryOptions({ queryKey: [WALLET_KEYS.withdrawInfo] as const, queryFn: getWithdrawInfo, staleTime: 0 });

export const useWithdrawInfo = () => useQuery(withdrawInfoQueryOptions());
