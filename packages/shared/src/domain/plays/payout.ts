import { parseDecimal } from './decimal';
import { PARLAY_PAYOUT_CAP_MILLI } from './catalogue';
import type { PlayCode } from './types';

const MILLI_PER_CENT = 10n;

/**
 * Payout in thousandths of a yuan of a stake at a multiplier (decimal string or number with a
 * finite decimal form, e.g. '48.265' or '3.880900'), computed exactly with BigInt and rounded
 * half-down to the cent (§14.9): exactly half a cent rounds down, anything above rounds up.
 * `capMilli` caps the result (parlays: PARLAY_PAYOUT_CAP_MILLI). Throws RangeError for a
 * negative or non-integer stake or a malformed multiplier.
 */
export function payoutOf(stakeMilli: number, multiplier: string | number, capMilli?: number): number {
  if (!Number.isSafeInteger(stakeMilli) || stakeMilli < 0) throw new RangeError(`bad stake ${stakeMilli}`);
  const { units, scale } = parseDecimal(multiplier);
  const numerator = BigInt(stakeMilli) * units;
  const denominator = 10n ** BigInt(scale) * MILLI_PER_CENT;
  let cents = numerator / denominator;
  const rest = numerator - cents * denominator;
  if (rest * 2n > denominator) cents += 1n;
  const milli = cents * MILLI_PER_CENT;
  const capped = capMilli !== undefined && milli > BigInt(capMilli) ? BigInt(capMilli) : milli;
  return Number(capped);
}

/**
 * Payout (thousandths) of one settled 注 at a unit stake: `payoutOf` with the parlay cap applied
 * to ZM_PARLAY lines (`parlayCapMilli`, default PARLAY_PAYOUT_CAP_MILLI, operator-configurable).
 */
export function linePayoutOf(
  play: PlayCode,
  stakeMilli: number,
  multiplier: string | number,
  parlayCapMilli: number = PARLAY_PAYOUT_CAP_MILLI,
): number {
  return payoutOf(stakeMilli, multiplier, play === 'ZM_PARLAY' ? parlayCapMilli : undefined);
}
