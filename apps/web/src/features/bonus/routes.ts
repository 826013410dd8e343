import { lazyPage } from '@/app/lazy-page';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of the bonus feature (洗码, VIP, welfare center, safer play), by route key. */
export const bonusRoutes: FeatureRoutes = {
  bettingBonus: lazyPage(() => import('./pages/betting-bonus-page')),
  profileVip: lazyPage(() => import('./pages/profile-vip-page')),
  bonusCenter: lazyPage(() => import('./pages/bonus-center-page')),
  saferPlay: lazyPage(() => import('./pages/safer-play-page')),
};
