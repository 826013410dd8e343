import { DotLoading } from 'antd-mobile';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { msg } from '@sixmark/shared';

export interface LoadMoreProps {
  hasMore: boolean;
  loadMore: () => Promise<unknown>;
  /** Start loading when the end of the list is this close to the bottom of the viewport (px). */
  threshold: number;
  className?: string;
  /** What the end of the list says (default 没有更多数据了). */
  end?: ReactNode;
  /** What it shows while more may come (default a dot loader). */
  loading?: ReactNode;
}

/**
 * The end of an endless list: asks for the next page when it comes within `threshold` px of
 * the viewport. An IntersectionObserver replaces antd's InfiniteScroll (scroll listener with
 * lodash's throttle), which home would otherwise load before its first paint, and which measured
 * the page's layout in an effect after every render (a forced layout of the whole list, ~60 ms at
 * 4x CPU on the first render of 资料库).
 */
export function LoadMore({
  hasMore,
  loadMore,
  threshold,
  className = 'load-more',
  end = msg.noMore,
  loading = <DotLoading />,
}: LoadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  const load = useRef(loadMore);
  useEffect(() => {
    load.current = loadMore;
  }, [loadMore]);
  const [busy, setBusy] = useState(false);
  // A failed load stops the automatic loading (no request loop while the server is down) until
  // the reader asks again, as antd's InfiniteScroll did.
  const [failed, setFailed] = useState(false);
  // The server drawing a first screen (entry-server.tsx) draws what the browser will: the loader.
  const canObserve = typeof window === 'undefined' || typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const el = ref.current;
    if (!hasMore || failed || !el || !canObserve) return;
    let running = false;
    let alive = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (running || !entries.some((e) => e.isIntersecting)) return;
        running = true;
        setBusy(true);
        let ok = true;
        void load
          .current()
          .catch(() => {
            ok = false;
          })
          .finally(() => {
            running = false;
            if (!alive) return;
            setBusy(false);
            if (!ok) {
              setFailed(true);
              return;
            }
            // A short page leaves the end in view, which fires no new intersection: observing
            // again reports the current state, so the next page loads until the view is full.
            observer.unobserve(el);
            observer.observe(el);
          });
      },
      { rootMargin: `0px 0px ${threshold}px 0px` },
    );
    observer.observe(el);
    return () => {
      alive = false;
      observer.disconnect();
    };
  }, [hasMore, failed, threshold, canObserve]);

  return (
    <div ref={ref} className={className} data-part="load-more">
      {!hasMore ? (
        end
      ) : failed ? (
        <button type="button" className="load-more__button" onClick={() => setFailed(false)}>
          加载失败，点击重试
        </button>
      ) : canObserve || busy ? (
        loading
      ) : (
        // Browsers without IntersectionObserver (none we support; jsdom) get a button instead.
        <button
          type="button"
          className="load-more__button"
          onClick={() => {
            setBusy(true);
            void loadMore()
              .catch(() => undefined)
              .finally(() => setBusy(false));
          }}
        >
          加载更多
        </button>
      )}
    </div>
  );
}
