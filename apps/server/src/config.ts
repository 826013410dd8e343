import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { createSecureContext } from 'node:tls';
import { resolve } from 'node:path';
import { DEFAULT_COMPANY_CODE } from '@sixmark/shared';
import { StartupError } from './lib/startup-error';
import { serverRoot } from './paths';
import { vapidKeysProblem } from './lib/web-push';

/** The demo defaults: fine on a laptop, refused in production. */
export const DEMO_ADMIN_TOKEN = 'sixmark-admin-demo-token';
export const DEMO_SANDBOX_PAY_SECRET = 'sixmark-sandbox-demo-secret';
export const DEMO_GAME_LAUNCH_SECRET = 'sixmark-game-launch-demo-secret';

/** Typed configuration. This file is the only reader of `process.env`. */
export interface AppConfig {
  /** NODE_ENV=production: demo secrets refused, no demo data unless asked, operator API off the docs. */
  production: boolean;
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
  /** The operator console's build (apps/admin/dist), served at /admin. */
  adminDist: string | undefined;
  /**
   * Static token for automation on the operator API (`X-Admin-Token`, super admin rights).
   * Empty = refused: in production it works only when ADMIN_TOKEN is set explicitly; people
   * sign in with operator accounts (modules/operators).
   */
  adminToken: string;
  /** Port of the embedded PostgreSQL. */
  embeddedPgPort: number;
  /**
   * Root-owned folder for the embedded cluster's binaries and data when the server runs as
   * root and the cluster's user cannot reach them in place (see db/embedded-layout.ts).
   */
  embeddedPgSharedDir: string;
  /** Load demo data (demo users, sandbox payment channels, content); off in production unless SEED_DEMO=1. */
  seedDemo: boolean;
  /** Run background jobs (draw scheduler, expiries). Tests switch them off and drive them. */
  runJobs: boolean;
  /** Minutes between demo draws of the rng games. */
  demoDrawIntervalMin: number;
  /** Milliseconds between the balls of a demo rng draw (4 s, as a studio draw; tests go faster). */
  demoRevealIntervalMs: number;
  /**
   * TEST_CLOCK=1: tests may open a house game's betting on demand instead of waiting for its
   * schedule (`POST /app-api/admin/lottery/{gameId}/open-now`). Refused in production.
   */
  testClock: boolean;
  /** Allowed browser origins for CORS; empty means CORS off. */
  corsOrigins: string[];
  /** Rate limit: requests per minute per address across the API. */
  rateLimitPerMinute: number;
  /**
   * Which peers' X-Forwarded-For is believed: false (none), a hop count (that many proxies in
   * front), or the proxies' addresses / CIDRs. Never `true`: any client could then pick its
   * own address and escape every per-address limit.
   */
  trustProxy: false | number | string[];
  /** Origins besides the site itself that pages may load images, media, frames and data from (CSP). */
  cspExtraOrigins: string[];
  /** log2 of the scrypt cost N for new password hashes (17 in production; tests lower it). */
  scryptLogN: number;
  /** HMAC secret of the sandbox payment provider's callbacks (play money only). */
  sandboxPaySecret: string;
  /** HMAC key of the game launch links (any process verifies them, so it is shared config). */
  gameLaunchSecret: string;
  /** Sandbox 龙虎 table: seconds per round and of betting in it (SANDBOX_DT_ROUND_SEC / _BETTING_SEC). */
  sandboxDtRoundSec: number;
  sandboxDtBettingSec: number;
  /**
   * Web Push VAPID key pair (base64url: 65-byte public, 32-byte private). Both empty: one pair is
   * generated on first start and kept in the `vapid_keys` table (modules/notifications/push.service.ts).
   */
  vapidPublicKey: string;
  vapidPrivateKey: string;
  /** The contact push services see in every VAPID token (`mailto:` or `https:`). */
  vapidSubject: string;
  /**
   * TLS_CERT_FILE and TLS_KEY_FILE (PEM): the server itself speaks HTTPS, HTTP/2 with HTTP/1.1
   * for clients without it (and for WebSocket upgrades). Unset: plain HTTP, for a proxy in front.
   */
  tls: { cert: Buffer; key: Buffer } | undefined;
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
  const production = env.NODE_ENV === 'production';
  const config: AppConfig = {
    production,
    port: int(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    companyCode: env.COMPANY_CODE || DEFAULT_COMPANY_CODE,
    dataDir,
    logLevel: env.LOG_LEVEL || 'info',
    webDist: env.WEB_DIST || resolve(serverRoot, '../web/dist'),
    adminDist: env.ADMIN_DIST || resolve(serverRoot, '../admin/dist'),
    adminToken: env.ADMIN_TOKEN || (production ? '' : DEMO_ADMIN_TOKEN),
    embeddedPgPort: int(env.EMBEDDED_PG_PORT, 5433),
    embeddedPgSharedDir: resolve(env.EMBEDDED_PG_SHARED_DIR || '/var/lib/sixmark'),
    // Production never gets demo accounts or sandbox channels by default.
    seedDemo: bool(env.SEED_DEMO, !production),
    runJobs: bool(env.RUN_JOBS, true),
    demoDrawIntervalMin: int(env.DEMO_DRAW_INTERVAL_MIN, 5),
    demoRevealIntervalMs: Math.min(60_000, Math.max(0, int(env.DEMO_REVEAL_INTERVAL_MS, 4000))),
    testClock: bool(env.TEST_CLOCK, false),
    corsOrigins: list(env.CORS_ORIGINS),
    rateLimitPerMinute: int(env.RATE_LIMIT_PER_MINUTE, 600),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    cspExtraOrigins: list(env.CSP_EXTRA_ORIGINS).map(originOf),
    scryptLogN: int(env.SCRYPT_LOG_N, 17),
    sandboxPaySecret: env.SANDBOX_PAY_SECRET || DEMO_SANDBOX_PAY_SECRET,
    gameLaunchSecret: env.GAME_LAUNCH_SECRET || DEMO_GAME_LAUNCH_SECRET,
    sandboxDtRoundSec: int(env.SANDBOX_DT_ROUND_SEC, 40),
    sandboxDtBettingSec: int(env.SANDBOX_DT_BETTING_SEC, 30),
    vapidPublicKey: (env.VAPID_PUBLIC_KEY || '').trim(),
    vapidPrivateKey: (env.VAPID_PRIVATE_KEY || '').trim(),
    vapidSubject: (env.VAPID_SUBJECT || '').trim() || DEFAULT_VAPID_SUBJECT,
    tls: tlsOf(env.TLS_CERT_FILE, env.TLS_KEY_FILE),
    ...overrides,
  };
  if (config.production) refuseDemoSecrets(config);
  checkVapidConfig(config);
  return config;
}

const list = (value: string | undefined) => (value || '').split(',').map((s) => s.trim()).filter(Boolean);

const configError = (zh: string, en: string) => new StartupError(`配置错误：${zh}`, `configuration error: ${en}`);

/** Secrets shorter than this are refused in production: they are guessable. */
const MIN_SECRET_LENGTH = 16;

function refuseDemoSecrets(config: AppConfig): void {
  // Moving a period's close on demand is for test servers: on a real site it would let anyone
  // holding the operator token reopen betting.
  if (config.testClock) {
    throw configError('生产环境（NODE_ENV=production）不能开启 TEST_CLOCK', 'TEST_CLOCK cannot be on in production (NODE_ENV=production)');
  }
  const weak = (value: string, demo: string) => value === demo || value.length < MIN_SECRET_LENGTH;
  // No ADMIN_TOKEN in production is fine (the static token is then refused); a weak one is not.
  if (config.adminToken !== '' && weak(config.adminToken, DEMO_ADMIN_TOKEN)) {
    throw configError(
      `生产环境（NODE_ENV=production）必须设置 ADMIN_TOKEN 为至少 ${MIN_SECRET_LENGTH} 位的随机值（例如 openssl rand -hex 32），不能使用演示值`,
      `in production (NODE_ENV=production) set ADMIN_TOKEN to a random value of at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -hex 32), not the demo one`,
    );
  }
  if (weak(config.sandboxPaySecret, DEMO_SANDBOX_PAY_SECRET)) {
    throw configError(
      `生产环境（NODE_ENV=production）必须设置 SANDBOX_PAY_SECRET 为至少 ${MIN_SECRET_LENGTH} 位的随机值，不能使用演示值`,
      `in production (NODE_ENV=production) set SANDBOX_PAY_SECRET to a random value of at least ${MIN_SECRET_LENGTH} characters, not the demo one`,
    );
  }
  // Launch links must not be forgeable: they were signed with a key derived from ADMIN_TOKEN,
  // which production may leave unset.
  if (weak(config.gameLaunchSecret, DEMO_GAME_LAUNCH_SECRET)) {
    throw configError(
      `生产环境（NODE_ENV=production）必须设置 GAME_LAUNCH_SECRET 为至少 ${MIN_SECRET_LENGTH} 位的随机值，不能使用演示值`,
      `in production (NODE_ENV=production) set GAME_LAUNCH_SECRET to a random value of at least ${MIN_SECRET_LENGTH} characters, not the demo one`,
    );
  }
}

/** VAPID contact when VAPID_SUBJECT is unset (push services accept it; a real one is better). */
export const DEFAULT_VAPID_SUBJECT = 'mailto:webpush@sixmark.invalid';

/**
 * Given VAPID keys must be a matching P-256 pair, in every mode: a wrong pair would make every
 * push fail later, silently. Unset keys are fine everywhere (a pair is generated).
 */
/** The certificate and key files, read once at start; both or neither. */
function tlsOf(certFile: string | undefined, keyFile: string | undefined): AppConfig['tls'] {
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) {
    throw configError('TLS_CERT_FILE 和 TLS_KEY_FILE 需同时设置（或都不设置）', 'TLS_CERT_FILE and TLS_KEY_FILE must both be set, or neither');
  }
  const read = (name: string, file: string) => {
    try {
      return readFileSync(file);
    } catch (err) {
      throw configError(`无法读取 ${name}「${file}」`, `cannot read ${name} "${file}": ${(err as Error).message}`);
    }
  };
  const tls = { cert: read('TLS_CERT_FILE', certFile), key: read('TLS_KEY_FILE', keyFile) };
  try {
    createSecureContext(tls);
  } catch (err) {
    throw configError('TLS_CERT_FILE / TLS_KEY_FILE 不是匹配的 PEM 证书和私钥', `TLS_CERT_FILE / TLS_KEY_FILE are not a matching PEM certificate and key: ${(err as Error).message}`);
  }
  return tls;
}

