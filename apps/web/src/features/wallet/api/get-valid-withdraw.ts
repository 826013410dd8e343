import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ValidWithdraw } from '@sixmark/shared';
import { http } from '@/lib/http';
import { WALLET_KEYS } from './keys';

/** `GET /api/userWithdraw/validWithdraw/queryAll`: the turnover audit (spec 1 §3). */
export const getValidWithdraw = () => http.get<ValidWithdraw>('/api/userWithdraw/validWithdraw/queryAll');

export const validWithdrawQueryOptions = () =>
  queryOptions({ queryKey: [WALLET_KEYS.validWithdraw] as const, queryFn: getValidWithdraw, staleTime: 0 });

export const useValidWithdraw = () => useQuery(validWithdrawQueryOptions());
