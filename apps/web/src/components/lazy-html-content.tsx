import { Suspense, lazy } from 'react';
import type { HtmlContent as HtmlContentType, HtmlContentProps } from './html-content';

const Sanitised = lazy(() => import('./html-content').then((m) => ({ default: m.HtmlContent })));

let Loaded: typeof HtmlContentType | undefined;

/**
 * Fetches the sanitiser ahead: afterwards HtmlContent renders the HTML in the same pass, with
 * no empty fallback first (home waits for it so its top ads do not grow after they show).
 */
export function preloadHtmlContent(): Promise<void> {
  return import('./html-content').then((m) => {
    Loaded = m.HtmlContent;
  });
}

/**
 * HtmlContent for pages that often have no HTML to show (home: ads, notices, card posts): DOMPurify
 * (about 12 KB compressed) is fetched only when there is HTML to render, not with the page.
 */
export function HtmlContent(props: HtmlContentProps) {
  if (!props.html) return null;
  if (Loaded) return <Loaded {...props} />;
  const Tag = props.as ?? 'div';
  const fallback = <Tag className={['html-content', props.className].filter(Boolean).join(' ')} style={props.style} />;
  return (
    <Suspense fallback={fallback}>
      <Sanitised {...props} />
    </Suspense>
  );
}