function checkVapidConfig(config: AppConfig): void {
  const { vapidPublicKey: publicKey, vapidPrivateKey: privateKey, vapidSubject } = config;
  if (publicKey || privateKey) {
    const problem =
      publicKey && privateKey
        ? vapidKeysProblem({ publicKey, privateKey })
        : 'VAPID_PUBLIC_KEY 和 VAPID_PRIVATE_KEY 需同时设置（或都不设置，由服务器生成）';
    if (problem) {
      throw configError(problem, 'VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY must both be set to a matching P-256 pair (base64url), or both left unset');
    }
  }
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(vapidSubject)) {
    throw configError(
      `VAPID_SUBJECT 应为 mailto: 邮箱或 https:// 地址，不能是「${vapidSubject}」`,
      `VAPID_SUBJECT must be a mailto: address or an https:// URL, not "${vapidSubject}"`,
    );
  }
}

/** Proxy-address keywords proxy-addr (Fastify's trustProxy) understands. */
const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: empty/0/false = none, a number = proxy hops, else a comma list of addresses/CIDRs. */
export function trustProxyOf(value: string | undefined): AppConfig['trustProxy'] {
  const v = (value ?? '').trim();
  if (v === '' || ['0', 'false', 'no', 'off'].includes(v.toLowerCase())) return false;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = list(v);
  const bad = entries.find((e) => !isAddressOrCidr(e));
  if (bad !== undefined || entries.length === 0) {
    throw configError(
      `TRUST_PROXY 应为代理跳数（如 1）或代理地址/网段列表（如 10.0.0.1,192.168.0.0/16），不能是「${bad ?? v}」`,
      `TRUST_PROXY must be a hop count (e.g. 1) or a comma list of proxy addresses/CIDRs (e.g. 10.0.0.1,192.168.0.0/16), not "${bad ?? v}"`,
    );
  }
  return entries;
}

