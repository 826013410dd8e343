import { Suspense, lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { routes, type FeaturePages, type RouteKey } from '@/config/paths';
import { theme, themePath, type ThemeConfig } from '@/config/theme';
import { registerNavigate } from '@/lib/navigation';
import { agentRoutes } from '@/features/agent/routes';
import { authRoutes } from '@/features/auth/routes';
import { betsRoutes } from '@/features/bets/routes';
import { bonusRoutes } from '@/features/bonus/routes';
import { chatRoutes } from '@/features/chat/routes';
import { contentRoutes } from '@/features/content/routes';
import { gameCenterRoutes } from '@/features/game-center/routes';
import { lotteryRoutes } from '@/features/lottery/routes';
import { profileRoutes } from '@/features/profile/routes';
import { walletRoutes } from '@/features/wallet/routes';
import { forumRoutes } from '@/features/forum/routes';
import { niuniuRoutes } from '@/features/niuniu/routes';
import { createAppRouter as createRouter, routeKeyAt, type AppRouter, type RouteHandle } from './app-router';
import { lazyPage, type LazyPage } from './lazy-page';
import { RequireToken, accessGate } from './guards';
import { AppLayout } from './layout';
import { RouteErrorBoundary } from './route-error-boundary';

const featurePages: FeaturePages = {
  ...contentRoutes,
  ...gameCenterRoutes,
  ...authRoutes,
  ...profileRoutes,
  ...walletRoutes,
  ...betsRoutes,
  ...lotteryRoutes,
  ...agentRoutes,
  ...chatRoutes,
  ...bonusRoutes,
  ...forumRoutes,
  ...niuniuRoutes,
};
const pages = Object.fromEntries(
  Object.entries(featurePages).map(([key, load]) => [key, lazyPage(load)]),
) as Partial<Record<RouteKey, LazyPage>>;

const NotFoundPage = lazy(() => import('./pages/not-found-page'));

// A CSS spinner: antd's SpinLoading animates with react-spring, which the entry then carries.
export const PageFallback = () => (
  <div className="page-fallback">
    <span className="page-fallback__spin" role="status" aria-label="加载中" />
  </div>
);

const pageElement = (Page: ComponentType) => (
  <RouteErrorBoundary>
    <Suspense fallback={<PageFallback />}>
      <Page />
    </Suspense>
  </RouteErrorBoundary>
);

const element = (key: RouteKey) => {
  const Page = pages[key];
  if (!Page) throw new Error(`route ${key} has no page`);
  return pageElement(Page);
};

const routeObjectAt = (k: RouteKey, path: string): RouteObject => {
  const access = routes[k].access;
  const handle: RouteHandle = { key: k, ...(access === 'formal' || access === 'agent' ? { gate: accessGate(access) } : {}) };
  return { path, element: element(k), handle };
};

/** The route tree of a theme: the theme decides which routes exist and where (spec 1 §1/§2). */
export function buildRouteObjects(config: ThemeConfig = theme): RouteObject[] {
  const keys = (Object.keys(routes) as RouteKey[]).filter((k) => config.hasRoute(k));
  // A theme that moves a route keeps the map's path too, so links made elsewhere still open.
  const routesOf = (k: RouteKey): RouteObject[] => {
    const path = themePath(k, config);
    return path === routes[k].path ? [routeObjectAt(k, path)] : [routeObjectAt(k, path), routeObjectAt(k, routes[k].path)];
  };
  return [
    {
      element: (
        <RouteErrorBoundary>
          <AppLayout />
        </RouteErrorBoundary>
      ),
      children: [
        ...keys.filter((k) => routes[k].access === 'open').flatMap(routesOf),
        { element: <RequireToken />, children: keys.filter((k) => routes[k].access !== 'open').flatMap(routesOf) },
        { path: '*', element: pageElement(NotFoundPage) },
      ],
    },
  ];
}

export const routeObjects = buildRouteObjects();

/** The app's router; `initialEntries` gives an in-memory router (tests). */
export function createAppRouter(initialEntries?: string[], config?: ThemeConfig) {
  const tree = config ? buildRouteObjects(config) : routeObjects;
  const router = createRouter(tree, initialEntries);
  registerNavigate((to, options) => void router.navigate(to, options));
  return router;
}

/** Loads the page of the router's location, so its first render draws it (lazy-page.tsx). */
export function preloadPage(router: AppRouter): Promise<unknown> {
  const key = routeKeyAt(router.routes, router.state.location);
  return (key && pages[key]?.preload()) || Promise.resolve();
}
