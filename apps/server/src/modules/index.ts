import type { FastifyInstance } from 'fastify';
import { systemRoutes } from './system/system.routes';
import { walletRoutes } from './wallet/wallet.routes';

/**
 * Every module's routes, registered in this order after the app plugins. A module adds one
 * line here and nothing else in app.ts.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(systemRoutes);
  await app.register(walletRoutes);
  await app.register((await import('./content/content.routes')).contentRoutes);
  await app.register((await import('./accounts/accounts.routes')).accountsRoutes);
  await app.register((await import('./lottery/lottery.routes')).lotteryRoutes);
}
