import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_PATHS, type MemberInfo } from '@sixmark/shared';
import { http } from '@/lib/http';
import { AGENT_KEYS } from './keys';

/** `GET /api/agent/memberInformation?userId=`: one team member's figures (403 outside the team). */
export const getMemberInfo = (userId: number) => http.get<MemberInfo>(AGENT_PATHS.memberInfo, { params: { userId } });

export const memberInfoQueryOptions = (userId: number) =>
  queryOptions({ queryKey: [AGENT_KEYS.memberInfo, userId] as const, queryFn: () => getMemberInfo(userId), enabled: userId > 0, staleTime: 0 });

export const useMemberInfo = (userId: number) => useQuery(memberInfoQueryOptions(userId));
