import { NiuniuTabs } from '@/components/niuniu-tabs';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { isLoggedIn, useProfile } from '@/lib/profile';
import { useGroupClassList } from '../api/get-group-class-list';
import { ChatGate } from '../components/chat-gate';
import { ChatLoginPrompt } from '../components/login-prompt';
import { RoomChat } from '../components/room-chat';

/** /lucky-niu-niu/chat: the 幸运牛牛 tab with the site's default room (the table's other tabs are in features/niuniu). */
export default function NiuniuChatPage() {
  const { data: profile, isLoading } = useProfile();
  const loggedIn = isLoggedIn(profile);
  const rooms = useGroupClassList(loggedIn);
  const roomId = rooms.data?.default_chatroom ?? rooms.data?.rows[0]?.id ?? null;
  return (
    <PageShell title={routes.luckyNiuNiuChat.title} backTo={paths.luckyNiuNiu.getHref()}>
      <NiuniuTabs />
      {isLoading ? null : !loggedIn ? (
        <ChatLoginPrompt />
      ) : (
        <ChatGate>{roomId ? <RoomChat roomId={roomId} className="game-chat__room" /> : <div className="nn-section">暂无聊天室</div>}</ChatGate>
      )}
    </PageShell>
  );
}
