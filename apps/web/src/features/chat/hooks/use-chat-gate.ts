import { useEffect, useState } from 'react';
import { msg } from '@sixmark/shared';
import { appNavigate } from '@/lib/navigation';
import { getToken } from '@/lib/session';
import { chatBlockReason, getChatConfig } from '@/lib/startup-config';
import { toast } from '@/lib/toast';
import { refreshChatToken } from '../api/chat-http';

/** Spec 3 §9: the chat config is polled every 120 s while chat is in maintenance. */
export const MAINTENANCE_POLL_MS = 120_000;
/** Spec 3 §8: the maintenance and unavailable toasts show for 0.5 s. */
export const CHAT_GATE_TOAST_MS = 500;

export type ChatGateState = 'checking' | 'open' | 'maintenance';

/**
 * Entering a chat page first reloads the chat config (spec 3 §4): switched off → toast
 * 'chat room currently unavailable' and home; in maintenance → toast for 0.5 s and poll every
 * 120 s; back from maintenance → a fresh chat token is fetched, then the page opens.
 */
export function useChatGate(): ChatGateState {
  const [state, setState] = useState<ChatGateState>('checking');
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wasMaintenance = false;
    const check = async () => {
      const config = await getChatConfig().catch(() => null);
      if (!live) return;
      const reason = chatBlockReason(config);
      if (reason === 'unavailable') {
        toast.show(msg.chatUnavailable, CHAT_GATE_TOAST_MS);
        appNavigate('/', { replace: true });
        return;
      }
      if (reason === 'maintenance') {
        if (!wasMaintenance) toast.show(msg.chatMaintenance, CHAT_GATE_TOAST_MS);
        wasMaintenance = true;
        setState('maintenance');
        timer = setTimeout(() => void check(), MAINTENANCE_POLL_MS);
        return;
      }
      if (wasMaintenance && getToken()) await refreshChatToken().catch(() => undefined);
      if (live) setState('open');
    };
    void check();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  return state;
}
