import type { OddsTable, YearTables } from './types';

/**
 * Fair odds (no house margin, stake included) of a price key for a year, computed exactly from
 * the number of winning, tying and losing draws (enumeration / combinatorics over the 49 balls):
 * fair = (1 − P(tie)) / P(win). The two-tier plays split their fair return in the tier ratio of
 * §6's [AK-S2] prices (中三 = 5 × 中二; 中二 = 5/3 × 中特), so o_hi·P_hi + o_lo·P_lo = 1.
 * Throws RangeError for an unknown key.
 */
export function fairOdds(priceKey: string, tables: YearTables): number {
  void priceKey;
  void tables;
  throw new Error('not implemented');
}

/** Default house margin: default odds = fair × 0.985 (§10), rounded down to 3 decimals. */
export const DEFAULT_RETURN_RATE = 0.985;

/** The shipped odds of every price key for a year: fair × 0.985 rounded down to 3 decimals (≤ fair). */
export function defaultOdds(tables: YearTables): OddsTable {
  void tables;
  throw new Error('not implemented');
}
