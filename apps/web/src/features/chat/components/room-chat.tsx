import { CHAT_MSG, chatNicknameOf, DEFAULT_CHAT_THEME_COLOR, msg, type ChatAwardNotice } from '@sixmark/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/profile';
import { useGroupClassList } from '../api/get-group-class-list';
import { chatClient } from '../lib/chat-client';
import { quickMessageTexts, type ChatMessage, type ChatRoom, type ChatUserInfo } from '../lib/protocol';
import { useChatRoom } from '../hooks/use-chat-room';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { WinPopup } from './win-popup';
import '../chat.css';

export interface RoomChatProps {
  roomId: number;
  /** Called with the room's row once the config has it (for the page title). */
  onRoom?: (room: ChatRoom | null) => void;
  className?: string;
}

/** Finds a room in the class groups. */
export function findRoom(rows: { chatroom: ChatRoom[] }[] | undefined, roomId: number): ChatRoom | null {
  for (const g of rows ?? []) for (const r of g.chatroom ?? []) if (r.room_id === roomId) return r;
  return null;
}

/**
 * A public room: history, live messages, the composer with its states, win popups and
 * mute/slow-mode feedback. Used by /chat-rooms/{room_id} and by the game chat beside the draw.
 */
export function RoomChat({ roomId, onRoom, className }: RoomChatProps) {
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const { data: config } = useGroupClassList();
  const room = findRoom(config?.rows, roomId);
  useEffect(() => onRoom?.(room), [room, onRoom]);

  const me: ChatUserInfo | null = useMemo(
    () =>
      profile
        ? {
            user_id: profile.userInfo.userId,
            nickname: chatNicknameOf(profile.userInfo.account),
            avatar: profile.userInfo.avatarId,
            chatLevel: profile.userInfo.chatLevel,
            color: profile.userInfo.chatThemeColor,
            isGuest: false,
          }
        : null,
    [profile],
  );
  const chat = useChatRoom(roomId, me, { secPerMess: room?.sec_per_mess });
  const ownColor = profile?.userInfo.chatThemeColor || DEFAULT_CHAT_THEME_COLOR;

  const [award, setAward] = useState<ChatAwardNotice | null>(null);
  useEffect(() => chatClient().on('award', setAward), []);
  const clearAward = useCallback(() => setAward(null), []);

  const disabledReason = !me
    ? msg.chatLoginFirst
    : profile?.userInfo.enableChat === 0
      ? msg.chatDisabled
      : room && String(room.enable_chat) === '0'
        ? CHAT_MSG.readonly
        : null;

  const isOwn = (m: ChatMessage) =>
    !!m.client_id || (!!me && String(m.content.userinfo?.user_id) === String(me.user_id));

  return (
    <div className={['chat-room', className].filter(Boolean).join(' ')}>
      <WinPopup notice={award} seconds={config?.lottery_win_message_popup} onDone={clearAward} />
      {chat.socketState !== 'open' && chat.socketState !== 'connecting' && (
        <div className="chat-room__offline" role="status">
          {chat.socketState === 'offline' ? '网络已断开，恢复后自动重连' : '连接已断开，正在重连...'}
        </div>
      )}
      <MessageList
        messages={chat.messages}
        isOwn={isOwn}
        ownColor={ownColor}
        hasMore={chat.hasMore}
        loadingMore={chat.loadingMore}
        onLoadMore={() => void chat.loadMore()}
        onRetry={chat.retry}
        onSenderClick={(m) => {
          const u = m.content.userinfo;
          if (!u || !me) return;
          navigate(`${paths.individualChat.getHref({ roomId, userId: String(u.user_id) })}?nickname=${encodeURIComponent(u.nickname)}`);
        }}
      />
      {chat.refusal && (
        <div className="chat-room__refusal" role="alert" data-testid="chat-refusal">
          {chat.refusal.msg}
        </div>
      )}
      <Composer
        quickMessages={quickMessageTexts(config?.quick_messages)}
        disabledReason={disabledReason}
        waitSeconds={chat.waitSeconds}
        onSendText={chat.sendText}
        onSendEmoji={chat.sendEmoji}
        onSendQuick={chat.sendQuick}
        onSendImage={chat.sendImage}
      />
    </div>
  );
}
