import { describe, expect, it } from 'vitest';
import {
  bonusOf,
  changeLimit,
  DEFAULT_VIP_LEVELS,
  defaultRateBp,
  effectiveLimit,
  exclusionEnd,
  LIMIT_RAISE_DELAY_MS,
  levelAfterPeriod,
  levelReached,
  limitWindow,
  vipPeriodOf,
} from './bonus';

const T0 = Date.UTC(2026, 10, 23, 4, 0); // 2026-11-23 12:00 in Asia/Shanghai (a Monday)
const TZ = 'Asia/Shanghai';

describe('betting bonus', () => {
  it('is rate × turnover, rounded down to the thousandth', () => {
    expect(bonusOf(30_000, 40)).toBe(120); // 30 yuan at 0.4% = 0.12
    expect(bonusOf(123_450, 75)).toBe(925); // 925.875 → 925
    expect(bonusOf(0, 100)).toBe(0);
    expect(bonusOf(1_000, 0)).toBe(0);
  });
  it('seeds 0.4% at VIP1 up to 1.2% at VIP9', () => {
    expect([1, 5, 9].map(defaultRateBp)).toEqual([40, 80, 120]);
  });
});

describe('VIP levels', () => {
  const rules = DEFAULT_VIP_LEVELS;
  it('reaches the highest level whose betMoney the period turnover meets, never below the current', () => {
    expect(levelReached(rules, 999_999, 1)).toBe(1);
    expect(levelReached(rules, 1_000_000, 1)).toBe(2);
    expect(levelReached(rules, 20_000_000, 1)).toBe(4);
    expect(levelReached(rules, 0, 3)).toBe(3);
  });
  it('keeps the level when keepMoney is met, else drops one', () => {
    expect(levelAfterPeriod(rules, 3, 2_500_000)).toBe(3);
    expect(levelAfterPeriod(rules, 3, 2_499_999)).toBe(2);
    expect(levelAfterPeriod(rules, 1, 0)).toBe(1);
  });
  it('periods: months and Monday weeks in the system zone', () => {
    expect(vipPeriodOf(T0, 'month', TZ)).toMatchObject({ key: '2026-11', start: Date.UTC(2026, 9, 31, 16), end: Date.UTC(2026, 10, 30, 16) });
    expect(vipPeriodOf(T0, 'week', TZ)).toMatchObject({ key: '2026-11-23', start: Date.UTC(2026, 10, 22, 16), end: Date.UTC(2026, 10, 29, 16) });
    expect(vipPeriodOf(Date.UTC(2026, 10, 22, 15, 59), 'week', TZ).key).toBe('2026-11-16');
  });
});

describe('safer-play limits', () => {
  it('lowers at once and raises (or removes) only after 24 hours', () => {
    const set = changeLimit({ amount: null, pending: null }, 100_000, T0);
    expect(set).toEqual({ amount: 100_000, pending: null });
    const raised = changeLimit(set, 500_000, T0);
    expect(raised).toEqual({ amount: 100_000, pending: { amount: 500_000, at: T0 + LIMIT_RAISE_DELAY_MS } });
    expect(effectiveLimit(raised, T0 + LIMIT_RAISE_DELAY_MS - 1)).toBe(100_000);
    expect(effectiveLimit(raised, T0 + LIMIT_RAISE_DELAY_MS)).toBe(500_000);
    expect(changeLimit(raised, 50_000, T0 + 1000)).toEqual({ amount: 50_000, pending: null });
    const removed = changeLimit(set, null, T0);
    expect(removed.pending).toEqual({ amount: null, at: T0 + LIMIT_RAISE_DELAY_MS });
    expect(effectiveLimit(removed, T0 + LIMIT_RAISE_DELAY_MS)).toBeNull();
  });
  it('counts in system-zone days, Monday weeks and months', () => {
    expect(limitWindow('deposit_day', T0, TZ)).toEqual({ start: Date.UTC(2026, 10, 22, 16), end: Date.UTC(2026, 10, 23, 16) });
    expect(limitWindow('loss_week', T0, TZ)).toEqual({ start: Date.UTC(2026, 10, 22, 16), end: Date.UTC(2026, 10, 29, 16) });
    expect(limitWindow('loss_month', T0, TZ)).toEqual({ start: Date.UTC(2026, 9, 31, 16), end: Date.UTC(2026, 10, 30, 16) });
    expect(limitWindow('bet_max', T0, TZ)).toBeNull();
  });
  it('cool-off runs in hours, self-exclusion in calendar months', () => {
    expect(exclusionEnd('cooloff', 24, T0, TZ)).toBe(T0 + 86_400_000);
    expect(exclusionEnd('self', 6, T0, TZ)).toBe(Date.UTC(2027, 4, 23, 4, 0));
  });
});
