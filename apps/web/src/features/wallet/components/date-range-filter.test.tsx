import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { dateBounds } from './date-range-filter';

describe('date range bounds', () => {
  const now = new Date('2026-03-10T08:00:00');

  it('allows no future dates', () => {
    const b = dateBounds({}, now);
    expect(dayjs(b.startMax).format('YYYY-MM-DD')).toBe('2026-03-10');
    expect(dayjs(b.endMax).format('YYYY-MM-DD')).toBe('2026-03-10');
    expect(b.endMin).toBeUndefined();
  });

  it('keeps the end on or after the start and the start on or before the end', () => {
    const b = dateBounds({ startDate: '2026-03-01', endDate: '2026-03-05' }, now);
    expect(dayjs(b.endMin).format('YYYY-MM-DD')).toBe('2026-03-01');
    expect(dayjs(b.startMax).format('YYYY-MM-DD')).toBe('2026-03-05');
  });
});
