import { useEffect, useState } from 'react';

/** Longest wait for an idle moment once the page has loaded (ms). */
const IDLE_TIMEOUT_MS = 2000;

let ready: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the browser is idle: where work the first paint does
 * not need (sockets, the toast chunk, the unread-count socket) starts, so it competes with
 * neither the page's own requests nor its first render.
 */
export function afterLoad(): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      } else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return ready;
}

/** False until afterLoad() has resolved, then true (for effects that wait for it). */
export function useAfterLoad(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let alive = true;
    void afterLoad().then(() => {
      if (alive) setDone(true);
    });
    return () => {
      alive = false;
    };
  }, []);
  return done;
}
