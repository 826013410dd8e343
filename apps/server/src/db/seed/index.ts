import type { FastifyInstance } from 'fastify';
import { seedFoundation } from './foundation';
import { seedWallet } from './wallet';

/**
 * Demo data on an empty database. Every step is idempotent (re-running adds nothing), so a
 * restart keeps the data and a newer release can add its own demo content. Modules append
 * their seed step here, after the foundation.
 */
export async function seedDemo(app: FastifyInstance): Promise<void> {
  await seedFoundation(app);
  await seedWallet(app);
  await (await import('./accounts')).seedAccounts(app);
  await (await import('./content')).seedContent(app);
  await (await import('./lottery')).seedLottery(app);
}
