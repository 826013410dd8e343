import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { isLoggedIn, useProfile } from '@/lib/profile';
import { ChatGate } from '../components/chat-gate';
import { ChatLoginPrompt } from '../components/login-prompt';
import { RoomChat } from '../components/room-chat';
import { roomName, type ChatRoom } from '../lib/protocol';

/** /chat-rooms/{room_id}: one public room. */
export default function RoomChatPage() {
  const { roomId = '' } = useParams();
  const { data: profile, isLoading } = useProfile();
  const [room, setRoom] = useState<ChatRoom | null>(null);
  const onRoom = useCallback((r: ChatRoom | null) => setRoom(r), []);
  return (
    <PageShell title={room ? roomName(room) : routes.roomChat.title} backTo={paths.chatRooms.getHref()}>
      {isLoading ? null : !isLoggedIn(profile) ? (
        <ChatLoginPrompt />
      ) : (
        <ChatGate>
          <RoomChat roomId={Number(roomId)} onRoom={onRoom} />
        </ChatGate>
      )}
    </PageShell>
  );
}
