import type { ChatUserInfo } from '@sixmark/shared';
import { useMemo } from 'react';
import { useProfile } from '@/lib/profile';
import { usePrivatePrompt } from '../hooks/use-private-prompt';

/**
 * Mounted once in the app layout: the level-2 private-message prompt of spec 3 on every page
 * of a logged-in member whose chat is on (not only on the chat pages).
 */
export function PrivatePromptHost() {
  const { data: profile } = useProfile();
  // Only what the rule needs (not room-chat's helper: this is in the layout, keep it light).
  const me = useMemo<ChatUserInfo | null>(
    () =>
      profile && profile.userInfo.enableChat !== 0
        ? { user_id: profile.userInfo.userId, nickname: '', avatar: 1, chatLevel: profile.userInfo.chatLevel, color: '', isGuest: false }
        : null,
    [profile],
  );
  usePrivatePrompt(me);
  return null;
}
