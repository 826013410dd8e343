/** Rebate choices of the pickers: tenths of a percent point, as the rebate is stored with 2 decimals. */
export const REBATE_STEP = 0.1;

const tenths = (v: number) => Math.round(v * 10);

/**
 * The rebates an agent may grant, highest first: every step from `max` down to `min`, both
 * included. Bounds that are not on a step are rounded inwards so no choice leaves the range.
 */
export function rebateOptions(min: number, max: number): number[] {
  const lo = Math.ceil(min * 10 - 1e-9);
  const hi = Math.floor(max * 10 + 1e-9);
  const out: number[] = [];
  for (let t = hi; t >= lo; t--) out.push(t / 10);
  return out;
}

/** `value` moved into [min, max] on the picker's steps (a stale value after the range changed). */
export function clampRebate(value: number, min: number, max: number): number {
  const options = rebateOptions(min, max);
  if (options.length === 0) return min;
  const t = tenths(value);
  const inside = options.find((o) => tenths(o) <= t);
  return inside ?? options[options.length - 1]!;
}

/** A rebate as shown: one decimal and a percent sign. */
export const formatRebate = (v: number) => `${v.toFixed(1)}%`;
