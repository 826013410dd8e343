import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Template } from '@sixmark/shared';
import { http } from '@/lib/http';
import { useSessionKey } from '../hooks/use-session-key';
import { CONTENT_KEYS } from './keys';

/** `GET /game-document/template/liked`: the signed-in user's favourite cards. */
export const getLikedTemplates = () =>
  http.get<Template[] | { data: Template[]; totalCount: number }>('/game-document/template/liked', {
    params: { page: 1, rows: 100 },
  });

export const likedTemplatesQueryOptions = (session = 'guest') =>
  queryOptions({
    queryKey: [CONTENT_KEYS.liked, session] as const,
    queryFn: async () => {
      const res = await getLikedTemplates();
      return Array.isArray(res) ? res : res.data;
    },
    staleTime: 0,
  });

export const useLikedTemplates = () => useQuery(likedTemplatesQueryOptions(useSessionKey()));
