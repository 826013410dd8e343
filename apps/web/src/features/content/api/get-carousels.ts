import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Carousel } from '@sixmark/shared';
import { http } from '@/lib/http';
import { CONTENT_KEYS } from './keys';

/** `GET /api/notice/queryPage?noticeType=0`: home carousels. */
export const getCarousels = () =>
  http.get<Carousel[]>('/api/notice/queryPage', { params: { noticeType: 0 }, silent: true });

export const carouselsQueryOptions = () =>
  queryOptions({ queryKey: [CONTENT_KEYS.carousels] as const, queryFn: getCarousels, staleTime: 60_000 });

export const useCarousels = () => useQuery(carouselsQueryOptions());
