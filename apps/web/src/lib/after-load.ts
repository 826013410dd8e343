import { useEffect, useState } from 'react';
import { firstScreenShown } from './first-screen';

/** Longest wait for an idle moment once the page has loaded (ms). */
const IDLE_TIMEOUT_MS = 2000;

let loaded: Promise<void> | undefined;

/** Resolves at the page's load event (at once when it has passed). */
function pageLoaded(): Promise<void> {
  loaded ??= new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  return loaded;
}

const idleMoment = () =>
  new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else setTimeout(resolve, 0);
  });

/**
 * Resolves once the page has loaded and the browser is idle: where work the first paint does
 * not need (sockets, the toast chunk, the unread-count socket) starts, so it competes with
 * neither the page's own requests nor its first render. Each call waits for an idle moment of
 * its own, so what its caller then starts runs in a task of its own: one shared moment ran every
 * caller's imports and requests in a single task (~100–300 ms at 4x CPU, counted as blocking
 * time; docs/performance.md).
 */
export function afterLoad(): Promise<void> {
  return pageLoaded().then(idleMoment);
}

/**
 * Like afterLoad(), and not before the first screen has mounted (lib/first-screen.ts):
 * for start-up work that no screen waits for (the toast's chunks, the notification sync, the
 * service worker). The load event alone comes once the files are in, before the app has
 * evaluated and rendered (main.tsx starts it over several tasks and renders in a transition), so
 * the toast's seven files and the rest went out beside the first screen's own requests (its
 * API calls, its images) and took a share of a slow line, and of HTTP/1.1's six connections,
 * from them (docs/performance.md "Sixth session").
 */
export function afterFirstScreen(): Promise<void> {
  return Promise.all([pageLoaded(), firstScreenShown()]).then(idleMoment);
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
