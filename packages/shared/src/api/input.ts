import { z } from 'zod';
import { MONEY_MSG, parseYuanInput, type YuanInputOptions } from '../domain/money';
import { fmt, paramTexts } from '../i18n/core';
import { inputHans } from '../i18n/zh-Hans';

/**
 * Building blocks for every request schema. Each bounds what a client may send so that no
 * input reaches PostgreSQL as something it refuses (an int4 above 2^31-1, a NUL byte, year 0)
 * and turns into a 500. Messages are Chinese; the server prefixes them with the field name.
 *
 * Later modules build their schemas from these rather than from bare `z.coerce` / `z.string()`.
 */

/** Largest value of a PostgreSQL `integer` (ids, counts, sort orders). */
export const INT32_MAX = 2_147_483_647;

/** Limits of the shared building blocks, in one place. */
export const INPUT_LIMITS = {
  /** Deep pages are refused: OFFSET beyond this many pages only costs the database. */
  maxPage: 10_000,
  maxRows: 200,
  /** Calendar dates a client may send unless a field says otherwise. */
  minDate: '2000-01-01',
  maxDate: '2100-12-31',
  /** Default length of a short free text (names, remarks) when a field does not say. */
  textMax: 200,
} as const;

export const INPUT_MSG = {
  ...inputHans,
  ...paramTexts<{ int: (min: number, max: number) => string; tooLong: (max: number) => string; date: (min: string, max: string) => string; dateTime: (min: string, max: string) => string; month: (min: string, max: string) => string }>(inputHans, ['int', 'tooLong', 'date', 'dateTime', 'month']),
  tooShort: (min: number) => (min <= 1 ? inputHans.empty : fmt(inputHans.tooShort, min)),
} as const;

/* ---------------- numbers ---------------- */

// Digits only: `z.coerce.number()` also takes "0x10", "1e3", " ", true and [] as numbers.
const INT_TEXT_RE = /^\s*[+-]?\d{1,20}\s*$/;

/** A JSON number, or a query/form string of decimal digits, as a number; NaN otherwise. */
function toInt(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && INT_TEXT_RE.test(value)) return Number(value);
  return Number.NaN;
}

/** The int check of {@link boundedInt} and {@link optionalInt}. */
function intCheck(min: number, max: number) {
  const message = INPUT_MSG.int(min, max);
  return (v: number | string, ctx: z.RefinementCtx): number => {
    const n = toInt(v);
    if (!Number.isSafeInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message, input: v });
      return z.NEVER;
    }
    return n;
  };
}

/**
 * An integer in [min, max] from JSON or from a query/form string (decimal digits only).
 * Booleans, hex, exponents and fractions are refused. Defaults to the int4 range from 0.
 */
export function boundedInt(min = 0, max = INT32_MAX) {
  return z.union([z.number(), z.string()], { error: INPUT_MSG.int(min, max) }).transform(intCheck(min, max));
}

/** A row id: a positive int4. */
export const idInt = () => boundedInt(1, INT32_MAX);

/**
 * An optional {@link boundedInt}; an empty query/form value (`?templateId=`) counts as absent,
 * as browsers send empty fields.
 */
export function optionalInt(min = 0, max = INT32_MAX) {
  const check = intCheck(min, max);
  return z
    .union([z.number(), z.string()], { error: INPUT_MSG.int(min, max) })
    .optional()
    .transform((v, ctx) => (v === undefined || v === '' ? undefined : check(v, ctx)));
}

/** The `page`/`rows` pair of a paged list, with this list's default and largest page size. */
export function pageFields(defaultRows = 20, maxRows: number = INPUT_LIMITS.maxRows) {
  return {
    page: boundedInt(1, INPUT_LIMITS.maxPage).default(1).describe('页码'),
    rows: boundedInt(1, maxRows).default(defaultRows).describe('每页条数'),
  };
}

/* ---------------- text ---------------- */

// C0 controls (NUL among them), DEL and C1 controls. PostgreSQL refuses NUL in text and
// jsonb; the others are invisible and only ever arrive from scripts. Built with RegExp():
// matching control characters is the point here, which no-control-regex flags in literals.
const C0 = '\\u0000-\\u001f';
const C1 = '\\u007f-\\u009f';
const CONTROL_RE = new RegExp(`[${C0}${C1}]`, 'g');
// Free text that may span lines keeps tab, line feed and carriage return.
const CONTROL_EXCEPT_LINES_RE = new RegExp(`[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f${C1}]`, 'g');
const HAS_CONTROL_RE = new RegExp(`[${C0}${C1}]`);
// Half of a surrogate pair with no other half: not a character, and jsonb refuses its escape.
const LONE_SURROGATE_RE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const HAS_LONE_SURROGATE_RE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The text with control characters and lone surrogates removed (tab and line breaks kept when
 * `multiline`).
 */
export const stripControls = (value: string, multiline = false): string =>
  value.replace(multiline ? CONTROL_EXCEPT_LINES_RE : CONTROL_RE, '').replace(LONE_SURROGATE_RE, '');

