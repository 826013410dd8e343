import { describe, expect, it } from 'vitest';
import { timeAgo, toEpochMs } from './time-ago';

const now = Date.UTC(2026, 5, 15, 12, 0); // 20:00 in Asia/Shanghai
const ago = (ms: number) => now - ms;
const MIN = 60_000;
const DAY = 86_400_000;

describe('timeAgo (spec 2 §9)', () => {
  it('shows HH:mm under 1 hour', () => {
    expect(timeAgo(ago(5 * MIN), now)).toBe('19:55');
    expect(timeAgo(ago(59 * MIN), now)).toBe('19:01');
  });
  it('shows N小时前 under 24 hours', () => {
    expect(timeAgo(ago(60 * MIN), now)).toBe('1小时前');
    expect(timeAgo(ago(23 * 60 * MIN + 59 * MIN), now)).toBe('23小时前');
  });
  it('shows N天前 under 30 days, N个月前 under 12 months, else N年前', () => {
    expect(timeAgo(ago(DAY), now)).toBe('1天前');
    expect(timeAgo(ago(29 * DAY), now)).toBe('29天前');
    expect(timeAgo(ago(30 * DAY), now)).toBe('1个月前');
    expect(timeAgo(ago(359 * DAY), now)).toBe('11个月前');
    expect(timeAgo(ago(365 * DAY), now)).toBe('1年前');
    expect(timeAgo(ago(3 * 365 * DAY), now)).toBe('3年前');
  });
  it('treats a 10-digit timestamp as Unix seconds', () => {
    expect(toEpochMs(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toEpochMs('1700000000')).toBe(1_700_000_000_000);
    expect(toEpochMs(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(timeAgo(Math.floor(ago(2 * DAY) / 1000), now)).toBe('2天前');
  });
  it('reads a wall-clock time with no zone in the system zone, whatever the device zone', () => {
    // 2026-06-15 19:30:05 in Asia/Shanghai (UTC+8) is 11:30:05 UTC.
    expect(toEpochMs('2026-06-15 19:30:05')).toBe(Date.UTC(2026, 5, 15, 11, 30, 5));
    expect(toEpochMs('2026-06-15T19:30')).toBe(Date.UTC(2026, 5, 15, 11, 30));
    expect(toEpochMs('2026-06-15 19:30:05', 'UTC')).toBe(Date.UTC(2026, 5, 15, 19, 30, 5));
    expect(timeAgo('2026-06-15 17:00:00', now)).toBe('3小时前');
    // With a zone it is that instant.
    expect(toEpochMs('2026-06-15T19:30:05Z')).toBe(Date.UTC(2026, 5, 15, 19, 30, 5));
  });
});
