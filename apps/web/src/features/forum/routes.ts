import { lazy } from 'react';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of the forum feature (issue 19), by route key (see config/paths.ts). */
export const forumRoutes: FeatureRoutes = {
  waterForum: lazy(() => import('./pages/water-forum-page')),
  masterDocuments: lazy(() => import('./pages/master-documents-page')),
  publicDocuments: lazy(() => import('./pages/public-documents-page')),
  forumPost: lazy(() => import('./pages/post-page')),
  forumNew: lazy(() => import('./pages/new-post-page')),
  forumEdit: lazy(() => import('./pages/new-post-page')),
  forumLeaderboard: lazy(() => import('./pages/leaderboard-page')),
  forumAuthor: lazy(() => import('./pages/author-page')),
};
