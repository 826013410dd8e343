import type { QueryClient } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY } from '@/lib/profile';
import { appNavigate } from '@/lib/navigation';
import { clearGuestIds, getToken, onOtherTabTokenChange, onSessionChange } from '@/lib/session';

/**
 * Keeps the profile query in step with the tokens, and ends a guest session when another tab
 * logs in or out (spec 3 §4: guest ids cleared, back to home).
 */
export function installSessionSync(client: QueryClient): () => void {
  let lastToken = getToken();
  const offOtherTab = onOtherTabTokenChange(() => {
    if (lastToken) return;
    clearGuestIds();
    appNavigate('/', { replace: true });
  });
  const offSession = onSessionChange(() => {
    const token = getToken();
    if (token === lastToken) return;
    lastToken = token;
    if (!token) client.setQueryData(PROFILE_QUERY_KEY, null);
    else void client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
  });
  return () => {
    offOtherTab();
    offSession();
  };
}
