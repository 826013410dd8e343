import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_COMPANY_CODE, type PromotionList } from '@sixmark/shared';
import { http } from '@/lib/http';
import { CONTENT_KEYS } from './keys';

/** `GET /promotion/list` with device=1 and the company code. */
export const getPromotions = () =>
  http.get<PromotionList>('/promotion/list', {
    params: { device: 1, companyCode: DEFAULT_COMPANY_CODE },
    silent: true,
  });

// Fetched once (spec 2 §2): kept for the session, so going back keeps the list and its scroll.
export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: [CONTENT_KEYS.promotions] as const,
    queryFn: getPromotions,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const usePromotions = () => useQuery(promotionsQueryOptions());
