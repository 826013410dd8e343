import { useEffect } from 'react';
import { awardText } from '../lib/format';
import type { ChatAwardNotice as AwardNotice } from '@sixmark/shared';

/** Seconds a win popup stays when the config says nothing. */
export const DEFAULT_WIN_POPUP_SECONDS = 5;

export interface WinPopupProps {
  notice: AwardNotice | null;
  /** `lottery_win_message_popup` of the chat config (spec 3 §3); the notice's own popupSeconds wins. */
  seconds?: number;
  onDone: () => void;
}

/** The award notice banner: shown for lottery_win_message_popup seconds, then `onDone` clears it. */
export function WinPopup({ notice, seconds, onDone }: WinPopupProps) {
  useEffect(() => {
    if (!notice) return;
    const ms = Math.max(1, Number(notice.popupSeconds) || Number(seconds) || DEFAULT_WIN_POPUP_SECONDS) * 1000;
    const t = setTimeout(onDone, ms);
    return () => clearTimeout(t);
  }, [notice, seconds, onDone]);
  if (!notice) return null;
  return (
    <div className="chat-win" role="alert" data-testid="chat-win-popup">
      <span className="chat-win__icon">🏆</span>
      {awardText(notice)}
    </div>
  );
}
