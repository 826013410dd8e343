import { NoticeBar } from 'antd-mobile';
import type { Notice } from '@sixmark/shared';

/** Marquee settings of spec 2 §9 (repeat 1, scroll amount 3); antd's speed is px per second. */
export const MARQUEE = { repeat: 1, scrollAmount: 3, speed: 60 } as const;

/** lottery_notice contents joined by ` | `. */
export const marqueeText = (notices: Notice[]): string =>
  notices.map((n) => n.noticeContent.replace(/<[^>]*>/g, '')).join(' | ');

export function NoticeMarquee({ notices }: { notices: Notice[] }) {
  if (notices.length === 0) return null;
  return <NoticeBar data-part="marquee" color="alert" content={marqueeText(notices)} speed={MARQUEE.speed} />;
}
