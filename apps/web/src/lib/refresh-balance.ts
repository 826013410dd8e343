import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Balance } from '@sixmark/shared';
import { http, type ApiError } from './http';
import { PROFILE_QUERY_KEY, type Profile } from './profile';

/** `POST /api/v2/user/tellerMachine`: collects third-party money and answers the main and game balances. */
export const refreshBalance = () => http.post<Balance>('/api/v2/user/tellerMachine');

/** Refreshes the balance and writes it into the cached profile the header reads. */
export const useRefreshBalance = (mutationConfig?: UseMutationOptions<Balance, ApiError, void>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshBalance,
    ...mutationConfig,
    onSuccess: (balance, ...rest) => {
      queryClient.setQueryData<Profile | null>(PROFILE_QUERY_KEY, (p) =>
        p?.extInfo
          ? { ...p, extInfo: { ...p.extInfo, money: balance.money, liveMoney: balance.liveMoney } }
          : p,
      );
      return mutationConfig?.onSuccess?.(balance, ...rest);
    },
  });
};
