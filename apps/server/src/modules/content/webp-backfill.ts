import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import { withTransaction } from '../../lib/tx';
import { uploadsDir, writeWebpCopy } from './upload.service';

/**
 * Decides one image stored before WebP copies were made (uploads.webp_copy NULL): writes its copy
 * when it gets one, else records that it has none. The row stays locked while its copy is made,
 * and a second server process skips it (SKIP LOCKED), so each image is encoded once however many
 * processes run the job. Returns false when none is left.
 */
export async function backfillOneWebpCopy(pool: pg.Pool, dataDir: string): Promise<boolean> {
  return withTransaction(pool, async (client) => {
    const { rows } = await client.query<{ hash: string; path: string }>(
      `SELECT hash, path FROM uploads WHERE webp_copy IS NULL ORDER BY created_at, hash LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    const row = rows[0];
    if (!row) return false;
    const dir = uploadsDir(dataDir);
    const ext = row.path.slice(row.path.lastIndexOf('.') + 1);
    // An original that is gone (a data folder moved without its files) or that sharp cannot
    // read has no copy: the address keeps answering what it answered, and the pass moves on
    // instead of failing at the same row on every start.
    const bytes = await readFile(join(dir, row.path)).catch(() => null);
    const copy = bytes ? await writeWebpCopy(dir, row.hash, ext, bytes).catch(() => false) : false;
    await client.query('UPDATE uploads SET webp_copy = $2 WHERE hash = $1', [row.hash, copy]);
    return true;
  });
}

/** Decides every image left undecided, one at a time; how many it decided. */
export async function backfillWebpCopies(pool: pg.Pool, dataDir: string, stopped: () => boolean = () => false): Promise<number> {
  let n = 0;
  while (!stopped() && (await backfillOneWebpCopy(pool, dataDir))) n += 1;
  return n;
}
