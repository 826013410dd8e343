import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';

/** The company of a request's `companyCode` (the deployment's own when absent). */
export async function companyOf(app: FastifyInstance, code: string | undefined): Promise<number> {
  if (!code) return app.companyId();
  const id = await app.companyIdOf(code);
  if (id === null) throw notFound();
  return id;
}

/** Every cached content file carries this tag; any content write drops them all. */
export const CONTENT_TAG = 'content';
