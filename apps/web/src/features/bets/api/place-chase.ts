import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Chase, ChaseBody } from '@sixmark/shared/api/bets';
import { http } from '@/lib/http';
import { PROFILE_QUERY_KEY } from '@/lib/profile';
import { BETS_KEYS } from './keys';

/** `POST /api/cp/chase`: the same selection over the next N periods; the first is placed at once. */
export const placeChase = (body: ChaseBody) => http.post<Chase>('/api/cp/chase', body, { silent: true });

export function usePlaceChase(mutationConfig?: UseMutationOptions<Chase, Error, ChaseBody>) {
  const qc = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: placeChase,
    onSuccess: async (...args) => {
      void qc.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      void qc.invalidateQueries({ queryKey: [BETS_KEYS.todayList] });
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}
