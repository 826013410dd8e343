import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A random secret kept in `file` (mode 0600): the stored one when there is one, else a new one.
 * `replace` writes a new one whatever is stored. The new secret is written aside and linked in,
 * so a crash never leaves an empty file, and of two processes creating it at once both end up
 * with the one that was linked first.
 */
export function folderSecret(file: string, opts: { replace?: boolean } = {}): string {
  if (!opts.replace && existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(24).toString('base64url');
  const aside = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(aside, `${secret}\n`, { mode: 0o600 });
  // The mode above only applies to a new file.
  chmodSync(aside, 0o600);
  if (opts.replace) {
    renameSync(aside, file);
    return secret;
  }
  try {
    linkSync(aside, file);
    return secret;
  } catch (err) {
    if ((err as { code?: string }).code !== 'EEXIST') throw err;
    return readFileSync(file, 'utf8').trim();
  } finally {
    rmSync(aside, { force: true });
  }
}
