import { startTransition, useEffect, useState } from 'react';
import { RESTORED_ATTRIBUTE } from '@/lib/scroll-restored';

/**
 * How many of a list's `total` items to draw: `step` at first and `step` more in each later task
 * (each a transition), so no commit creates the whole list at once: home's 20 template cards in
 * one commit were the longest task of its start-up at 4x CPU slowdown (240–400 ms in Lighthouse's
 * record; issue 16). A page returned to at a saved position draws all at once, so the position
 * is there to scroll to. A new `key` (another category or game) starts again from `step`.
 */
export function useGrowingCount(total: number, step: number, key: string): number {
  const [state, setState] = useState(() => ({
    key,
    count: document.documentElement.hasAttribute(RESTORED_ATTRIBUTE) ? Infinity : step,
  }));
  // Another list: from `step` again (state set while rendering, as React documents for this).
  if (state.key !== key) setState({ key, count: step });
  const count = state.key === key ? state.count : step;
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(
      () =>
        startTransition(() =>
          setState((s) => (s.key === key ? { key, count: Math.min(s.count + step, total) } : s)),
        ),
      0,
    );
    return () => clearTimeout(timer);
  }, [key, count, total, step]);
  return count;
}
