import { z } from 'zod';
import { bigSmall, oddEven } from './number-attributes';
import type { YearTables } from './plays/types';
import { waveColour } from './wave-colour';
import { FOUR_ARTS, GENDER, SEASONS, ZODIAC_NAMES, type ZodiacName } from './zodiac';

/**
 * Forecast card track record (issue 18): each period's forecast of a card is judged against the
 * period's stored final result (never a hand-entered mark), and the card's record is the hits
 * over the last 10/30/100 judged periods with its current and longest streak.
 */

export const RECORD_WINDOWS = [10, 30, 100] as const;
/** Periods the sparkline shows. */
export const RECORD_MARKS = 30;

export const trackRecordSchema = z.object({
  /** Hits and judged periods over the last 10/30/100 judged periods (newest first). */
  last10: z.object({ hits: z.number().int(), periods: z.number().int() }),
  last30: z.object({ hits: z.number().int(), periods: z.number().int() }),
  last100: z.object({ hits: z.number().int(), periods: z.number().int() }),
  /** Consecutive hits (>0) or misses (<0) ending at the newest judged period. */
  currentStreak: z.number().int(),
  /** Longest run of consecutive hits among the last 100 judged periods. */
  longestStreak: z.number().int(),
  /** The last 30 judged periods, oldest first: 1 hit, 0 miss. */
  marks: z.array(z.union([z.literal(0), z.literal(1)])).max(RECORD_MARKS),
});
export type TrackRecord = z.infer<typeof trackRecordSchema>;

export interface JudgedPeriod {
  turnNum: string;
  hit: boolean;
}

/** The record of judged periods given newest first (at most 100 are read). */
export function computeTrackRecord(periods: readonly JudgedPeriod[]): TrackRecord {
  const recent = periods.slice(0, 100);
  const window = (n: number) => {
    const part = recent.slice(0, n);
    return { hits: part.filter((p) => p.hit).length, periods: part.length };
  };
  let currentStreak = 0;
  for (const p of recent) {
    if (currentStreak === 0) currentStreak = p.hit ? 1 : -1;
    else if (p.hit === currentStreak > 0) currentStreak += currentStreak > 0 ? 1 : -1;
    else break;
  }
  let longestStreak = 0;
  let run = 0;
  for (const p of recent) {
    run = p.hit ? run + 1 : 0;
    longestStreak = Math.max(longestStreak, run);
  }
  return {
    last10: window(10),
    last30: window(30),
    last100: window(100),
    currentStreak,
    longestStreak,
    marks: recent.slice(0, RECORD_MARKS).reverse().map((p) => (p.hit ? 1 : 0)),
  };
}

const GROUPS: Readonly<Record<string, readonly ZodiacName[]>> = { ...FOUR_ARTS, ...SEASONS, ...GENDER };
const WAVES = { 红波: 'red', 蓝波: 'blue', 绿波: 'green' } as const;

/**
 * Whether a card item's forecast hit the period's special number (特码), read from the item the
 * way the cards write it: a note of `N码` forecasts the numbers listed in the content; otherwise
 * the note names zodiacs, zodiac groups (男/女, 春夏秋冬, 琴棋书画), 大/小, 单/双 or 红波/蓝波/绿波,
 * and any of them holding for the special is a hit. null: nothing in the item can be judged.
 * 49 is a tie for 大/小 and 单/双 (as the bets), so such a forecast is not judged.
 */
export function judgeCardForecast(
  item: { note: string; content: string },
  special: number,
  tables: YearTables,
): boolean | null {
  const note = item.note.replace(/\*/g, '').trim();
  if (/^\d+码$/.test(note)) {
    const nums = (item.content.match(/\b\d{1,2}\b/g) ?? []).map(Number).filter((n) => n >= 1 && n <= 49);
    return nums.length ? nums.includes(special) : null;
  }
  const zodiac = ZODIAC_NAMES.find((z) => tables.zodiacNumbers[z].includes(special));
  const checks: boolean[] = [];
  for (const [label, colour] of Object.entries(WAVES)) if (note.includes(label)) checks.push(waveColour(special) === colour);
  const rest = note.replace(/红波|蓝波|绿波/g, '');
  for (const ch of rest) {
    if ((ZODIAC_NAMES as readonly string[]).includes(ch)) checks.push(ch === zodiac);
    else if (GROUPS[ch]) checks.push(!!zodiac && GROUPS[ch].includes(zodiac));
    else if ((ch === '大' || ch === '小') && special !== 49) checks.push(bigSmall(special) === ch);
    else if ((ch === '单' || ch === '双') && special !== 49) checks.push(oddEven(special) === ch);
  }
  return checks.length ? checks.some(Boolean) : null;
}

/** Sort keys of the template list by record (query `recordSort`). */
export const RECORD_SORTS = ['last10', 'last30', 'last100', 'streak', 'longest'] as const;
export type RecordSort = (typeof RECORD_SORTS)[number];
export const RECORD_SORT_LABELS: Record<RecordSort, string> = {
  last10: '近10期命中',
  last30: '近30期命中',
  last100: '近100期命中',
  streak: '当前连中',
  longest: '最长连中',
};
