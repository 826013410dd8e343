import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { http, type ApiError } from '@/lib/http';

export interface UpdateFundPwdInput {
  fundPwd: string;
  confirmFundPwd: string;
  /** Login password, when setting it the first time. */
  password?: string;
  /** The current fund password, when changing it. */
  oldFundPwd?: string;
}

/** `POST /api/user/updateFundPwd`. */
export const updateFundPwd = (input: UpdateFundPwdInput) =>
  http.post<null>('/api/user/updateFundPwd', input, { form: true });

export const useUpdateFundPwd = (mutationConfig?: UseMutationOptions<null, ApiError, UpdateFundPwdInput>) =>
  useMutation({ mutationFn: updateFundPwd, ...mutationConfig });
