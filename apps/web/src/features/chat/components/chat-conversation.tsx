import { DEFAULT_CHAT_THEME_COLOR, msg, type ChatUserInfo } from '@sixmark/shared';
import { useChatRoom, type UseChatRoomOptions } from '../hooks/use-chat-room';
import type { ChatMessage } from '../lib/protocol';
import { Composer } from './composer';
import { MessageList } from './message-list';
import '../chat.css';

export interface ChatConversationProps extends Pick<UseChatRoomOptions, 'talkType' | 'reciveId' | 'secPerMess' | 'leaveTo'> {
  roomId: number;
  /** Who is speaking here (a member or a guest); null shows `disabledReason`. */
  me: ChatUserInfo | null;
  /** The chosen chat colour of own messages (spec 1 /setting-chat-color). */
  ownColor?: string;
  quickMessages?: string[];
  disabledReason?: string | null;
  onSenderClick?: (m: ChatMessage) => void;
  /** Drawn above the list (e.g. the win popup). */
  header?: React.ReactNode;
  empty?: string;
  /** Public rooms show the live people count the server sends. */
  showPeople?: boolean;
  className?: string;
}

/** Own: this tab's message, or one whose sender is the viewer (a member and a guest never match). */
export const isOwnMessage = (m: ChatMessage, me: ChatUserInfo | null): boolean =>
  !!m.client_id ||
  (!!me && !!m.content.userinfo && String(m.content.userinfo.user_id) === String(me.user_id) && !!m.content.userinfo.isGuest === !!me.isGuest);

/**
 * One conversation: a public room, a private chat or a customer-service room. History, live
 * messages, the composer with its sending/uploading/retry states and the refusal notice.
 */
export function ChatConversation({ roomId, me, ownColor, quickMessages = [], disabledReason, onSenderClick, header, empty, showPeople, className, ...options }: ChatConversationProps) {
  const chat = useChatRoom(roomId, me, options);
  return (
    <div className={['chat-room', className].filter(Boolean).join(' ')} data-testid="chat-conversation" data-socket={chat.socketState}>
      {header}
      {showPeople && chat.people !== null && (
        <div className="chat-room__people" data-testid="room-people-live">
          {chat.people}人在线
        </div>
      )}
      {chat.socketState !== 'open' && chat.socketState !== 'connecting' && (
        <div className="chat-room__offline" role="status">
          {chat.socketState === 'offline' ? '网络已断开，恢复后自动重连' : '连接已断开，正在重连...'}
        </div>
      )}
      <MessageList
        messages={chat.messages}
        isOwn={(m) => isOwnMessage(m, me)}
        ownColor={ownColor || DEFAULT_CHAT_THEME_COLOR}
        hasMore={chat.hasMore}
        loadingMore={chat.loadingMore}
        onLoadMore={() => void chat.loadMore()}
        onRetry={chat.retry}
        onSenderClick={onSenderClick}
        empty={empty}
      />
      {chat.refusal && (
        <div className="chat-room__refusal" role="alert" data-testid="chat-refusal">
          {chat.refusal.msg}
        </div>
      )}
      <Composer
        quickMessages={quickMessages}
        disabledReason={disabledReason ?? (me ? null : msg.chatLoginFirst)}
        waitSeconds={chat.waitSeconds}
        onSendText={chat.sendText}
        onSendEmoji={chat.sendEmoji}
        onSendQuick={chat.sendQuick}
        onSendImage={chat.sendImage}
      />
    </div>
  );
}
