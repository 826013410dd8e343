import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Carousel } from '@sixmark/shared';
import { http } from './http';

/**
 * `GET /api/notice/queryPage?noticeType=0`: the operator's carousel slides, shown on home and in
 * the game center (spec 1 §7, spec 2 §2); a failure leaves the carousel empty.
 */
export const getCarousels = () =>
  http.get<Carousel[]>('/api/notice/queryPage', { params: { noticeType: 0 }, silent: true });

// One key for both pages: the same slides, so one page's answer serves the other for a minute.
export const carouselsQueryOptions = () =>
  queryOptions({ queryKey: ['carousels'] as const, queryFn: getCarousels, staleTime: 60_000 });

export const useCarousels = () => useQuery(carouselsQueryOptions());
