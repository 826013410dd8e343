import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import {
  NavigationType,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  matchRoutes,
  parsePath,
  renderMatches,
  useLocation,
  type Location,
  type Navigator,
  type RouteMatch,
  type RouteObject,
  type To,
} from 'react-router-dom';
import type { RouteKey } from '@/config/paths';
import { restoreScroll, saveScroll } from './scroll-restoration';

/**
 * The app's router: React Router's declarative `<Router>` fed by our own history, instead of its
 * data router. The data router (loaders, fetchers, actions, revalidation) is ~15 KB brotli of the
 * entry chunk that every page loads, and the app used one part of it: a check that runs before
 * a page renders (the access guard). That part is here: a navigation to a route with a `gate`
 * is committed only once the gate allows it, so a refused page never renders and the page the
 * user was on stays (issue 16).
 */

/** What a route carries for the shell: its key (title, colour) and, on guarded routes, a gate. */
export interface RouteHandle {
  key?: RouteKey;
  /** Resolves to undefined to let the navigation through, or to the path to go to instead. */
  gate?: (target: string, router: AppRouter) => Promise<string | undefined>;
}

export interface AppRouterState {
  location: Location;
  historyAction: NavigationType;
  /** False until the first location has passed its gate. */
  initialized: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface AppRouter {
  readonly routes: RouteObject[];
  readonly state: AppRouterState;
  readonly navigator: Navigator;
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (state: AppRouterState) => void): () => void;
}

/** A path's first segment, lower-cased (React Router matches without case by default). */
export const firstSegmentOf = (path: string) => {
  const first = path.replace(/^\/+/, '').split('/')[0] ?? '';
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    return first.toLowerCase();
  }
};

/**
 * The part of `routes` that can match a path whose first segment is `first`: a route with a
 * path stays (whole) when that path's first segment is `first`, a parameter, a splat, optional or
 * empty; a route without one (a layout) stays with the children that stay, an index route for
 * the root only. What it leaves out could never match, so matchRoutes answers the same over it.
 */
export function routesStartingWith(routes: RouteObject[], first: string): RouteObject[] {
  return routes.flatMap((route): RouteObject[] => {
    if (route.index) return first === '' ? [route] : [];
    const path = route.path;
    if (!path) {
      if (!route.children) return [route];
      const children = routesStartingWith(route.children, first);
      return children.length === 0 ? [] : [children.length === route.children.length ? route : { ...route, children }];
    }
    const own = firstSegmentOf(path);
    return own === '' || own === first || own.startsWith(':') || own.startsWith('*') || own.endsWith('?') ? [route] : [];
  });
}

/**
 * The routes matching `pathname`. matchRoutes flattens, ranks and tests the whole tree it is
 * given (~90 routes, their regular expressions made anew) on every call: 5–10 ms of a phone's
 * start-up and of each navigation (issue 16). It is given only the routes that can match the
 * path's first segment (kept per segment), and its last answer is kept: the gates, the
 * provider's render and the route tree ask for the same location one after the other.
 */
const bySegment = new WeakMap<RouteObject[], Map<string, RouteObject[]>>();
let lastMatches: { routes: RouteObject[]; pathname: string; matches: RouteMatch[] | null } | undefined;
const matchesAt = (routes: RouteObject[], pathname: string): RouteMatch[] | null => {
  if (lastMatches?.routes === routes && lastMatches.pathname === pathname) return lastMatches.matches;
  let trees = bySegment.get(routes);
  if (!trees) bySegment.set(routes, (trees = new Map()));
  const first = firstSegmentOf(pathname);
  let tree = trees.get(first);
  if (!tree) {
    // Addresses typed by hand make new segments: the kept trees stay few.
    if (trees.size >= 64) trees.clear();
    trees.set(first, (tree = routesStartingWith(routes, first)));
  }
  const matches = matchRoutes(tree, pathname);
  lastMatches = { routes, pathname, matches };
  return matches;
};

/** The handles of the routes matching `location`, from the route tree's root down to its leaf. */
const handlesAt = (routes: RouteObject[], location: Partial<Location>): RouteHandle[] =>
  (matchesAt(routes, location.pathname ?? '/') ?? []).map((m) => (m.route.handle ?? {}) as RouteHandle);

