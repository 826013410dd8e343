import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serverRoot } from '../src/paths';

/** Newest modification time (ms) of any file below `dir`. */
function newestIn(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * The built server (`dist/server.js`) that the process tests start, made once per run and only
 * when it is missing or older than its sources: CI's build step has made it already, and a
 * contributor who changed the server gets a fresh one, never a stale one.
 */
export function ensureServerBuild(): void {
  const out = join(serverRoot, 'dist/server.js');
  const sources = [join(serverRoot, 'src'), resolve(serverRoot, '../../packages/shared/src')];
  if (existsSync(out) && statSync(out).mtimeMs >= Math.max(...sources.map(newestIn))) return;
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: serverRoot, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`the server build failed: ${built.stderr}`);
}
