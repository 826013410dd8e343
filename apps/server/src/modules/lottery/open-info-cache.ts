import type { OpenInfo } from '@sixmark/shared';
import { packJson, type PackedJson } from '../../lib/compress';
import { ok } from '../../lib/reply';

/** How long a built file may be served before `serverTime` is refreshed. */
export const OPEN_INFO_MAX_AGE_MS = 1000;
/** A state older than this is read again even without an invalidation (a lost bus message). */
export const OPEN_INFO_RELOAD_MS = 30_000;

export interface OpenInfoBytes {
  /** Compressed (when over 1 KB) once per stamp, at most once a second, never per request. */
  file: PackedJson;
  api: PackedJson;
}

interface Entry {
  info: OpenInfo;
  bytes: OpenInfoBytes;
  builtAt: number;
  loadedAt: number;
}

/**
 * Open info of each game, kept in memory as ready bytes with ETags: the database is read once
 * per state change (turn opened, ball revealed, result), and the bytes are re-stamped with a
 * fresh `serverTime` at most once a second, so thousands of clients polling every 3 s cost a
 * map lookup and still get a usable server clock.
 */
export class OpenInfoCache {
  private readonly entries = new Map<number, Entry>();
  private readonly loading = new Map<number, Promise<Entry | null>>();
  private readonly generation = new Map<number, number>();
  /** Unknown game ids, so a flood of bad ids on this unthrottled path does not reach the database. */
  private readonly missing = new Map<number, number>();

  constructor(private readonly load: (gameId: number) => Promise<OpenInfo | null>) {}

  invalidate(gameId: number): void {
    this.generation.set(gameId, (this.generation.get(gameId) ?? 0) + 1);
    this.entries.delete(gameId);
    this.loading.delete(gameId);
    this.missing.delete(gameId);
  }

  /**
   * The bytes without touching the database, or null when they would need a load; the node
   * http fast path (plugins/static-json.ts) answers from this before Fastify's routing.
   */
  peek(gameId: number, now = Date.now()): OpenInfoBytes | null {
    const hit = this.entries.get(gameId);
    if (!hit) return null;
    if (now - hit.builtAt < OPEN_INFO_MAX_AGE_MS) return hit.bytes;
    if (now - hit.loadedAt >= OPEN_INFO_RELOAD_MS) return null;
    const restamped = this.stamp(hit.info, now, hit.loadedAt);
    this.entries.set(gameId, restamped);
    return restamped.bytes;
  }

  async get(gameId: number, now = Date.now()): Promise<OpenInfoBytes | null> {
    const hit = this.entries.get(gameId);
    if (hit && now - hit.builtAt < OPEN_INFO_MAX_AGE_MS) return hit.bytes;
    if (hit && now - hit.loadedAt < OPEN_INFO_RELOAD_MS) {
      const restamped = this.stamp(hit.info, now, hit.loadedAt);
      this.entries.set(gameId, restamped);
      return restamped.bytes;
    }
    const missingAt = this.missing.get(gameId);
    if (missingAt !== undefined && now - missingAt < OPEN_INFO_RELOAD_MS) return null;
    let pending = this.loading.get(gameId);
    if (!pending) {
      const gen = this.generation.get(gameId) ?? 0;
      pending = this.load(gameId).then((info) => {
        if (!info) {
          if (this.missing.size >= 1000) this.missing.clear();
          this.missing.set(gameId, Date.now());
          return null;
        }
        const at = Date.now();
        const entry = this.stamp(info, at, at);
        // A load that raced an invalidation must not be kept.
        if ((this.generation.get(gameId) ?? 0) === gen) this.entries.set(gameId, entry);
        return entry;
      });
      this.loading.set(gameId, pending);
      void pending
        .finally(() => {
          if (this.loading.get(gameId) === pending) this.loading.delete(gameId);
        })
        .catch(() => undefined);
    }
    return (await pending)?.bytes ?? null;
  }

  private stamp(info: OpenInfo, now: number, loadedAt: number): Entry {
    const stamped = { ...info, serverTime: now };
    return { info, builtAt: now, loadedAt, bytes: { file: packJson(stamped), api: packJson(ok(stamped)) } };
  }
}
