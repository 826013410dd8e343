import type { FeaturePages } from '@/config/paths';

/** Pages of the lottery feature, by route key (see config/paths.ts); the app makes them lazy pages. */
export const lotteryRoutes: FeaturePages = {
  lotteryRecord: () => import('./pages/lottery-record-page'),
  lotteryHistory: () => import('./pages/lottery-history-page'),
};
