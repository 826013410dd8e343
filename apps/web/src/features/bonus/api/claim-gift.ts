import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY } from '@/lib/profile';
import { http } from '@/lib/http';
import { BONUS_KEYS } from './keys';

/** `POST /api/user/welfare/claim`: one gift, once. */
export const claimGift = (id: number) => http.post<{ amount: number }>('/api/user/welfare/claim', { id });

export function useClaimGift(mutationConfig?: UseMutationOptions<{ amount: number }, Error, number>) {
  const qc = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: claimGift,
    onSuccess: async (...args) => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: [BONUS_KEYS.welfare] }),
        qc.invalidateQueries({ queryKey: [BONUS_KEYS.bonusBills] }),
        qc.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
      ]);
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}
