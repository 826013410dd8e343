import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotteryRecord } from '@sixmark/shared/api/lottery';
import { http } from '@/lib/http';

/** `GET /lottery/record`: the latest result of every lottery game. */
export const getRecord = () => http.get<LotteryRecord>('/lottery/record', { retry: 1 });

export const recordQueryOptions = () => queryOptions({ queryKey: ['lottery', 'record'] as const, queryFn: getRecord, staleTime: 10_000 });

export const useRecord = () => useQuery(recordQueryOptions());
