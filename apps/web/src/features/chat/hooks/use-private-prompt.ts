import { Dialog } from 'antd-mobile';
import { ChatCommand, chatSocialMsg, shouldShowPrivatePrompt, type ChatUserInfo } from '@sixmark/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useContacts } from '../api/contacts';
import { chatClient } from '../lib/chat-client';

/** Private rooms watched beside the open room (the server lets one socket be in 8 rooms). */
export const WATCHED_PRIVATE_ROOMS = 6;

/**
 * Spec 3 "Private message prompt": a private message from a level-2 sender addressed to the
 * member raises a prompt (去查看 / 稍后) unless the member is level 2 or on a game page. The
 * member's most recent private rooms are joined while a chat page is open, so such a message
 * arrives without opening the conversation.
 */
export function usePrivatePrompt(me: ChatUserInfo | null, viewingRoom: number | null) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: contacts } = useContacts(!!me && !me.isGuest);
  const onGamePage = pathname.startsWith('/game/');

  const watched = (contacts ?? [])
    .map((c) => c.room_id)
    .filter((id) => id !== viewingRoom)
    .slice(0, WATCHED_PRIVATE_ROOMS)
    .join(',');

  useEffect(() => {
    if (!me || me.isGuest) return;
    const client = chatClient();
    const release = client.acquire();
    const leaves = watched ? watched.split(',').map((id) => client.join(Number(id))) : [];
    const off = client.on('message', (m) => {
      if (m.command !== ChatCommand.PRIVATE_MESSAGE || m.content.room_id === viewingRoom) return;
      const sender = m.content.userinfo;
      if (!sender || m.content.reciveId === undefined) return;
      const show = shouldShowPrivatePrompt(
        { senderChatLevel: sender.chatLevel, senderId: sender.user_id, reciveId: m.content.reciveId },
        { userId: Number(me.user_id), chatLevel: me.chatLevel, onGamePage },
      );
      if (!show) return;
      void Dialog.confirm({
        title: chatSocialMsg.privatePromptTitle,
        content: chatSocialMsg.privatePromptBody(sender.nickname),
        confirmText: chatSocialMsg.privatePromptView,
        cancelText: chatSocialMsg.privatePromptLater,
      }).then((go) => {
        if (go)
          navigate(`${paths.individualChat.getHref({ roomId: m.content.room_id, userId: sender.user_id })}?nickname=${encodeURIComponent(sender.nickname)}`);
      });
    });
    return () => {
      off();
      leaves.forEach((leave) => leave());
      release();
    };
  }, [me, watched, viewingRoom, onGamePage, navigate]);
}
