import { msg } from '@sixmark/shared';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { routes, type RouteAccess } from '@/config/paths';
import { isAgent, isTrial, profileQueryOptions, type Profile } from '@/lib/profile';
import { getToken } from '@/lib/session';
import { toast } from '@/lib/toast';
import type { AppRouter, RouteHandle } from './app-router';
import { queryClient } from './providers';

export const TRIAL_REFUSED_TOAST_MS = 1000;

/** Where a refused navigation lands when there is no page to stay on (a direct load). */
export const REFUSED_FALLBACK_PATH = routes.profile.path;

/** Login routes send a visitor with no token to /auth/login, remembering where they were going. */
export function RequireToken() {
  const location = useLocation();
  if (!getToken())
    return <Navigate to={routes.login.path} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

async function loadProfile(): Promise<Profile | null> {
  try {
    return await queryClient.ensureQueryData(profileQueryOptions());
  } catch {
    return null;
  }
}

/**
 * Where a refused navigation goes instead: the page the user is on (so the navigation is in
 * effect cancelled), or /profile on a direct load, when there is none.
 */
function cancelNavigation(targetPath: string, router: AppRouter): string {
  if (router.state.initialized) {
    const { pathname, search, hash } = router.state.location;
    if (pathname !== targetPath) return pathname + search + hash;
  }
  return REFUSED_FALLBACK_PATH;
}

/**
 * Route-level guard for `formal` and `agent` routes (spec 1 §2/§6, spec 3 §2). It runs before
 * the page renders, so a refused page never flashes. With no token it lets RequireToken send
 * the visitor to login.
 */
export const accessGate =
  (access: RouteAccess): NonNullable<RouteHandle['gate']> =>
  async (target, router) => {
    if (access !== 'formal' && access !== 'agent') return undefined;
    if (!getToken()) return undefined;
    const profile = await loadProfile();
    // A dead token was cleared while loading the profile: RequireToken sends them to login.
    if (!getToken()) return undefined;
    if (access === 'formal' && isTrial(profile)) {
      toast.show(msg.trialForbidden, TRIAL_REFUSED_TOAST_MS);
      return cancelNavigation(target, router);
    }
    if (access === 'agent' && !isAgent(profile)) return cancelNavigation(target, router);
    return undefined;
  };
