import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bank } from '@sixmark/shared';
import { http } from '@/lib/http';

/** `GET /api/user/banks`: the member's bank accounts. */
export const getBanks = () => http.get<Bank[]>('/api/user/banks');

export const banksQueryOptions = () => queryOptions({ queryKey: ['user-banks'], queryFn: getBanks, staleTime: 0 });

export const useBanks = () => useQuery(banksQueryOptions());
