import { DEFAULT_TIME_ZONE } from '../constants';
import { formatSystemTime } from './system-time';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Milliseconds of a timestamp; a 10-digit number (or numeric string) is Unix seconds. */
export function toEpochMs(value: number | string | Date): number {
  if (value instanceof Date) return value.getTime();
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
  const at = toEpochMs(value);
  const diff = Math.max(0, now - at);
  if (diff < HOUR) return formatSystemTime(at, 'HH:mm', tz);
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  const days = Math.floor(diff / DAY);
  if (days < 30) return `${days}天前`;
  const months = Math.floor(days / 30);
  if (months < 12) return `${months}个月前`;
  return `${Math.max(1, Math.floor(days / 365))}年前`;
}
