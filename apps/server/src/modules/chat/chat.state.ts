import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * Chat state shared by every server process: slow-mode claims, presence counts and open tabs.
 * With REDIS_URL it lives in Redis (keys in docs/chat.md); without it, in this process.
 */
export interface ChatState {
  readonly processId: string;
  /**
   * Claims the right to speak in a slow-mode room: 0 when claimed (the next claim waits
   * `seconds`), else the seconds left. Atomic across processes.
   */
  claimSlowMode(roomId: number, key: string, seconds: number): Promise<number>;
  /** Gives a claim back (the message it was for was not stored). */
  releaseSlowMode(roomId: number, key: string): Promise<void>;
  /** This process's live member count of a room (absolute). */
  setPresence(roomId: number, count: number): Promise<void>;
  /** Live members of rooms, summed over live processes. */
  presence(roomIds: number[]): Promise<Map<number, number>>;
  /** Registers a socket of an identity; false when `cap` sockets are already open. */
  openTab(key: string, socketId: string, cap: number): Promise<boolean>;
  closeTab(key: string, socketId: string): Promise<void>;
  /**
   * Counts one hit of `key` in a fixed window of `windowSec` and answers the new count (the hit
   * is counted before the caller checks it, atomically across processes: Redis INCR + EXPIRE in
   * one script, or this process's map).
   */
  hit(key: string, windowSec: number): Promise<{ count: number; retryAfterSec: number }>;
  /** Keeps this process's presence and tabs alive (called every few seconds). */
  heartbeat(presence: Map<number, number>, tabs: { key: string; socketId: string }[]): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryChatState(): ChatState {
  const slow = new Map<string, number>();
  const presence = new Map<number, number>();
  const tabs = new Map<string, Set<string>>();
  const hits = new Map<string, { n: number; until: number }>();
  return {
    processId: randomUUID(),
    async hit(key, windowSec) {
      const now = Date.now();
      let h = hits.get(key);
      if (!h || h.until <= now) {
        if (hits.size > 50_000) for (const [k, v] of hits) if (v.until <= now) hits.delete(k);
        hits.set(key, (h = { n: 0, until: now + windowSec * 1000 }));
      }
      h.n += 1;
      return { count: h.n, retryAfterSec: Math.max(1, Math.ceil((h.until - now) / 1000)) };
    },
    async claimSlowMode(roomId, key, seconds) {
      const k = `${roomId}:${key}`;
      const now = Date.now();
      const until = slow.get(k);
      if (until !== undefined && until > now) return Math.ceil((until - now) / 1000);
      slow.set(k, now + seconds * 1000);
      if (slow.size > 100_000) for (const [kk, u] of slow) if (u <= now) slow.delete(kk);
      return 0;
    },
    async releaseSlowMode(roomId, key) {
      slow.delete(`${roomId}:${key}`);
    },
    async setPresence(roomId, count) {
      if (count > 0) presence.set(roomId, count);
      else presence.delete(roomId);
    },
    async presence(roomIds) {
      return new Map(roomIds.map((id) => [id, presence.get(id) ?? 0]));
    },
    async openTab(key, socketId, cap) {
      let set = tabs.get(key);
      if (!set) tabs.set(key, (set = new Set()));
      if (set.size >= cap) return false;
      set.add(socketId);
      return true;
    },
    async closeTab(key, socketId) {
      const set = tabs.get(key);
      set?.delete(socketId);
      if (set && set.size === 0) tabs.delete(key);
    },
    async heartbeat() {},
    async close() {
      slow.clear();
      hits.clear();
      presence.clear();
      tabs.clear();
    },
  };
}

/** A process's presence and tab entries live this long without a heartbeat (a dead process fades). */
const LIVE_MS = 45_000;

// Opens a tab if fewer than `cap` live ones exist: drops expired members, counts, adds.
const OPEN_TAB = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

// INCR and the window's expiry in one script: a crash between them cannot leave a counter that never expires.
const HIT = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end return {n, redis.call('TTL', KEYS[1])}`;

/**
 * Redis keys (prefix `sixmark:chat:`):
 * - `hit:{key}`: fixed-window counters (INCR, EXPIRE on the first hit).
 * - `slow:{roomId}:{identity}`: SET NX PX for slow mode.
 * - `presence:{roomId}`: hash processId → "count:expiresAtMs", refreshed by each process.
 * - `tabs:{identity}`: sorted set socketId → expiresAtMs.
 */
export function createRedisChatState(url: string, prefix = 'sixmark:chat:'): ChatState {
  // Commands queue until the connection is up, so the module can be created synchronously.
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  // A failed command rejects its own promise (callers log it); without a listener the
  // connection's error event (e.g. EPIPE while the app closes) would be an unhandled error.
  redis.on('error', () => undefined);
  const processId = randomUUID();
  const slowKey = (roomId: number, key: string) => `${prefix}slow:${roomId}:${key}`;
  const presenceKey = (roomId: number) => `${prefix}presence:${roomId}`;
  const tabsKey = (key: string) => `${prefix}tabs:${key}`;
  const reported = new Set<number>();
  return {
    processId,
    async hit(key, windowSec) {
      const [count, ttl] = (await redis.eval(HIT, 1, `${prefix}hit:${key}`, String(windowSec))) as [number, number];
      return { count, retryAfterSec: Math.max(1, ttl) };
    },
    async claimSlowMode(roomId, key, seconds) {
      const k = slowKey(roomId, key);
      const ok = await redis.set(k, processId, 'PX', seconds * 1000, 'NX');
      if (ok === 'OK') return 0;
      const ttl = await redis.pttl(k);
      return ttl > 0 ? Math.ceil(ttl / 1000) : 1;
    },
    async releaseSlowMode(roomId, key) {
      await redis.del(slowKey(roomId, key));
    },
    async setPresence(roomId, count) {
      if (count > 0) {
        reported.add(roomId);
        await redis.hset(presenceKey(roomId), processId, `${count}:${Date.now() + LIVE_MS}`);
      } else {
        reported.delete(roomId);
        await redis.hdel(presenceKey(roomId), processId);
      }
    },
    async presence(roomIds) {
      const out = new Map<number, number>();
      if (roomIds.length === 0) return out;
      const pipe = redis.pipeline();
      for (const id of roomIds) pipe.hgetall(presenceKey(id));
      const results = (await pipe.exec()) ?? [];
      const now = Date.now();
      roomIds.forEach((id, i) => {
        const hash = (results[i]?.[1] ?? {}) as Record<string, string>;
        let total = 0;
        for (const v of Object.values(hash)) {
          const [count, expires] = v.split(':').map(Number);
          if ((expires ?? 0) > now) total += count ?? 0;
        }
        out.set(id, total);
      });
      return out;
    },
    async openTab(key, socketId, cap) {
      const now = Date.now();
      const r = await redis.eval(
        OPEN_TAB,
        1,
        tabsKey(key),
        String(now),
        String(now + LIVE_MS),
        String(cap),
        socketId,
        String(LIVE_MS),
      );
      return Number(r) === 1;
    },
    async closeTab(key, socketId) {
      await redis.zrem(tabsKey(key), socketId);
    },
    async heartbeat(presence, tabs) {
      const pipe = redis.pipeline();
      const expires = Date.now() + LIVE_MS;
      for (const [roomId, count] of presence)
        pipe.hset(presenceKey(roomId), processId, `${count}:${expires}`);
      for (const t of tabs) {
        pipe.zadd(tabsKey(t.key), expires, t.socketId);
        pipe.pexpire(tabsKey(t.key), LIVE_MS);
      }
      if (pipe.length > 0) await pipe.exec();
    },
    async close() {
      const pipe = redis.pipeline();
      for (const roomId of reported) pipe.hdel(presenceKey(roomId), processId);
      await pipe.exec().catch(() => undefined);
      await redis.quit().catch(() => undefined);
    },
  };
}
