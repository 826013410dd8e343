import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VipProgress } from '@sixmark/shared';
import { http } from '@/lib/http';
import { BONUS_KEYS } from './keys';

/** `GET /api/user/vip`: level, period turnover, progress and the level rules with their rates. */
export const getVipProgress = () => http.get<VipProgress>('/api/user/vip');

export const vipProgressQueryOptions = () => queryOptions({ queryKey: [BONUS_KEYS.vip], queryFn: getVipProgress });

export const useVipProgress = () => useQuery(vipProgressQueryOptions());
