import type { FastifyInstance } from 'fastify';
import { siteFailureCounter } from '../operators';
import { scoreDue, type ForumCtx } from './forum.service';

/** The forum module's live parts (issue 19): the posting limiter and the scoring pass. */
export interface ForumModule {
  ctx: ForumCtx;
  /** One scoring pass: forecasts of periods with a final result not yet scored (or corrected). */
  scoreOnce: () => Promise<number>;
}

export function createForumModule(app: FastifyInstance): ForumModule {
  // The shared atomic limiter (every process counts together).
  const counter = siteFailureCounter(app);
  app.addHook('onClose', async () => counter.close());
  return { ctx: { pool: app.pool, counter }, scoreOnce: () => scoreDue(app.pool) };
}

/** How often the job looks for newly final results (the settlement job's pace). */
export const FORUM_SCORE_TICK_MS = 2000;

/** Scores forecasts once their period's result is final (setTimeout loop; stop waits for a pass). */
export function forumScoringJob(app: FastifyInstance, forum: ForumModule): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const loop = async () => {
    try {
      while ((await forum.scoreOnce()) > 0 && !stopped);
    } catch (err) {
      if (!stopped) app.log.error({ err }, 'forum scoring failed');
    }
    if (!stopped) timer = setTimeout(() => (running = loop()), FORUM_SCORE_TICK_MS);
  };
  timer = setTimeout(() => (running = loop()), FORUM_SCORE_TICK_MS);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
