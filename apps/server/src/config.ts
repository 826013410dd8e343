import { resolve } from 'node:path';
import { DEFAULT_COMPANY_CODE } from '@sixmark/shared';
import { serverRoot } from './paths';

/** Typed configuration. This file is the only reader of `process.env`. */
export interface AppConfig {
  port: number;
  host: string;
  /** External PostgreSQL; when absent the server runs embedded PostgreSQL in `dataDir/pg`. */
  databaseUrl: string | undefined;
  /** Redis for the bus and rate limits; when absent both are in-process. */
  redisUrl: string | undefined;
  companyCode: string;
  dataDir: string;
  logLevel: string;
  /** Built web app served by the server; absent in API-only tests. */
  webDist: string | undefined;
  /** Token for the operator (admin) API; operators send it as `X-Admin-Token`. */
  adminToken: string;
  /** Port of the embedded PostgreSQL. */
  embeddedPgPort: number;
  /** Load demo data on an empty database. */
  seedDemo: boolean;
  /** Run background jobs (draw scheduler, expiries). Tests switch them off and drive them. */
  runJobs: boolean;
  /** Minutes between demo draws of the rng games. */
  demoDrawIntervalMin: number;
  /** Allowed browser origins for CORS; empty means CORS off. */
  corsOrigins: string[];
  /** Rate limit: requests per minute per address across the API. */
  rateLimitPerMinute: number;
  trustProxy: boolean;
  /** log2 of the scrypt cost N for new password hashes (17 in production; tests lower it). */
  scryptLogN: number;
  /** HMAC secret of the sandbox payment provider's callbacks (play money only). */
  sandboxPaySecret: string;
}

type Env = Record<string, string | undefined>;

const int = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

const bool = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

/** Reads the environment into a config; `overrides` let tests build an app without env. */
export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = resolve(env.DATA_DIR || resolve(serverRoot, '../../data'));
  return {
    port: int(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    companyCode: env.COMPANY_CODE || DEFAULT_COMPANY_CODE,
    dataDir,
    logLevel: env.LOG_LEVEL || 'info',
    webDist: env.WEB_DIST || resolve(serverRoot, '../web/dist'),
    adminToken: env.ADMIN_TOKEN || 'sixmark-admin-demo-token',
    embeddedPgPort: int(env.EMBEDDED_PG_PORT, 5433),
    seedDemo: bool(env.SEED_DEMO, true),
    runJobs: bool(env.RUN_JOBS, true),
    demoDrawIntervalMin: int(env.DEMO_DRAW_INTERVAL_MIN, 5),
    corsOrigins: (env.CORS_ORIGINS || '').split(',').map((s) => s.trim()).filter(Boolean),
    rateLimitPerMinute: int(env.RATE_LIMIT_PER_MINUTE, 600),
    trustProxy: bool(env.TRUST_PROXY, false),
    scryptLogN: int(env.SCRYPT_LOG_N, 17),
    sandboxPaySecret: env.SANDBOX_PAY_SECRET || 'sixmark-sandbox-demo-secret',
    ...overrides,
  };
}

/** Environment flags the test harness reads (kept here so nothing else touches process.env). */
export const testEnv = {
  databaseUrl: process.env.TEST_DATABASE_URL || undefined,
  redisUrl: process.env.TEST_REDIS_URL || undefined,
  requireServices: bool(process.env.REQUIRE_SERVICES, false),
};
