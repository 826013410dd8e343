import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Bank } from '@sixmark/shared';
import { http, type ApiError } from '@/lib/http';
import { banksQueryOptions } from './get-banks';

export interface RemoveBankInput {
  id: number;
  /** Needed once the member has a fund password. */
  cashPassword?: string;
}

/** `POST /api/user/removeBank`: unbinds one bank account and answers the remaining ones. */
export const removeBank = (input: RemoveBankInput) => http.post<Bank[]>('/api/user/removeBank', input, { form: true });

export const useRemoveBank = (mutationConfig?: UseMutationOptions<Bank[], ApiError, RemoveBankInput>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBank,
    ...mutationConfig,
    onSuccess: async (...args) => {
      queryClient.setQueryData(banksQueryOptions().queryKey, args[0]);
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
