import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type WithdrawOrder } from '@sixmark/shared';
import { http } from '@/lib/http';
import { PROFILE_QUERY_KEY } from '@/lib/profile';
import { WALLET_KEYS } from './keys';

export interface SaveWithdrawInput {
  amount: number;
  bankId: number;
  cashPassword: string;
  idempotencyKey: string;
}

/** `POST /api/userWithdraw/save/v2` with an Idempotency-Key. */
export const saveWithdraw = ({ idempotencyKey, ...body }: SaveWithdrawInput) =>
  http.post<WithdrawOrder>('/api/userWithdraw/save/v2', body, { form: true, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });

export const useSaveWithdraw = (
  mutationConfig?: Omit<UseMutationOptions<WithdrawOrder, Error, SaveWithdrawInput>, 'mutationFn'>,
) => {
  const qc = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: saveWithdraw,
    onSuccess: (...args) => {
      for (const key of [WALLET_KEYS.withdrawInfo, WALLET_KEYS.withdrawHistory, WALLET_KEYS.balance, WALLET_KEYS.bills]) {
        void qc.invalidateQueries({ queryKey: [key] });
      }
      void qc.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
