/** The lottery module's public surface: other modules, jobs, the seed and app.ts import only this. */
export { createLotteryModule, LOTTERY_STATE_CHANNEL, type LotteryModule } from './lottery.module';
export { lotteryRoutes } from './lottery.routes';
export { numbersFromSeed, TZ } from './lottery.service';
export type { Schedule } from './schedule';
