import { lotteryTurnover, type TurnoverSource } from './turnover';

/** The bonus module's live part: the turnover sources the betting bonus reads. */
export interface BonusModule {
  sources: readonly TurnoverSource[];
}

/**
 * Builds the module with the lottery source plus any others (provider game records from the
 * games module), so a new source is one argument in modules/index.ts.
 */
export function createBonusModule(extra: readonly TurnoverSource[] = []): BonusModule {
  return { sources: [lotteryTurnover, ...extra] };
}

