import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { DEFAULT_COMPANY_CODE } from '@sixmark/shared';
import { http, type ApiError } from '@/lib/http';
import type { AuthTokens } from './login';

/** `GET /v/user/regTest`: a fresh trial (TEST) account with play money. */
export const regTest = () =>
  http.get<AuthTokens>('/v/user/regTest', { params: { companyCode: DEFAULT_COMPANY_CODE }, silent: true });

export const useRegTest = (mutationConfig?: UseMutationOptions<AuthTokens, ApiError, void>) =>
  useMutation({ mutationFn: regTest, ...mutationConfig });
