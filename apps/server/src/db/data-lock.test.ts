import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { identityOf, LOCK_FILE, lockDataDir } from './data-lock';

describe('DATA_DIR lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sixmark-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const holdBy = (holder: object) => writeFileSync(join(dir, LOCK_FILE), JSON.stringify(holder));

  it('refuses a start while the holder lives, naming its pid', () => {
    const other = spawn('sleep', ['30']);
    try {
      holdBy(identityOf(other.pid!));
      expect(() => lockDataDir(dir)).toThrow(`DATA_DIR in use by pid ${other.pid}`);
      expect(() => lockDataDir(dir)).toThrow(`数据目录已被进程 ${other.pid} 使用`);
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that died, and releases it', () => {
    const dead = spawnSync('true');
    holdBy({ pid: dead.pid, started: null });
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it.skipIf(process.platform !== 'linux')(
    'does not mistake a new process with a reused pid for the holder',
    () => {
      const other = spawn('sleep', ['30']);
      try {
        holdBy({ pid: other.pid, started: 'an-earlier-start' });
        const release = lockDataDir(dir);
        release();
      } finally {
        other.kill();
      }
    },
  );
});
