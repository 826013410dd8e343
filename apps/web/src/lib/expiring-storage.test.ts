import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EXPIRY_SEC, expiringStorage, startExpirySweeper } from './expiring-storage';

describe('expiring session storage', () => {
  let stop: (() => void) | null = null;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => {
    stop?.();
    stop = null;
    vi.useRealTimers();
  });

  it('keeps a value for 3600 s by default', () => {
    expect(DEFAULT_EXPIRY_SEC).toBe(3600);
    expiringStorage.set('k', { a: 1 });
    vi.setSystemTime(Date.now() + 3_599_000);
    expect(expiringStorage.get('k')).toEqual({ a: 1 });
    vi.setSystemTime(Date.now() + 1000);
    expect(expiringStorage.get('k')).toBeNull();
    expect(sessionStorage.getItem('k')).toBeNull();
  });

  it('honours a custom expiry and a value with none', () => {
    expiringStorage.set('short', 'x', 2);
    expiringStorage.set('forever', 'y', null);
    vi.setSystemTime(Date.now() + 10 * 3600_000);
    expect(expiringStorage.get('short')).toBeNull();
    expect(expiringStorage.get('forever')).toBe('y');
  });

  it('sweeps expired entries every second, leaving live and foreign entries', () => {
    sessionStorage.setItem('plain', 'not ours');
    expiringStorage.set('a', 1, 1);
    expiringStorage.set('b', 2, 3);
    stop = startExpirySweeper();
    vi.advanceTimersByTime(1000);
    expect(sessionStorage.getItem('a')).toBeNull();
    expect(sessionStorage.getItem('b')).not.toBeNull();
    vi.advanceTimersByTime(2000);
    expect(sessionStorage.getItem('b')).toBeNull();
    expect(sessionStorage.getItem('plain')).toBe('not ours');
  });

  it('starts one sweeper however often it is started', () => {
    const spy = vi.spyOn(globalThis, 'setInterval');
    stop = startExpirySweeper();
    startExpirySweeper();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]![1]).toBe(1000);
    spy.mockRestore();
  });

  it('removes a value on request', () => {
    expiringStorage.set('k', 1);
    expiringStorage.remove('k');
    expect(expiringStorage.get('k')).toBeNull();
  });
});
