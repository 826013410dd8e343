import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_PATHS, type SpreadLink } from '@sixmark/shared';
import { http } from '@/lib/http';
import { AGENT_KEYS } from './keys';

/** `GET /api/spreadInfo/getLinkInfo?id=`: one of the agent's own links (another's answers 404). */
export const getLinkInfo = (id: number) => http.get<SpreadLink>(AGENT_PATHS.linkInfo, { params: { id } });

export const linkInfoQueryOptions = (id: number) =>
  queryOptions({ queryKey: [AGENT_KEYS.link, id] as const, queryFn: () => getLinkInfo(id), enabled: id > 0, staleTime: 0 });

export const useLinkInfo = (id: number) => useQuery(linkInfoQueryOptions(id));
