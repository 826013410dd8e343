import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { HongbaoSendBody, HongbaoSummary } from '@sixmark/shared';
import { http } from '@/lib/http';
import { PROFILE_QUERY_KEY } from '@/lib/profile';
import { HONGBAO_KEYS } from './keys';

export type SendHongbaoResult = HongbaoSummary & { amount: number; money: number };

/** `POST /api/hongbao/send` (the body carries its idempotency key). */
export const sendHongbao = (body: HongbaoSendBody) => http.post<SendHongbaoResult>('/api/hongbao/send', body);

export const useSendHongbao = (
  mutationConfig?: Omit<UseMutationOptions<SendHongbaoResult, Error, HongbaoSendBody>, 'mutationFn'>,
) => {
  const qc = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: sendHongbao,
    onSuccess: (...args) => {
      for (const key of [HONGBAO_KEYS.config, HONGBAO_KEYS.history]) void qc.invalidateQueries({ queryKey: [key] });
      void qc.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
