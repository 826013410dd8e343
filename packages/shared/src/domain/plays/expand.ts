import { NIUNIU_TIERS } from '../niuniu';
import { parlayLegsOf, parlayOdds } from './parlay';
import { BENMING, NORMAL, TAIL0 } from './price-keys';
import { lineKeysOf } from './selection';
import { PlayError, type BetLine, type OddsTable, type PlaySelection, type YearTables } from './types';

/** Price keys of one 注 (its key as made by lineKeysOf), roles decided from the tables. */
export function linePriceKeys(play: BetLine['play'], key: string, tables: YearTables): string[] {
  const parts = key.split(',');
  switch (play) {
    case 'TM_NUM':
    case 'ZM_ANY':
    case 'ZMT':
    case 'LM_4QZ':
    case 'LM_3QZ':
    case 'LM_2QZ':
    case 'LM_TC':
      return [play];
    case 'LM_3Z2':
      return [`${play}:中三`, `${play}:中二`];
    case 'LM_2ZT':
      return [`${play}:中二`, `${play}:中特`];
    case 'ZM_POS':
      return [`${play}:${key.slice(key.indexOf(':') + 1)}`];
    case 'ZM_PARLAY':
      return parts.map((leg) => `${play}:${leg.slice(leg.indexOf(':') + 1)}`);
    case 'TM_ZODIAC':
    case 'PT_ZODIAC':
    case 'ZX':
      return [`${play}:${key === tables.yearZodiac ? BENMING : NORMAL}`];
    case 'TM_HEAD':
    case 'TM_TAIL':
    case 'PT_TAIL':
      return [`${play}:${key.startsWith('0') ? '0' : NORMAL}`];
    case 'TM_HX':
      return [`${play}:${parts.length}`];
    case 'BZ':
      return [`${play}:${parts.length}`];
    case 'LX_HIT':
    case 'LX_MISS':
      return [`${play}:${parts.length}:${parts.includes(tables.yearZodiac) ? BENMING : NORMAL}`];
    case 'LW_HIT':
    case 'LW_MISS':
      return [`${play}:${parts.length}:${parts.includes(TAIL0) ? TAIL0 : NORMAL}`];
    case 'NN_WIN':
      // Every tier the 闲 can win with: the hand decides which one pays.
      return NIUNIU_TIERS.map((t) => `${play}:${t}`);
    default:
      // Option plays: one price per option.
      return [`${play}:${key}`];
  }
}

function price(odds: OddsTable, priceKey: string): number {
  const value = odds[priceKey];
  if (value === undefined || !Number.isFinite(value) || value <= 0) throw new PlayError('该玩法暂未开放');
  return value;
}

/**
 * Expands a selection into its 注 with the odds each would be placed at (every tier it can pay,
 * keyed by price key; a parlay by its joint-price tiers, see parlayOdds). 本命/0尾 roles are decided here from
 * `tables`. Throws PlayError (Chinese message) for an invalid selection (see selectionProblem)
 * or when a needed price is missing from `odds` ('该玩法暂未开放').
 */
export function expandSelection(
  selection: PlaySelection,
  tables: YearTables,
  odds: OddsTable,
): { lines: BetLine[] } {
  const { play } = selection;
  const lines = lineKeysOf(selection).map((key): BetLine => {
    const keys = linePriceKeys(play, key, tables);
    if (play === 'ZM_PARLAY')
      return { play, key, odds: parlayOdds(parlayLegsOf(key), keys.map((k) => price(odds, k)), tables) };
    return { play, key, odds: Object.fromEntries(keys.map((k) => [k, price(odds, k)])) };
  });
  return { lines };
}

/**
 * Price key shown next to one pick of an 'each' play (every pick its own 注): an option value,
 * a zodiac, a tail (0-9) or a number, with its position for ZM_POS/ZMT. For 合肖 and the
 * combination plays the price depends on the whole 注: use priceKeysOf, or expand the selection.
 */
export function pickPriceKey(play: BetLine['play'], pick: string | number, tables: YearTables): string {
  if (play === 'TM_TAIL' || play === 'PT_TAIL') return linePriceKeys(play, `${pick}尾`, tables)[0]!;
  if (play === 'ZM_POS') return linePriceKeys(play, `正码1:${pick}`, tables)[0]!;
  return linePriceKeys(play, String(pick), tables)[0]!;
}
