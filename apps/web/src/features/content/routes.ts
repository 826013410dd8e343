import { lazy } from 'react';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of the content feature, by route key (see config/paths.ts). */
export const contentRoutes: FeatureRoutes = {
  home: lazy(() => import('./pages/home-page')),
  macauLottery: lazy(() => import('./pages/macau-lottery-page')),
  recommend: lazy(() => import('./pages/recommend-page')),
  databases: lazy(() => import('./pages/databases-page')),
  gallery: lazy(() => import('./pages/gallery-page')),
  galleryByGroup: lazy(() => import('./pages/gallery-by-group-page')),
  galleryDetail: lazy(() => import('./pages/gallery-detail-page')),
  promotional: lazy(() => import('./pages/promotional-page')),
  promotionalDetail: lazy(() => import('./pages/promotional-detail-page')),
  template: lazy(() => import('./pages/template-page')),
  myCollection: lazy(() => import('./pages/my-collection-page')),
};
