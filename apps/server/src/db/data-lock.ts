import { existsSync, linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from '../lib/startup-error';

/**
 * Who started a process: its pid plus, on Linux, its start time since boot. A pid alone is
 * reused (a container restart gives the new server the old pid), the pair is not.
 */
export interface ProcessIdentity {
  pid: number;
  started: string | null;
}

const LINUX = process.platform === 'linux';

/** Start time of `pid` in clock ticks since boot (field 22 of /proc/pid/stat), or null. */
function startTimeOf(pid: number): string | null {
  if (!LINUX) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses: count from its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

export const identityOf = (pid: number): ProcessIdentity => ({ pid, started: startTimeOf(pid) });

/** True when the process that wrote `id` still runs (and is the same process, where checkable). */
export function isAlive(id: ProcessIdentity): boolean {
  try {
    process.kill(id.pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (!LINUX || id.started === null) return true;
  return startTimeOf(id.pid) === id.started;
}

/** The command line of a running process (Linux), or null when it cannot be read. */
export function commandLineOf(pid: number): string[] | null {
  if (!LINUX) return null;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return null;
  }
}

export const LOCK_FILE = 'server.pid';

/**
 * Takes DATA_DIR for this process: `DATA_DIR/server.pid` is created exclusively and holds
 * the owner's identity. A lock left by a dead process is taken over; a live owner refuses
 * the start with its pid. Answers the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  const mine = identityOf(process.pid);
  for (let attempt = 0; attempt < 5; attempt++) {
    // Written aside and linked in, so a lock file is never seen half-written.
    const aside = `${file}.${process.pid}.tmp`;
    writeFileSync(aside, JSON.stringify(mine), { mode: 0o644 });
    try {
      linkSync(aside, file);
      unlinkSync(aside);
      return () => {
        try {
          if (readHolder(file)?.pid === mine.pid) unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (err) {
      unlinkSync(aside);
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readHolder(file);
    if (holder && holder.pid !== process.pid && isAlive(holder)) {
      throw new StartupError(
        `数据目录已被进程 ${holder.pid} 使用：${dataDir}（请先停止该进程，或为本实例设置另一个 DATA_DIR）`,
        `DATA_DIR in use by pid ${holder.pid}: ${dataDir} (stop that process first, or give this instance its own DATA_DIR)`,
      );
    }
    // The holder died without releasing (kill -9, power loss): its lock is void.
    try {
      unlinkSync(file);
    } catch {
      // Another starter removed it first; the next attempt sees its lock.
    }
  }
  throw new StartupError(`无法锁定数据目录 ${dataDir}`, `could not lock DATA_DIR ${dataDir}`);
}

function readHolder(file: string): ProcessIdentity | null {
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<ProcessIdentity>;
    if (!Number.isSafeInteger(parsed.pid) || (parsed.pid as number) <= 0) return null;
    return { pid: parsed.pid as number, started: typeof parsed.started === 'string' ? parsed.started : null };
  } catch {
    // Unreadable content (a hand-edited file) holds nobody.
    return null;
  }
}
