import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { APP_VERSION, DEFAULT_COMPANY_CODE } from '@sixmark/shared';
import { http, type ApiError } from '@/lib/http';
import { getClientId } from '../lib/client-id';
import type { AuthTokens } from './login';

export type RegisterInput = Record<string, string>;

/** `POST /v/user/reg` (form): only the fields the form shows, plus version, company and client id. */
export const register = (input: RegisterInput) =>
  http.post<AuthTokens>(
    '/v/user/reg',
    { ...input, version: APP_VERSION, companyCode: DEFAULT_COMPANY_CODE, clientId: getClientId() },
    { form: true, silent: true },
  );

export const useRegister = (mutationConfig?: UseMutationOptions<AuthTokens, ApiError, RegisterInput>) =>
  useMutation({ mutationFn: register, ...mutationConfig });
