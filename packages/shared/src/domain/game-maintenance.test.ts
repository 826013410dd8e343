import { describe, expect, it } from 'vitest';
import { isInMaintenance, isValidMaintain, parseMaintainWindow } from './game-maintenance';

const at = (iso: string) => Date.parse(iso);

describe('maintenance window in the system time zone (Asia/Shanghai by default)', () => {
  const w = '2026-11-23 12:00~2026-11-23 14:30';

  it('is inclusive at the start instant and refuses the millisecond before', () => {
    // 12:00 in Shanghai is 04:00 UTC.
    expect(isInMaintenance(w, at('2026-11-23T04:00:00.000Z'))).toBe(true);
    expect(isInMaintenance(w, at('2026-11-23T03:59:59.999Z'))).toBe(false);
  });

  it('includes the whole end minute when the end is written to the minute', () => {
    expect(isInMaintenance(w, at('2026-11-23T06:30:00.000Z'))).toBe(true);
    expect(isInMaintenance(w, at('2026-11-23T06:30:59.999Z'))).toBe(true);
    expect(isInMaintenance(w, at('2026-11-23T06:31:00.000Z'))).toBe(false);
  });

  it('includes the end second when written to the second', () => {
    const s = '2026-11-23 12:00:00~2026-11-23 14:30:15';
    expect(isInMaintenance(s, at('2026-11-23T06:30:15.999Z'))).toBe(true);
    expect(isInMaintenance(s, at('2026-11-23T06:30:16.000Z'))).toBe(false);
  });

  it('reads the window in the zone it is given, not in UTC', () => {
    // 12:00 UTC is 20:00 in Shanghai: outside; in UTC it is the start instant.
    expect(isInMaintenance(w, at('2026-11-23T12:00:00Z'))).toBe(false);
    expect(isInMaintenance(w, at('2026-11-23T12:00:00Z'), 'UTC')).toBe(true);
    expect(isInMaintenance(w, at('2026-11-23T11:59:59.999Z'), 'UTC')).toBe(false);
  });

  it('follows a DST change (America/New_York, 2026-03-08 02:00 → 03:00)', () => {
    const dst = '2026-03-08 01:30~2026-03-08 03:10';
    // 01:30 EST = 06:30 UTC; 03:10 EDT = 07:10 UTC, so the window lasts 40 minutes.
    const win = parseMaintainWindow(dst, 'America/New_York')!;
    expect(win.start).toBe(at('2026-03-08T06:30:00Z'));
    expect(win.end).toBe(at('2026-03-08T07:10:59.999Z'));
    expect(isInMaintenance(dst, at('2026-03-08T07:11:00Z'), 'America/New_York')).toBe(false);
  });

  it('spans midnight and days', () => {
    const night = '2026-11-23 23:00~2026-11-24 01:00';
    expect(isInMaintenance(night, at('2026-11-23T16:30:00Z'))).toBe(true); // 00:30 on the 24th
    expect(isInMaintenance(night, at('2026-11-23T17:01:00Z'))).toBe(false);
  });

  it('treats empty, malformed, impossible and reversed windows as no maintenance', () => {
    for (const bad of ['', '2026-11-23 12:00', '2026-11-23 12:00~', 'a~b', '2026-02-30 00:00~2026-03-01 00:00', '2026-11-23 25:00~2026-11-23 26:00', '2026-11-23 14:00~2026-11-23 12:00', '2026-11-23 12:00~2026-11-23 13:00~2026-11-23 14:00']) {
      expect(isInMaintenance(bad, at('2026-11-23T05:00:00Z'))).toBe(false);
      expect(isValidMaintain(bad)).toBe(bad === '');
    }
    expect(isInMaintenance(null, 0)).toBe(false);
    expect(isValidMaintain('2026-11-23 12:00~2026-11-23 12:00')).toBe(true);
    // One-minute window written start = end: the whole minute.
    expect(isInMaintenance('2026-11-23 12:00~2026-11-23 12:00', at('2026-11-23T04:00:59Z'))).toBe(true);
  });
});
