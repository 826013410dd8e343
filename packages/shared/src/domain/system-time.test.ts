import { describe, expect, it } from 'vitest';
import {
  formatSystemTime,
  isValidTimeZone,
  prepareSystemTime,
  nextSystemTimeOfDay,
  startOfSystemDay,
  systemDayRange,
  systemMonthRange,
  systemTimeZoneOf,
  systemUtcOffset,
  systemWallTime,
  systemYmd,
  UTC8_SINCE_1992,
} from './system-time';

const iso = (ms: number) => new Date(ms).toISOString();

/** How many ICU date formatters `run` makes (each costs ICU work; issue 16). */
function formattersMadeBy(run: () => void): number {
  const Real = Intl.DateTimeFormat;
  let made = 0;
  Intl.DateTimeFormat = class extends Real {
    constructor(...args: ConstructorParameters<typeof Real>) {
      super(...args);
      made += 1;
    }
  } as typeof Intl.DateTimeFormat;
  try {
    run();
  } finally {
    Intl.DateTimeFormat = Real;
  }
  return made;
}

describe('system time zone, Asia/Shanghai (default, UTC+8, no DST)', () => {
  it('reads the calendar date of an instant in UTC+8, across the UTC midnight', () => {
    // 2026-03-01 16:30 UTC is already 2 March 00:30 in Shanghai.
    expect(systemYmd(Date.UTC(2026, 2, 1, 16, 30))).toEqual([2026, 3, 2]);
    expect(systemYmd(Date.UTC(2026, 2, 1, 15, 59))).toEqual([2026, 3, 1]);
    expect(systemUtcOffset(Date.UTC(2026, 6, 1))).toBe(480);
  });

  it('starts the day at 16:00 UTC of the day before', () => {
    expect(iso(startOfSystemDay(Date.UTC(2026, 2, 2, 3, 0)))).toBe('2026-03-01T16:00:00.000Z');
    expect(systemDayRange('2026-03-02')).toEqual({
      start: Date.parse('2026-03-01T16:00:00Z'),
      end: Date.parse('2026-03-02T16:00:00Z'),
    });
  });

  it('formats in the system zone whatever the process zone is', () => {
    expect(formatSystemTime(Date.parse('2026-12-31T16:05:00Z'))).toBe('2027/01/01 00:05');
    expect(formatSystemTime('2026-05-01T01:02:03Z', 'YYYY-MM-DD HH:mm:ss')).toBe('2026-05-01 09:02:03');
  });

  it('rolls day and month overflow of a wall time', () => {
    expect(iso(systemWallTime(2026, 12, 32, 21 * 60 + 30))).toBe('2027-01-01T13:30:00.000Z');
    expect(systemMonthRange(2026, 12)).toEqual({
      start: Date.parse('2026-11-30T16:00:00Z'),
      end: Date.parse('2026-12-31T16:00:00Z'),
    });
  });

  it('finds the next HH:mm strictly after now', () => {
    const now = Date.parse('2026-03-02T12:00:00Z'); // 20:00 in Shanghai
    expect(iso(nextSystemTimeOfDay('20:30', now))).toBe('2026-03-02T12:30:00.000Z');
    expect(iso(nextSystemTimeOfDay('20:00', now))).toBe('2026-03-03T12:00:00.000Z');
  });
});

describe('other DST-free zones', () => {
  it('UTC and Asia/Kolkata (UTC+5:30)', () => {
    expect(systemDayRange('2026-03-02', 'UTC')).toEqual({
      start: Date.parse('2026-03-02T00:00:00Z'),
      end: Date.parse('2026-03-03T00:00:00Z'),
    });
    expect(iso(startOfSystemDay(Date.parse('2026-03-02T20:00:00Z'), 'Asia/Kolkata'))).toBe(
      '2026-03-02T18:30:00.000Z',
    );
    expect(systemUtcOffset(0, 'Asia/Kolkata')).toBe(330);
  });
});

