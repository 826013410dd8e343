import type { FastifyInstance } from 'fastify';
import type { AppModules } from '../modules';
import { rechargeExpiryJob } from '../modules/wallet';
import { drawScheduler } from './draw-scheduler';
import { accountsSweepJob } from '../modules/accounts';
import { settlementJob } from './settlement';
import { gamesJob } from '../modules/games';
import { hongbaoExpiryJob } from '../modules/hongbao';
import { bonusJob } from '../modules/bonus';
import { forumScoringJob } from '../modules/forum';
import { trackRecordJob, webpBackfillJob } from '../modules/content';

type Job = (app: FastifyInstance, modules: AppModules) => () => void | Promise<void>;

/**
 * Background jobs (draw scheduler, settlement, expiries). Each job returns its stop function;
 * all stop when the app closes. Modules add their job to this list.
 */
const jobs: Job[] = [rechargeExpiryJob, drawScheduler, accountsSweepJob, settlementJob, (app, m) => gamesJob(app, m.games)];
// Red packets: expiry refunds.
jobs.push(hongbaoExpiryJob);
// Betting bonus daily payout and VIP period ends (issue 17).
jobs.push((app, modules) => bonusJob(app, modules.bonus));
// Forum forecasts scored once their period's result is final (issue 19).
jobs.push((app, modules) => forumScoringJob(app, modules.forum));
// Forecast card track records recomputed once results are final (issue 18).
jobs.push((app) => trackRecordJob(app));
// WebP copies for images uploaded before copies were made, once per start (issue 16).
jobs.push((app) => webpBackfillJob(app));

export function startJobs(app: FastifyInstance, modules: AppModules): void {
  const stops = jobs.map((job) => job(app, modules));
  // preClose: jobs stop before the server and the database pool close, so no tick runs on
  // a closed pool.
  app.addHook('preClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
  });
}
