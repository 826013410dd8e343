import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { VoteData } from '@sixmark/shared';
import { http } from '@/lib/http';

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

export const useVote = (mutationConfig?: UseMutationOptions<VoteData | null, Error, VoteInput>) =>
  useMutation({ ...mutationConfig, mutationFn: vote });
