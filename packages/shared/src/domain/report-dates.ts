import { DEFAULT_TIME_ZONE } from '../constants';
import { systemYmd, type Instant } from './system-time';

/**
 * Date pickers of the reports (spec 3 §5): no future dates, the end never before the start and
 * the start never after the end; the default range is the last 7 days up to today (today and
 * the 6 days before it, which is also the "6 days back to today" reading of §9). "Today" is
 * the system time zone's calendar day, so a phone in another zone sees the site's days.
 * Dates are `YYYY-MM-DD` strings, which compare in calendar order as plain strings.
 */

export interface ReportRange {
  beginDate: string;
  endDate: string;
}

/** Days in the default range, today included. */
export const REPORT_DEFAULT_DAYS = 7;

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a calendar date (month 1-12; overflowing days and months roll over). */
function ymdString(y: number, m: number, d: number): string {
  const at = new Date(Date.UTC(y, m - 1, d));
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

const parts = (date: string): [number, number, number] => {
  const [y, m, d] = date.split('-').map(Number);
  return [y ?? 1970, m ?? 1, d ?? 1];
};

/** The calendar day `days` after (negative: before) `date`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return ymdString(y, m, d + days);
}

/** Today's date in the system time zone. */
export function systemToday(now: Instant = Date.now(), tz: string = DEFAULT_TIME_ZONE): string {
  const [y, m, d] = systemYmd(now, tz);
  return ymdString(y, m, d);
}

/** The default report range: the last {@link REPORT_DEFAULT_DAYS} days up to today. */
export function defaultReportRange(today: string): ReportRange {
  return { beginDate: addDays(today, -(REPORT_DEFAULT_DAYS - 1)), endDate: today };
}

/** What each picker may offer: the start up to the end (and today), the end from the start up to today. */
export function reportPickerBounds(range: ReportRange, today: string) {
  return {
    startMax: range.endDate < today ? range.endDate : today,
    endMin: range.beginDate,
    endMax: today,
  };
}

/** Is the range one the pickers could have produced? */
export const isValidReportRange = (range: ReportRange, today: string): boolean =>
  range.beginDate <= range.endDate && range.endDate <= today;

/**
 * The range after choosing a start: a future day becomes today, and a start after the end
 * moves the end along with it (the pickers never offer that, but a typed or stale value may).
 * With `maxDays` (the server's longest report), an end too far away comes closer.
 */
export function withBeginDate(range: ReportRange, beginDate: string, today: string, maxDays?: number): ReportRange {
  const begin = beginDate > today ? today : beginDate;
  let end = range.endDate < begin ? begin : range.endDate;
  if (maxDays !== undefined && end > addDays(begin, maxDays - 1)) end = addDays(begin, maxDays - 1);
  return { beginDate: begin, endDate: end };
}

/**
 * The range after choosing an end: never after today, never before the start. With
 * `maxDays`, a start too far back comes closer.
 */
export function withEndDate(range: ReportRange, endDate: string, today: string, maxDays?: number): ReportRange {
  let end = endDate > today ? today : endDate;
  if (end < range.beginDate) end = range.beginDate;
  let begin = range.beginDate;
  if (maxDays !== undefined && begin < addDays(end, -(maxDays - 1))) begin = addDays(end, -(maxDays - 1));
  return { beginDate: begin, endDate: end };
}

/** Every day of the range, in order (both ends included). */
export function daysOfRange(range: ReportRange): string[] {
  const [by, bm, bd] = parts(range.beginDate);
  const [ey, em, ed] = parts(range.endDate);
  const count = Math.round((Date.UTC(ey, em - 1, ed) - Date.UTC(by, bm - 1, bd)) / DAY_MS) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => ymdString(by, bm, bd + i));
}
