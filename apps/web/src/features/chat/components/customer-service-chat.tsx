import { useQuery } from '@tanstack/react-query';
import { DotLoading, ErrorBlock } from 'antd-mobile';
import type { ChatUserInfo, CsRoom } from '@sixmark/shared';
import { useMemo } from 'react';
import { getToken } from '@/lib/session';
import { useProfile } from '@/lib/profile';
import { CHAT_GUEST_TOKEN_PREFIX, chatSocialMsg } from '@sixmark/shared';
import { ensureGuest, getCustomerServices, initCsRoom, openTalk, storeGuest } from '../api/guest';
import { CHAT_KEYS } from '../api/keys';
import { ChatConversation } from './chat-conversation';
import { ChatLoginPrompt } from './login-prompt';
import { memberChatUser } from './room-chat';

/** Customer-service history calls: talk_type 3. */
export const TALK_TYPE_SERVICE = 3;

interface CsSession {
  /** A member's /talk link opened by a visitor: log in first. */
  login?: true;
  room?: CsRoom;
  /** A visitor's guest identity as their messages carry it; null for a member. */
  guest: ChatUserInfo | null;
}

/**
 * Opens the customer-service conversation of /services and /talk: a member speaks as
 * themselves (Bearer chat token); a visitor gets a guest identity first (id-generation, then
 * token/generation), and both open the room with init-room. `staffId` picks the staff member;
 * without it the first one on line answers.
 */
async function openCs(staffId: number | null): Promise<CsSession> {
  let guest: ChatUserInfo | null = null;
  if (!getToken()) {
    const g = await ensureGuest();
    guest = { user_id: g.id, nickname: g.nickname, avatar: 1, chatLevel: 0, color: '', isGuest: true };
  }
  let friendId = staffId;
  if (!friendId) {
    const staff = await getCustomerServices();
    if (!staff[0]) throw new Error(chatSocialMsg.serviceNotFound);
    friendId = staff[0].id;
  }
  const room = await initCsRoom(friendId);
  return { room, guest };
}

/**
 * /talk/{app_id}/{identity}/{customer_id}: the conversation of the identity in the link. A guest
 * credential becomes this tab's guest identity (the held one, if another, is replaced) unless a
 * member is logged in here (the socket is the member's: log out first); a member's link needs
 * that member logged in (a visitor is asked to log in; another member is told by the server).
 */
async function openTalkLink(identity: string, staffId: number | null): Promise<CsSession> {
  const isGuestLink = identity.startsWith(CHAT_GUEST_TOKEN_PREFIX);
  if (isGuestLink && getToken()) throw new Error(chatSocialMsg.talkGuestWhileMember);
  if (!isGuestLink && !getToken()) return { login: true, guest: null };
  const res = await openTalk(identity, staffId);
  if (!res.guest) return { room: res.room, guest: null };
  storeGuest(res.guest);
  return {
    room: res.room,
    guest: { user_id: res.guest.id, nickname: res.guest.nickname, avatar: 1, chatLevel: 0, color: '', isGuest: true },
  };
}

export function CustomerServiceChat({ staffId = null, talkIdentity = null }: { staffId?: number | null; talkIdentity?: string | null }) {
  const { data: profile, isLoading: profileLoading } = useProfile();
  const member = useMemo(() => memberChatUser(profile), [profile]);
  const cs = useQuery({
    queryKey: [CHAT_KEYS.guestFriends, 'open', staffId, talkIdentity, getToken() ? 'member' : 'guest'],
    queryFn: () => (talkIdentity ? openTalkLink(talkIdentity, staffId) : openCs(staffId)),
    enabled: !profileLoading,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  if (cs.isLoading || profileLoading) return <DotLoading />;
  if (cs.data?.login) return <ChatLoginPrompt />;
  if (!cs.data?.room) return <ErrorBlock status="default" title={cs.error?.message || chatSocialMsg.serviceNotFound} description="" />;
  const room = cs.data.room;
  const me = cs.data.guest ?? member;
  return (
    <ChatConversation
      roomId={room.id}
      me={me}
      ownColor={profile?.userInfo.chatThemeColor}
      talkType={TALK_TYPE_SERVICE}
      leaveTo="/"
      disabledReason={room.status === 'closed' ? chatSocialMsg.conversationClosed : null}
      empty={`您好，我是客服 ${room.nickname}，请问有什么可以帮您？`}
    />
  );
}
