import { useQuery } from '@tanstack/react-query';
import { DotLoading, ErrorBlock } from 'antd-mobile';
import type { ChatUserInfo, CsRoom } from '@sixmark/shared';
import { useMemo } from 'react';
import { getToken } from '@/lib/session';
import { useProfile } from '@/lib/profile';
import { chatSocialMsg } from '@sixmark/shared';
import { ensureGuest, getCustomerServices, initCsRoom } from '../api/guest';
import { CHAT_KEYS } from '../api/keys';
import { ChatConversation } from './chat-conversation';
import { memberChatUser } from './room-chat';

/** Customer-service history calls: talk_type 3. */
export const TALK_TYPE_SERVICE = 3;

interface CsSession {
  room: CsRoom;
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

export function CustomerServiceChat({ staffId = null }: { staffId?: number | null }) {
  const { data: profile, isLoading: profileLoading } = useProfile();
  const member = useMemo(() => memberChatUser(profile), [profile]);
  const cs = useQuery({
    queryKey: [CHAT_KEYS.guestFriends, 'open', staffId, getToken() ? 'member' : 'guest'],
    queryFn: () => openCs(staffId),
    enabled: !profileLoading,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  if (cs.isLoading || profileLoading) return <DotLoading />;
  if (!cs.data) return <ErrorBlock status="default" title={cs.error?.message || chatSocialMsg.serviceNotFound} description="" />;
  const me = cs.data.guest ?? member;
  return (
    <ChatConversation
      roomId={cs.data.room.id}
      me={me}
      ownColor={profile?.userInfo.chatThemeColor}
      talkType={TALK_TYPE_SERVICE}
      leaveTo="/"
      disabledReason={cs.data.room.status === 'closed' ? chatSocialMsg.conversationClosed : null}
      empty={`您好，我是客服 ${cs.data.room.nickname}，请问有什么可以帮您？`}
    />
  );
}
