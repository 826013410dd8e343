import { DotLoading, ErrorBlock } from 'antd-mobile';
import { chatNicknameOf, msg } from '@sixmark/shared';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { isLoggedIn, useProfile } from '@/lib/profile';
import { usePrivateChat } from '../api/contacts';
import { ChatConversation } from '../components/chat-conversation';
import { ChatGate } from '../components/chat-gate';
import { ChatLoginPrompt } from '../components/login-prompt';
import { memberChatUser } from '../components/room-chat';

/** Private history calls: talk_type 1 (a room's is 2). */
export const TALK_TYPE_PRIVATE = 1;

function PrivateChat({ friendId, nickname, fromRoom }: { friendId: number; nickname: string; fromRoom: string }) {
  const { data: profile } = useProfile();
  const me = useMemo(() => memberChatUser(profile), [profile]);
  const mine = profile ? { nickname: chatNicknameOf(profile.userInfo.account), avatarId: profile.userInfo.avatarId } : null;
  const contact = usePrivateChat(friendId, mine, nickname);
  if (contact.isLoading) return <DotLoading />;
  if (!contact.data) return <ErrorBlock status="default" title={contact.error?.message || '无法打开私聊'} description="" />;
  return (
    <ChatConversation
      roomId={contact.data.room_id}
      me={me}
      ownColor={profile?.userInfo.chatThemeColor}
      talkType={TALK_TYPE_PRIVATE}
      reciveId={friendId}
      leaveTo={paths.chatRooms.getHref()}
      disabledReason={profile?.userInfo.enableChat === 0 ? msg.chatDisabled : null}
      empty={`和 ${contact.data.nickname || nickname} 打个招呼吧`}
      key={`${fromRoom}:${friendId}`}
    />
  );
}

/** /chat-rooms/{room_id}/friends/{user_id}?nickname=: a one-to-one chat, reached from a room or the contacts. */
export default function IndividualChatPage() {
  const { roomId = '', userId = '' } = useParams();
  const [search] = useSearchParams();
  const nickname = search.get('nickname') ?? '';
  const { data: profile, isLoading } = useProfile();
  const friendId = Number(userId);
  return (
    <PageShell title={nickname || routes.individualChat.title} backTo={paths.chatRooms.getHref()}>
      {isLoading ? null : !isLoggedIn(profile) ? (
        <ChatLoginPrompt />
      ) : !Number.isInteger(friendId) || friendId <= 0 ? (
        <ErrorBlock status="empty" title="该用户不存在" description="" />
      ) : (
        <ChatGate>
          <PrivateChat friendId={friendId} nickname={nickname} fromRoom={roomId} />
        </ChatGate>
      )}
    </PageShell>
  );
}
