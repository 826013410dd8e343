import type { BetLine, OddsTable, PlaySelection, YearTables } from './types';

/**
 * Expands a selection into its 注 with the odds each would be placed at (the odds it can pay per
 * tier, 本命/0尾 roles decided here from `tables`). Throws PlayError (Chinese message) for an
 * invalid selection (see `selectionProblem`) or when a needed price is missing from `odds`
 * ('该玩法暂未开放').
 */
export function expandSelection(selection: PlaySelection, tables: YearTables, odds: OddsTable): { lines: BetLine[] } {
  void selection;
  void tables;
  void odds;
  throw new Error('not implemented');
}

/** Number of 注 a selection expands into (no odds needed; throws PlayError when invalid). */
export function countLines(selection: PlaySelection): number {
  void selection;
  throw new Error('not implemented');
}
