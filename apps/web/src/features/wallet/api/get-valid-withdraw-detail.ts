import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ValidWithdrawRow } from '@sixmark/shared';
import { http } from '@/lib/http';
import { WALLET_KEYS } from './keys';

/** `GET /api/userWithdraw/validWithdraw/:id`: one turnover requirement. */
export const getValidWithdrawDetail = (id: number) => http.get<ValidWithdrawRow>(`/api/userWithdraw/validWithdraw/${id}`);

export const validWithdrawDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [WALLET_KEYS.validWithdrawDetail, id] as const,
    queryFn: () => getValidWithdrawDetail(id),
    enabled: id > 0,
  });

export const useValidWithdrawDetail = (id: number) => useQuery(validWithdrawDetailQueryOptions(id));
