import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { migrationsDir } from '../paths';

/**
 * Applies `src/db/migrations/*.sql` in name order, each once, each in its own transaction.
 * Plain SQL so several modules can add their tables side by side without a shared journal;
 * the repos query these tables with typed SQL (a row type per query), not through an ORM.
 * An advisory lock keeps two starting processes from migrating at once. `thenUnderLock` runs
 * after the migrations and before the lock is let go (the seed: two processes starting together
 * on a fresh database would otherwise insert the same demo rows at once and one would fail on a
 * unique key); it may use other connections of the pool.
 */
export async function migrate(pool: pg.Pool, dir = migrationsDir, thenUnderLock?: () => Promise<void>): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock(774411)');
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = readFileSync(join(dir, file), 'utf8');
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations(name) VALUES ($1)', [file]);
        await client.query('COMMIT');
        applied.push(file);
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${file} failed: ${(err as Error).message}`, { cause: err });
      }
    }
    await thenUnderLock?.();
  } finally {
    await client.query('SELECT pg_advisory_unlock(774411)').catch(() => undefined);
    client.release();
  }
  return applied;
}
