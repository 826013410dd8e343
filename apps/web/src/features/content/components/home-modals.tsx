import { Modal } from 'antd-mobile';
import { useState } from 'react';
import { withUploadPrefix, type Notice } from '@sixmark/shared';
import { HtmlContent } from '@/components/lazy-html-content';
import { adHasContent } from './ad-slot';

// The home page's two popups (AD11 and the index notices). antd's Modal (and its popup, mask and
// centre-popup parts) is only loaded when one of them has something to show (issue 16).

/** The popup ad AD11, only when enabled and non-empty (spec 2 §2). */
export function Ad11Popup({ ad }: { ad: Parameters<typeof adHasContent>[0] }) {
  const [open, setOpen] = useState(true);
  if (!adHasContent(ad)) return null;
  return (
    <Modal
      visible={open}
      closeOnMaskClick
      showCloseButton
      onClose={() => setOpen(false)}
      content={
        <div data-part="ad11">
          {ad.imageUrl ? (
            <img src={withUploadPrefix(ad.imageUrl)} alt={ad.name} style={{ width: '100%' }} />
          ) : null}
          <HtmlContent html={ad.content} />
        </div>
      }
    />
  );
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
