import dayjs, { type Dayjs } from 'dayjs';
// The .js suffix: the built server keeps dayjs external and Node's ESM loader needs the file name.
import utc from 'dayjs/plugin/utc.js';
import { DEFAULT_TIME_ZONE } from '../constants';

dayjs.extend(utc);

/**
 * The system time zone (the `time_zone` setting, default Asia/Shanghai): the one place where
 * instants become wall-clock dates and back. Maintenance windows, cancel cut-offs, calendars,
 * reports, turn numbers and displayed times all go through here, so a zone with daylight
 * saving (or a setting other than UTC+8) is handled by the tz database, never by a fixed offset.
 * Every function takes the zone as its last argument, defaulting to {@link DEFAULT_TIME_ZONE}.
 */

export type Instant = Date | number | string;

const MIN = 60_000;

/**
 * True when `tz` is an IANA zone this runtime knows (a bad setting must not throw later). A known
 * zone's formatter is made once and kept for the conversions below: a new ICU formatter per call
 * was 60 ms at 4x CPU slowdown on the game center's first render (issue 16).
 */
export function isValidTimeZone(tz: string): boolean {
  if (tz in UTC8_SINCE_1992) return true;
  try {
    wallClockOf(tz);
    return true;
  } catch {
    return false;
  }
}

/** The zone to use for a setting value: the setting when it names a known zone, else the default. */
export const systemTimeZoneOf = (setting: string | null | undefined): string =>
  setting && isValidTimeZone(setting) ? setting : DEFAULT_TIME_ZONE;

// One formatter per zone. dayjs's timezone plugin called toLocaleString with a time zone, which
// builds a new ICU formatter on every call: 20–25 ms of a home page's first render at 4x CPU
// slowdown went there (issue 16).
const wallClocks = new Map<string, Intl.DateTimeFormat>();
const wallClockOf = (tz: string) => {
  let format = wallClocks.get(tz);
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
    wallClocks.set(tz, format);
  }
  return format;
};

/**
 * Zones whose offset has been UTC+8 with no daylight saving since 1992 in the tz database (Hong
 * Kong, Macau and Taipei since 1979, Shanghai since 1991): their offset at a later instant needs
 * no ICU formatter, and making a page's first one is the longest single step of a first load on a
 * slow phone (~100 ms at 4x CPU slowdown; issue 16). Earlier instants, and every other zone, go
 * through the formatter. system-time.test.ts checks the table against the runtime's tz database.
 */
export const UTC8_SINCE_1992: Readonly<Record<string, true>> = {
  'Asia/Shanghai': true,
  'Asia/Hong_Kong': true,
  'Asia/Macau': true,
  'Asia/Taipei': true,
};
const SINCE_1992 = Date.UTC(1991, 11, 31, 16); // 1992-01-01 00:00 at UTC+8

/**
 * Makes the zone's formatter now (web start-up, in a task of its own before the first render):
 * the first ICU formatter of a page takes 60–80 ms at 4x CPU slowdown, and made inside the first
 * render it lengthened that render's longest task by as much (issue 16).
 */
export function prepareSystemTime(tz: string = DEFAULT_TIME_ZONE): void {
  if (!(tz in UTC8_SINCE_1992)) isValidTimeZone(tz);
}

/** Minutes east of UTC of zone `tz` at epoch ms `ms`, from the zone's wall clock at that second. */
function zoneOffsetAt(ms: number, tz: string): number {
  if (ms >= SINCE_1992 && tz in UTC8_SINCE_1992) return 480;
  const second = Math.floor(ms / 1000) * 1000;
  const part: Record<string, number> = {};
  for (const p of wallClockOf(tz).formatToParts(second))
    if (p.type !== 'literal') part[p.type] = Number(p.value);
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return Math.round((wall - second) / MIN);
}

