import type { Location, NavigationType } from 'react-router-dom';

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

/** After a navigation has rendered: back/forward restore, a hash scrolls to its element, else the top. */
export function restoreScroll(location: Location, action: NavigationType) {
  const saved = load()[location.key];
  if (action === 'POP' && saved !== undefined) return window.scrollTo(0, saved);
  if (location.hash) {
    const element = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (element) return element.scrollIntoView();
  }
  window.scrollTo(0, 0);
}
