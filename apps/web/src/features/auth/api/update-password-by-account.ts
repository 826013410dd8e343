import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { DEFAULT_COMPANY_CODE } from '@sixmark/shared';
import { http, type ApiError } from '@/lib/http';
import { getClientId } from '../lib/client-id';

export interface ResetPasswordInput {
  account: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  /** The captcha answer, once the server asks for one (after 5 failures, like login). */
  valiCode?: string;
}

/**
 * `POST /api/user/updatePasswordByAccount` (form body: the passwords never go in the URL): change a
 * password without a session (theme2 reset page), under login's captcha rules.
 */
export const updatePasswordByAccount = (input: ResetPasswordInput) =>
  http.post<{ relogin: boolean }>(
    '/api/user/updatePasswordByAccount',
    { ...input, valiCode: input.valiCode ?? '', companyCode: DEFAULT_COMPANY_CODE, clientId: getClientId() },
    { form: true, silent: true },
  );

export const useUpdatePasswordByAccount = (
  mutationConfig?: UseMutationOptions<{ relogin: boolean }, ApiError, ResetPasswordInput>,
) => useMutation({ mutationFn: updatePasswordByAccount, ...mutationConfig });
