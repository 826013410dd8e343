import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RechargeChannel } from '@sixmark/shared';
import { http } from '@/lib/http';
import { WALLET_KEYS } from './keys';

/** `GET /api/recharge/channels`: the company's recharge channels. */
export const getRechargeChannels = () => http.get<RechargeChannel[]>('/api/recharge/channels');

export const rechargeChannelsQueryOptions = () =>
  queryOptions({ queryKey: [WALLET_KEYS.channels] as const, queryFn: getRechargeChannels, staleTime: 60_000 });

export const useRechargeChannels = () => useQuery(rechargeChannelsQueryOptions());
