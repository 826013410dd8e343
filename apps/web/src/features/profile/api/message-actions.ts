import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { PROFILE_QUERY_KEY } from '@/lib/profile';
import { messagesQueryOptions } from './get-messages';

/** `GET /api/pushMessage/modifyReadStatus?id=`. */
export const markMessageRead = (id: number) => http.get<unknown>('/api/pushMessage/modifyReadStatus', { params: { id } });
/** `GET /api/pushMessage/remove?id=`. */
export const removeMessage = (id: number) => http.get<unknown>('/api/pushMessage/remove', { params: { id } });

/** Both actions refresh the list and the profile's unread badge. */
const useMessageAction = (fn: (id: number) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
      ]),
  });
};

export const useMarkMessageRead = () => useMessageAction(markMessageRead);
export const useRemoveMessage = () => useMessageAction(removeMessage);