/** An instant as a dayjs in the system zone (for formatting or wall-clock reads). */
export function toSystemTime(at: Instant, tz: string = DEFAULT_TIME_ZONE): Dayjs {
  const d = dayjs(at);
  const offset = zoneOffsetAt(d.valueOf(), tz);
  // dayjs reads |n| <= 16 as hours; no zone's offset today is between 1 and 16 minutes.
  return Math.abs(offset) <= 16 && offset !== 0 ? d.utcOffset(offset / 60) : d.utcOffset(offset);
}

/** Minutes east of UTC of the zone at that instant (480 for Asia/Shanghai; varies with DST). */
export const systemUtcOffset = (at: Instant, tz: string = DEFAULT_TIME_ZONE): number => toSystemTime(at, tz).utcOffset();

/** Calendar date (year, month 1-12, day) of an instant in the system zone. */
export function systemYmd(at: Instant, tz: string = DEFAULT_TIME_ZONE): [number, number, number] {
  const d = toSystemTime(at, tz);
  return [d.year(), d.month() + 1, d.date()];
}

/** Epoch ms of the wall-clock time `y-m-d hh:mm` in the system zone (month 1-12; overflow rolls). */
export function systemWallTime(y: number, m: number, d: number, minutes = 0, tz: string = DEFAULT_TIME_ZONE): number {
  // Normalise overflowing days/months on a zone-free calendar first, then place it in the zone.
  const day = new Date(Date.UTC(y, m - 1, d));
  const guess = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) + minutes * MIN;
  // The wall time read as UTC, minus the zone's offset there; a second pass settles DST edges.
  let at = guess - systemUtcOffset(guess, tz) * MIN;
  at = guess - systemUtcOffset(at, tz) * MIN;
  return at;
}

/** Epoch ms of midnight starting the system-zone day that contains `at`. */
export function startOfSystemDay(at: Instant, tz: string = DEFAULT_TIME_ZONE): number {
  const [y, m, d] = systemYmd(at, tz);
  return systemWallTime(y, m, d, 0, tz);
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instants `[start, end)` of a system-zone calendar day given as `YYYY-MM-DD` (or as an
 * instant inside it). 24 hours except on DST change days.
 */
export function systemDayRange(date: string | Instant, tz: string = DEFAULT_TIME_ZONE): { start: number; end: number } {
  let y: number, m: number, d: number;
  const match = typeof date === 'string' ? DATE_RE.exec(date) : null;
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else [y, m, d] = systemYmd(date, tz);
  return { start: systemWallTime(y, m, d, 0, tz), end: systemWallTime(y, m, d + 1, 0, tz) };
}

/** The instants `[start, end)` of a system-zone calendar month (month 1-12). */
export function systemMonthRange(year: number, month: number, tz: string = DEFAULT_TIME_ZONE): { start: number; end: number } {
  return { start: systemWallTime(year, month, 1, 0, tz), end: systemWallTime(year, month + 1, 1, 0, tz) };
}

/** An instant formatted in the system zone (dayjs tokens; default the specs' YYYY/MM/DD HH:mm). */
export const formatSystemTime = (at: Instant, format = 'YYYY/MM/DD HH:mm', tz: string = DEFAULT_TIME_ZONE): string =>
  toSystemTime(at, tz).format(format);

/** Minutes since midnight of an `HH:mm` string (bad parts count as 0). */
export function minutesOfHhmm(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (Number.isFinite(h) ? h! : 0) * 60 + (Number.isFinite(m) ? m! : 0);
}

/** The next instant strictly after `now` whose system-zone wall clock reads `HH:mm`. */
export function nextSystemTimeOfDay(hhmm: string, now: number, tz: string = DEFAULT_TIME_ZONE): number {
  const [y, m, d] = systemYmd(now, tz);
  const minutes = minutesOfHhmm(hhmm);
  for (let k = 0; k <= 2; k++) {
    const at = systemWallTime(y, m, d + k, minutes, tz);
    if (at > now) return at;
  }
  return systemWallTime(y, m, d + 3, minutes, tz);
}
