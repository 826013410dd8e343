import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { CancelResult } from '@sixmark/shared/api/bets';
import { PROFILE_QUERY_KEY } from '@/lib/profile';
import { http } from '@/lib/http';
import { BETS_KEYS } from './keys';

/**
 * `POST /api/bet/cancel` (spec 3 §7): form-encoded, `orderNo` = the order numbers joined with
 * commas. Silent: the page shows the server's message as a 3 s info toast (spec 3 §8).
 */
export const cancelBets = (orderNos: string[]) =>
  http.post<CancelResult>('/api/bet/cancel', { orderNo: orderNos.join(',') }, { form: true, silent: true });

export function useCancelBets(mutationConfig?: UseMutationOptions<CancelResult, Error, string[]>) {
  const qc = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: cancelBets,
    onSuccess: async (...args) => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: [BETS_KEYS.todayList] }),
        qc.invalidateQueries({ queryKey: [BETS_KEYS.historyList] }),
        qc.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
      ]);
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}
