import { useParams } from 'react-router-dom';
import { DrawPanel } from '@/components/lottery';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { isLoggedIn, useProfile } from '@/lib/profile';
import { ChatGate } from '../components/chat-gate';
import { ChatLoginPrompt } from '../components/login-prompt';
import { RoomChat } from '../components/room-chat';

/** /game/{id}/chat-rooms/{room_id}: the game's draw panel with the room's chat under it. */
export default function GameChatPage() {
  const { gameId = '', roomId = '' } = useParams();
  const { data: profile, isLoading } = useProfile();
  const id = Number(gameId);
  return (
    <PageShell title={routes.gameChat.title} backTo={paths.game.getHref({ gameId })}>
      <div className="game-chat">
        {Number.isInteger(id) && id > 0 && <DrawPanel gameId={id} source="api" />}
        {isLoading ? null : !isLoggedIn(profile) ? (
          <ChatLoginPrompt />
        ) : (
          <ChatGate>
            <RoomChat roomId={Number(roomId)} className="game-chat__room" />
          </ChatGate>
        )}
      </div>
    </PageShell>
  );
}
