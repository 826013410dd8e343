/**
 * The lottery module's public surface: app wiring, jobs and the seed import only this.
 * (Its routes plugin is wired by modules/index.ts, the one place that imports `*.routes.ts`.)
 */
export { createLotteryModule, LOTTERY_STATE_CHANNEL, type LotteryModule } from './lottery.module';
export { numbersFromSeed, TZ } from './lottery.service';
export type { Schedule } from './schedule';
export { dealOfSeed, niuniuOfSeed } from './niuniu';
