/**
 * Query keys of the betting calls more than one feature makes (a game's odds, the slip, today's
 * bets); the bets feature's own keys extend these, so a bet invalidates the same key its list reads.
 */
export const BETTING_KEYS = {
  todayList: 'bets-today-list',
  playOdds: 'bets-play-odds',
} as const;
