import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type RechargeCreateResult } from '@sixmark/shared';
import { http } from '@/lib/http';
import { WALLET_KEYS } from './keys';

export interface CreateRechargeInput {
  channelId: number;
  amount: number;
  payerName?: string;
  /** The same key on a retry of the same submission (see useIdempotencyKey). */
  idempotencyKey: string;
}

/** `POST /api/recharge/create` with an Idempotency-Key. */
export const createRecharge = ({ idempotencyKey, ...body }: CreateRechargeInput) =>
  http.post<RechargeCreateResult>('/api/recharge/create', body, { form: true, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });

export const useCreateRecharge = (
  mutationConfig?: Omit<UseMutationOptions<RechargeCreateResult, Error, CreateRechargeInput>, 'mutationFn'>,
) => {
  const qc = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: createRecharge,
    onSuccess: (...args) => {
      void qc.invalidateQueries({ queryKey: [WALLET_KEYS.rechargeHistory] });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
