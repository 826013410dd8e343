import { Button, DotLoading } from 'antd-mobile';
import { ExclamationCircleFill } from 'antd-mobile-icons';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { formatSystemTime } from '../lib/format';
import { MAX_RETRY } from '../lib/message-store';
import type { ChatMessage } from '../lib/protocol';
import { rendererFor } from './message-renderers';

export interface MessageListProps {
  messages: readonly ChatMessage[];
  /** Own messages are on the right, in the chosen chat colour. */
  isOwn: (m: ChatMessage) => boolean;
  ownColor: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetry: (m: ChatMessage) => void;
  onSenderClick?: (m: ChatMessage) => void;
  empty?: string;
}

function Status({ m, onRetry }: { m: ChatMessage; onRetry: (m: ChatMessage) => void }) {
  if (m.uploading) return <span className="chat-msg__status">上传中<DotLoading /></span>;
  if (m.sending) return <span className="chat-msg__status">发送中<DotLoading /></span>;
  if (!m.failed) return null;
  const left = (m.retry ?? 0) < MAX_RETRY;
  return (
    <span className="chat-msg__status chat-msg__status--failed">
      <ExclamationCircleFill /> 发送失败
      {left && (
        <Button size="mini" fill="none" color="primary" onClick={() => onRetry(m)}>
          重试
        </Button>
      )}
    </span>
  );
}

/**
 * A room's messages, oldest first, with 加载更多 at the top while older pages may load. It
 * keeps to the bottom as messages arrive unless the reader scrolled up, and keeps the reader's
 * place when an older page is prepended.
 */
export function MessageList({ messages, isOwn, ownColor, hasMore, loadingMore, onLoadMore, onRetry, onSenderClick, empty = '暂无消息' }: MessageListProps) {
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const prevFirst = useRef<ChatMessage['id'] | undefined>(undefined);
  const prevHeight = useRef(0);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const first = messages[0]?.id;
    if (prevFirst.current !== undefined && first !== prevFirst.current && !atBottom.current) {
      // An older page went in above: keep what the reader looked at in place.
      el.scrollTop += el.scrollHeight - prevHeight.current;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
    prevFirst.current = first;
    prevHeight.current = el.scrollHeight;
  }, [messages]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onScroll = () => {
      atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <div className="chat-list" ref={box} data-testid="chat-messages" aria-live="polite">
      {hasMore && messages.length > 0 && (
        <div className="chat-list__more">
          <Button size="mini" fill="none" loading={loadingMore} onClick={onLoadMore}>
            加载更多
          </Button>
        </div>
      )}
      {messages.length === 0 && <div className="chat-list__empty">{empty}</div>}
      {messages.map((m) => {
        const own = isOwn(m);
        const Body = rendererFor(m);
        const user = m.content.userinfo;
        return (
          <div
            key={m.client_id && (m.sending || m.failed || m.uploading) ? m.client_id : String(m.id)}
            className={`chat-msg${own ? ' chat-msg--own' : ''}`}
            data-testid="chat-message"
            data-id={String(m.id)}
            data-type={m.content.type ?? 'text'}
            data-state={m.uploading ? 'uploading' : m.sending ? 'sending' : m.failed ? 'failed' : 'sent'}
          >
            <div className="chat-msg__head">
              {own ? (
                <span className="chat-msg__name">我</span>
              ) : (
                <button type="button" className="chat-msg__name chat-msg__name--link" translate="no" onClick={() => onSenderClick?.(m)}>
                  {user?.nickname ?? ''}
                </button>
              )}
              <time className="chat-msg__time">{formatSystemTime(m.created_at)}</time>
            </div>
            <div className="chat-msg__bubble" style={own ? { background: ownColor, color: '#fff' } : undefined}>
              <Body message={m} own={own} />
            </div>
            <Status m={m} onRetry={onRetry} />
          </div>
        );
      })}
    </div>
  );
}
