import { DEFAULT_TIME_ZONE } from '../constants';
import { systemWallTime } from './system-time';

/**
 * A game's maintenance window (spec 1 §3 Game.maintain, §4 Maintenance): the string
 * `start~end`, each side a wall-clock time in the **system time zone** (the `time_zone`
 * setting), `YYYY-MM-DD HH:mm` or `YYYY-MM-DD HH:mm:ss`. The game is in maintenance when now is
 * between start and end, **inclusive at both ends**. An end written to the minute includes that
 * whole minute (`~12:30` still holds at 12:30:59.999); to the second, that whole second. An empty,
 * malformed or reversed window means no maintenance (the operator API refuses those).
 * Web and server both call {@link isInMaintenance}, so the 维护中 overlay and the launch refusal
 * can never disagree.
 */

export const MAINTAIN_SEPARATOR = '~';

const PART_RE = /^\s*(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?\s*$/;

export interface MaintenanceWindow {
  /** First instant in maintenance (epoch ms). */
  start: number;
  /** Last instant in maintenance (epoch ms, inclusive). */
  end: number;
}

/** One side of the window as epoch ms of its first instant and its precision; null if malformed. */
function parsePart(text: string, tz: string): { at: number; unitMs: number } | null {
  const m = PART_RE.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi] = [1, 2, 3, 4, 5].map((i) => Number(m[i]));
  const s = m[6] === undefined ? null : Number(m[6]);
  if (mo! < 1 || mo! > 12 || d! < 1 || d! > 31 || h! > 23 || mi! > 59 || (s !== null && s > 59)) return null;
  // Refuse 2026-02-30 instead of rolling it over to March.
  if (new Date(Date.UTC(y!, mo! - 1, d!)).getUTCDate() !== d) return null;
  const at = systemWallTime(y!, mo!, d!, h! * 60 + mi!, tz) + (s ?? 0) * 1000;
  return { at, unitMs: s === null ? 60_000 : 1000 };
}

/** The window of a `start~end` string in the system zone, or null when empty, malformed or reversed. */
export function parseMaintainWindow(maintain: string | null | undefined, tz: string = DEFAULT_TIME_ZONE): MaintenanceWindow | null {
  if (!maintain) return null;
  const parts = maintain.split(MAINTAIN_SEPARATOR);
  if (parts.length !== 2) return null;
  const start = parsePart(parts[0]!, tz);
  const end = parsePart(parts[1]!, tz);
  if (!start || !end) return null;
  const last = end.at + end.unitMs - 1;
  if (last < start.at) return null;
  return { start: start.at, end: last };
}

/** Whether a maintain string is empty (no maintenance) or a valid window (operator input check). */
export const isValidMaintain = (maintain: string, tz: string = DEFAULT_TIME_ZONE): boolean =>
  maintain.trim() === '' || parseMaintainWindow(maintain, tz) !== null;

/** Whether the game is in maintenance at `now` (epoch ms): start ≤ now ≤ end, in the system zone. */
export function isInMaintenance(maintain: string | null | undefined, now: number, tz: string = DEFAULT_TIME_ZONE): boolean {
  const w = parseMaintainWindow(maintain, tz);
  return w !== null && now >= w.start && now <= w.end;
}
