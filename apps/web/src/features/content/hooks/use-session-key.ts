import { useSyncExternalStore } from 'react';
import { getToken, onSessionChange } from '@/lib/session';

/** A short, non-reversible tag of a token, so query keys differ per session without holding it. */
export function sessionKeyOf(token: string | null): string {
  if (!token) return 'guest';
  let h = 5381;
  for (let i = 0; i < token.length; i++) h = ((h * 33) ^ token.charCodeAt(i)) >>> 0;
  return `s${h.toString(36)}`;
}

/**
 * Who reads, as a query-key part. Locks and likes depend on it, so after a login the cards ask
 * under a new key and never show the guest's cached locked copy while refetching.
 */
export function useSessionKey(): string {
  // The server draws a guest's screen (entry-server.tsx).
  return useSyncExternalStore(onSessionChange, () => sessionKeyOf(getToken()), () => sessionKeyOf(null));
}
