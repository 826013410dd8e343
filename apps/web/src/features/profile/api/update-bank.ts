import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { http, type ApiError } from '@/lib/http';
import { banksQueryOptions } from './get-banks';

export interface UpdateBankInput {
  id?: number;
  bankName: string;
  bankBranch: string;
  cardNo: string;
  holderName: string;
  /** Needed once the member has a fund password. */
  cashPassword?: string;
}

/** `POST /api/user/updateBank`: adds (no id) or changes a bank account. */
export const updateBank = (input: UpdateBankInput) => http.post<unknown>('/api/user/updateBank', input, { form: true });

export const useUpdateBank = (mutationConfig?: UseMutationOptions<unknown, ApiError, UpdateBankInput>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBank,
    ...mutationConfig,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: banksQueryOptions().queryKey });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
