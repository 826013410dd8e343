import type { Location, NavigationType } from 'react-router-dom';
import { RESTORED_ATTRIBUTE } from '@/lib/scroll-restored';

/**
 * Scroll positions by history entry, as React Router's `<ScrollRestoration>` keeps them (that
 * component needs its data router): back and forward return to where the page was, a link
 * opens at the top or at its `#hash`. Kept in sessionStorage across a reload of the tab.
 */
const STORAGE_KEY = 'sixmark.scroll-positions';
const MAX_ENTRIES = 100;

let positions: Record<string, number> | undefined;

function load(): Record<string, number> {
  if (positions) return positions;
  positions = {};
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (saved && typeof saved === 'object')
      for (const [k, v] of Object.entries(saved))
        if (typeof v === 'number' && Number.isFinite(v)) positions[k] = v;
  } catch {
    // Storage unavailable or corrupt: start empty.
  }
  if (typeof window !== 'undefined') {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', persist);
  }
  return positions;
}

function persist() {
  const entries = Object.entries(load()).slice(-MAX_ENTRIES);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Full or unavailable: positions are a convenience.
  }
}

/** Remembers where the page of history entry `key` is scrolled (before leaving it). */
export function saveScroll(key: string) {
  load()[key] = window.scrollY;
}


/** How long a restore waits for a page to grow to its saved position. */
export const RESTORE_WAIT_MS = 3000;
/** What the user does that ends a wait: the page is theirs from then on. */
const USER_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
let stopWaiting: (() => void) | undefined;

/**
 * Scrolls to `y`, and when the page is still too short for it (its content arrives after the
 * first render: home mounts its card list once the top's images are in), again each time the
 * page grows, until the position is reached, the user scrolls or taps, the next navigation, or
 * RESTORE_WAIT_MS. Without this, going back to a card deep in home's list landed at the top.
 */
function scrollToSaved(y: number) {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 1 || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1) stop();
  });
  const timer = setTimeout(() => stop(), RESTORE_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const e of USER_EVENTS) window.removeEventListener(e, stop);
    if (stopWaiting === stop) stopWaiting = undefined;
  };
  observer.observe(document.documentElement);
  for (const e of USER_EVENTS) window.addEventListener(e, stop, { passive: true });
  stopWaiting = stop;
}

/** After a navigation has rendered: back/forward restore, a hash scrolls to its element, else the top. */
export function restoreScroll(location: Location, action: NavigationType) {
  stopWaiting?.();
  const saved = load()[location.key];
  const restoring = action === 'POP' && saved !== undefined;
  document.documentElement.toggleAttribute(RESTORED_ATTRIBUTE, restoring);
  if (restoring) return scrollToSaved(saved);
  if (location.hash) {
    const element = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (element) return element.scrollIntoView();
  }
  window.scrollTo(0, 0);
}
