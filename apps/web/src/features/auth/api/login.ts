import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { APP_VERSION, DEFAULT_COMPANY_CODE } from '@sixmark/shared';
import { http, type ApiError } from '@/lib/http';
import { getClientId } from '../lib/client-id';

export interface LoginInput {
  account: string;
  password: string;
  remember: boolean;
  valiCode?: string;
}
export interface AuthTokens {
  token: string;
  tokenChat: string;
}

/** `POST /v/user/login` (form). Failures are shown by the page, not by the global catalogue. */
export const login = (input: LoginInput) =>
  http.post<AuthTokens>(
    '/v/user/login',
    {
      account: input.account.trim(),
      password: input.password,
      remember: input.remember ? 1 : 0,
      version: APP_VERSION,
      valiCode: input.valiCode ?? '',
      companyCode: DEFAULT_COMPANY_CODE,
      clientId: getClientId(),
    },
    { form: true, silent: true },
  );

export const useLogin = (mutationConfig?: UseMutationOptions<AuthTokens, ApiError, LoginInput>) =>
  useMutation({ mutationFn: login, ...mutationConfig });
