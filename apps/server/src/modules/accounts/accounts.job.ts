import type pg from 'pg';

/**
 * Forgets expired captchas and this module's brute-force counters once their window and any
 * lock are long over (a day), so per-address keys do not pile up. Other modules' counters in
 * the same table are left alone.
 */
export async function sweepAccountCounters(pool: pg.Pool): Promise<void> {
  await pool.query(`DELETE FROM captchas WHERE expires_at < now()`);
  await pool.query(
    `DELETE FROM rate_counters
      WHERE (key LIKE 'login:%' OR key LIKE 'fundpwd:%' OR key LIKE 'trial:%')
        AND window_start < now() - interval '1 day'
        AND (locked_until IS NULL OR locked_until < now())`,
  );
}
