/**
 * The set-up every in-process benchmark shares: a throw-away database (on TEST_DATABASE_URL,
 * else an embedded cluster in a temporary folder), the real app on it with jobs off and rate
 * limits out of the way, and a `close` that drops it all again.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, testEnv, type AppConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';

/** The bench's i-th positional argument when it is a positive integer, else the fallback. */
export const benchArg = (i: number, fallback: number): number => {
  const n = Number(process.argv[2 + i]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export interface BenchApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  pool: pg.Pool;
  config: AppConfig;
  close: () => Promise<void>;
}

export async function openBenchApp(name: string, poolSize: number): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), `sixmark-bench-${name}-`));
  const serverUrl = testEnv.databaseUrl;
  const dbName = serverUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const onServer = async (sql: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(sql);
    await admin.end();
  };
  let url: string | undefined;
  if (serverUrl && dbName) {
    await onServer(`CREATE DATABASE ${dbName}`);
    const u = new URL(serverUrl);
    u.pathname = `/${dbName}`;
    url = u.toString();
  }
  const config = loadConfig(
    {},
    {
      databaseUrl: url,
      dataDir,
      runJobs: false,
      scryptLogN: 10,
      rateLimitPerMinute: 100_000_000,
      embeddedPgPort: 5400 + Math.floor(Math.random() * 500),
    },
  );
  const database = await openDatabase(config, { debug: () => undefined, warn: () => undefined }, poolSize);
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  return {
    app,
    database,
    pool: database.pool,
    config,
    close: async () => {
      await app.close();
      await database.close();
      if (dbName) await onServer(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
