import { z } from 'zod';

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
const DAY = 24 * 60 * MIN;

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The first draw strictly after `afterMs` (epoch ms), for a zone `offsetMin` minutes east of UTC. */
export function nextDrawAfter(schedule: Schedule, afterMs: number, offsetMin: number): number {
  const off = offsetMin * MIN;
  const local = afterMs + off;
  if (schedule.kind === 'interval') {
    const period = schedule.minutes * MIN;
    const phase = (schedule.offsetMin % schedule.minutes) * MIN;
    const k = Math.floor((local - phase) / period) + 1;
    return k * period + phase - off;
  }
  const times = (schedule.kind === 'daily' ? schedule.times : [schedule.time])
    .map(minutesOf)
    .sort((a, b) => a - b);
  const dayStart = Math.floor(local / DAY) * DAY;
  for (let d = 0; d <= 8; d++) {
    const day = dayStart + d * DAY;
    if (schedule.kind === 'weekly' && !schedule.weekdays.includes(new Date(day).getUTCDay())) continue;
    for (const t of times) {
      const at = day + t * MIN - off;
      if (at > afterMs) return at;
    }
  }
  throw new Error('schedule has no draw within 8 days');
}

/** Local calendar year of an instant (turn numbers start with it). */
export const localYear = (ms: number, offsetMin: number): number =>
  new Date(ms + offsetMin * MIN).getUTCFullYear();

/** `YYYY` + sequence, at least 3 digits: 2026001, 2026123, 20261234. */
export const formatTurnNum = (year: number, seq: number): string => `${year}${String(seq).padStart(3, '0')}`;
