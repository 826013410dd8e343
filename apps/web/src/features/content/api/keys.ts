/** Query keys of the content feature, in one place so mutations invalidate the same keys. */
export const CONTENT_KEYS = {
  templates: 'templates',
  playCates: 'template-play-cates',
  templateInfo: 'template-info',
  liked: 'template-liked',
  voteData: 'template-vote-data',
  recentDraws: 'recent-draws',
  galleryCategories: 'gallery-play-categories',
  gallerySearch: 'gallery-search',
  database: 'database',
  databasePlayCates: 'database-play-cates',
  ads: 'template-ads',
  promotions: 'promotions',
  promotion: 'promotion',
  galleryGroups: 'gallery-groups',
  galleryDetail: 'gallery-detail',
  noticeList: 'notice-list',
} as const;