/** Whether the text contains a control character (NUL, ESC, DEL, C1…) or a lone surrogate. */
export const hasControls = (value: string): boolean => HAS_CONTROL_RE.test(value) || HAS_LONE_SURROGATE_RE.test(value);

/**
 * Free text a person typed (names, remarks, search words, HTML of the operator): control
 * characters are stripped (tab and line breaks kept when `multiline`), then it is trimmed
 * and bounded. Chain `.min()`, `.regex()`, `.optional()`, `.default()` as on any string.
 */
export function safeText(max: number = INPUT_LIMITS.textMax, opts: { multiline?: boolean; trim?: boolean } = {}) {
  const s = z
    .string({ error: INPUT_MSG.text })
    .max(max * 4 + 64, { error: INPUT_MSG.tooLong(max), abort: true }) // cheap refusal of megabytes before the regex runs
    .overwrite((v) => stripControls(v, opts.multiline));
  return (opts.trim === false ? s : s.trim()).max(max, { error: INPUT_MSG.tooLong(max) });
}

/**
 * Text that must arrive exactly as sent: account names, passwords, codes, tokens, ids.
 * A control character is refused, never silently removed (a password with a NUL in it is not
 * the password the member will type next time).
 */
export function strictText(max: number) {
  return z
    .string({ error: INPUT_MSG.text })
    .max(max, { error: INPUT_MSG.tooLong(max), abort: true })
    .refine((v) => !hasControls(v), { error: INPUT_MSG.control });
}

/* ---------------- dates and times ---------------- */

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `YYYY-MM-DD` names a day that exists (no 2025-02-30, no year 0). */
export function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  const last = new Date(Date.UTC(2000, mo, 0)).getUTCDate(); // days of the month in a leap year
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= (mo === 2 && !leap ? 28 : last);
}

/**
 * A real calendar day `YYYY-MM-DD` in [min, max] (default 2000-01-01 to 2100-12-31). Same-width
 * ISO dates compare as strings.
 */
export function isoDate(min: string = INPUT_LIMITS.minDate, max: string = INPUT_LIMITS.maxDate) {
  const message = INPUT_MSG.date(min, max);
  return z
    .string({ error: message })
    .max(10, { error: message, abort: true })
    .refine((v) => isCalendarDate(v) && v >= min && v <= max, { error: message });
}

/** A month `YYYY-MM` within the years of {@link isoDate}'s default range. */
export function isoMonth(min = INPUT_LIMITS.minDate.slice(0, 7), max = INPUT_LIMITS.maxDate.slice(0, 7)) {
  const message = INPUT_MSG.month(min, max);
  return z
    .string({ error: message })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: message })
    .refine((v) => v >= min && v <= max, { error: message });
}

// A date, optionally with a time and a zone: 2025-01-01, 2025-01-01 08:00, 2025-01-01T08:00:00.000+08:00.
const DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})(?:[T ]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,3})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

/**
 * A date or date-time PostgreSQL reads as a timestamp (`YYYY-MM-DD`, optionally ` HH:mm[:ss]`
 * or ISO `T…` with a zone), whose day is real and within the date range.
 */
export function isoDateTime(min: string = INPUT_LIMITS.minDate, max: string = INPUT_LIMITS.maxDate) {
  const message = INPUT_MSG.dateTime(min, max);
  return z
    .string({ error: message })
    .max(40, { error: message, abort: true })
    .refine(
      (v) => {
        const day = DATE_TIME_RE.exec(v)?.[1];
        return day !== undefined && isCalendarDate(day) && day >= min && day <= max;
      },
      { error: message },
    );
}

/** A year within the range of {@link isoDate}. */
export const yearInt = () => boundedInt(Number(INPUT_LIMITS.minDate.slice(0, 4)), Number(INPUT_LIMITS.maxDate.slice(0, 4)));

/** Unix milliseconds within the date range (2000-01-01 to 2100-12-31 UTC). */
export function epochMs() {
  const min = Date.UTC(2000, 0, 1);
  const max = Date.UTC(2101, 0, 1) - 1;
  return z.number({ error: INPUT_MSG.time }).int({ error: INPUT_MSG.time }).min(min, { error: INPUT_MSG.time }).max(max, { error: INPUT_MSG.time });
}

/* ---------------- money ---------------- */

/**
 * A yuan amount from a client, parsed by the shared money rules ({@link parseYuanInput}) and
 * answered as exact **integer thousandths**: `"12.34"` → 12340. Refuses `"0x10"`, `true`,
 * zero, more decimals than allowed (2 by default) and amounts above the maximum.
 */
export function yuanAmount(opts: YuanInputOptions = {}) {
  return z
    .union([z.number(), z.string()], { error: MONEY_MSG.invalid })
    .transform((v, ctx) => {
      const r = parseYuanInput(v, opts);
      if (!r.ok) {
        ctx.addIssue({ code: 'custom', message: r.message, input: v });
        return z.NEVER;
      }
      return r.milli;
    })
    .describe('金额（元）；服务器换算为千分之一元的整数');
}

/** An operator's on/off switch body (games, providers, chat rooms): `{ enabled }`. */
export const adminEnabledBodySchema = z.object({ enabled: z.boolean() });
