import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { http, type ApiError } from '@/lib/http';
import { PROFILE_QUERY_KEY } from '@/lib/profile';

/** `POST /api/v2/user/update/chat-theme-color`: failures are rethrown to the caller (spec 1 §7). */
export const updateChatColor = (chatThemeColor: string) =>
  http.post<unknown>('/api/v2/user/update/chat-theme-color', { chatThemeColor }, { form: true });

export const useUpdateChatColor = (mutationConfig?: UseMutationOptions<unknown, ApiError, string>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChatColor,
    ...mutationConfig,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
