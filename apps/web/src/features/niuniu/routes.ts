import { lazyPage } from '@/app/lazy-page';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of 幸运牛牛 (game 95), by route key (see config/paths.ts). */
export const niuniuRoutes: FeatureRoutes = {
  luckyNiuNiu: lazyPage(() => import('./pages/table-page')),
  luckyNiuNiuChat: lazyPage(() => import('./pages/chat-page')),
  luckyNiuNiuHeatMap: lazyPage(() => import('./pages/heat-map-page')),
  luckyNiuNiuJoyMing: lazyPage(() => import('./pages/joy-ming-page')),
};
