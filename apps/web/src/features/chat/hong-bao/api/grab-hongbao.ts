import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { HongbaoGrabResult } from '@sixmark/shared';
import { http } from '@/lib/http';
import { PROFILE_QUERY_KEY } from '@/lib/profile';
import { HONGBAO_KEYS } from './keys';

export interface GrabHongbaoInput {
  id: number;
  word?: string;
}

/** `POST /api/hongbao/grab`. Silent: the opening card shows the refusal (派完了, 过期) itself. */
export const grabHongbao = (body: GrabHongbaoInput) => http.post<HongbaoGrabResult>('/api/hongbao/grab', body, { silent: true });

export const useGrabHongbao = (
  mutationConfig?: Omit<UseMutationOptions<HongbaoGrabResult, Error, GrabHongbaoInput>, 'mutationFn'>,
) => {
  const qc = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: grabHongbao,
    onSettled: (...args) => {
      void qc.invalidateQueries({ queryKey: [HONGBAO_KEYS.detail, args[2].id] });
      void qc.invalidateQueries({ queryKey: [HONGBAO_KEYS.history] });
      void qc.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      return mutationConfig?.onSettled?.(...args);
    },
  });
};
