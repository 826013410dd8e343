import { BETTING_KEYS } from '@/lib/betting/keys';

/** Query keys of the bets feature, in one place so mutations invalidate the same keys. */
export const BETS_KEYS = {
  ...BETTING_KEYS,
  historyList: 'bets-history-list',
  historyDays: 'bets-history-days',
  games: 'bets-games',
  webSystemConfig: 'web-system-config',
} as const;
