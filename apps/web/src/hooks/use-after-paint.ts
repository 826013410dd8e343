import { startTransition, useEffect, useState } from 'react';

/**
 * True from the task after the one in which `on` became true was painted: what is below the
 * fold mounts after the first screen is on screen, so its paint (the page's LCP) does not wait
 * for it, and in a transition, so React renders it in slices instead of one long task (issue 16).
 */
export function useAfterPaint(on: boolean): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!on || done) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setDone(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [on, done]);
  return done;
}
