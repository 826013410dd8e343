import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminToken: string;
    chromiumPath: string;
    /** The e2e server's database, for fixtures no API makes yet (see members.ts). */
    databaseUrl: string;
  }
}

const root = new URL('../../../', import.meta.url).pathname;
export const CHROMIUM = '/usr/bin/chromium';
const ADMIN_TOKEN = `e2e-${randomBytes(8).toString('hex')}`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });

/**
 * Starts the real built server on a fresh database (a new embedded cluster, or a new
 * database on TEST_DATABASE_URL) for the browser journeys. Builds first when no build exists.
 */
export default async function setup(project: TestProject) {
  project.provide('chromiumPath', existsSync(CHROMIUM) ? CHROMIUM : '');
  project.provide('adminToken', ADMIN_TOKEN);
  project.provide('databaseUrl', '');
  if (!existsSync(CHROMIUM)) {
    project.provide('baseURL', '');
    return;
  }
  if (
    !existsSync(join(root, 'apps/web/dist/index.html')) ||
    !existsSync(join(root, 'apps/admin/dist/index.html')) ||
    !existsSync(join(root, 'apps/server/dist/server.js'))
  ) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'sixmark-e2e-'));
  // The embedded PostgreSQL runs as its own unprivileged user and must reach its folder.
  chmodSync(dataDir, 0o755);
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    ADMIN_TOKEN,
    SCRYPT_LOG_N: '12',
    // Every journey comes from 127.0.0.1: the general per-address API budget is lifted here and
    // each browser context sends its own X-Forwarded-For (browser.ts), so the login brute-force
    // rules still apply per journey without one journey's failures spilling into the next.
    RATE_LIMIT_PER_MINUTE: '100000',
    TRUST_PROXY: '1',
    DEMO_DRAW_INTERVAL_MIN: '2',
    // Journeys open betting on demand (POST …/open-now) instead of waiting for the schedule.
    TEST_CLOCK: '1',
    // A ball a second: the live-draw journey still sees the draw fill in, settlement waits less.
    DEMO_REVEAL_INTERVAL_MS: '1000',
    // The live-draw journey announces replays on a made-up video host; a site lists its real
    // stream hosts the same way.
    CSP_EXTRA_ORIGINS: 'https://video.example.com',
  };
  // The journeys need the database URL (members.ts), so the server always gets one: a new
  // database on TEST_DATABASE_URL, or on a throw-away embedded cluster started here (the
  // server's own embedded start is covered by apps/server/test/lifecycle.test.ts).
  let stopCluster: (() => Promise<void>) | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const { startTestCluster } = await import('../../server/test/test-cluster');
    const cluster = await startTestCluster(join(dataDir, 'e2e-pg'));
    adminUrl = cluster.adminUrl;
    stopCluster = cluster.stop;
  }
  const pg = (await import('pg')).default;
  const name = `e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  env.DATABASE_URL = u.toString();
  const dropUrl = adminUrl;
  const dbCleanup = async () => {
    const c = new pg.Client({ connectionString: dropUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  project.provide('databaseUrl', env.DATABASE_URL);
  delete env.REDIS_URL;
  const child: ChildProcess = spawn('node', ['apps/server/dist/server.js'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const baseURL = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${baseURL}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseURL', baseURL);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await dbCleanup();
    await stopCluster?.();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
