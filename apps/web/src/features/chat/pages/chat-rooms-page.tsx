import { List, Tabs } from 'antd-mobile';
import { TeamOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { isLoggedIn, useProfile } from '@/lib/profile';
import { useContacts } from '../api/contacts';
import { useGroupClassList } from '../api/get-group-class-list';
import { formatSystemTime } from '../lib/format';
import { ChatGate } from '../components/chat-gate';
import { ChatLoginPrompt } from '../components/login-prompt';
import { roomName, sortedGroups } from '../lib/protocol';
import '../chat.css';

/** Spec 3 §3: the last message as a list shows it. */
const lastMessageText = (m: { type: string; content: string } | null) =>
  !m ? '' : m.type === 'image' ? '[图片]' : m.type === 'hongbao' ? '[红包]' : m.type === 'deleted' ? '[消息已删除]' : m.content;

function ContactList() {
  const navigate = useNavigate();
  const { data, isLoading } = useContacts();
  if (isLoading) return null;
  if (!data?.length) return <EmptyState description="暂无私聊" />;
  // Spec 3 §3: newest last message first (the server sorts; kept here should it not).
  const sorted = [...data].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  return (
    <List>
      {sorted.map((c) => (
        <List.Item
          key={c.friend_id}
          data-testid="contact"
          description={lastMessageText(c.last_message)}
          extra={<span className="chat-rooms__people">{formatSystemTime(c.created_at)}</span>}
          onClick={() => navigate(`${paths.individualChat.getHref({ roomId: c.room_id, userId: c.friend_id })}?nickname=${encodeURIComponent(c.nickname)}`)}
        >
          <span translate="no">{c.nickname}</span>
        </List.Item>
      ))}
    </List>
  );
}

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
                onClick={() =>
                  // A game's room opens beside that game's draw panel.
                  navigate(
                    r.game_id
                      ? paths.gameChat.getHref({ gameId: r.game_id, roomId: r.room_id })
                      : paths.roomChat.getHref({ roomId: r.room_id }),
                  )
                }
              >
                {roomName(r)}
              </List.Item>
            ))}
          </List>
        </Tabs.Tab>
      ))}
      <Tabs.Tab key="contacts" title="私聊">
        {current === 'contacts' && <ContactList />}
      </Tabs.Tab>
    </Tabs>
  );
}

/** 聊天室: class groups as tabs, each with its rooms and their people counts (spec 3 §2), and the contacts. */
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
