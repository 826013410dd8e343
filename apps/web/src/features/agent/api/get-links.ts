import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AGENT_PATHS, type SpreadLink } from '@sixmark/shared';
import { http } from '@/lib/http';
import { AGENT_KEYS, AGENT_PAGE_ROWS } from './keys';

/** `GET /api/spreadInfo/queryPageByAgentId`: the agent's live links, newest first. */
export const getLinks = (page: number) =>
  http.get<{ data: SpreadLink[]; totalCount: number }>(AGENT_PATHS.linkPage, { params: { page, rows: AGENT_PAGE_ROWS } });

export const linksQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [AGENT_KEYS.links] as const,
    queryFn: ({ pageParam }) => getLinks(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * AGENT_PAGE_ROWS < last.totalCount ? all.length + 1 : undefined),
    staleTime: 0,
  });

export const useLinks = () => useInfiniteQuery(linksQueryOptions());
