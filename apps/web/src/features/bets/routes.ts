import { lazy } from 'react';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of the bets feature, by route key (see config/paths.ts). */
export const betsRoutes: FeatureRoutes = {
  game: lazy(() => import('./pages/game-page')),
  betList: lazy(() => import('./pages/bet-list-page')),
  reportBetList: lazy(() => import('./pages/report-bet-list-page')),
  gameTutorial: lazy(() => import('./pages/game-tutorial-page')),
  gameTutorialPlay: lazy(() => import('./pages/game-tutorial-play-page')),
  gameStructures: lazy(() => import('./pages/game-structures-page')),
};
