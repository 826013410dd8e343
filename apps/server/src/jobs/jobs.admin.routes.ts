import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_JOBS_PATH, adminJobListSchema, envelopeSchema, type AdminJob } from '@sixmark/shared';
import { requireAdmin } from '../lib/admin';
import { ok } from '../lib/reply';
import type { JobStatus } from './runner';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toAdminJob = (j: JobStatus): AdminJob => ({
  ...j,
  lastStartedAt: iso(j.lastStartedAt),
  lastEndedAt: iso(j.lastEndedAt),
  lastError: j.lastError,
  lastErrorAt: iso(j.lastErrorAt),
});

/** Operators see every background job: its schedule and its totals over all processes. */
export const jobsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/app-api${ADMIN_JOBS_PATH}`,
    { schema: { tags: ['admin'], summary: '后台任务', security: [{ admin: [] }], response: { 200: envelopeSchema(adminJobListSchema) } } },
    async (request) => {
      requireAdmin(request);
      return ok({ jobs: (await app.jobs.list()).map(toAdminJob) });
    },
  );
};
