import type { FastifyInstance } from 'fastify';
import type { AppModules } from '../modules';

/** How often the scheduler looks at the games; reveals are spaced by each game's interval. */
export const DRAW_TICK_MS = 250;

/**
 * The draw scheduler job: a setTimeout loop over the lottery module's tick, stopped when the
 * app closes. Several processes may run it at once (each game is moved by whichever process
 * holds its advisory lock).
 */
export function drawScheduler(app: FastifyInstance, { lottery }: Pick<AppModules, 'lottery'>): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const loop = async () => {
    try {
      await lottery.tick();
    } catch (err) {
      if (!stopped) app.log.error({ err }, 'draw scheduler tick failed');
    }
    if (!stopped) timer = setTimeout(() => (running = loop()), DRAW_TICK_MS);
  };
  timer = setTimeout(() => (running = loop()), 0);
  // Stopping waits for a tick in progress, so shutdown never closes the pool under it; a draw
  // interrupted anyway continues from its stored ball count at the next start.
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
