import { lazyPage } from '@/app/lazy-page';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of the lottery feature, by route key (see config/paths.ts). */
export const lotteryRoutes: FeatureRoutes = {
  lotteryRecord: lazyPage(() => import('./pages/lottery-record-page')),
  lotteryHistory: lazyPage(() => import('./pages/lottery-history-page')),
};
