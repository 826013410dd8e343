import { z } from 'zod';
import { paramTexts } from '../i18n/core';
import { jobsHans } from '../i18n/zh-Hans-console';

/** One background job as the console lists it: schedule, totals over every server process. */
export const adminJobSchema = z.object({
  name: z.string(),
  /** Interval jobs: the pause after a run ends; null for cron jobs. */
  everyMs: z.number().nullable(),
  cron: z.string().nullable(),
  /** One process at a time across all processes (advisory lock). */
  singleton: z.boolean(),
  runs: z.number(),
  failures: z.number(),
  lastStartedAt: z.string().nullable(),
  lastEndedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;
export const adminJobListSchema = z.object({ jobs: z.array(adminJobSchema) });
export type AdminJobList = z.infer<typeof adminJobListSchema>;

/** Path relative to `/app-api`. */
export const ADMIN_JOBS_PATH = '/admin/jobs';

/** The console's job page texts. */
export const jobsMsg = {
  ...jobsHans,
  ...paramTexts<{ every: (seconds: number) => string; cron: (expr: string) => string }>(jobsHans, ['every', 'cron']),
} as const;

/** A job's display name (its code name when the table has none). */
export const jobLabel = (name: string): string => (jobsHans as Record<string, string>)[name] ?? name;
