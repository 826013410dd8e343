import type { FastifyInstance } from 'fastify';
import { seedAccounts } from './accounts';
import { seedAgents } from './agents';
import { seedChatSocial } from './chat-social';
import { seedContent } from './content';
import { seedDemoUsers, seedFoundation } from './foundation';
import { seedLottery } from './lottery';
import { seedWallet } from './wallet';
import { seedDefaultOdds } from '../../modules/bets';
import { seedChat } from './chat';
import { seedOperators } from './operators';
import { seedGames } from '../../modules/games';
import { seedForum } from './forum';

/**
 * What every site needs, demo or not: the company, its settings and the game catalogue with
 * the draw schedules. No users, no payment channels. Idempotent.
 */
export async function seedBase(app: FastifyInstance): Promise<void> {
  await seedFoundation(app);
  await seedLottery(app);
  await refreshPlannerStats(app);
}

/**
 * Statistics for the planner over what the seed loaded. A table filled in bulk keeps the
 * estimates of an empty one until (auto)analyze comes by, which may be minutes away or never
 * (autovacuum can be off): the track-record pass's join was planned as a nested loop over every
 * item and every draw, 1.1 s of the database's CPU every 2 s on the demo, 10 ms once analysed.
 * ANALYZE samples each table (bounded work), so running it at every start is cheap.
 */
async function refreshPlannerStats(app: FastifyInstance): Promise<void> {
  await app.pool.query('ANALYZE');
}

/**
 * Demo data on an empty database: the base plus demo accounts, sandbox payment channels,
 * their history and content. Every step is idempotent (re-running adds nothing), so a
 * restart keeps the data and a newer release can add its own demo content. Order matters:
 * users before their wallets' history, draws before the cards that mark forecasts against them.
 */
export async function seedDemo(app: FastifyInstance): Promise<void> {
  await seedFoundation(app);
  await seedDemoUsers(app);
  await seedAccounts(app);
  await seedWallet(app);
  await seedLottery(app);
  await seedDefaultOdds(app.pool);
  await seedContent(app);
  await seedChat(app);
  await seedAgents(app);
  await seedChatSocial(app);
  await seedOperators(app);
  await seedGames(app.pool, app.config.dataDir);
  // Forum posts and scored forecasts (issue 19): after the users and the draws.
  await seedForum(app);
  await refreshPlannerStats(app);
}
