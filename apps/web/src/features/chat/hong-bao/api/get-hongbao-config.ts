import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HongbaoConfig } from '@sixmark/shared';
import { http } from '@/lib/http';
import { HONGBAO_KEYS } from './keys';

/** `GET /api/hongbao/config`: the operator's limits and what the member sent today. */
export const getHongbaoConfig = (roomId: number) => http.get<HongbaoConfig>('/api/hongbao/config', { params: { roomId } });

export const hongbaoConfigQueryOptions = (roomId: number) =>
  queryOptions({ queryKey: [HONGBAO_KEYS.config, roomId] as const, queryFn: () => getHongbaoConfig(roomId), staleTime: 0 });

export const useHongbaoConfig = (roomId: number) => useQuery(hongbaoConfigQueryOptions(roomId));
