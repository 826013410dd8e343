import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY } from '@/lib/profile';
import { http } from '@/lib/http';
import { BONUS_KEYS } from './keys';

/** `POST /api/user/betting-bonus/claim`: pays every category's bonus once. */
export const claimBettingBonus = () => http.post<{ amount: number }>('/api/user/betting-bonus/claim', {});

export function useClaimBettingBonus(mutationConfig?: UseMutationOptions<{ amount: number }, Error, void>) {
  const qc = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: claimBettingBonus,
    onSuccess: async (...args) => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: [BONUS_KEYS.bettingBonus] }),
        qc.invalidateQueries({ queryKey: [BONUS_KEYS.history] }),
        qc.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
      ]);
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}
