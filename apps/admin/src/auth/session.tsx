import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { OPERATOR_PATHS, type OperatorMe } from '@sixmark/shared';
import { get, getToken, post, setSessionLostHandler, setToken } from '@admin/api/http';

interface Session {
  me: OperatorMe | null;
  /** True while the stored token is being checked at start-up. */
  loading: boolean;
  /** Set when the server ended the session (expiry, revocation): shown on the sign-in page. */
  expired: boolean;
  signedIn: (token: string, me: OperatorMe) => void;
  setMe: (me: OperatorMe) => void;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [me, setMe] = useState<OperatorMe | null>(null);
  const [loading, setLoading] = useState(() => !!getToken());
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    setSessionLostHandler(() => {
      setMe(null);
      setExpired(true);
      queryClient.clear();
    });
    if (!getToken()) return;
    let live = true;
    get<OperatorMe>(OPERATOR_PATHS.me)
      .then((m) => live && setMe(m))
      .catch(() => live && setToken(null))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [queryClient]);

  const signedIn = useCallback((token: string, m: OperatorMe) => {
    setToken(token);
    setExpired(false);
    setMe(m);
  }, []);

  const signOut = useCallback(async () => {
    try {
      await post(OPERATOR_PATHS.signOut);
    } catch {
      // The session is dropped locally either way.
    }
    setToken(null);
    setMe(null);
    setExpired(false);
    queryClient.clear();
  }, [queryClient]);

  const value = useMemo(() => ({ me, loading, expired, signedIn, setMe, signOut }), [me, loading, expired, signedIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}
