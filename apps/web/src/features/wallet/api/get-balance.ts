import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Balance } from '@sixmark/shared';
import { http } from '@/lib/http';
import { WALLET_KEYS } from './keys';

/** `POST /api/v2/user/tellerMachine`: the main and game balances in yuan. */
export const getBalance = () => http.post<Balance>('/api/v2/user/tellerMachine');

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: [WALLET_KEYS.balance] as const, queryFn: getBalance, staleTime: 0 });

export const useBalance = () => useQuery(balanceQueryOptions());
