import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { VoteData } from '@sixmark/shared';
import { http } from '@/lib/http';
import { CONTENT_KEYS } from './keys';

export interface VoteInput {
  documentId: number;
  optionId: number;
}

/** `POST /game-document/template/vote/v2` ({documentId, optionId, vote: 1}). */
export const vote = ({ documentId, optionId }: VoteInput) =>
  http.post<VoteData | null>(
    '/game-document/template/vote/v2',
    { documentId, optionId, vote: 1 },
    { silent: true },
  );

export const useVote = (mutationConfig?: UseMutationOptions<VoteData | null, Error, VoteInput>) => {
  const qc = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: vote,
    onSuccess: (...args) => {
      // The summary under the card shows the poll's standing.
      void qc.invalidateQueries({ queryKey: [CONTENT_KEYS.voteData] });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
