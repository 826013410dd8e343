import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { waitFor } from './wait';

/** A database migrated and seeded once per run, and the DATA_DIR its seed wrote (uploads). */
export interface TemplateDb {
  name: string;
  dataDir: string;
}

/** The two starting points a test file can ask for: the demo data, or only the base data. */
export interface TemplateDbs {
  demo: TemplateDb;
  base: TemplateDb;
}

/** `url` with its database replaced by `name`. */
export const withDatabase = (url: string, name: string): string => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** A database name unique to this run and call (lowercase: PostgreSQL folds unquoted names). */
export const uniqueDbName = (prefix: string): string =>
  `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

/** A temporary folder the embedded cluster's own user can read too (root runs). */
export const tempDataDir = (prefix: string): string => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
};

/** The config every test app starts from; `overrides` are the test file's own settings. */
export const testConfig = (url: string, dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig =>
  loadConfig(
    {},
    {
      databaseUrl: url,
      dataDir,
      webDist: undefined,
      runJobs: false,
      scryptLogN: 10,
      rateLimitPerMinute: 100_000,
      ...overrides,
    },
  );

/** Waits until nobody is connected to `name` (a template cannot be copied while anyone is). */
export async function waitUntilUnused(admin: pg.Client, name: string, timeout = 5000): Promise<void> {
  await waitFor(
    async () =>
      (
        await admin.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        )
      ).rows[0]!.n === 0,
    { timeout, what: `the connections to ${name} to close` },
  );
}

/** Drops `name` once its connections are gone (FORCE ends one a test leaked, after the wait). */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await waitUntilUnused(admin, name).catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * Migrates and seeds a new database by starting the real app on it once (the same code a
 * server start runs), then closes every connection so test files can copy it.
 */
async function buildTemplate(adminUrl: string, seedDemo: boolean): Promise<TemplateDb> {
  const name = uniqueDbName(seedDemo ? 'tpl_demo' : 'tpl_base');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = withDatabase(adminUrl, name);
    const dataDir = tempDataDir('sixmark-test-template-');
    const pool = new pg.Pool({ connectionString: url, max: 8 });
    const app = await buildApp(testConfig(url, dataDir, { seedDemo }), {
      database: { pool, embedded: undefined, close: async () => undefined },
      logger: false,
    });
    await app.ready();
    await app.close();
    await pool.end();
    await waitUntilUnused(admin, name);
    return { name, dataDir };
  } finally {
    await admin.end();
  }
}

/** Both templates, built side by side; the returned function drops them and their folders. */
export async function buildTemplates(
  adminUrl: string,
): Promise<{ templates: TemplateDbs; drop: () => Promise<void> }> {
  const [demo, base] = await Promise.all([buildTemplate(adminUrl, true), buildTemplate(adminUrl, false)]);
  return {
    templates: { demo, base },
    drop: async () => {
      for (const t of [demo, base]) {
        await dropDatabase(adminUrl, t.name);
        rmSync(t.dataDir, { recursive: true, force: true });
      }
    },
  };
}
