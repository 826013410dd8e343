import { TIMEOUTS } from '@sixmark/shared';

/**
 * sessionStorage whose values may carry an expiry (spec 3 §5): default 3600 s, and expired
 * entries are swept every second so a stale value never outlives its time in the tab.
 */
interface Entry<T> {
  $v: T;
  /** Expiry in epoch ms; null keeps the value for the session. */
  $e: number | null;
}

const isEntry = (x: unknown): x is Entry<unknown> =>
  typeof x === 'object' && x !== null && '$v' in x && '$e' in x;

function read(key: string): Entry<unknown> | null {
  const raw = sessionStorage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isEntry(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export const DEFAULT_EXPIRY_SEC = TIMEOUTS.sessionStorageExpirySec;
export const SWEEP_INTERVAL_MS = 1000;

export const expiringStorage = {
  /** Stores a value for `expirySec` seconds (default 3600); `null` keeps it for the session. */
  set<T>(key: string, value: T, expirySec: number | null = DEFAULT_EXPIRY_SEC): void {
    const entry: Entry<T> = { $v: value, $e: expirySec === null ? null : Date.now() + expirySec * 1000 };
    sessionStorage.setItem(key, JSON.stringify(entry));
  },
  /** The value, or null when absent or expired (an expired entry is removed on read). */
  get<T>(key: string): T | null {
    const entry = read(key);
    if (!entry) return null;
    if (entry.$e !== null && entry.$e <= Date.now()) {
      sessionStorage.removeItem(key);
      return null;
    }
    return entry.$v as T;
  },
  remove(key: string): void {
    sessionStorage.removeItem(key);
  },
  /** Removes every expired entry; answers how many went. */
  sweep(now: number = Date.now()): number {
    const expired: string[] = [];
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i);
      if (key === null) continue;
      const entry = read(key);
      if (entry && entry.$e !== null && entry.$e <= now) expired.push(key);
    }
    expired.forEach((k) => sessionStorage.removeItem(k));
    return expired.length;
  },
};

let sweeper: ReturnType<typeof setInterval> | null = null;

/** Starts the once-a-second sweep (idempotent); answers a stop function. */
export function startExpirySweeper(): () => void {
  if (sweeper === null) sweeper = setInterval(() => expiringStorage.sweep(), SWEEP_INTERVAL_MS);
  return () => {
    if (sweeper !== null) clearInterval(sweeper);
    sweeper = null;
  };
}
