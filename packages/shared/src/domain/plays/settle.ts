import type { BetLine, Draw, SettleResult, YearTables } from './types';

/**
 * Settles one 注 against a final draw with the period's frozen tables. Pure and allocation-light:
 * the server settles 100,000 注 of a period with it.
 */
export function settleLine(line: BetLine, draw: Draw, tables: YearTables): SettleResult {
  void line;
  void draw;
  void tables;
  throw new Error('not implemented');
}
