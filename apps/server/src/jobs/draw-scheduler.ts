import type { FastifyInstance } from 'fastify';
import { lotteryDeps } from '../modules/lottery/lottery.routes';
import { FeedPoller, tick as tickAll } from '../modules/lottery/lottery.service';

/** How often the scheduler looks at the games; reveals are spaced by each game's interval. */
export const DRAW_TICK_MS = 250;

const feeds = new WeakMap<object, FeedPoller>();
const feedOf = (app: FastifyInstance): FeedPoller => {
  let f = feeds.get(app.server);
  if (!f) feeds.set(app.server, (f = new FeedPoller()));
  return f;
};

/**
 * One scheduler step at `now`: opens, closes and draws turns that are due, reveals rng balls and
 * polls feeds (all games, or only `gameIds`). Tests call it with a fake clock; several processes may run it at once (each game
 * is moved by whichever process holds its advisory lock).
 */
export async function tick(
  app: FastifyInstance,
  now: number = Date.now(),
  gameIds?: number[],
): Promise<void> {
  await tickAll(lotteryDeps(app), now, feedOf(app), gameIds);
}

/** The draw scheduler job: a setTimeout loop stopped when the app closes. */
export function drawScheduler(app: FastifyInstance): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const loop = async () => {
    try {
      await tick(app);
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