describe('a zone with daylight saving (America/New_York)', () => {
  const tz = 'America/New_York';

  it('has a 23-hour day when clocks go forward and a 25-hour day when they go back', () => {
    const spring = systemDayRange('2026-03-08', tz);
    expect(iso(spring.start)).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(spring.end)).toBe('2026-03-09T04:00:00.000Z');
    expect((spring.end - spring.start) / 3_600_000).toBe(23);
    const autumn = systemDayRange('2026-11-01', tz);
    expect((autumn.end - autumn.start) / 3_600_000).toBe(25);
  });

  it('uses the offset of the instant, not a fixed one', () => {
    expect(systemUtcOffset(Date.parse('2026-01-15T12:00:00Z'), tz)).toBe(-300);
    expect(systemUtcOffset(Date.parse('2026-07-15T12:00:00Z'), tz)).toBe(-240);
    expect(formatSystemTime(Date.parse('2026-07-15T12:00:00Z'), 'HH:mm', tz)).toBe('08:00');
    expect(formatSystemTime(Date.parse('2026-01-15T12:00:00Z'), 'HH:mm', tz)).toBe('07:00');
  });

  it('keeps a daily wall time across the change', () => {
    const before = Date.parse('2026-03-07T12:00:00Z');
    const first = nextSystemTimeOfDay('21:30', before, tz);
    const second = nextSystemTimeOfDay('21:30', first, tz);
    expect(formatSystemTime(first, 'YYYY-MM-DD HH:mm', tz)).toBe('2026-03-07 21:30');
    expect(formatSystemTime(second, 'YYYY-MM-DD HH:mm', tz)).toBe('2026-03-08 21:30');
    expect((second - first) / 3_600_000).toBe(23);
  });
});

describe('the time_zone setting', () => {
  it('falls back to Asia/Shanghai for an empty or unknown zone', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    // A known zone's formatter is made once and kept (each one costs ICU work; issue 16).
    const made = formattersMadeBy(() => {
      prepareSystemTime('America/Lima');
      expect(isValidTimeZone('America/Lima')).toBe(true);
      expect(systemUtcOffset(Date.UTC(2026, 0, 1), 'America/Lima')).toBe(-300);
    });
    expect(made).toBe(1);
    expect(systemTimeZoneOf('Mars/Olympus')).toBe('Asia/Shanghai');
    expect(systemTimeZoneOf('')).toBe('Asia/Shanghai');
    expect(systemTimeZoneOf('UTC')).toBe('UTC');
  });
});

describe('zones at UTC+8 since 1992 (no ICU formatter for them)', () => {
  it("agrees with the runtime's tz database from 1992 on, and asks it before", () => {
    // One formatter per zone: making one per instant took most of the test's time.
    const formats = new Map<string, Intl.DateTimeFormat>();
    const formatOf = (tz: string) => {
      let format = formats.get(tz);
      if (!format) {
        format = new Intl.DateTimeFormat('en-US', {
          timeZone: tz,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          second: 'numeric',
        });
        formats.set(tz, format);
      }
      return format;
    };
    const viaIcu = (ms: number, tz: string) => {
      const part: Record<string, number> = {};
      for (const p of formatOf(tz).formatToParts(ms)) if (p.type !== 'literal') part[p.type] = Number(p.value);
      return Math.round(
        (Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - ms) /
          60_000,
      );
    };
    for (const tz of Object.keys(UTC8_SINCE_1992)) {
      // Every 5 days (and across each noon/midnight) from 1992 to 2040.
      for (let ms = Date.UTC(1991, 11, 31, 16); ms < Date.UTC(2040, 0, 1); ms += 5 * 86_400_000 + 3_600_000)
        expect(systemUtcOffset(ms, tz), `${tz} ${iso(ms)}`).toBe(viaIcu(ms, tz));
    }
    // Summer time in Shanghai in 1991 and Hong Kong in 1979: read from the tz database.
    expect(systemUtcOffset(Date.UTC(1991, 6, 1), 'Asia/Shanghai')).toBe(540);
    expect(systemUtcOffset(Date.UTC(1979, 6, 1), 'Asia/Hong_Kong')).toBe(540);
  });

  it('makes no formatter for them at start-up or for a recent instant', () => {
    const made = formattersMadeBy(() => {
      prepareSystemTime();
      expect(isValidTimeZone('Asia/Hong_Kong')).toBe(true);
      expect(formatSystemTime(Date.UTC(2026, 11, 1, 13, 30), 'YYYY/MM/DD HH:mm', 'Asia/Macau')).toBe(
        '2026/12/01 21:30',
      );
    });
    expect(made).toBe(0);
  });
});
