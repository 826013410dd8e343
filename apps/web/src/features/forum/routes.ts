import { lazyPage } from '@/app/lazy-page';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of the forum feature (issue 19), by route key (see config/paths.ts). */
export const forumRoutes: FeatureRoutes = {
  waterForum: lazyPage(() => import('./pages/water-forum-page')),
  masterDocuments: lazyPage(() => import('./pages/master-documents-page')),
  publicDocuments: lazyPage(() => import('./pages/public-documents-page')),
  forumPost: lazyPage(() => import('./pages/post-page')),
  forumNew: lazyPage(() => import('./pages/new-post-page')),
  forumEdit: lazyPage(() => import('./pages/new-post-page')),
  forumLeaderboard: lazyPage(() => import('./pages/leaderboard-page')),
  forumAuthor: lazyPage(() => import('./pages/author-page')),
};
