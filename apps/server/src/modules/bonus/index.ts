/** What other modules and the jobs use of the bonus module (洗码, VIP, welfare). */
export { createBonusModule, type BonusModule } from './bonus.module';
export { bonusPass } from './bonus.job';
export { recordVipTurnover, closeEndedPeriods } from './vip.service';
export type { TurnoverSource } from './turnover';
