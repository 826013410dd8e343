/** Exact decimals as (integer units, decimal places) — odds have ≤ 3 places, parlay products more. */
export interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL_TEXT = /^(\d{1,12})(?:\.(\d{1,24}))?$/;

/** Parses a non-negative decimal ('48.265', '3.8809', 2.5). Throws RangeError on anything else. */
export function parseDecimal(value: string | number): Decimal {
  const text = typeof value === 'number' ? String(value) : value;
  const m = DECIMAL_TEXT.exec(text);
  if (!m) throw new RangeError(`not a decimal: ${text}`);
  const frac = m[2] ?? '';
  return { units: BigInt(m[1]! + frac), scale: frac.length };
}

export const multiplyDecimal = (a: Decimal, b: Decimal): Decimal => ({
  units: a.units * b.units,
  scale: a.scale + b.scale,
});

/** Plain decimal text without trailing zeros ('3.8809', '1', '0'). */
export function formatDecimal({ units, scale }: Decimal): string {
  const digits = units.toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale).replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}
