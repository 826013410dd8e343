// Starts the built server (apps/server/dist/server.js, serving apps/web/dist) on a throw-away
// DATA_DIR with the demo data, for the measuring scripts (lighthouse.mjs, cls.mjs): on a fresh
// database of DATABASE_URL / TEST_DATABASE_URL when one is set, else on the embedded PostgreSQL.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

const freePort = () =>
  new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });

/**
 * Starts apps/server/dist/server.js on a throw-away data folder; returns its URL and a stop
 * function. `tls`: over HTTPS (HTTP/2 and HTTP/1.1) with a self-signed certificate made by
 * openssl for 127.0.0.1, as a site serving TLS itself would be (the browser must be told to
 * accept the certificate: --ignore-certificate-errors).
 */
export async function startBuiltServer({ tls = false } = {}) {
  if (!existsSync(join(root, 'apps/server/dist/server.js')) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('no build: run `npm run build` first (or pass --url)');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'sixmark-measure-'));
  chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as its own user
  const env = {
    ...process.env,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
    RATE_LIMIT_PER_MINUTE: '100000',
  };
  if (tls) {
    const cert = join(dataDir, 'cert.pem');
    const key = join(dataDir, 'key.pem');
    const made = spawnSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert,
    ]);
    if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
    env.TLS_CERT_FILE = cert;
    env.TLS_KEY_FILE = key;
  }
  delete env.REDIS_URL;
  let dropDb;
  const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const pg = (await import('pg')).default;
    const name = `measure_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    env.DATABASE_URL = u.toString();
    dropDb = async () => {
      const d = new pg.Client({ connectionString: adminUrl });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    };
  } else {
    delete env.DATABASE_URL;
  }
  const child = spawn('node', ['apps/server/dist/server.js'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${env.PORT}`;
  // The health check and the scripts' own calls trust the certificate just made.
  if (tls) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error('server did not start in 180 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      await dropDb?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

