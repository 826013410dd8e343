import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded';
import { serverRoot } from '../src/paths';
import { waitFor } from './wait';

/**
 * The built server as a user runs it: embedded PostgreSQL under DATA_DIR, graceful stop on
 * SIGTERM (the database stops with it), and a restart that finds the data again.
 */
describe('server process on embedded PostgreSQL', () => {
  let dataDir: string;
  beforeAll(() => {
    const built = spawnSync('node', ['build.mjs'], { cwd: serverRoot, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(built.stderr);
    dataDir = mkdtempSync(join(tmpdir(), 'sixmark-life-'));
    chmodSync(dataDir, 0o755);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const start = async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['dist/server.js'], {
      cwd: serverRoot,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(await freePort()),
        LOG_LEVEL: 'warn',
        RUN_JOBS: '0',
        SCRYPT_LOG_N: '10',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}`);
        return fetch(`${base}/healthz`).then((r) => r.ok, () => false);
      },
      { timeout: 100_000, interval: 250, what: 'the server to answer /healthz' },
    );
    return { child, base };
  };
  const stop = (child: ChildProcess) =>
    new Promise<number | null>((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });

  it('stops gracefully on SIGTERM and keeps its data across a restart', async () => {
    const first = await start();
    const health = (await (await fetch(`${first.base}/healthz`)).json()) as { data: { database: string } };
    expect(health.data.database).toBe('up');
    const company = (await (await fetch(`${first.base}/app-api/company/get`)).json()) as { data: unknown };
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);
    expect(await stop(first.child)).toBe(0);
    // The embedded PostgreSQL stopped with the server.
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    const second = await start();
    const again = (await (await fetch(`${second.base}/app-api/company/get`)).json()) as { data: unknown };
    expect(again.data).toEqual(company.data);
    expect(await stop(second.child)).toBe(0);
  });
});
