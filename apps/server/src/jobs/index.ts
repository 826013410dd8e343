import type { FastifyInstance } from 'fastify';

type Job = (app: FastifyInstance) => () => void;

/**
 * Background jobs (draw scheduler, settlement, expiries). Each job returns its stop function;
 * all stop when the app closes. Modules add their job to this list.
 */
const jobs: Job[] = [];

export function startJobs(app: FastifyInstance): void {
  const stops = jobs.map((job) => job(app));
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
}
