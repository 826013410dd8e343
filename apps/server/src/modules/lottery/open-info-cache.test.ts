import { describe, expect, it } from 'vitest';
import type { OpenInfo } from '@sixmark/shared';
import { OPEN_INFO_MAX_AGE_MS, OPEN_INFO_RELOAD_MS, OpenInfoCache } from './open-info-cache';

const info = (turnNum: string): OpenInfo => ({
  gameId: 70,
  cur: { turnNum, closeTime: 1, liveUrl: '', seedHash: null },
  pre: { turnNum: '', openTime: 0, openNum: '', isStreaming: false, liveUrl: '', fairness: null },
  plan: { turnNum, planTime: 2 },
  serverTime: 0,
});

describe('open info cache', () => {
  it('reads the state once per change and re-stamps serverTime at most once a second', async () => {
    let loads = 0;
    const cache = new OpenInfoCache(async () => info(`20260${++loads}`));
    const t0 = Date.now();
    const a = (await cache.get(70, t0))!;
    const b = (await cache.get(70, t0 + 10))!;
    expect(loads).toBe(1);
    expect(b.file.etag).toBe(a.file.etag);
    const later = (await cache.get(70, t0 + OPEN_INFO_MAX_AGE_MS + 50))!;
    expect(loads).toBe(1);
    expect((JSON.parse(later.file.body.toString()) as OpenInfo).serverTime).toBe(
      t0 + OPEN_INFO_MAX_AGE_MS + 50,
    );
    expect(JSON.parse(later.api.body.toString())).toMatchObject({
      success: true,
      code: 'OK',
      data: { cur: { turnNum: '202601' } },
    });

    cache.invalidate(70);
    const changed = (await cache.get(70))!;
    expect(loads).toBe(2);
    expect((JSON.parse(changed.file.body.toString()) as OpenInfo).cur.turnNum).toBe('202602');
    // A state kept past the reload age is read again even without an invalidation.
    await cache.get(70, Date.now() + OPEN_INFO_RELOAD_MS + 1);
    expect(loads).toBe(3);
  });

  it('does not keep a load that raced an invalidation', async () => {
    let release: () => void = () => undefined;
    let loads = 0;
    const cache = new OpenInfoCache(async () => {
      loads++;
      if (loads === 1) await new Promise<void>((r) => (release = r));
      return info(`x${loads}`);
    });
    const pending = cache.get(70);
    cache.invalidate(70);
    release();
    await pending;
    const fresh = (await cache.get(70))!;
    expect((JSON.parse(fresh.file.body.toString()) as OpenInfo).cur.turnNum).toBe('x2');
  });

  it('answers null for an unknown game, asking the database once per 30 s', async () => {
    let loads = 0;
    const cache = new OpenInfoCache(async () => {
      loads++;
      return null;
    });
    expect(await cache.get(999)).toBeNull();
    expect(await cache.get(999)).toBeNull();
    expect(loads).toBe(1);
    await cache.get(999, Date.now() + OPEN_INFO_RELOAD_MS + 1);
    expect(loads).toBe(2);
  });
});
