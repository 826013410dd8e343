import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WelfareGift } from '@sixmark/shared';
import { http } from '@/lib/http';
import { BONUS_KEYS } from './keys';

/** `GET /api/user/welfare`: upgrade gifts earned and this period's monthly gift. */
export const getWelfare = () => http.get<{ vipLevel: number; gifts: WelfareGift[] }>('/api/user/welfare', { silent: true });

export const welfareQueryOptions = () => queryOptions({ queryKey: [BONUS_KEYS.welfare], queryFn: getWelfare });

export const useWelfare = (enabled = true) => useQuery({ ...welfareQueryOptions(), enabled });
