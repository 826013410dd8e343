import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenInfo } from '@sixmark/shared/api/lottery';
import { formatCountdown, hasAdvanced, pollReason } from './draw-rules';
import { useDrawPolling } from './use-draw-polling';
import { makeOpenInfo } from './test-utils';

/** The state right after turn 2026100's 7th ball: the next turn is not announced yet. */
const justDrawn = (now: number): OpenInfo =>
  makeOpenInfo(
    {
      cur: { turnNum: '2026100', closeTime: now - 60_000, liveUrl: '', seedHash: null },
      pre: { ...makeOpenInfo().pre, turnNum: '2026100', openTime: now, isStreaming: false },
      plan: { turnNum: '2026100', planTime: now },
    },
    now,
  );

describe('draw polling rules', () => {
  it('polls while streaming and after a fresh 7-number result until the next turn shows', () => {
    const now = Date.UTC(2026, 10, 23, 13, 30);
    const drawn = justDrawn(now);
    expect(pollReason(drawn, now)).toBe('after-result');
    expect(pollReason({ ...drawn, pre: { ...drawn.pre, isStreaming: true, openNum: '1,2' } }, now)).toBe('streaming');
    expect(hasAdvanced({ ...drawn, cur: { ...drawn.cur, turnNum: '2026101' } })).toBe(true);
    expect(hasAdvanced({ ...drawn, plan: { turnNum: '2026101', planTime: now + 600_000 } })).toBe(true);
    expect(pollReason({ ...drawn, cur: { ...drawn.cur, turnNum: '2026101' } }, now)).toBeNull();
    // Nothing to wait for once the result is more than 300 s old.
    expect(pollReason(drawn, now + 300_000)).toBeNull();
  });

  it('formats the countdown', () => {
    expect(formatCountdown(330_000)).toBe('00:05:30');
    expect(formatCountdown(90_061_000)).toBe('1天 01:01:01');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});

describe('useDrawPolling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 23, 13, 30));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls every 3 s after a 7-number result and stops after 300 s', () => {
    const refetch = vi.fn();
    renderHook(() => useDrawPolling(justDrawn(Date.UTC(2026, 10, 23, 13, 30)), refetch));
    vi.advanceTimersByTime(2_999);
    expect(refetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(297_000);
    expect(refetch).toHaveBeenCalledTimes(100);
    vi.advanceTimersByTime(60_000);
    expect(refetch).toHaveBeenCalledTimes(100);
  });

  it('stops early when the next turn number is greater', () => {
    const refetch = vi.fn();
    const now = Date.UTC(2026, 10, 23, 13, 30);
    const { rerender } = renderHook(({ info }) => useDrawPolling(info, refetch), { initialProps: { info: justDrawn(now) } });
    vi.advanceTimersByTime(9_000);
    expect(refetch).toHaveBeenCalledTimes(3);
    const next = justDrawn(now);
    rerender({ info: { ...next, cur: { ...next.cur, turnNum: '2026101' }, plan: { turnNum: '2026101', planTime: now + 600_000 } } });
    vi.advanceTimersByTime(60_000);
    expect(refetch).toHaveBeenCalledTimes(3);
  });

  it('polls every 3 s for as long as the draw streams', () => {
    const refetch = vi.fn();
    const now = Date.UTC(2026, 10, 23, 13, 30);
    const base = justDrawn(now);
    const info = { ...base, pre: { ...base.pre, turnNum: '2026101', openNum: '5', isStreaming: true } };
    const { rerender } = renderHook(({ i }) => useDrawPolling(i, refetch), { initialProps: { i: info } });
    vi.advanceTimersByTime(600_000);
    expect(refetch).toHaveBeenCalledTimes(200);
    // The stream ends with the next turn already announced: polling stops.
    rerender({ i: { ...info, pre: { ...info.pre, isStreaming: false, openNum: '5,6,7,8,9,10,11' }, cur: { ...info.cur, turnNum: '2026102' } } });
    vi.advanceTimersByTime(30_000);
    expect(refetch).toHaveBeenCalledTimes(200);
  });

  it('polls every 3 s once the planned draw is due, for at most 300 s', () => {
    const refetch = vi.fn();
    const now = Date.now();
    const waiting = makeOpenInfo({ plan: { turnNum: '2026101', planTime: now - 1_000 }, serverTime: now }, now);
    expect(pollReason(waiting, now)).toBe('due');
    renderHook(() => useDrawPolling(waiting, refetch));
    vi.advanceTimersByTime(300_000);
    expect(refetch).toHaveBeenCalledTimes(100);
    vi.advanceTimersByTime(30_000);
    expect(refetch).toHaveBeenCalledTimes(100);
  });

  it('does not poll a settled result whose next turn is known', () => {
    const refetch = vi.fn();
    renderHook(() => useDrawPolling(makeOpenInfo({}, Date.now()), refetch));
    vi.advanceTimersByTime(30_000);
    expect(refetch).not.toHaveBeenCalled();
  });
});
