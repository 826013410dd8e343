import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_PATHS, type TeamRws } from '@sixmark/shared';
import type { ReportRange } from '@sixmark/shared/domain/report-dates';
import { http } from '@/lib/http';
import { AGENT_KEYS } from './keys';

/** `GET /api/dl/queryTeamRws`: the team overview figures of a date range (system time zone, inclusive). */
export const getTeamRws = (range: ReportRange, userId?: number) =>
  http.get<TeamRws>(AGENT_PATHS.teamRws, { params: { ...range, userId } });

export const teamRwsQueryOptions = (range: ReportRange, userId?: number) =>
  queryOptions({ queryKey: [AGENT_KEYS.teamRws, range, userId ?? 0] as const, queryFn: () => getTeamRws(range, userId), staleTime: 0 });

export const useTeamRws = (range: ReportRange, userId?: number) => useQuery(teamRwsQueryOptions(range, userId));
