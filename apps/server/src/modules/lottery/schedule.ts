import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '@sixmark/shared';
import { minutesOfHhmm, systemDayRange, systemWallTime, systemYmd } from '@sixmark/shared/domain/system-time';

/** A game's draw times, in the system time zone. */
export const scheduleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('daily'), times: z.array(z.string().regex(/^\d{2}:\d{2}$/)).min(1) }),
  z.object({
    kind: z.literal('weekly'),
    /** 0 = Sunday … 6 = Saturday. */
    weekdays: z.array(z.number().int().min(0).max(6)).min(1),
    time: z.string().regex(/^\d{2}:\d{2}$/),
  }),
  /** Every `minutes` from local midnight, shifted by `offsetMin` (demo games, staggered). */
  z.object({
    kind: z.literal('interval'),
    minutes: z.number().positive(),
    offsetMin: z.number().min(0).default(0),
  }),
]);
export type Schedule = z.infer<typeof scheduleSchema>;

const MIN = 60_000;

/**
 * The first draw strictly after `afterMs` (epoch ms), reading the schedule's times as wall
 * clock in the system zone `tz` (DST included: a 21:30 draw stays at 21:30 local).
 */
export function nextDrawAfter(schedule: Schedule, afterMs: number, tz: string = DEFAULT_TIME_ZONE): number {
  const [y, m, d] = systemYmd(afterMs, tz);
  if (schedule.kind === 'interval') {
    // A grid restarted at each local midnight, so draws keep their wall-clock times every day.
    const period = schedule.minutes * MIN;
    const phase = (schedule.offsetMin % schedule.minutes) * MIN;
    for (let k = 0; k <= 1; k++) {
      const { start, end } = systemDayRange(toIsoDate(y, m, d + k), tz);
      const n = Math.max(0, Math.floor((afterMs - start - phase) / period) + 1);
      const at = start + n * period + phase;
      if (at > afterMs && at < end) return at;
    }
    return systemDayRange(toIsoDate(y, m, d + 2), tz).start + phase;
  }
  const times = (schedule.kind === 'daily' ? schedule.times : [schedule.time]).map(minutesOfHhmm).sort((a, b) => a - b);
  for (let k = 0; k <= 8; k++) {
    const weekday = new Date(Date.UTC(y, m - 1, d + k)).getUTCDay();
    if (schedule.kind === 'weekly' && !schedule.weekdays.includes(weekday)) continue;
    for (const t of times) {
      const at = systemWallTime(y, m, d + k, t, tz);
      if (at > afterMs) return at;
    }
  }
  throw new Error('schedule has no draw within 8 days');
}

/** `YYYY-MM-DD` of a (possibly overflowing) calendar date. */
function toIsoDate(y: number, m: number, d: number): string {
  return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
}

/** Calendar year of an instant in the system zone (turn numbers start with it). */
export const localYear = (ms: number, tz: string = DEFAULT_TIME_ZONE): number => systemYmd(ms, tz)[0];

/** `YYYY` + sequence, at least 3 digits: 2026001, 2026123, 20261234. */
export const formatTurnNum = (year: number, seq: number): string => `${year}${String(seq).padStart(3, '0')}`;
