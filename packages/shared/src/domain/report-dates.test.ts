import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysOfRange,
  defaultReportRange,
  isValidReportRange,
  reportPickerBounds,
  systemToday,
  withBeginDate,
  withEndDate,
} from './report-dates';

describe('report date ranges (spec 3 §5)', () => {
  it('takes today from the system time zone, not the device', () => {
    // 2026-11-23 17:30 UTC is already 2026-11-24 01:30 in Shanghai, still the 23rd in New York.
    const at = Date.parse('2026-11-23T17:30:00Z');
    expect(systemToday(at)).toBe('2026-11-24');
    expect(systemToday(at, 'America/New_York')).toBe('2026-11-23');
  });

  it('defaults to the last 7 days up to today, today included', () => {
    expect(defaultReportRange('2026-11-23')).toEqual({ beginDate: '2026-11-17', endDate: '2026-11-23' });
    expect(daysOfRange(defaultReportRange('2026-11-23'))).toHaveLength(7);
    // Across a month and a year end.
    expect(defaultReportRange('2027-01-03')).toEqual({ beginDate: '2026-12-28', endDate: '2027-01-03' });
  });

  it('offers no future day and keeps the start at or before the end', () => {
    const today = '2026-11-23';
    expect(reportPickerBounds({ beginDate: '2026-11-10', endDate: '2026-11-20' }, today)).toEqual({
      startMax: '2026-11-20',
      endMin: '2026-11-10',
      endMax: today,
    });
    expect(reportPickerBounds({ beginDate: '2026-11-10', endDate: today }, today).startMax).toBe(today);
  });

  it('never lets a chosen end pass today or precede the start', () => {
    const range = { beginDate: '2026-11-10', endDate: '2026-11-20' };
    expect(withEndDate(range, '2026-12-01', '2026-11-23')).toEqual({ beginDate: '2026-11-10', endDate: '2026-11-23' });
    expect(withEndDate(range, '2026-11-01', '2026-11-23')).toEqual({ beginDate: '2026-11-10', endDate: '2026-11-10' });
    expect(withEndDate(range, '2026-11-15', '2026-11-23')).toEqual({ beginDate: '2026-11-10', endDate: '2026-11-15' });
  });

  it('never lets a chosen start pass today, and pulls the end along when the start passes it', () => {
    const range = { beginDate: '2026-11-10', endDate: '2026-11-12' };
    expect(withBeginDate(range, '2026-11-30', '2026-11-23')).toEqual({ beginDate: '2026-11-23', endDate: '2026-11-23' });
    expect(withBeginDate(range, '2026-11-15', '2026-11-23')).toEqual({ beginDate: '2026-11-15', endDate: '2026-11-15' });
    expect(withBeginDate(range, '2026-11-01', '2026-11-23')).toEqual({ beginDate: '2026-11-01', endDate: '2026-11-12' });
  });

  it('keeps a range within the longest report the server answers', () => {
    const today = '2026-11-23';
    expect(withBeginDate({ beginDate: '2026-11-20', endDate: '2026-11-23' }, '2025-01-01', today, 366)).toEqual({ beginDate: '2025-01-01', endDate: '2026-01-01' });
    expect(withEndDate({ beginDate: '2025-01-01', endDate: '2025-01-02' }, '2026-11-23', today, 366)).toEqual({ beginDate: '2025-11-23', endDate: '2026-11-23' });
    expect(daysOfRange(withEndDate({ beginDate: '2025-01-01', endDate: '2025-01-02' }, '2026-11-23', today, 366))).toHaveLength(366);
    // Within the limit nothing moves.
    expect(withEndDate({ beginDate: '2026-11-01', endDate: '2026-11-02' }, '2026-11-20', today, 366)).toEqual({ beginDate: '2026-11-01', endDate: '2026-11-20' });
  });

  it('tells valid ranges from reversed or future ones', () => {
    expect(isValidReportRange({ beginDate: '2026-11-10', endDate: '2026-11-10' }, '2026-11-23')).toBe(true);
    expect(isValidReportRange({ beginDate: '2026-11-11', endDate: '2026-11-10' }, '2026-11-23')).toBe(false);
    expect(isValidReportRange({ beginDate: '2026-11-10', endDate: '2026-11-24' }, '2026-11-23')).toBe(false);
  });

  it('lists every day of a range in order, across a leap day', () => {
    expect(daysOfRange({ beginDate: '2028-02-27', endDate: '2028-03-01' })).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysOfRange({ beginDate: '2026-11-02', endDate: '2026-11-01' })).toEqual([]);
  });
});
