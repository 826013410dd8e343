import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { SpinLoading } from 'antd-mobile';
import { routes, type RouteKey } from '@/config/paths';
import { theme } from '@/config/theme';
import { registerNavigate } from '@/lib/navigation';
import { agentRoutes } from '@/features/agent/routes';
import { authRoutes } from '@/features/auth/routes';
import { betsRoutes } from '@/features/bets/routes';
import { chatRoutes } from '@/features/chat/routes';
import { contentRoutes } from '@/features/content/routes';
import { gameCenterRoutes } from '@/features/game-center/routes';
import { lotteryRoutes } from '@/features/lottery/routes';
import { profileRoutes } from '@/features/profile/routes';
import { walletRoutes } from '@/features/wallet/routes';
import { RequireToken, accessLoader, setGuardRouter } from './guards';
import { AppLayout } from './layout';

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
};

const NotFoundPage = lazy(() => import('./pages/not-found-page'));

export const PageFallback = () => (
  <div className="page-fallback">
    <SpinLoading color="primary" />
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

/** Route keys of this build: the theme decides which routes exist (spec 1 §1). */
const keys = (Object.keys(routes) as RouteKey[]).filter((k) => theme.hasRoute(k));
const open = keys.filter((k) => routes[k].access === 'open');
const guarded = keys.filter((k) => routes[k].access !== 'open');

const routeObject = (k: RouteKey): RouteObject => ({
  path: routes[k].path,
  element: element(k),
  handle: { key: k },
  ...(routes[k].access === 'formal' || routes[k].access === 'agent'
    ? { loader: accessLoader(routes[k].access) }
    : {}),
});

export const routeObjects: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: PageFallback,
    children: [
      ...open.map(routeObject),
      { element: <RequireToken />, children: guarded.map(routeObject) },
      {
        path: '*',
        element: (
          <Suspense fallback={<PageFallback />}>
            <NotFoundPage />
          </Suspense>
        ),
      },
    ],
  },
];

/** The app's router; `initialEntries` gives an in-memory router (tests). */
export function createAppRouter(initialEntries?: string[]) {
  const router = initialEntries
    ? createMemoryRouter(routeObjects, { initialEntries })
    : createBrowserRouter(routeObjects);
  setGuardRouter(router);
  registerNavigate((to, options) => void router.navigate(to, options));
  return router;
}
