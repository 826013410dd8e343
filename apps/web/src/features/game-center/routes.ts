import type { FeaturePages } from '@/config/paths';

/** Pages of the game-center feature, by route key (see config/paths.ts); the app makes them lazy pages. */
export const gameCenterRoutes: FeaturePages = {
  gameCenter: () => import('./pages/game-center-page'),
  liveBetting: () => import('./pages/live-betting-page'),
  reportLiveBetting: () => import('./pages/report-live-betting-page'),
  liveBettingDetail: () => import('./pages/live-betting-detail-page'),
  sandboxDragonTiger: () => import('./pages/sandbox-dragon-tiger-page'),
};
