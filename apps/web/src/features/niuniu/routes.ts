import { lazy } from 'react';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of 幸运牛牛 (game 95), by route key (see config/paths.ts). */
export const niuniuRoutes: FeatureRoutes = {
  luckyNiuNiu: lazy(() => import('./pages/table-page')),
  luckyNiuNiuChat: lazy(() => import('./pages/chat-page')),
  luckyNiuNiuHeatMap: lazy(() => import('./pages/heat-map-page')),
  luckyNiuNiuJoyMing: lazy(() => import('./pages/joy-ming-page')),
};
