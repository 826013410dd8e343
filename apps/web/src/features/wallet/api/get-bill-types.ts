import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { WALLET_KEYS } from './keys';

/** `GET /api/bills/types`: the 39 bill types with their labels. */
export const getBillTypes = () => http.get<{ billType: number; billTypeName: string }[]>('/api/bills/types');

export const billTypesQueryOptions = () =>
  queryOptions({ queryKey: [WALLET_KEYS.billTypes] as const, queryFn: getBillTypes, staleTime: Infinity });

export const useBillTypes = () => useQuery(billTypesQueryOptions());
