import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoteData } from '@sixmark/shared';
import { http } from '@/lib/http';
import { useSessionKey } from '../hooks/use-session-key';
import { CONTENT_KEYS } from './keys';

/** `GET /game-document/template/{id}/vote`: the template's newest poll (kept per template id). */
export const getVoteData = (templateId: number) =>
  http.get<VoteData>(`/game-document/template/${templateId}/vote`, { silent: true });

export const voteDataQueryOptions = (templateId: number, session = 'guest') =>
  queryOptions({
    queryKey: [CONTENT_KEYS.voteData, templateId, session] as const,
    queryFn: () => getVoteData(templateId),
    staleTime: 30_000,
  });

/** Asked only for cards that carry a poll, so the other cards cost no request. */
export const useVoteData = (templateId: number, enabled: boolean) =>
  useQuery({ ...voteDataQueryOptions(templateId, useSessionKey()), enabled });