/** One CSP_EXTRA_ORIGINS entry as a bare origin (scheme://host[:port]). */
function originOf(entry: string): string {
  let url: URL | null = null;
  try {
    url = new URL(entry);
  } catch {
    url = null;
  }
  if (!url || !['https:', 'http:', 'wss:', 'ws:'].includes(url.protocol) || url.origin === 'null' || entry.replace(/\/$/, '') !== url.origin) {
    throw configError(
      `CSP_EXTRA_ORIGINS 的每一项应为来源，如 https://cdn.example.com，不能是「${entry}」`,
      `each CSP_EXTRA_ORIGINS entry must be an origin such as https://cdn.example.com, not "${entry}"`,
    );
  }
  return url.origin;
}

/** Environment flags the test harness reads (kept here so nothing else touches process.env). */
export const testEnv = {
  databaseUrl: process.env.TEST_DATABASE_URL || undefined,
  redisUrl: process.env.TEST_REDIS_URL || undefined,
  requireServices: bool(process.env.REQUIRE_SERVICES, false),
  /** PATH for server processes the tests spawn (they find `id`, `useradd` through it). */
  path: process.env.PATH || '/usr/sbin:/usr/bin:/sbin:/bin',
  /** The API fuzz test: seed (a failure prints it), hostile values per field, failures shown. */
  fuzzSeed: Number(process.env.FUZZ_SEED || 20_261_123),
  fuzzPerField: Number(process.env.FUZZ_PER_FIELD || 3),
  fuzzShow: Number(process.env.FUZZ_SHOW || 40),
};

/** Environment the command-line tools read (scripts: `npm run operator:create`). */
export const cliEnv = {
  /** A password for `operator:create` instead of a generated one (never a default). */
  operatorPassword: process.env.OPERATOR_PASSWORD || undefined,
};
