import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { LimitKind } from '@sixmark/shared';
import { http } from '@/lib/http';
import { BONUS_KEYS } from './keys';

export type SaferPlayChange =
  | { op: 'limit'; kind: LimitKind; amount: string | null }
  | { op: 'reality'; minutes: number }
  | { op: 'exclusion'; body: { kind: 'cooloff'; hours: number } | { kind: 'self'; months: number } };

/**
 * The three safer-play writes (limit, reminder, exclusion). Answers the server's message
 * (e.g. when a raised limit takes effect).
 */
export async function updateSaferPlay(change: SaferPlayChange): Promise<void> {
  if (change.op === 'limit') await http.post('/api/user/safer-play/limit', { kind: change.kind, amount: change.amount });
  else if (change.op === 'reality') await http.post('/api/user/safer-play/reality', { minutes: change.minutes });
  else await http.post('/api/user/safer-play/exclusion', change.body);
}

export function useUpdateSaferPlay(mutationConfig?: UseMutationOptions<void, Error, SaferPlayChange>) {
  const qc = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: updateSaferPlay,
    onSuccess: async (...args) => {
      await qc.invalidateQueries({ queryKey: [BONUS_KEYS.saferPlay] });
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}
