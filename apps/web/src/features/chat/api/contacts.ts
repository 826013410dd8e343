import { queryOptions, useMutation, useQuery, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Contact, ContactApplyBody } from '@sixmark/shared';
import type { ApiError } from '@/lib/http';
import { CHAT_RETRY, chatHttp } from './chat-http';
import { CHAT_KEYS } from './keys';

/** `GET /chat/contact/list` (spec 3 §7, retry 2): contacts, newest last message first. */
export const getContacts = () => chatHttp.get<Contact[]>('/chat/contact/list', { retry: CHAT_RETRY });

export const contactsQueryOptions = () => queryOptions({ queryKey: [CHAT_KEYS.contacts], queryFn: getContacts, staleTime: 0 });
export const useContacts = (enabled = true) => useQuery({ ...contactsQueryOptions(), enabled });

/** `GET /chat/contact/contactdetail?friend_id=`: the contact, with its private room. Silent: a stranger is not an error to show. */
export const getContactDetail = (friendId: number) =>
  chatHttp.get<Contact>('/chat/contact/contactdetail', { params: { friend_id: friendId }, silent: true });

/** `POST /chat/contact/apply/createaccept` (form fields of spec 3 §3): becomes a contact at once. */
export const applyContact = (body: ContactApplyBody) => chatHttp.post<Contact>('/chat/contact/apply/createaccept', body, { form: true });

/**
 * The private conversation with a member: the existing contact, or a new one made with
 * createaccept. Cached per friend so the page reads it once.
 */
export const privateChatQueryOptions = (friendId: number, me: { nickname: string; avatarId: number }, friendNickname: string) =>
  queryOptions({
    queryKey: [CHAT_KEYS.contactDetail, friendId] as const,
    queryFn: async (): Promise<Contact> => {
      try {
        return await getContactDetail(friendId);
      } catch (e) {
        const err = e as ApiError;
        // 403/405 are the chat's own refusals (login, unavailable): not a missing contact.
        if (err.status === 403 || err.status === 405) throw e;
        return applyContact({ friend_id: friendId, avatarId: me.avatarId, friend_avatarId: undefined, nickname: me.nickname, friend_nickname: friendNickname });
      }
    },
    staleTime: 60_000,
    retry: false,
  });

export const usePrivateChat = (friendId: number, me: { nickname: string; avatarId: number } | null, friendNickname: string) =>
  useQuery({ ...privateChatQueryOptions(friendId, me ?? { nickname: '', avatarId: 1 }, friendNickname), enabled: !!me && friendId > 0 });

export function useApplyContact(mutationConfig?: UseMutationOptions<Contact, ApiError, ContactApplyBody>) {
  const qc = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: applyContact,
    onSuccess: async (...args) => {
      await qc.invalidateQueries({ queryKey: contactsQueryOptions().queryKey });
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}
