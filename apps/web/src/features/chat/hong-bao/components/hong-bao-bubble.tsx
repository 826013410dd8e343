import { useEffect, useState } from 'react';
import { ChatCommand, hongbaoMsg, type HongbaoSummary } from '@sixmark/shared';
import { chatClient } from '../../lib/chat-client';
import { registerMessageRenderer, type MessageRendererProps } from '../../components/message-renderers';
import { HongBaoOpen } from './hong-bao-open';
import '../hong-bao.css';

type Live = Pick<HongbaoSummary, 'remaining' | 'status' | 'count'>;

/** The summary a packet message or a grab frame carries in `extra` (see docs/hongbao.md). */
export function summaryOf(extra: Record<string, unknown> | undefined): (Partial<HongbaoSummary> & { hongbaoId?: number }) | null {
  if (!extra || typeof extra.hongbaoId !== 'number') return null;
  return extra as Partial<HongbaoSummary> & { hongbaoId: number };
}

/** Text under the greeting: remaining count, 已领完, 已过期. */
export function stateText(s: Partial<Live>): string {
  if (s.status === 'expired') return hongbaoMsg.expired;
  if (s.status === 'finished' || s.remaining === 0) return '已领完';
  if (s.count !== undefined && s.remaining !== undefined) return hongbaoMsg.remaining(s.remaining, s.count);
  return '领取红包';
}

/**
 * A red packet in the room (message type 'hongbao'): greeting, kind and live state. Grab,
 * finish and expiry frames (HONGBAO_GRAB) update the remaining count for everyone in the room;
 * tapping opens the card with the 开 button.
 */
export function HongBaoBubble({ message }: MessageRendererProps) {
  const s = summaryOf(message.content.extra);
  const id = s?.hongbaoId ?? 0;
  const [live, setLive] = useState<Partial<Live>>({ remaining: s?.remaining, status: s?.status, count: s?.count });
  const [open, setOpen] = useState(false);
  useEffect(
    () =>
      chatClient().on('frame', (f) => {
        if (f.command !== ChatCommand.HONGBAO_GRAB) return;
        const u = summaryOf((f.content as { extra?: Record<string, unknown> } | null)?.extra);
        if (u?.hongbaoId === id) setLive({ remaining: u.remaining, status: u.status, count: u.count });
      }),
    [id],
  );
  if (!s) return <span className="chat-msg__text">{message.content.body}</span>;
  const done = live.status === 'finished' || live.status === 'expired' || live.remaining === 0;
  return (
    <>
      <button type="button" className={`hb-bubble${done ? ' hb-bubble--done' : ''}`} onClick={() => setOpen(true)} data-testid="hongbao-bubble" data-hongbao-id={id}>
        <span className="hb-bubble__main">
          <span className="hb-bubble__icon" aria-hidden>
            🧧
          </span>
          <span>
            <span className="hb-bubble__greeting" translate="no">{message.content.body}</span>
            <br />
            <span className="hb-bubble__state" data-testid="hongbao-state">
              {stateText(live)}
            </span>
          </span>
        </span>
        <span className="hb-bubble__foot">{s.kind === 'equal' ? hongbaoMsg.equal : hongbaoMsg.lucky}</span>
      </button>
      {open && <HongBaoOpen roomId={message.content.room_id} hongbaoId={id} visible={open} onClose={() => setOpen(false)} />}
    </>
  );
}

registerMessageRenderer('hongbao', HongBaoBubble);
