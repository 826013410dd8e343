import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Carousel } from '@sixmark/shared';
import { http } from '@/lib/http';
import { GAME_CENTER_KEYS } from './keys';

/** `GET /api/notice/queryPage?noticeType=0`: the carousels (spec 1 §7); a failure leaves it empty. */
export const getCarousels = () =>
  http.get<Carousel[]>('/api/notice/queryPage', { params: { noticeType: 0 }, silent: true });

export const carouselsQueryOptions = () =>
  queryOptions({ queryKey: [GAME_CENTER_KEYS.carousels] as const, queryFn: getCarousels, staleTime: 60_000 });

export const useCarousels = () => useQuery(carouselsQueryOptions());
