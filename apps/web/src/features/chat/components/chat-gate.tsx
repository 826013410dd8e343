import { DotLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import { msg } from '@sixmark/shared';
import { useChatGate } from '../hooks/use-chat-gate';

/** Renders a chat page only once the chat config says chat is open (spec 3 §4). */
export function ChatGate({ children }: { children: ReactNode }) {
  const state = useChatGate();
  if (state === 'checking')
    return (
      <div className="chat-maintenance">
        <DotLoading />
      </div>
    );
  if (state === 'maintenance')
    return (
      <div className="chat-maintenance" role="status" data-testid="chat-maintenance">
        {msg.chatMaintenance}
      </div>
    );
  return <>{children}</>;
}
