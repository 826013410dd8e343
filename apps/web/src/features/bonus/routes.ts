import { lazy } from 'react';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of the bonus feature (洗码, VIP, welfare center, safer play), by route key. */
export const bonusRoutes: FeatureRoutes = {
  bettingBonus: lazy(() => import('./pages/betting-bonus-page')),
  profileVip: lazy(() => import('./pages/profile-vip-page')),
  bonusCenter: lazy(() => import('./pages/bonus-center-page')),
  saferPlay: lazy(() => import('./pages/safer-play-page')),
};
