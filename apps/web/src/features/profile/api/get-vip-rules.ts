import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VipRule } from '@sixmark/shared';
import { http } from '@/lib/http';

/** `GET /api/v2/uservip/rules`: betMoney needed per VIP level. */
export const getVipRules = () => http.get<VipRule[]>('/api/v2/uservip/rules', { silent: true });

export const vipRulesQueryOptions = () =>
  queryOptions({ queryKey: ['vip-rules'], queryFn: getVipRules, staleTime: 5 * 60_000 });

export const useVipRules = (enabled = true) => useQuery({ ...vipRulesQueryOptions(), enabled });
