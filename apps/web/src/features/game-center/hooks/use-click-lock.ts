import { useCallback, useRef } from 'react';

/**
 * A click lock (spec 1 §4 Game start: a click locks further clicks for 100 ms): `tryLock()`
 * answers true and locks for `ms` when free, false while locked.
 */
export function useClickLock(ms: number) {
  const lockedUntil = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now < lockedUntil.current) return false;
    lockedUntil.current = now + ms;
    return true;
  }, [ms]);
}
