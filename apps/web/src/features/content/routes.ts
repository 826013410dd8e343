import type { FeaturePages } from '@/config/paths';

/** Pages of the content feature, by route key (see config/paths.ts); the app makes them lazy pages. */
export const contentRoutes: FeaturePages = {
  home: () => import('./pages/home-page'),
  macauLottery: () => import('./pages/macau-lottery-page'),
  recommend: () => import('./pages/recommend-page'),
  databases: () => import('./pages/databases-page'),
  gallery: () => import('./pages/gallery-page'),
  galleryByGroup: () => import('./pages/gallery-by-group-page'),
  galleryDetail: () => import('./pages/gallery-detail-page'),
  promotional: () => import('./pages/promotional-page'),
  promotionalDetail: () => import('./pages/promotional-detail-page'),
  template: () => import('./pages/template-page'),
  myCollection: () => import('./pages/my-collection-page'),
};
