import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { http, type ApiError } from '@/lib/http';
import { PROFILE_QUERY_KEY } from '@/lib/profile';

export type ModifyUserInfoInput = Partial<
  Record<'fullName' | 'email' | 'phone' | 'qq' | 'weixin' | 'birthday', string> & { avatarId: number }
>;

/** `POST /api/user/modifyUserInfo`: personal fields and the avatar. */
export const modifyUserInfo = (input: ModifyUserInfoInput) =>
  http.post<unknown>('/api/user/modifyUserInfo', input, { form: true });

export const useModifyUserInfo = (mutationConfig?: UseMutationOptions<unknown, ApiError, ModifyUserInfoInput>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyUserInfo,
    ...mutationConfig,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
