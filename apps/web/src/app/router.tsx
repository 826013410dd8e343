import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { routes, type RouteKey } from '@/config/paths';
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
import { RequireToken, accessLoader, setGuardRouter } from './guards';
import { AppLayout } from './layout';
import RouteErrorPage from './pages/route-error-page';

const pages: Partial<Record<RouteKey, LazyExoticComponent<ComponentType>>> = {
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

const NotFoundPage = lazy(() => import('./pages/not-found-page'));
// Not lazy: it must show when page chunks cannot be fetched.
const routeError = <RouteErrorPage />;

// A CSS spinner: antd's SpinLoading animates with react-spring, which the entry then carries.
export const PageFallback = () => (
  <div className="page-fallback">
    <span className="page-fallback__spin" role="status" aria-label="加载中" />
  </div>
);

const element = (key: RouteKey) => {
  const Page = pages[key];
  if (!Page) throw new Error(`route ${key} has no page`);
  return (
    <Suspense fallback={<PageFallback />}>
      <Page />
    </Suspense>
  );
};

const routeObjectAt = (k: RouteKey, path: string): RouteObject => ({
  path,
  element: element(k),
  errorElement: routeError,
  handle: { key: k },
  ...(routes[k].access === 'formal' || routes[k].access === 'agent'
    ? { loader: accessLoader(routes[k].access) }
    : {}),
});

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
      element: <AppLayout />,
      errorElement: routeError,
      HydrateFallback: PageFallback,
      children: [
        ...keys.filter((k) => routes[k].access === 'open').flatMap(routesOf),
        { element: <RequireToken />, children: keys.filter((k) => routes[k].access !== 'open').flatMap(routesOf) },
        {
          path: '*',
          errorElement: routeError,
          element: (
            <Suspense fallback={<PageFallback />}>
              <NotFoundPage />
            </Suspense>
          ),
        },
      ],
    },
  ];
}

export const routeObjects = buildRouteObjects();

/** The app's router; `initialEntries` gives an in-memory router (tests). */
export function createAppRouter(initialEntries?: string[], config?: ThemeConfig) {
  const tree = config ? buildRouteObjects(config) : routeObjects;
  const router = initialEntries ? createMemoryRouter(tree, { initialEntries }) : createBrowserRouter(tree);
  setGuardRouter(router);
  registerNavigate((to, options) => void router.navigate(to, options));
  return router;
}
