import { Modal, NoticeBar } from 'antd-mobile';
import { useState } from 'react';
import type { Notice } from '@sixmark/shared';
import { HtmlContent } from '@/components/html-content';

/** Marquee settings of spec 2 §9 (repeat 1, scroll amount 3); antd's speed is px per second. */
export const MARQUEE = { repeat: 1, scrollAmount: 3, speed: 60 } as const;

/** lottery_notice contents joined by ` | `. */
export const marqueeText = (notices: Notice[]): string =>
  notices.map((n) => n.noticeContent.replace(/<[^>]*>/g, '')).join(' | ');

export function NoticeMarquee({ notices }: { notices: Notice[] }) {
  if (notices.length === 0) return null;
  return <NoticeBar data-part="marquee" color="alert" content={marqueeText(notices)} speed={MARQUEE.speed} />;
}

/** index_notice in a modal that opens on mount; closes by the mask or the button. */
export function NoticeModal({ notices }: { notices: Notice[] }) {
  const [closed, setClosed] = useState(false);
  const open = !closed && notices.length > 0;
  const setOpen = (v: boolean) => setClosed(!v);
  return (
    <Modal
      visible={open}
      closeOnMaskClick
      onClose={() => setOpen(false)}
      title="公告"
      content={
        <div className="home__notices" data-part="notice-modal">
          {notices.map((n) => (
            <div key={n.id}>
              <div className="home__notice-title">{n.noticeTitle}</div>
              <HtmlContent html={n.noticeContent} />
            </div>
          ))}
        </div>
      }
      actions={[{ key: 'ok', text: '我知道了', primary: true, onClick: () => setOpen(false) }]}
    />
  );
}
