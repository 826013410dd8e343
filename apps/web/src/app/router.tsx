import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation } from 'react-router-dom';
import { SpinLoading } from 'antd-mobile';
import { routes, type RouteKey } from '@/config/paths';
import { getToken } from '@/lib/session';
import { agentRoutes } from '@/features/agent/routes';
import { authRoutes } from '@/features/auth/routes';
import { betsRoutes } from '@/features/bets/routes';
import { chatRoutes } from '@/features/chat/routes';
import { contentRoutes } from '@/features/content/routes';
import { gameCenterRoutes } from '@/features/game-center/routes';
import { lotteryRoutes } from '@/features/lottery/routes';
import { profileRoutes } from '@/features/profile/routes';
import { walletRoutes } from '@/features/wallet/routes';
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

/** Login routes send a visitor with no token to /auth/login, remembering where they were going. */
function RequireToken() {
  const location = useLocation();
  if (!getToken()) return <Navigate to={routes.login.path} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

const element = (key: RouteKey) => {
  const Page = pages[key];
  if (!Page) throw new Error(`route ${key} has no page`);
  return (
    <Suspense fallback={<PageFallback />}>
      <Page />
    </Suspense>
  );
};

const keys = Object.keys(routes) as RouteKey[];
const open = keys.filter((k) => routes[k].access === 'open');
const guarded = keys.filter((k) => routes[k].access !== 'open');

export const routeObjects = [
  {
    element: <AppLayout />,
    children: [
      ...open.map((k) => ({ path: routes[k].path, element: element(k), handle: { key: k } })),
      {
        element: <RequireToken />,
        children: guarded.map((k) => ({ path: routes[k].path, element: element(k), handle: { key: k } })),
      },
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

export const createAppRouter = () => createBrowserRouter(routeObjects);
