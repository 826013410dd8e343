/**
 * Money rules shared by server and web. Stored amounts are integer thousandths of a yuan
 * ("milli"); the API and the screens speak yuan. Every conversion between the two goes
 * through this file, on decimal digits rather than binary floating point, so 0.29 yuan is
 * 290 and never 289.99999.
 */
import { fmt, paramTexts } from '../i18n/core';
import { moneyHans } from '../i18n/zh-Hans';

export const MILLI_PER_YUAN = 1000;
/** Decimals of a thousandth. */
const MILLI_DECIMALS = 3;

/** The largest amount (yuan) any single money call accepts. */
export const MONEY_MAX_YUAN = 100_000_000;
/** Decimals a member may type in a yuan amount unless a call says otherwise. */
export const MONEY_INPUT_DECIMALS = 2;

export const MONEY_MSG = {
  ...moneyHans,
  decimals: (n: number) => (n === 0 ? moneyHans.integer : fmt(moneyHans.decimals, n)),
  ...paramTexts<{ tooLarge: (max: number) => string }>(moneyHans, ['tooLarge']),
} as const;

// A plain decimal: optional sign, digits, optional fraction. No exponent, hex, spaces inside.
const DECIMAL_RE = /^([+-]?)(\d+)(?:\.(\d+))?$/;
// Longer strings are refused before BigInt sees them (a 1 MB string of digits is not money).
const MAX_DECIMAL_CHARS = 32;

interface Decimal {
  negative: boolean;
  int: string;
  /** Fraction digits without trailing zeros. */
  frac: string;
}

/** A finite number or a decimal string as its exact decimal digits; null for anything else. */
function toDecimal(value: unknown): Decimal | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // The shortest text that round-trips is the decimal the sender wrote (0.1, not 0.1000000000000000055).
    text = String(value);
    // Tiny numbers print as 1e-7: spell their digits out (they fail any decimals limit anyway).
    if (text.includes('e') && Math.abs(value) < 1) text = value.toFixed(20);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  if (text.length > MAX_DECIMAL_CHARS) return null;
  const m = DECIMAL_RE.exec(text);
  if (!m) return null;
  return { negative: m[1] === '-', int: m[2]!, frac: (m[3] ?? '').replace(/0+$/, '') };
}

/** Exact thousandths of a decimal with at most 3 fraction digits. */
function decimalToMilli(d: Decimal): bigint {
  const milli = BigInt(d.int) * BigInt(MILLI_PER_YUAN) + BigInt(d.frac.padEnd(MILLI_DECIMALS, '0') || '0');
  return d.negative ? -milli : milli;
}

/**
 * Yuan → thousandths, exact: `yuanToMilliBig('0.29')` is `290n`. Digits beyond the third
 * decimal round half away from zero on the decimal digits (for computed or configured
 * values; member input is refused before that by {@link parseYuanInput}). Throws a
 * RangeError for anything that is not a finite decimal.
 */
export function yuanToMilliBig(yuan: number | string): bigint {
  const d = toDecimal(yuan);
  if (!d) throw new RangeError(`not a yuan amount: ${String(yuan).slice(0, 40)}`);
  if (d.frac.length <= MILLI_DECIMALS) return decimalToMilli(d);
  const kept = decimalToMilli({ ...d, frac: d.frac.slice(0, MILLI_DECIMALS) });
  const roundUp = d.frac.charCodeAt(MILLI_DECIMALS) >= '5'.charCodeAt(0);
  return roundUp ? kept + (d.negative ? -1n : 1n) : kept;
}

/** Yuan → thousandths as a JS number (exact; throws when beyond the safe integer range). */
export function yuanToMilli(yuan: number | string): number {
  const milli = yuanToMilliBig(yuan);
  if (milli > BigInt(Number.MAX_SAFE_INTEGER) || milli < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`yuan amount out of range: ${String(yuan).slice(0, 40)}`);
  }
  return Number(milli);
}

/**
 * Thousandths → yuan for answers and screens. An integer divided by 1000 is the double
 * nearest the decimal, so `milliToYuan(12345)` prints as 12.345.
 */
export function milliToYuan(milli: number | bigint | string): number {
  const n = typeof milli === 'number' ? milli : Number(milli);
  return n / MILLI_PER_YUAN;
}

export interface YuanInputOptions {
  /** Fraction digits allowed (0 to 3); 2 unless the call says otherwise. */
  decimals?: number;
  /** Largest absolute amount in yuan. */
  maxYuan?: number;
  /** Operator adjustments: a negative amount deducts (zero is still refused). */
  allowNegative?: boolean;
}

export type YuanInputResult = { ok: true; milli: number } | { ok: false; message: string };

/**
 * A yuan amount typed by a person or sent by a client → exact thousandths, or the Chinese
 * reason it is refused. Accepts a finite number or a plain decimal string only: `"0x10"`,
 * `"1e3"`, `true`, `""`, NaN and Infinity are refused, as are more decimals than allowed
 * (never rounded away), zero, negatives (unless allowed) and amounts above the maximum.
 */
export function parseYuanInput(value: unknown, opts: YuanInputOptions = {}): YuanInputResult {
  const decimals = opts.decimals ?? MONEY_INPUT_DECIMALS;
  const maxYuan = opts.maxYuan ?? MONEY_MAX_YUAN;
  if (decimals < 0 || decimals > MILLI_DECIMALS) throw new RangeError('decimals must be 0 to 3');
  const d = toDecimal(value);
  if (!d) {
    const huge = typeof value === 'number' && Number.isFinite(value) && Math.abs(value) > maxYuan;
    return { ok: false, message: huge ? MONEY_MSG.tooLarge(maxYuan) : MONEY_MSG.invalid };
  }
  if (d.negative && !opts.allowNegative) return { ok: false, message: MONEY_MSG.positive };
  if (d.frac.length > decimals) return { ok: false, message: MONEY_MSG.decimals(decimals) };
  const milli = decimalToMilli(d);
  if (milli === 0n) return { ok: false, message: opts.allowNegative ? MONEY_MSG.nonZero : MONEY_MSG.positive };
  const abs = milli < 0n ? -milli : milli;
  if (abs > yuanToMilliBig(maxYuan)) return { ok: false, message: MONEY_MSG.tooLarge(maxYuan) };
  return { ok: true, milli: Number(milli) };
}

// Made on first use, not when the module loads: building an ICU number formatter took 60 ms of
// every first load at 4x CPU slowdown (a sampled profile of the start-up, issue 16), and most
// first screens show no money.
let formatter: Intl.NumberFormat | undefined;

/** A balance as the specs show it: zh-CN grouping with 2 to 3 decimals (spec 1 §9). */
export const formatMoney = (yuan: number | null | undefined): string =>
  (formatter ??= new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 3 })).format(
    Number.isFinite(yuan) ? (yuan as number) : 0,
  );

/** Stored thousandths shown as yuan (e.g. on the sandbox pay page). */
export const formatMilli = (milli: number | bigint | string): string => formatMoney(milliToYuan(milli));
