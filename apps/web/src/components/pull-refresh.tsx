import { useRef, useState, type ReactNode, type TouchEvent } from 'react';

/** Pull distances in px: how far the finger must pull to refresh, and the most the box moves. */
export const PULL = { thresholdPx: 60, maxPx: 90, headPx: 40 } as const;

/** The texts antd-mobile's PullToRefresh shows, kept as they were. */
export const PULL_TEXT = {
  pulling: '下拉刷新',
  canRelease: '释放立即刷新',
  refreshing: '加载中……',
  complete: '刷新成功',
} as const;

type Status = keyof typeof PULL_TEXT | 'idle';

/** The finger's pull (px down from where it started) to the box's offset: damped and capped. */
export function pullOffset(deltaPx: number): number {
  if (deltaPx <= 0) return 0;
  return Math.min(PULL.maxPx, Math.round(deltaPx * 0.5));
}

/**
 * Pull-to-refresh for a page scrolled by the window: a pull down from the top of the page moves
 * the content and, released past the threshold, calls `onRefresh`. A few lines of touch handling
 * instead of antd's PullToRefresh, which brings @use-gesture and react-spring's gestures (issue 16).
 */
export function PullRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const [status, setStatus] = useState<Status>('idle');

  const onTouchStart = (e: TouchEvent) => {
    if (status === 'refreshing' || window.scrollY > 0) return;
    start.current = e.touches[0]?.clientY ?? null;
  };
  const onTouchMove = (e: TouchEvent) => {
    if (start.current === null) return;
    const y = e.touches[0]?.clientY ?? start.current;
    const next = pullOffset(y - start.current);
    setOffset(next);
    setStatus(next === 0 ? 'idle' : next >= PULL.thresholdPx ? 'canRelease' : 'pulling');
  };
  const onTouchEnd = async () => {
    if (start.current === null) return;
    start.current = null;
    if (offset < PULL.thresholdPx) {
      setOffset(0);
      setStatus('idle');
      return;
    }
    setOffset(PULL.headPx);
    setStatus('refreshing');
    try {
      await onRefresh();
      setStatus('complete');
    } finally {
      window.setTimeout(() => {
        setOffset(0);
        setStatus('idle');
      }, 500);
    }
  };

  return (
    <div
      className="pull-refresh"
      data-part="pull-refresh"
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={() => void onTouchEnd()}
      onTouchCancel={() => void onTouchEnd()}
    >
      <div
        className="pull-refresh__body"
        style={{
          transform: offset ? `translateY(${offset}px)` : undefined,
          // No transition while the finger moves the box; animated when it is let go.
          transition: status === 'pulling' || status === 'canRelease' ? undefined : 'transform 0.2s',
        }}
      >
        <div className="pull-refresh__head" aria-live="polite">
          {status === 'idle' ? null : PULL_TEXT[status]}
        </div>
        {children}
      </div>
    </div>
  );
}
