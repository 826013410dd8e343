import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_PATHS, type TeamDaily } from '@sixmark/shared';
import type { ReportRange } from '@sixmark/shared/domain/report-dates';
import { http } from '@/lib/http';
import { AGENT_KEYS } from './keys';

/** `GET /api/dl/queryTeamDaily`: the same figures one row per day, for the overview's charts. */
export const getTeamDaily = (range: ReportRange, userId?: number) =>
  http.get<TeamDaily>(AGENT_PATHS.teamDaily, { params: { ...range, userId } });

export const teamDailyQueryOptions = (range: ReportRange, userId?: number) =>
  queryOptions({ queryKey: [AGENT_KEYS.teamDaily, range, userId ?? 0] as const, queryFn: () => getTeamDaily(range, userId), staleTime: 0 });

export const useTeamDaily = (range: ReportRange, userId?: number) => useQuery(teamDailyQueryOptions(range, userId));
