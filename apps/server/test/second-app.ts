import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { TestApp } from './helper';

/**
 * A second server instance on the same database as `t` (its own pool and process state), for
 * tests that a rule holds across processes. Closed before `t`.
 */
export async function secondApp(t: TestApp, poolSize = 12): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const pool = new pg.Pool({ connectionString: t.url, max: poolSize });
  const dataDir = mkdtempSync(join(tmpdir(), 'sixmark-test-second-'));
  const config = loadConfig({}, { ...t.app.config, databaseUrl: t.url, dataDir, runJobs: false });
  const app = await buildApp(config, { database: { pool, embedded: undefined, close: async () => undefined }, logger: false, pushNetwork: t.app.pushNetwork });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await pool.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
