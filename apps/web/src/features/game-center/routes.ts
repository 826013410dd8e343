import { lazyPage } from '@/app/lazy-page';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of the game-center feature, by route key (see config/paths.ts). */
export const gameCenterRoutes: FeatureRoutes = {
  gameCenter: lazyPage(() => import('./pages/game-center-page')),
  liveBetting: lazyPage(() => import('./pages/live-betting-page')),
  reportLiveBetting: lazyPage(() => import('./pages/report-live-betting-page')),
  liveBettingDetail: lazyPage(() => import('./pages/live-betting-detail-page')),
  sandboxDragonTiger: lazyPage(() => import('./pages/sandbox-dragon-tiger-page')),
};
