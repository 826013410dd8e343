import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_PATHS, type RebateRange } from '@sixmark/shared';
import { http } from '@/lib/http';
import { AGENT_KEYS } from './keys';

/**
 * `GET /api/dl/getDlSubRebateRange`: the rebates the agent may give a new sub-user or link, or
 * (with `userId`) the range an existing sub-user's rebate may move in.
 */
export const getRebateRange = (userId?: number) =>
  http.get<RebateRange>(AGENT_PATHS.rebateRange, { params: { userId } });

export const rebateRangeQueryOptions = (userId?: number) =>
  queryOptions({ queryKey: [AGENT_KEYS.rebateRange, userId ?? 0] as const, queryFn: () => getRebateRange(userId), staleTime: 0 });

export const useRebateRange = (userId?: number) => useQuery(rebateRangeQueryOptions(userId));
