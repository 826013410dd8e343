import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_COMPANY_CODE, type AdSlot } from '@sixmark/shared';
import { http } from '@/lib/http';
import { CONTENT_KEYS } from './keys';

/** `GET /game-document/template/ads`: every ad slot (AD01…AD14) of the company. */
export const getAds = () =>
  http.get<AdSlot[]>('/game-document/template/ads', {
    params: { companyCode: DEFAULT_COMPANY_CODE },
    silent: true,
  });

export const adsQueryOptions = () =>
  queryOptions({ queryKey: [CONTENT_KEYS.ads] as const, queryFn: getAds, staleTime: 60_000 });

export const useAds = () => useQuery(adsQueryOptions());
