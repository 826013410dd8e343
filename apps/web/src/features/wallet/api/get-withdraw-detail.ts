import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawOrder } from '@sixmark/shared';
import { http } from '@/lib/http';
import { WALLET_KEYS } from './keys';

/** `GET /api/userWithdraw/detail/:id`. */
export const getWithdrawDetail = (id: number) => http.get<WithdrawOrder>(`/api/userWithdraw/detail/${id}`);

export const withdrawDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: [WALLET_KEYS.withdrawDetail, id] as const, queryFn: () => getWithdrawDetail(id), enabled: id > 0 });

export const useWithdrawDetail = (id: number) => useQuery(withdrawDetailQueryOptions(id));
