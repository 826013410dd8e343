/** Query keys of the bets feature, in one place so mutations invalidate the same keys. */
export const BETS_KEYS = {
  todayList: 'bets-today-list',
  historyList: 'bets-history-list',
  historyDays: 'bets-history-days',
  playOdds: 'bets-play-odds',
  games: 'bets-games',
  webSystemConfig: 'web-system-config',
} as const;
