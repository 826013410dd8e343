import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { PROFILE_QUERY_KEY } from '@/lib/profile';
import { clearTokens } from '@/lib/session';
import { disablePush } from '@/lib/web-push';

/**
 * `GET /v/user/logout`; the tokens are cleared here whatever the server answers. This browser's
 * Web Push subscription goes first (while the token still works): the next member to use the
 * browser must not see the last one's messages.
 */
export const logout = async () => {
  await disablePush({ silent: true }).catch(() => undefined);
  return http.get<null>('/v/user/logout', { silent: true }).catch(() => null);
};

export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearTokens();
      queryClient.setQueryData(PROFILE_QUERY_KEY, null);
    },
  });
};
