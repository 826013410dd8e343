import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HongbaoDetail } from '@sixmark/shared';
import { http } from '@/lib/http';
import { HONGBAO_KEYS } from './keys';

/** `GET /api/hongbao/detail`: the packet, who got how much and when, best luck, the caller's share. */
export const getHongbaoDetail = (id: number, silent = false) =>
  http.get<HongbaoDetail>('/api/hongbao/detail', { params: { id }, silent });

export const hongbaoDetailQueryOptions = (id: number, silent = false) =>
  queryOptions({ queryKey: [HONGBAO_KEYS.detail, id] as const, queryFn: () => getHongbaoDetail(id, silent), staleTime: 2_000 });

export const useHongbaoDetail = (id: number, opts: { enabled?: boolean; silent?: boolean } = {}) =>
  useQuery({ ...hongbaoDetailQueryOptions(id, opts.silent), enabled: opts.enabled ?? true });
