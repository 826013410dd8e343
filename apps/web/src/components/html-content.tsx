import DOMPurify from 'dompurify';
import { DOMPURIFY_CONFIG, filterStyle, isAllowedUrl } from '@sixmark/shared/domain/html-sanitize-policy';
import { useMemo, type CSSProperties } from 'react';

// A private instance so our hooks do not change DOMPurify for anyone else.
const purify = typeof window !== 'undefined' ? DOMPurify(window) : null;
purify?.addHook('uponSanitizeAttribute', (_node, data) => {
  const name = data.attrName.toLowerCase();
  if (name === 'style') {
    const kept = filterStyle(data.attrValue);
    if (kept) data.attrValue = kept;
    else data.keepAttr = false;
  } else if ((name === 'href' || name === 'src') && !isAllowedUrl(name, data.attrValue)) {
    data.keepAttr = false;
  }
});
purify?.addHook('afterSanitizeAttributes', (node) => {
  // Links that leave the app open outside it and cannot reach back through window.opener.
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
    node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * Where there is no DOM (the server drawing a first screen, entry-server.tsx), the sanitiser the
 * server gives: its own, with the same shared allow-list (apps/server modules/content/sanitize.ts).
 */
let serverSanitize: ((html: string) => string) | undefined;
export const setServerSanitizer = (sanitize: (html: string) => string): void => {
  serverSanitize = sanitize;
};

/** Sanitises HTML with the shared allow-list (spec 2: sanitised again on render). */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (!purify) return serverSanitize?.(html) ?? '';
  return purify.sanitize(html, {
    ...DOMPURIFY_CONFIG,
    ALLOWED_TAGS: [...DOMPURIFY_CONFIG.ALLOWED_TAGS],
    ALLOWED_ATTR: [...DOMPURIFY_CONFIG.ALLOWED_ATTR],
    FORBID_TAGS: [...DOMPURIFY_CONFIG.FORBID_TAGS],
  }) as string;
}

/** Whether a string looks like HTML rather than plain text. */
export { looksLikeHtml } from '@/lib/html-text';

export interface HtmlContentProps {
  html: string | null | undefined;
  className?: string;
  style?: CSSProperties;
  /** Element to render (default div). */
  as?: 'div' | 'span';
}

/** Renders server HTML after DOMPurify with the shared policy; no script survives. */
export function HtmlContent({ html, className, style, as = 'div' }: HtmlContentProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const Tag = as;
  return (
    <Tag
      className={['html-content', className].filter(Boolean).join(' ')}
      style={style}
      // Operator and member content: shown as written in every language (docs/i18n.md).
      translate="no"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
