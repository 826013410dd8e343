import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { ToggleLikeResult } from '@sixmark/shared';
import { http } from '@/lib/http';
import { CONTENT_KEYS } from './keys';

export interface ToggleLikeInput {
  templateId: number;
  like: 0 | 1;
  gameId?: number;
  playCateName?: string;
}

/** `POST /game-document/template/toggle-like` ({templateId, like}). */
export const toggleLike = (input: ToggleLikeInput) =>
  http.post<ToggleLikeResult>('/game-document/template/toggle-like', input, { silent: true });

export const useToggleLike = (
  mutationConfig?: UseMutationOptions<ToggleLikeResult, Error, ToggleLikeInput>,
) => {
  const qc = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: toggleLike,
    onSuccess: (...args) => {
      void qc.invalidateQueries({ queryKey: [CONTENT_KEYS.liked] });
      mutationConfig?.onSuccess?.(...args);
    },
  });
};
