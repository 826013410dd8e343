import { msg } from '@sixmark/shared';
import { Navigate, Outlet, replace, useLocation, type LoaderFunction } from 'react-router-dom';
import { routes, type RouteAccess } from '@/config/paths';
import { isAgent, isTrial, profileQueryOptions, type Profile } from '@/lib/profile';
import { getToken } from '@/lib/session';
import { toast } from '@/lib/toast';
import { queryClient } from './providers';

export const TRIAL_REFUSED_TOAST_MS = 1000;

/** Where a refused navigation lands when there is no page to stay on (a direct load). */
export const REFUSED_FALLBACK_PATH = routes.profile.path;

/** The router whose current location a refused navigation stays on (set by createAppRouter). */
interface LocationSource {
  state: { initialized: boolean; location: { pathname: string; search: string; hash: string } };
}
let activeRouter: LocationSource | null = null;
export const setGuardRouter = (router: LocationSource | null) => {
  activeRouter = router;
};

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
 * Cancels the navigation: a loader cannot abort, so it redirects (replacing, so history does
 * not grow) to the page the user is on; on a direct load there is none, so it goes to /profile.
 */
function cancelNavigation(targetPath: string) {
  const router = activeRouter;
  if (router?.state.initialized) {
    const { pathname, search, hash } = router.state.location;
    if (pathname !== targetPath) return replace(pathname + search + hash);
  }
  return replace(REFUSED_FALLBACK_PATH);
}

/**
 * Route-level guard for `formal` and `agent` routes (spec 1 §2/§6, spec 3 §2). It runs before
 * the page renders, so a refused page never flashes. With no token it lets RequireToken send
 * the visitor to login.
 */
export const accessLoader =
  (access: RouteAccess): LoaderFunction =>
  async ({ request }) => {
    if (access !== 'formal' && access !== 'agent') return null;
    if (!getToken()) return null;
    const profile = await loadProfile();
    // A dead token was cleared while loading the profile: RequireToken sends them to login.
    if (!getToken()) return null;
    const target = new URL(request.url).pathname;
    if (access === 'formal' && isTrial(profile)) {
      toast.show(msg.trialForbidden, TRIAL_REFUSED_TOAST_MS);
      return cancelNavigation(target);
    }
    if (access === 'agent' && !isAgent(profile)) return cancelNavigation(target);
    return null;
  };
