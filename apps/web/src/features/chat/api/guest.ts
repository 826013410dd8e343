import type { z } from 'zod';
import type { CsRoom, customerServiceSchema, guestFriendsSchema, guestIdentitySchema, guestTokenSchema, talkResultSchema } from '@sixmark/shared';
import { STORAGE_KEYS } from '@/lib/session';
import { chatHttp } from './chat-http';

export type GuestIdentity = z.infer<typeof guestIdentitySchema>;
export type CustomerService = z.infer<typeof customerServiceSchema>;
export type GuestFriends = z.infer<typeof guestFriendsSchema>;

/** Spec 3 §9: guest friends per page. */
export const GUEST_FRIENDS_PER_PAGE = 20;

/** `GET /chat/guest/id-generation`: a new guest identity (id, nickname, hash_id). */
export const generateGuestId = () => chatHttp.get<GuestIdentity>('/chat/guest/id-generation');

/** `GET /chat/token/generation/{id}`: the guest's chat credential for the socket. */
export const guestToken = (id: number) => chatHttp.get<z.infer<typeof guestTokenSchema>>(`/chat/token/generation/${id}`);

/** The customer-service staff on line (/services talks to the first). */
export const getCustomerServices = () => chatHttp.get<CustomerService[]>('/chat/guest/customer-services');

/** `POST /chat/guest/init-room` (spec 3 §7): body friend_id (number), remark (empty). */
export const initCsRoom = (friendId: number, remark = '') => chatHttp.post<CsRoom>('/chat/guest/init-room', { friend_id: friendId, remark });

/**
 * `/talk/{app_id}/{identity}/{customer_id}`: the conversation of the identity the link names (a
 * guest credential, or a member who must be the one logged in here); no customer_id → first staff.
 */
export const openTalk = (identity: string, customerId: number | null) =>
  chatHttp.post<z.infer<typeof talkResultSchema>>('/chat/guest/talk', customerId ? { identity, customer_id: customerId } : { identity });

/** `GET /chat/guest/friends` (page default 1, per_page 20): the caller's customer-service rooms. */
export const getGuestFriends = (page = 1) => chatHttp.get<GuestFriends>('/chat/guest/friends', { params: { page, per_page: GUEST_FRIENDS_PER_PAGE } });

/** The guest identity this tab holds, if any. */
export function storedGuest(): { id: number; hashId: string; nickname: string } | null {
  const id = Number(localStorage.getItem(STORAGE_KEYS.guestId));
  const hashId = localStorage.getItem(STORAGE_KEYS.guestHashId);
  if (!id || !hashId) return null;
  return { id, hashId, nickname: localStorage.getItem(STORAGE_KEYS.guestNickname) ?? '' };
}

export function storeGuest(g: { id: number; hash_id: string; nickname: string }): void {
  localStorage.setItem(STORAGE_KEYS.guestId, String(g.id));
  localStorage.setItem(STORAGE_KEYS.guestHashId, g.hash_id);
  localStorage.setItem(STORAGE_KEYS.guestNickname, g.nickname);
}

/**
 * A visitor's guest identity: the one this tab holds, else a new one from id-generation; its
 * credential is confirmed with token/generation (spec 3 §7) before the socket uses it.
 */
export async function ensureGuest(): Promise<{ id: number; hashId: string; nickname: string }> {
  const held = storedGuest();
  if (held) return held;
  const g = await generateGuestId();
  storeGuest(g);
  const t = await guestToken(g.id);
  if (t.token !== g.hash_id) storeGuest({ ...g, hash_id: t.token });
  return { id: g.id, hashId: t.token, nickname: g.nickname };
}
