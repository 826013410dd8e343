import { Dialog } from 'antd-mobile';
import { ChatCommand, chatSocialMsg, shouldShowPrivatePrompt, type ChatUserInfo } from '@sixmark/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import { paths } from '@/config/paths';
import { getChatToken } from '@/lib/session';
import { chatClient } from '../lib/chat-client';

/** The private room an individual chat page shows (/chat-rooms/{room_id}/friends/{user_id}), if any. */
export function viewedPrivateRoom(pathname: string): number | null {
  const m = /^\/chat-rooms\/(\d+)\/friends\/[^/]+/.exec(pathname);
  return m ? Number(m[1]) : null;
}

/**
 * Spec 3 "Private message prompt", wherever the member is in the app: a private message from
 * a level-2 sender addressed to the member raises a prompt (去查看 / 稍后) unless the member is
 * level 2 or on a game page, or is reading that conversation. The server sends every private
 * message to its addressee's sockets whether or not they joined the room, so holding the tab's
 * chat connection is enough; the chat pages share the same connection. One prompt at a time.
 */
export function usePrivatePrompt(me: ChatUserInfo | null) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Where the member is now, read by the listener (kept current after each render).
  const where = useRef({ pathname, navigate });
  useEffect(() => {
    where.current = { pathname, navigate };
  }, [pathname, navigate]);
  const open = useRef(false);
  // Level 2 never gets the prompt: no connection is held for it.
  const listening = !!me && !me.isGuest && me.chatLevel < 2 && !!getChatToken();
  const userId = me ? Number(me.user_id) : 0;
  const chatLevel = me?.chatLevel ?? 0;

  useEffect(() => {
    if (!listening) return;
    const client = chatClient();
    const release = client.acquire();
    const off = client.on('message', (m) => {
      if (m.command !== ChatCommand.PRIVATE_MESSAGE || open.current) return;
      const { pathname: path, navigate: go } = where.current;
      if (m.content.room_id === viewedPrivateRoom(path)) return;
      const sender = m.content.userinfo;
      if (!sender || m.content.reciveId === undefined) return;
      const show = shouldShowPrivatePrompt(
        { senderChatLevel: sender.chatLevel, senderId: sender.user_id, reciveId: m.content.reciveId },
        { userId, chatLevel, onGamePage: path.startsWith('/game/') },
      );
      if (!show) return;
      open.current = true;
      void Dialog.confirm({
        title: chatSocialMsg.privatePromptTitle,
        content: chatSocialMsg.privatePromptBody(sender.nickname),
        confirmText: chatSocialMsg.privatePromptView,
        cancelText: chatSocialMsg.privatePromptLater,
      }).then((view) => {
        open.current = false;
        if (view)
          go(`${paths.individualChat.getHref({ roomId: m.content.room_id, userId: sender.user_id })}?nickname=${encodeURIComponent(sender.nickname)}`);
      });
    });
    return () => {
      off();
      release();
    };
  }, [listening, userId, chatLevel]);
}
