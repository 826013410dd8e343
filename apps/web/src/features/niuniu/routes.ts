import type { FeaturePages } from '@/config/paths';

/** Pages of 幸运牛牛 (game 95), by route key (see config/paths.ts); the app makes them lazy pages. */
export const niuniuRoutes: FeaturePages = {
  luckyNiuNiu: () => import('./pages/table-page'),
  luckyNiuNiuHeatMap: () => import('./pages/heat-map-page'),
  luckyNiuNiuJoyMing: () => import('./pages/joy-ming-page'),
};
