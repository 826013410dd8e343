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
