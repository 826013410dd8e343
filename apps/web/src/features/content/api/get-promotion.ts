import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Promotion } from '@sixmark/shared';
import { http } from '@/lib/http';
import { CONTENT_KEYS } from './keys';

/** `GET /promotion/{id}`. */
export const getPromotion = (id: number) => http.get<Promotion>(`/promotion/${id}`);

export const promotionQueryOptions = (id: number) =>
  queryOptions({ queryKey: [CONTENT_KEYS.promotion, id] as const, queryFn: () => getPromotion(id) });

export const usePromotion = (id: number) => useQuery(promotionQueryOptions(id));
