import type { FastifyInstance } from 'fastify';
import type { GamesModule } from './games.module';

/** How often the sandbox table is ticked, and how often provider records are pulled. */
export const SANDBOX_TICK_MS = 1000;
export const RECORD_PULL_MS = 30_000;

/**
 * The games job, on every process: ticks the sandbox 龙虎 table (settle due rounds, open the
 * current one) every second and pulls provider bet records (and prunes empty old rounds) every 30 s. Both are safe next to
 * other processes doing the same (see tickSandbox, pullAll). Stopping waits for a pass.
 */
export function gamesJob(app: FastifyInstance, games: GamesModule): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let lastPull = 0;
  const loop = async () => {
    try {
      await games.tickSandbox();
      const now = games.clock();
      if (now - lastPull >= RECORD_PULL_MS) {
        lastPull = now;
        await games.pullRecords(now);
        await games.pruneRounds(now);
      }
    } catch (err) {
      if (!stopped) app.log.error({ err }, 'games job failed');
    }
    if (!stopped) timer = setTimeout(() => (running = loop()), SANDBOX_TICK_MS);
  };
  timer = setTimeout(() => (running = loop()), SANDBOX_TICK_MS);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
