import type { FeaturePages } from '@/config/paths';

/** Pages of the forum feature, by route key (see config/paths.ts); the app makes them lazy pages. */
export const forumRoutes: FeaturePages = {
  waterForum: () => import('./pages/water-forum-page'),
  masterDocuments: () => import('./pages/master-documents-page'),
  publicDocuments: () => import('./pages/public-documents-page'),
  forumPost: () => import('./pages/post-page'),
  forumNew: () => import('./pages/new-post-page'),
  forumEdit: () => import('./pages/new-post-page'),
  forumLeaderboard: () => import('./pages/leaderboard-page'),
  forumAuthor: () => import('./pages/author-page'),
};
