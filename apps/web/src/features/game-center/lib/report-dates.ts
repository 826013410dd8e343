import { DEFAULT_TIME_ZONE, systemYmd } from '@sixmark/shared';

/**
 * Date rules of the live reports (spec 3 §5): no future dates, the end never before the
 * start, and the default range the last 7 days up to today (6 days back, today included).
 * Dates are YYYY-MM-DD calendar days of the system time zone.
 */

export const REPORT_DEFAULT_DAYS_BACK = 6;

export interface DateRange {
  startDate: string;
  endDate: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => {
  const dt = new Date(Date.UTC(y, m - 1, d));
  return `${dt.getUTCFullYear()}-${pad(dt.getUTCMonth() + 1)}-${pad(dt.getUTCDate())}`;
};

/** Today in the system time zone, YYYY-MM-DD. */
export function systemToday(now: number = Date.now(), tz: string = DEFAULT_TIME_ZONE): string {
  const [y, m, d] = systemYmd(now, tz);
  return ymd(y, m, d);
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return ymd(y, m, d + days);
}

export function defaultReportRange(now: number = Date.now(), tz: string = DEFAULT_TIME_ZONE): DateRange {
  const today = systemToday(now, tz);
  return { startDate: addDays(today, -REPORT_DEFAULT_DAYS_BACK), endDate: today };
}

/** A picked start: never after today nor after the end. */
export function pickStart(range: DateRange, start: string, today: string): DateRange {
  const capped = [start, today, range.endDate].sort()[0]!;
  return { ...range, startDate: capped };
}

/** A picked end: never after today nor before the start. */
export function pickEnd(range: DateRange, end: string, today: string): DateRange {
  let e = end > today ? today : end;
  if (e < range.startDate) e = range.startDate;
  return { ...range, endDate: e };
}

/** The bounds each picker offers (YYYY-MM-DD). */
export const pickerBounds = (range: DateRange, today: string) => ({
  startMax: range.endDate < today ? range.endDate : today,
  endMin: range.startDate,
  endMax: today,
});
