import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes';
import { betsRoutes } from './bets';
import { contentRoutes } from './content/content.routes';
import { lotteryRoutes } from './lottery/lottery.routes';
import { systemRoutes } from './system/system.routes';
import { walletRoutes } from './wallet/wallet.routes';

/**
 * Every module's routes, registered in this order after the app plugins. A module adds one
 * line here and nothing else in app.ts.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(systemRoutes);
  await app.register(accountsRoutes);
  await app.register(walletRoutes);
  await app.register(lotteryRoutes);
  await app.register(contentRoutes);
  await app.register(betsRoutes);
}
