import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { PROFILE_QUERY_KEY } from '@/lib/profile';
import { clearTokens } from '@/lib/session';

/** `GET /v/user/logout`; the tokens are cleared here whatever the server answers. */
export const logout = () => http.get<null>('/v/user/logout', { silent: true }).catch(() => null);

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
