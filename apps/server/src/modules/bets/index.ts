/** What other modules and the jobs use of the bets module. */
export { betsRoutes } from './bets.routes';
export { settleTurn, settleDue, outcomeOf, type SettleDeps, type SettleOptions } from './settle.service';
export { advanceChases } from './chase.service';
export { seedDefaultOdds, BET_GAME_IDS } from './odds.service';
export { createAwardNotices, type AwardNotices } from './award.service';
