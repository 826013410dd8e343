/** Query keys of the game-center feature, in one place so mutations invalidate the same keys. */
export const GAME_CENTER_KEYS = {
  catalogue: 'game-center-catalogue',
  list: 'game-center-list',
  providers: 'game-center-providers',
  noticeList: 'game-center-notices',
  liveGames: 'live-all-games',
  report: 'live-game-report',
  reportDetail: 'live-game-report-detail',
  sandbox: 'sandbox-game',
  sandboxRecords: 'sandbox-game-records',
} as const;
