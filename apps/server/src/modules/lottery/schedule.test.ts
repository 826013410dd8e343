import { describe, expect, it } from 'vitest';
import { formatTurnNum, localYear, nextDrawAfter, scheduleSchema } from './schedule';

const SH = 'Asia/Shanghai';
const sh = (iso: string) => Date.parse(`${iso}+08:00`);

describe('draw schedules (Asia/Shanghai)', () => {
  it('finds the next daily 21:30 draw', () => {
    const daily = scheduleSchema.parse({ kind: 'daily', times: ['21:30'] });
    expect(nextDrawAfter(daily, sh('2026-03-10T10:00:00'), SH)).toBe(sh('2026-03-10T21:30:00'));
    expect(nextDrawAfter(daily, sh('2026-03-10T21:30:00'), SH)).toBe(sh('2026-03-11T21:30:00'));
    // 23:00 in Shanghai is 15:00 UTC the same day: the next draw is the next local day.
    expect(nextDrawAfter(daily, sh('2026-03-10T23:00:00'), SH)).toBe(sh('2026-03-11T21:30:00'));
  });

  it('uses several daily times in order', () => {
    const twice = scheduleSchema.parse({ kind: 'daily', times: ['21:30', '09:00'] });
    expect(nextDrawAfter(twice, sh('2026-03-10T08:00:00'), SH)).toBe(sh('2026-03-10T09:00:00'));
    expect(nextDrawAfter(twice, sh('2026-03-10T09:00:00'), SH)).toBe(sh('2026-03-10T21:30:00'));
  });

  it('follows Hong Kong’s Tuesday/Thursday/Saturday 21:30', () => {
    const hk = scheduleSchema.parse({ kind: 'weekly', weekdays: [2, 4, 6], time: '21:30' });
    // 2026-11-23 is a Monday.
    expect(nextDrawAfter(hk, sh('2026-11-23T12:00:00'), SH)).toBe(sh('2026-11-24T21:30:00'));
    expect(nextDrawAfter(hk, sh('2026-11-24T21:30:00'), SH)).toBe(sh('2026-11-26T21:30:00'));
    expect(nextDrawAfter(hk, sh('2026-11-28T22:00:00'), SH)).toBe(sh('2026-12-01T21:30:00'));
  });

  it('staggers interval draws from local midnight', () => {
    const every5 = scheduleSchema.parse({ kind: 'interval', minutes: 5, offsetMin: 1.25 });
    expect(nextDrawAfter(every5, sh('2026-03-10T10:00:00'), SH)).toBe(sh('2026-03-10T10:01:15'));
    expect(nextDrawAfter(every5, sh('2026-03-10T10:01:15'), SH)).toBe(sh('2026-03-10T10:06:15'));
  });

  it('numbers turns by local year and sequence', () => {
    expect(localYear(sh('2027-01-01T00:30:00'), SH)).toBe(2027);
    expect(formatTurnNum(2026, 7)).toBe('2026007');
    expect(formatTurnNum(2026, 1234)).toBe('20261234');
  });
});

describe('draw schedules in a zone with daylight saving', () => {
  const NY = 'America/New_York';
  it('keeps the wall-clock draw time across the spring change', () => {
    const daily = scheduleSchema.parse({ kind: 'daily', times: ['21:30'] });
    const first = nextDrawAfter(daily, Date.parse('2026-03-07T12:00:00Z'), NY);
    const second = nextDrawAfter(daily, first, NY);
    expect(new Date(first).toISOString()).toBe('2026-03-08T02:30:00.000Z'); // 21:30 EST
    expect(new Date(second).toISOString()).toBe('2026-03-09T01:30:00.000Z'); // 21:30 EDT
  });

  it('restarts interval grids at local midnight', () => {
    const hourly = scheduleSchema.parse({ kind: 'interval', minutes: 60, offsetMin: 0 });
    // 23:30 EDT on 8 March: the next draw is local midnight, 04:00 UTC.
    expect(new Date(nextDrawAfter(hourly, Date.parse('2026-03-09T03:30:00Z'), NY)).toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
  });
});
