import { ActionSheet } from 'antd-mobile';
import { CHAT_MSG, chatNicknameOf, chatSocialMsg, msg, type ChatAwardNotice, type ChatUserInfo } from '@sixmark/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { paths } from '@/config/paths';
import { useProfile, type Profile } from '@/lib/profile';
import { useGroupClassList } from '../api/get-group-class-list';
import { deleteChatMessage, reportMessage } from '../api/moderation';
import { toast } from '@/lib/toast';
import { numericId } from '../lib/protocol';
import { chatClient } from '../lib/chat-client';
import { quickMessageTexts, type ChatRoom } from '../lib/protocol';
import { ChatConversation } from './chat-conversation';
import { WinPopup } from './win-popup';
// Red packets (hongbao): registers the 'hongbao' bubble and adds the 发红包 button.
import '../hong-bao/components/hong-bao-bubble';
import { HongBaoEntry } from '../hong-bao/components/hong-bao-entry';

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

/** The member as their own messages carry them. */
export function memberChatUser(profile: Profile | null | undefined): ChatUserInfo | null {
  if (!profile) return null;
  return {
    user_id: profile.userInfo.userId,
    nickname: chatNicknameOf(profile.userInfo.account),
    avatar: profile.userInfo.avatarId,
    chatLevel: profile.userInfo.chatLevel,
    color: profile.userInfo.chatThemeColor,
    isGuest: false,
  };
}

/**
 * A public room: history, live messages, the composer with its states, win popups and
 * mute/slow-mode feedback. Used by /chat-rooms/{room_id} and by the game chat beside the draw.
 * Tapping a sender opens the private chat with them.
 */
export function RoomChat({ roomId, onRoom, className }: RoomChatProps) {
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const { data: config } = useGroupClassList();
  const room = findRoom(config?.rows, roomId);
  useEffect(() => onRoom?.(room), [room, onRoom]);
  const me = useMemo(() => memberChatUser(profile), [profile]);

  const [award, setAward] = useState<ChatAwardNotice | null>(null);
  useEffect(() => chatClient().on('award', setAward), []);
  const clearAward = useCallback(() => setAward(null), []);

  const disabledReason = !me
    ? msg.chatLoginFirst
    : profile?.userInfo.enableChat === 0
      ? msg.chatDisabled
      : room && room.enable_chat === 0 && (profile?.userInfo.chatLevel ?? 0) < 2
        ? CHAT_MSG.readonly
        : null;

  return (
    <ChatConversation
      className={className}
      roomId={roomId}
      me={me}
      ownColor={profile?.userInfo.chatThemeColor}
      secPerMess={room?.sec_per_mess}
      showPeople
      quickMessages={quickMessageTexts(config?.quick_messages)}
      disabledReason={disabledReason}
      header={
        <>
          <WinPopup notice={award} seconds={config?.lottery_win_message_popup} onDone={clearAward} />
          {me && <HongBaoEntry roomId={roomId} />}
        </>
      }
      onSenderClick={(m) => {
        const u = m.content.userinfo;
        const id = numericId(m);
        if (!u || !me || u.user_id === me.user_id || id === null) return;
        const staff = me.chatLevel >= 2;
        // A sender's menu: private chat, report, and for chat-level staff delete for everyone.
        ActionSheet.show({
          cancelText: '取消',
          actions: [
            ...(u.isGuest ? [] : [{ key: 'private', text: '私聊' }]),
            { key: 'report', text: '举报' },
            ...(staff ? [{ key: 'delete', text: '删除消息', danger: true }] : []),
          ],
          closeOnAction: true,
          onAction: (action) => {
            if (action.key === 'private')
              navigate(`${paths.individualChat.getHref({ roomId, userId: u.user_id })}?nickname=${encodeURIComponent(u.nickname)}`);
            else if (action.key === 'report')
              reportMessage(id).then(
                () => toast.show(chatSocialMsg.reportSubmitted, 1500),
                (e: Error) => toast.show(e.message, 1500),
              );
            else if (action.key === 'delete') void deleteChatMessage(id, roomId).catch(() => undefined);
          },
        });
      }}
    />
  );
}
