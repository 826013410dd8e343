import { useEffect, useRef } from 'react';
import { TIMEOUTS } from '@sixmark/shared';
import type { OpenInfo } from '@sixmark/shared/api/lottery';
import { pollReason } from './draw-rules';

/**
 * Spec 2 §4 polling: every 3 s while the draw streams; after a 7-number result every 3 s for up
 * to 300 s, stopping early once the next turn or plan shows; the same bounded 3 s polling once a
 * planned draw is due. `clockOffsetMs` corrects the client clock against the server's.
 */
export function useDrawPolling(info: OpenInfo | undefined, refetch: () => unknown, clockOffsetMs = 0) {
  const refetchRef = useRef(refetch);
  // The window of a result starts when this client first sees it, once per turn.
  const windowStart = useRef<{ key: string; at: number } | null>(null);
  useEffect(() => {
    refetchRef.current = refetch;
  }, [refetch]);

  useEffect(() => {
    const reason = pollReason(info, Date.now() + clockOffsetMs);
    if (!info || !reason) return;
    let deadline = Infinity;
    if (reason !== 'streaming') {
      const key = `${info.gameId}:${reason}:${reason === 'due' ? info.plan.turnNum : info.pre.turnNum}`;
      if (windowStart.current?.key !== key) windowStart.current = { key, at: Date.now() };
      deadline = windowStart.current.at + TIMEOUTS.lotteryPollMaxMs;
      if (Date.now() >= deadline) return;
    }
    const timer = setInterval(() => {
      if (Date.now() > deadline) {
        clearInterval(timer);
        return;
      }
      refetchRef.current();
    }, TIMEOUTS.lotteryPollMs);
    return () => clearInterval(timer);
  }, [info, clockOffsetMs]);
}

/** Re-fetches when the page becomes visible again and when the network comes back (spec 2 §4). */
export function useRefetchOnReturn(refetch: () => unknown) {
  const refetchRef = useRef(refetch);
  useEffect(() => {
    refetchRef.current = refetch;
  }, [refetch]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetchRef.current();
    };
    const onOnline = () => refetchRef.current();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
    };
  }, []);
}
