/**
 * Payout in thousandths of a yuan of a stake at a multiplier (decimal string or number with a
 * finite decimal form, e.g. '48.265' or '3.880900'), computed exactly with BigInt and rounded
 * half-down to the cent (§14.9): 0.005 yuan rounds down, anything above rounds up.
 * `capMilli` caps the result (parlays: PARLAY_PAYOUT_CAP_MILLI).
 */
export function payoutOf(stakeMilli: number, multiplier: string | number, capMilli?: number): number {
  void stakeMilli;
  void multiplier;
  void capMilli;
  throw new Error('not implemented');
}
