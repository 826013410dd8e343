import { cpSync, rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { buildApp } from '../src/app';
import { testEnv, type AppConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { DEMO_OPERATORS } from '../src/db/seed/operators';
import type { PushNetwork } from '../src/lib/push-network';
import { dropDatabase, tempDataDir, testConfig, uniqueDbName, withDatabase } from './template-db';

export interface TestApp {
  app: FastifyInstance;
  pool: pg.Pool;
  /** The database URL (for tests that open extra connections). */
  url: string;
  close: () => Promise<void>;
}

/**
 * A new empty database on the test cluster (for tests of what a fresh database does at start).
 * `drop` waits for its connections to close, then drops it.
 */
export async function emptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const name = uniqueDbName('t');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return { url: withDatabase(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}

/**
 * Builds the real app on a database of its own (one per call, usually one per test file),
 * copied from the run's template with the demo data (or only the base data when the overrides
 * say `seedDemo: false`), with a copy of the uploads the seed wrote; jobs off. The pool holds
 * `poolSize` connections at most (opened on demand): 20+ makes races real.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  opts: { poolSize?: number; pushNetwork?: PushNetwork } = {},
): Promise<TestApp> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplates')[overrides.seedDemo === false ? 'base' : 'demo'];
  const name = uniqueDbName('t');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: opts.poolSize ?? 24 });
  let closing = false;
  // An idle client that loses its connection while the test runs is a real failure: rethrown,
  // it reaches Vitest as an unhandled error. Once closing, the database is about to go.
  pool.on('error', (err) => {
    if (!closing) throw err;
  });
  const database: Database = {
    pool,
    embedded: undefined,
    close: async () => undefined,
  };
  const dataDir = tempDataDir('sixmark-test-data-');
  cpSync(template.dataDir, dataDir, { recursive: true });
  const app = await buildApp(testConfig(url, dataDir, overrides), {
    database,
    logger: false,
    prepared: true,
    pushNetwork: opts.pushNetwork ?? offlinePushNetwork,
  });
  await app.ready();
  return {
    app,
    pool,
    url,
    close: async () => {
      closing = true;
      await app.close();
      // pool.end() resolves once it has asked every client to end, not once their sockets are
      // gone: dropping the database then kills connections still saying goodbye, and their
      // clients raise the error outside any test. Drop only when none is left.
      await pool.end();
      await dropDatabase(adminUrl, name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Web Push for tests that do not test it: no name resolves and nothing is sent, so no test reaches the network. */
export const offlinePushNetwork: PushNetwork = {
  resolve: async (host) => {
    throw Object.assign(new Error(`offline test network: ${host}`), { code: 'ENOTFOUND' });
  },
  post: async () => {
    throw new Error('offline test network');
  },
};

/** Redis URL for bus and rate-limit tests (TEST_REDIS_URL). */
export const testRedisUrl = testEnv.redisUrl;

/**
 * `describe` for tests that need Redis: skipped without TEST_REDIS_URL, except under
 * REQUIRE_SERVICES=1 where the missing service fails the run instead.
 */
export const describeWithRedis: typeof describe =
  testRedisUrl || testEnv.requireServices ? describe : (describe.skip as typeof describe);

/** Asserts the invariant of the money model: every wallet equals the sum of its ledger. */
export async function assertLedgerBalanced(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ user_id: number; account: string; balance: number; ledger: number }>(`
    SELECT w.user_id, a.account,
           CASE a.account WHEN 'money' THEN w.money WHEN 'live_money' THEN w.live_money ELSE w.frozen END AS balance,
           COALESCE((SELECT SUM(amount) FROM wallet_ledger l WHERE l.user_id = w.user_id AND l.account = a.account), 0)::bigint AS ledger
      FROM wallets w CROSS JOIN (VALUES ('money'), ('live_money'), ('frozen')) AS a(account)`);
  const off = rows.filter((r) => Number(r.balance) !== Number(r.ledger));
  if (off.length > 0) throw new Error(`ledger does not match balances: ${JSON.stringify(off.slice(0, 5))}`);
}

/**
 * Signs a seeded demo operator in and answers its session header: money-moving operator calls
 * (manual adjustments and their approval) refuse the static token.
 */
export async function operatorHeaders(app: FastifyInstance, name: string): Promise<Record<string, string>> {
  const op = DEMO_OPERATORS.find((o) => o.name === name);
  if (!op) throw new Error(`no demo operator ${name}`);
  const res = await app.inject({
    method: 'POST',
    url: '/app-api/admin/auth/sign-in',
    payload: { name, password: op.password },
  });
  const token = res.json().data?.token as string | undefined;
  if (!token) throw new Error(`operator ${name} could not sign in: ${res.body}`);
  return { 'x-operator-token': token };
}

/** `GET`/`POST` through `app.inject` answering status, parsed body and headers. */
export const requester = (app: FastifyInstance) => ({
  get: async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  },
  post: async (url: string, payload: object, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'POST', url, payload, headers });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  },
});
