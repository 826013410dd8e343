import { lazyPage } from '@/app/lazy-page';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of the content feature, by route key (see config/paths.ts). */
export const contentRoutes: FeatureRoutes = {
  home: lazyPage(() => import('./pages/home-page')),
  macauLottery: lazyPage(() => import('./pages/macau-lottery-page')),
  recommend: lazyPage(() => import('./pages/recommend-page')),
  databases: lazyPage(() => import('./pages/databases-page')),
  gallery: lazyPage(() => import('./pages/gallery-page')),
  galleryByGroup: lazyPage(() => import('./pages/gallery-by-group-page')),
  galleryDetail: lazyPage(() => import('./pages/gallery-detail-page')),
  promotional: lazyPage(() => import('./pages/promotional-page')),
  promotionalDetail: lazyPage(() => import('./pages/promotional-detail-page')),
  template: lazyPage(() => import('./pages/template-page')),
  myCollection: lazyPage(() => import('./pages/my-collection-page')),
};
