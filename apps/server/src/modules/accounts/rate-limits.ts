import type pg from 'pg';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export interface CounterState {
  count: number;
  /** Seconds until the current window (or lock) ends. */
  retryAfterSec: number;
  locked: boolean;
}

/**
 * Counters live in `rate_counters` (not in memory) so every server process shares them and a
 * restart does not reset a brute-force attempt. Windows are fixed: the first hit after a
 * window has passed starts a new one.
 */
export async function hitCounter(db: Queryable, key: string, windowSec: number): Promise<CounterState> {
  const { rows } = await db.query<{ count: number; retry: number; locked: boolean }>(
    `INSERT INTO rate_counters (key, count, window_start) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_counters.window_start <= now() - make_interval(secs => $2) THEN 1
                    ELSE rate_counters.count + 1 END,
       window_start = CASE WHEN rate_counters.window_start <= now() - make_interval(secs => $2) THEN now()
                           ELSE rate_counters.window_start END
     RETURNING count,
       CEIL(EXTRACT(EPOCH FROM (window_start + make_interval(secs => $2) - now())))::int AS retry,
       COALESCE(locked_until > now(), false) AS locked`,
    [key, windowSec],
  );
  const row = rows[0]!;
  return { count: row.count, retryAfterSec: Math.max(1, row.retry), locked: row.locked };
}

/**
 * Locks the counter row of `key` for the caller's transaction and answers its state: checks of
 * one key then run one after another, each seeing the count the previous one left, however many
 * arrive at once. A wait longer than 5 s answers `null` (the caller refuses as too frequent), so
 * a flood cannot pile up on the row.
 */
export async function lockCounterRow(tx: Queryable, key: string, windowSec: number): Promise<CounterState | null> {
  await tx.query("SET LOCAL lock_timeout = '5s'");
  await tx.query(`INSERT INTO rate_counters (key, count, window_start) VALUES ($1, 0, now()) ON CONFLICT (key) DO NOTHING`, [key]);
  try {
    await tx.query('SELECT 1 FROM rate_counters WHERE key = $1 FOR UPDATE', [key]);
  } catch (err) {
    if ((err as { code?: string }).code === '55P03') return null;
    throw err;
  }
  return peekCounter(tx, key, windowSec);
}

/** The counter's value inside its window (0 once the window has passed), and any live lock. */
export async function peekCounter(db: Queryable, key: string, windowSec: number): Promise<CounterState> {
  const { rows } = await db.query<{ count: number; retry: number; locked: boolean }>(
    `SELECT CASE WHEN window_start <= now() - make_interval(secs => $2) THEN 0 ELSE count END AS count,
            CEIL(EXTRACT(EPOCH FROM (GREATEST(COALESCE(locked_until, now()), window_start + make_interval(secs => $2)) - now())))::int AS retry,
            COALESCE(locked_until > now(), false) AS locked
       FROM rate_counters WHERE key = $1`,
    [key, windowSec],
  );
  const row = rows[0];
  return row ? { count: row.count, retryAfterSec: Math.max(1, row.retry), locked: row.locked } : { count: 0, retryAfterSec: 0, locked: false };
}

/** Locks the key for `lockSec` (checked by `peekCounter().locked`). */
export async function lockCounter(db: Queryable, key: string, lockSec: number): Promise<void> {
  await db.query(
    `INSERT INTO rate_counters (key, count, window_start, locked_until) VALUES ($1, 0, now(), now() + make_interval(secs => $2))
     ON CONFLICT (key) DO UPDATE SET locked_until = now() + make_interval(secs => $2)`,
    [key, lockSec],
  );
}

/** Forgets the key (a success resets its failures). */
export async function clearCounter(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_counters WHERE key = $1', [key]);
}

/** Counter keys, in one place so tests and services agree. */
export const counterKeys = {
  loginPerMinute: (ip: string) => `login:ip-min:${ip}`,
  loginFailAccount: (companyId: number, account: string) => `login:fail:acct:${companyId}:${account.toLowerCase()}`,
  loginFailAddress: (ip: string) => `login:fail:ip:${ip}`,
  fundPassword: (userId: number) => `fundpwd:${userId}`,
  /** A logged-in member's checks of their own login password (change it, set the fund password). */
  ownPassword: (userId: number) => `ownpwd:${userId}`,
  trialPerHour: (ip: string) => `trial:ip-hour:${ip}`,
} as const;
