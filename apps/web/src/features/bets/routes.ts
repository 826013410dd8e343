import { lazyPage } from '@/app/lazy-page';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of the bets feature, by route key (see config/paths.ts). */
export const betsRoutes: FeatureRoutes = {
  game: lazyPage(() => import('./pages/game-page')),
  betList: lazyPage(() => import('./pages/bet-list-page')),
  reportBetList: lazyPage(() => import('./pages/report-bet-list-page')),
  gameTutorial: lazyPage(() => import('./pages/game-tutorial-page')),
  gameTutorialPlay: lazyPage(() => import('./pages/game-tutorial-play-page')),
  gameStructures: lazyPage(() => import('./pages/game-structures-page')),
};
