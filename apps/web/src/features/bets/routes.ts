import type { FeaturePages } from '@/config/paths';

/** Pages of the bets feature, by route key (see config/paths.ts); the app makes them lazy pages. */
export const betsRoutes: FeaturePages = {
  game: () => import('./pages/game-page'),
  betList: () => import('./pages/bet-list-page'),
  reportBetList: () => import('./pages/report-bet-list-page'),
  gameTutorial: () => import('./pages/game-tutorial-page'),
  gameTutorialPlay: () => import('./pages/game-tutorial-play-page'),
  gameStructures: () => import('./pages/game-structures-page'),
};