/** The router over the browser's history, or (with `initialEntries`) an in-memory one for tests. */
export function createAppRouter(routes: RouteObject[], initialEntries?: string[]): AppRouter {
  const history = initialEntries ? createMemoryHistory({ initialEntries }) : createBrowserHistory();
  const listeners = new Set<(state: AppRouterState) => void>();
  // Only the newest navigation may commit: a slower gate of an older one is dropped.
  let pending = 0;
  let state: AppRouterState = {
    location: history.location,
    historyAction: NavigationType.Pop,
    initialized: false,
  };

  const commit = (historyAction: NavigationType) => {
    saveScroll(state.location.key);
    state = { location: history.location, historyAction, initialized: true };
    for (const listener of listeners) listener(state);
  };

  /** The redirect the gates of `location` ask for, or undefined; synchronous when none applies. */
  const gateOf = (location: Partial<Location>) => {
    const gates = handlesAt(routes, location).flatMap((h) => (h.gate ? [h.gate] : []));
    if (gates.length === 0) return undefined;
    const target = location.pathname ?? '/';
    return (async () => {
      for (const gate of gates) {
        // A gate that fails lets the page decide (it shows its own error) instead of leaving
        // the navigation, or the first page's fallback, hanging.
        const redirect = await gate(target, router).catch(() => undefined);
        if (redirect !== undefined) return redirect;
      }
      return undefined;
    })();
  };

  /** Runs the gates of `location`, then `go` (or the redirect they ask for, replacing). */
  const guarded = async (location: Partial<Location>, go: () => void) => {
    const id = ++pending;
    const verdict = gateOf(location);
    const redirect = verdict && (await verdict);
    if (id !== pending) return;
    if (redirect === undefined) return go();
    history.replace(redirect);
    commit(NavigationType.Replace);
  };

  const navigate = async (to: To | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') return history.go(to);
    const target = typeof to === 'string' ? parsePath(to) : to;
    await guarded(target, () => {
      if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
      commit(options.replace ? NavigationType.Replace : NavigationType.Push);
    });
  };

  const router: AppRouter = {
    routes,
    get state() {
      return state;
    },
    navigator: {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, state) => void navigate(to, { state }),
      replace: (to, state) => void navigate(to, { replace: true, state }),
    },
    navigate,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  // Back and forward have already moved the address bar: a refused page goes back to where the
  // user was (replacing the entry), as the data router's redirect did.
  history.listen(({ location }) => void guarded(location, () => commit(NavigationType.Pop)));

  // The first location: the page renders once its gate (if any) has decided.
  const first = gateOf(history.location);
  if (!first) state = { ...state, initialized: true };
  else
    void first.then((redirect) => {
      if (redirect !== undefined) history.replace(redirect);
      commit(redirect !== undefined ? NavigationType.Replace : NavigationType.Pop);
    });
  return router;
}

/** The key of the deepest route matching `location` that has one. */
export const routeKeyAt = (routes: RouteObject[], location: Partial<Location>): RouteKey | undefined =>
  handlesAt(routes, location).reduce<RouteKey | undefined>((k, h) => h.key ?? k, undefined);

const RouteKeyContext = createContext<RouteKey | undefined>(undefined);

/** The key of the deepest matched route that has one (undefined outside the app's router). */
export const useRouteKey = () => useContext(RouteKeyContext);

/**
 * What `useRoutes(routes)` renders at the top of the tree, from the kept matches (matchesAt)
 * instead of a matchRoutes of its own: the pathnames are encoded again as useRoutes does
 * (matchRoutes decodes them). Reads the location from <Router>.
 */
function RouteTree({ routes, navigator }: { routes: RouteObject[]; navigator: Navigator }) {
  const { pathname } = useLocation();
  const encode = (path: string) =>
    navigator.encodeLocation
      ? navigator.encodeLocation(path.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname
      : path;
  const matches = matchesAt(routes, pathname);
  return renderMatches(
    matches &&
      matches.map((m) => ({
        ...m,
        pathname: encode(m.pathname),
        pathnameBase: m.pathnameBase === '/' ? '/' : encode(m.pathnameBase),
      })),
  );
}

/** Renders the router's current page; `fallback` until the first location has passed its gate. */
export function AppRouterProvider({ router, fallback = null }: { router: AppRouter; fallback?: ReactNode }) {
  const [state, setState] = useState(router.state);
  // Like the data router: a navigation is a transition, so the page on screen stays until
  // the next one can render.
  const [rendered] = useState(router.state);
  useEffect(() => {
    const update = (next: AppRouterState) => startTransition(() => setState(next));
    const unsubscribe = router.subscribe(update);
    // A commit between the first render and this subscription (a fast gate) is not lost.
    if (router.state !== rendered) update(router.state);
    return unsubscribe;
  }, [router, rendered]);
  useLayoutEffect(() => {
    if (state.initialized) restoreScroll(state.location, state.historyAction);
  }, [state]);
  if (!state.initialized) return <>{fallback}</>;
  const key = routeKeyAt(router.routes, state.location);
  return (
    <Router location={state.location} navigationType={state.historyAction} navigator={router.navigator}>
      <RouteKeyContext.Provider value={key}>
        <RouteTree routes={router.routes} navigator={router.navigator} />
      </RouteKeyContext.Provider>
    </Router>
  );
}
