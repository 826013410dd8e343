import { useCallback, useRef } from 'react';

/**
 * One Idempotency-Key per submission: asking again for the same body (a retry after a time-out
 * or a double tap) answers the same key, so the server applies it once; a different body, or
 * any body after `reset()` (call it on success), gets a fresh key.
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown) => {
    const json = JSON.stringify(body);
    if (last.current?.body !== json) last.current = { body: json, key: crypto.randomUUID() };
    return last.current.key;
  }, []);
  const reset = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, reset };
}
