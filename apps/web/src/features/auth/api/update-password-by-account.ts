import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { DEFAULT_COMPANY_CODE } from '@sixmark/shared';
import { http, type ApiError } from '@/lib/http';

export interface ResetPasswordInput {
  account: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** `POST /api/user/updatePasswordByAccount`: change a password without a session (theme2 reset page). */
export const updatePasswordByAccount = (input: ResetPasswordInput) =>
  http.post<{ relogin: boolean }>(
    '/api/user/updatePasswordByAccount',
    { ...input, companyCode: DEFAULT_COMPANY_CODE },
    { form: true, silent: true },
  );

export const useUpdatePasswordByAccount = (
  mutationConfig?: UseMutationOptions<{ relogin: boolean }, ApiError, ResetPasswordInput>,
) => useMutation({ mutationFn: updatePasswordByAccount, ...mutationConfig });
