import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_PATHS, type AgentByCode } from '@sixmark/shared';
import { http } from '@/lib/http';

/**
 * `GET /api/spreadInfo/getAgentInfoByCode?code=` (public): the agent behind a promotion code.
 * The server counts one visit of a link per call, so the registration page asks once per code.
 * Silent: an unknown code is refused by the registration itself (推广码不存在).
 */
export const getAgentByCode = (code: string) => http.get<AgentByCode>(AGENT_PATHS.agentByCode, { params: { code }, silent: true });

export const agentByCodeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['agent-by-code', code] as const,
    queryFn: () => getAgentByCode(code),
    enabled: code !== '',
    staleTime: Infinity,
    retry: false,
  });

export const useAgentByCode = (code: string) => useQuery(agentByCodeQueryOptions(code));
