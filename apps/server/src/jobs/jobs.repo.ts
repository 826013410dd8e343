import type pg from 'pg';

/** Advisory-lock namespace of single-process jobs (the lottery's per-game locks use 7702). */
const JOB_LOCK_CLASS = 7710;

/** A job's counts and latest times: one process's since its last flush, or the shared totals. */
export interface JobStats {
  name: string;
  runs: number;
  failures: number;
  lastStartedAt: Date | null;
  lastEndedAt: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
}

/**
 * Takes the job's session-level advisory lock on a client of its own, held for the whole run;
 * null when another process holds it. A lost connection drops the lock with it, so a crashed
 * process never keeps a job from running elsewhere.
 */
export async function tryJobLock(pool: pg.Pool, name: string): Promise<pg.PoolClient | null> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok', [JOB_LOCK_CLASS, name]);
    if (rows[0]?.ok) return client;
    client.release();
    return null;
  } catch (err) {
    client.release(true);
    throw err;
  }
}

/** Releases a lock taken by tryJobLock and returns its client to the pool. */
export async function releaseJobLock(client: pg.PoolClient, name: string): Promise<void> {
  try {
    await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_CLASS, name]);
    client.release();
  } catch {
    // A broken connection is destroyed, which releases the lock on the server side.
    client.release(true);
  }
}

/** Adds one process's counts to the shared totals; the latest times and error win. */
export async function addJobStats(pool: pg.Pool, deltas: readonly JobStats[]): Promise<void> {
  if (deltas.length === 0) return;
  await pool.query(
    `INSERT INTO job_stats AS s (name, runs, failures, last_started_at, last_ended_at, last_error, last_error_at)
     SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::timestamptz[], $5::timestamptz[], $6::text[], $7::timestamptz[])
     ON CONFLICT (name) DO UPDATE SET
       runs = s.runs + EXCLUDED.runs,
       failures = s.failures + EXCLUDED.failures,
       last_started_at = GREATEST(s.last_started_at, EXCLUDED.last_started_at),
       last_ended_at = GREATEST(s.last_ended_at, EXCLUDED.last_ended_at),
       last_error = CASE WHEN EXCLUDED.last_error_at IS NOT NULL AND (s.last_error_at IS NULL OR EXCLUDED.last_error_at >= s.last_error_at)
                         THEN EXCLUDED.last_error ELSE s.last_error END,
       last_error_at = GREATEST(s.last_error_at, EXCLUDED.last_error_at)`,
    [
      deltas.map((d) => d.name),
      deltas.map((d) => d.runs),
      deltas.map((d) => d.failures),
      deltas.map((d) => d.lastStartedAt),
      deltas.map((d) => d.lastEndedAt),
      deltas.map((d) => d.lastError),
      deltas.map((d) => d.lastErrorAt),
    ],
  );
}

/** The shared totals of every job that has run on this database. */
export async function jobStats(pool: pg.Pool): Promise<JobStats[]> {
  const { rows } = await pool.query<JobStats>(
    `SELECT name, runs::float8 AS runs, failures::float8 AS failures, last_started_at AS "lastStartedAt",
            last_ended_at AS "lastEndedAt", last_error AS "lastError", last_error_at AS "lastErrorAt"
       FROM job_stats ORDER BY name`,
  );
  return rows;
}
