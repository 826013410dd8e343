import type pg from 'pg';

/**
 * Runs `fn` in a transaction on one pooled connection. Serialization failures and deadlocks
 * are retried a few times, so callers can rely on row locks without handling retries.
 */
export async function withTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      const code = (err as { code?: string }).code;
      if ((code === '40001' || code === '40P01') && attempt < 4) continue;
      throw err;
    } finally {
      client.release();
    }
  }
}
