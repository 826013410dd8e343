import { List, Tabs } from 'antd-mobile';
import { TeamOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { isLoggedIn, useProfile } from '@/lib/profile';
import { useGroupClassList } from '../api/get-group-class-list';
import { ChatGate } from '../components/chat-gate';
import { ChatLoginPrompt } from '../components/login-prompt';
import { roomName, sortedGroups } from '../lib/protocol';
import '../chat.css';

function RoomList() {
  const navigate = useNavigate();
  const { data, isLoading } = useGroupClassList();
  const groups = sortedGroups(data?.rows ?? []);
  const [active, setActive] = useState<string | undefined>(undefined);
  if (isLoading) return null;
  if (!groups.length) return <EmptyState />;
  const current = active ?? String(groups[0]!.id);
  return (
    <Tabs activeKey={current} onChange={setActive}>
      {groups.map((g) => (
        <Tabs.Tab key={String(g.id)} title={g.name || `分组${g.id}`}>
          <List>
            {g.chatroom.map((r) => (
              <List.Item
                key={String(r.room_id)}
                prefix={<TeamOutline fontSize={24} />}
                extra={<span className="chat-rooms__people" data-testid="room-people">{r.total_people}人</span>}
                description={String(r.enable_chat) === '0' ? '仅可查看' : undefined}
                onClick={() => navigate(paths.roomChat.getHref({ roomId: String(r.room_id) }))}
              >
                {roomName(r)}
              </List.Item>
            ))}
          </List>
        </Tabs.Tab>
      ))}
    </Tabs>
  );
}

/** 聊天室: class groups as tabs, each with its rooms and their people counts (spec 3 §2). */
export default function ChatRoomsPage() {
  const { data: profile, isLoading } = useProfile();
  return (
    <PageShell title={routes.chatRooms.title}>
      {isLoading ? null : !isLoggedIn(profile) ? (
        <ChatLoginPrompt />
      ) : (
        <ChatGate>
          <RoomList />
        </ChatGate>
      )}
    </PageShell>
  );
}
