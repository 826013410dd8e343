import type { FastifyInstance } from 'fastify';
import { advanceChases, settleDue } from '../modules/bets';

/** How often the job looks for drawn periods with unsettled bets and for chases to advance. */
export const SETTLE_TICK_MS = 1000;

/**
 * Settlement job: settles every drawn period's pending orders (exactly once, resumable, safe
 * next to other processes doing the same) and places the next period of running chases. A
 * setTimeout loop; stopping waits for a pass in progress so the pool never closes under it.
 */
export function settlementJob(app: FastifyInstance): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const deps = { pool: app.pool, bus: app.bus, log: app.log };
  const loop = async () => {
    try {
      await settleDue(deps);
      await advanceChases(app.pool);
    } catch (err) {
      if (!stopped) app.log.error({ err }, 'settlement job failed');
    }
    if (!stopped) timer = setTimeout(() => (running = loop()), SETTLE_TICK_MS);
  };
  timer = setTimeout(() => (running = loop()), SETTLE_TICK_MS);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
