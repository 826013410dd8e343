import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegisterFlags } from '@sixmark/shared/domain/registration-rules';
import { http } from '@/lib/http';

/** The static register limit: which fields are shown/required, placeholders and the gift. */
export const getRegisterLimit = () =>
  http.json<RegisterFlags>('/sys-upload/data/json/limit/register_limit.json', { retry: 3 });

export const registerLimitQueryOptions = () =>
  queryOptions({ queryKey: ['register-limit'], queryFn: getRegisterLimit, staleTime: 0 });

export const useRegisterLimit = () => useQuery(registerLimitQueryOptions());
