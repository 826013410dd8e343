import { lazy } from 'react';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of the lottery feature, by route key (see config/paths.ts). */
export const lotteryRoutes: FeatureRoutes = {
  lotteryRecord: lazy(() => import('./pages/lottery-record-page')),
  lotteryHistory: lazy(() => import('./pages/lottery-history-page')),
};
