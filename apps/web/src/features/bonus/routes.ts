import type { FeaturePages } from '@/config/paths';

/** Pages of the bonus feature (洗码, VIP, welfare center, safer play), by route key. */
export const bonusRoutes: FeaturePages = {
  bettingBonus: () => import('./pages/betting-bonus-page'),
  profileVip: () => import('./pages/profile-vip-page'),
  bonusCenter: () => import('./pages/bonus-center-page'),
  saferPlay: () => import('./pages/safer-play-page'),
};
