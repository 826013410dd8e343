import { lazy } from 'react';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of the game-center feature, by route key (see config/paths.ts). */
export const gameCenterRoutes: FeatureRoutes = {
  gameCenter: lazy(() => import('./pages/game-center-page')),
  liveBetting: lazy(() => import('./pages/live-betting-page')),
  reportLiveBetting: lazy(() => import('./pages/report-live-betting-page')),
  liveBettingDetail: lazy(() => import('./pages/live-betting-detail-page')),
  sandboxDragonTiger: lazy(() => import('./pages/sandbox-dragon-tiger-page')),
};
