import { describe, expect, it } from 'vitest';
import { parseSchedule } from './DrawToolsPage';

describe('开奖时间表 input', () => {
  it('turns the typed text into the schedule body the server takes', () => {
    expect(parseSchedule('daily', '12:00 20:00')).toEqual({ kind: 'daily', times: ['12:00', '20:00'] });
    expect(parseSchedule('weekly', '2，4，6 21:30')).toEqual({ kind: 'weekly', weekdays: [2, 4, 6], time: '21:30' });
    expect(parseSchedule('interval', '5')).toEqual({ kind: 'interval', minutes: 5, offsetMin: 0 });
  });

  it('answers the shared schema message for a bad schedule', () => {
    expect(parseSchedule('daily', '25:00')).toBe('时间应为 HH:mm');
    expect(parseSchedule('daily', '12:00 12:00')).toBe('开奖时间不能重复');
    expect(parseSchedule('weekly', '9 21:30')).toEqual(expect.any(String));
    expect(parseSchedule('interval', '0')).toEqual(expect.any(String));
  });
});
