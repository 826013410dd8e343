import type { OddsTable, PlayDef, YearTables } from '@sixmark/shared';
import type { Draft } from '../lib/draft';

/** What every picker gets: the play, the draft it edits, the current prices and year tables. */
export interface PickProps {
  def: PlayDef;
  draft: Draft;
  onChange: (next: Draft) => void;
  odds: OddsTable;
  tables: YearTables;
}

/** Odds as the pickers print them ("48.265"), or -- when the play has no price now. */
export const oddsLabel = (v: number | undefined) => (v === undefined ? '--' : String(v));
