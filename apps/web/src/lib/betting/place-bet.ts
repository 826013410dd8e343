import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { BetBody, BetResult } from '@sixmark/shared/api/bets';
import { http } from '@/lib/http';
import { PROFILE_QUERY_KEY, type Profile } from '@/lib/profile';
import { BETTING_KEYS } from './keys';

/**
 * `POST /api/cp/bet`: one slip, all or nothing. Silent: every refusal (封盘, limits, 余额不足 …)
 * comes back with a Chinese message the page shows in its own dialog.
 */
export const placeBet = (body: BetBody) => http.post<BetResult>('/api/cp/bet', body, { silent: true });

export function usePlaceBet(mutationConfig?: UseMutationOptions<BetResult, Error, BetBody>) {
  const qc = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: placeBet,
    onSuccess: async (result, ...rest) => {
      // The answer carries the new balance: show it at once, then reload the profile behind it.
      qc.setQueryData<Profile | null>(PROFILE_QUERY_KEY, (p) => (p?.extInfo ? { ...p, extInfo: { ...p.extInfo, money: result.balance } } : p));
      void qc.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      void qc.invalidateQueries({ queryKey: [BETTING_KEYS.todayList] });
      await mutationConfig?.onSuccess?.(result, ...rest);
    },
  });
}
