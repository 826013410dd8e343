import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AGENT_PATHS, type SubUsers, type SubUsersQuery } from '@sixmark/shared';
import { http } from '@/lib/http';
import { AGENT_KEYS, AGENT_PAGE_ROWS } from './keys';

export type SubUsersFilter = Omit<SubUsersQuery, 'page' | 'rows'>;

/** `GET /api/dl/querySubUsers`: the team, filtered, newest first; `otherData` has the counts. */
export const getSubUsers = (page: number, filter: SubUsersFilter) =>
  http.get<SubUsers>(AGENT_PATHS.subUsers, { params: { ...filter, page, rows: AGENT_PAGE_ROWS } });

// The team changes as members register and log in: fresh on every visit.
export const subUsersQueryOptions = (filter: SubUsersFilter) =>
  infiniteQueryOptions({
    queryKey: [AGENT_KEYS.subUsers, filter] as const,
    queryFn: ({ pageParam }) => getSubUsers(pageParam, filter),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * AGENT_PAGE_ROWS < last.totalCount ? all.length + 1 : undefined),
    staleTime: 0,
  });

export const useSubUsers = (filter: SubUsersFilter) => useInfiniteQuery(subUsersQueryOptions(filter));
