import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Chase } from '@sixmark/shared/api/bets';
import { http } from '@/lib/http';
import { BETS_KEYS } from './keys';

/** `POST /api/cp/chase/cancel`: stops a chase; its periods not yet placed are dropped. */
export const cancelChase = (trackOrderNo: string) => http.post<Chase>('/api/cp/chase/cancel', { trackOrderNo }, { silent: true });

export function useCancelChase(mutationConfig?: UseMutationOptions<Chase, Error, string>) {
  const qc = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: cancelChase,
    onSuccess: async (...args) => {
      await qc.invalidateQueries({ queryKey: [BETS_KEYS.todayList] });
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}
