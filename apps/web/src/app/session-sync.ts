import type { QueryClient } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY, profileQueryOptions } from '@/lib/profile';
import { appNavigate } from '@/lib/navigation';
import { clearGuestIds, getToken, onOtherTabTokenChange, onSessionChange } from '@/lib/session';
import { resubscribePush } from '@/features/profile/api/web-push';

/**
 * Keeps the profile query in step with the tokens, and ends a guest session when another tab
 * logs in or out (spec 3 §4: guest ids cleared, back to home). A new session of the member
 * who switched push on here registers this browser's subscription again (the server drops it
 * with the session that made it).
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
    else {
      void client
        .invalidateQueries({ queryKey: PROFILE_QUERY_KEY })
        .then(() => client.fetchQuery(profileQueryOptions()))
        .then((p) => (p ? resubscribePush(p.userInfo.userId) : undefined))
        .catch(() => undefined);
    }
  });
  return () => {
    offOtherTab();
    offSession();
  };
}
