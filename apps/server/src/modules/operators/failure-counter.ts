import type pg from 'pg';
import { Redis } from 'ioredis';
import { hitCounter, clearCounter } from '../accounts';

/**
 * Failed sign-in counter of one operator name. `hit` counts the attempt BEFORE its password
 * is checked and answers the new count in one atomic step (Redis INCR / one PostgreSQL upsert),
 * so however many guesses arrive at once, only the first `max` ever reach the password check.
 */
export interface FailureCounter {
  hit(key: string, windowSec: number): Promise<{ count: number; retryAfterSec: number }>;
  /** Gives one attempt back (the password was right; only the code was missing). */
  undo(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export function pgFailureCounter(pool: pg.Pool): FailureCounter {
  return {
    hit: async (key, windowSec) => hitCounter(pool, key, windowSec),
    undo: async (key) => {
      await pool.query('UPDATE rate_counters SET count = GREATEST(count - 1, 0) WHERE key = $1', [key]);
    },
    clear: (key) => clearCounter(pool, key),
    close: async () => {},
  };
}

// INCR and the window's expiry in one script: a crash between them cannot leave a counter that never expires.
const HIT = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end return {n, redis.call('TTL', KEYS[1])}`;

/** `site`: siteNamespace (realtime/bus.ts), so two sites on one Redis keep their own counts. */
export function redisFailureCounter(url: string, site: string): FailureCounter {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  const ns = (key: string) => `sixmark-op:${site}:${key}`;
  return {
    hit: async (key, windowSec) => {
      const [count, ttl] = (await redis.eval(HIT, 1, ns(key), String(windowSec))) as [number, number];
      return { count, retryAfterSec: Math.max(1, ttl) };
    },
    undo: async (key) => {
      await redis.decr(ns(key));
    },
    clear: async (key) => {
      await redis.del(ns(key));
    },
    close: async () => {
      redis.disconnect();
    },
  };
}
