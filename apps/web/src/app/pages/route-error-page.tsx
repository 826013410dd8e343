import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import { PageShell } from '@/components/page-shell';

export const ROUTE_ERROR_TEXT = {
  title: '页面加载失败',
  description: '网络异常或版本已更新，请重新加载',
  reload: '重新加载',
  home: '返回首页',
} as const;

const RELOADED_AT = 'route-error.reloadedAt';

/** A page chunk that no longer exists (a new version was deployed) or could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|preload CSS|Importing a module script failed|ChunkLoadError/i.test(text);
}

/**
 * Stands in for a page that failed to load or render, inside the app frame. A missing chunk
 * reloads once by itself (the usual cause is a deploy while the tab was open); a second failure
 * within a minute stays on this page so a broken network cannot loop.
 */
export default function RouteErrorPage({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (!chunk) return;
    try {
      const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
      if (Date.now() - last < 60_000) return;
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    } catch {
      return;
    }
    window.location.reload();
  }, [chunk]);
  return (
    <PageShell title={ROUTE_ERROR_TEXT.title}>
      <div className="route-error">
        {/* Plain markup, not antd's ErrorBlock: this page is in the entry chunk (it must show when
            page chunks cannot load) and ErrorBlock brings four large inline illustrations. */}
        <h2 className="route-error__title">{ROUTE_ERROR_TEXT.title}</h2>
        <p className="route-error__description">{ROUTE_ERROR_TEXT.description}</p>
        <div className="route-error__actions">
          <Button color="primary" onClick={() => window.location.reload()}>
            {ROUTE_ERROR_TEXT.reload}
          </Button>
          <Button onClick={() => window.location.assign('/')}>{ROUTE_ERROR_TEXT.home}</Button>
        </div>
      </div>
    </PageShell>
  );
}
