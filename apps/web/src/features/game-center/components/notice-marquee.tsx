import { NoticeBar } from 'antd-mobile';
import type { Notice } from '@sixmark/shared';

/** Marquee of spec 1 §2 (repeat 1, scroll amount 3); antd-mobile's speed is px per second. */
export const MARQUEE = { repeat: 1, scrollAmount: 3, speed: 60 } as const;

/** lottery_notice contents joined by ' | ' (spec 1 §3 Notice), markup stripped. */
export const marqueeText = (notices: readonly Notice[]): string =>
  notices.map((n) => n.noticeContent.replace(/<[^>]*>/g, '')).join(' | ');

export function NoticeMarquee({ notices, loading = false }: { notices: readonly Notice[]; loading?: boolean }) {
  // The bar's height is kept while the notices load (the usual answer has some).
  if (loading) return <div className="gc-marquee gc-marquee--placeholder" aria-hidden="true" />;
  if (notices.length === 0) return null;
  return (
    <NoticeBar className="gc-marquee" color="alert" content={marqueeText(notices)} speed={MARQUEE.speed} />
  );
}
