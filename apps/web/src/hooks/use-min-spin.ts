import { useCallback, useRef, useState } from 'react';
import { UI } from '@sixmark/shared';

/**
 * Runs `task` while a spinner shows for at least `minMs` (balance refresh: 500 ms, spec 1 §9),
 * so a fast answer still reads as a refresh rather than a flicker. A tap while it runs is ignored.
 */
export function useMinSpin(minMs: number = UI.balanceSpinnerMs) {
  const [spinning, setSpinning] = useState(false);
  const busy = useRef(false);
  const run = useCallback(
    async (task: () => Promise<unknown>) => {
      if (busy.current) return;
      busy.current = true;
      setSpinning(true);
      const started = Date.now();
      try {
        await task();
      } finally {
        const left = minMs - (Date.now() - started);
        if (left > 0) await new Promise((r) => setTimeout(r, left));
        busy.current = false;
        setSpinning(false);
      }
    },
    [minMs],
  );
  return { spinning, run };
}
