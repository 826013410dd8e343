import { DEFAULT_TIME_ZONE } from '../constants';
import { formatSystemTime, systemWallTime } from './system-time';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** `YYYY-MM-DD HH:mm[:ss]` with no zone: how the API writes wall-clock times (system zone). */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Milliseconds of a timestamp; a 10-digit number (or numeric string) is Unix seconds. A wall-clock
 * time with no zone is one in the system zone `tz`, as the API writes them: read by the device's
 * own zone it was hours off on a phone elsewhere, and differed between the server and the browser.
 */
export function toEpochMs(value: number | string | Date, tz: string = DEFAULT_TIME_ZONE): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string') {
    const wall = WALL_CLOCK.exec(value.trim());
    if (wall) {
      const [, y, mo, d, h, mi, sec] = wall.map(Number) as number[];
      return systemWallTime(y!, mo!, d!, h! * 60 + mi!, tz) + (Number.isNaN(sec) ? 0 : sec!) * 1000;
    }
  }
  const n =
    typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : Date.parse(value);
  return String(Math.trunc(Math.abs(n))).length === 10 ? n * 1000 : n;
}

/**
 * Time-ago of spec 2 §9: under 1 hour HH:mm (of the time itself, system time zone), under 24
 * hours N小时前, under 30 days N天前, under 12 months N个月前, otherwise N年前.
 */
export function timeAgo(
  value: number | string | Date,
  now: number = Date.now(),
  tz: string = DEFAULT_TIME_ZONE,
): string {
  const at = toEpochMs(value, tz);
  const diff = Math.max(0, now - at);
  if (diff < HOUR) return formatSystemTime(at, 'HH:mm', tz);
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  const days = Math.floor(diff / DAY);
  if (days < 30) return `${days}天前`;
  const months = Math.floor(days / 30);
  if (months < 12) return `${months}个月前`;
  return `${Math.max(1, Math.floor(days / 365))}年前`;
}
