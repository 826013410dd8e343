import type { Element } from '../five-elements';
import type { ZodiacName } from '../zodiac';

/**
 * Play codes of 4-mark-six-plays.md §0 as built per §14. Plays whose spec code carries a number
 * (TM_HX_k, ZMT_n, LX_k_HIT, LW_k_MISS, BZ_k …) take that number from the selection (`k` or
 * `position`) instead, so the catalogue stays one entry per play.
 */
export const PLAY_CODES = [
  'TM_NUM',
  'TM_LM',
  'TM_LM2',
  'TM_XG',
  'TM_COLOR',
  'TM_HALF',
  'TM_HALF2',
  'TM_ZODIAC',
  'TM_HEAD',
  'TM_TAIL',
  'TM_HX',
  'TM_WX',
  'ZM_ANY',
  'ZM_POS',
  'ZMT',
  'ZM_PARLAY',
  'QSB',
  'ZX',
  'PT_ZODIAC',
  'PT_TAIL',
  'ZONGXIAO',
  'SUM',
  'LM_4QZ',
  'LM_3QZ',
  'LM_3Z2',
  'LM_2QZ',
  'LM_2ZT',
  'LM_TC',
  'LX_HIT',
  'LX_MISS',
  'LW_HIT',
  'LW_MISS',
  'BZ',
  /** 幸运牛牛 (game 95): 闲N beats the 庄 (options 闲一…闲五), paid by 闲N's hand tier. */
  'NN_WIN',
] as const;
export type PlayCode = (typeof PLAY_CODES)[number];

/** The 连码 plays (numbers per 注 fixed by the play; 复式 / 胆拖 / 对碰 selections). */
export const LM_PLAYS = ['LM_4QZ', 'LM_3QZ', 'LM_3Z2', 'LM_2QZ', 'LM_2ZT', 'LM_TC'] as const;
export type LmPlay = (typeof LM_PLAYS)[number];

/** How a 连码 selection expands: 复式 (C(n,k)), 胆拖 (bankers + drags), 对碰 (group A × group B). */
export type ExpansionMode = '复式' | '胆拖' | '对碰';

/** One leg of a 正码过关: a 正码 position 1-6 and one of the 13 ZM_POS options. */
export interface ParlayLeg {
  position: number;
  option: string;
}

/**
 * One slip item as the user picked it. Which fields a play reads (the rest must be absent):
 * - `numbers`: TM_NUM, ZM_ANY, ZMT (with `position`) — each number is one 注;
 *   LM_* 复式 / the drags of 胆拖; BZ (with `k`) — C(n,k) 注.
 * - `bankers` (+ `numbers` as drags): LM_* 胆拖. `groupA` × `groupB`: 对碰 for LM_2QZ/LM_2ZT/LM_TC
 *   (the web fills them from a zodiac's or a tail's numbers).
 * - `options`: option plays (TM_LM, TM_LM2, TM_XG, TM_COLOR, TM_HALF, TM_HALF2, TM_HEAD, TM_WX,
 *   QSB, ZONGXIAO, SUM; ZM_POS with `position`) — each option is one 注. Values are the
 *   catalogue's option values (Chinese, e.g. '大', '红大单', '天肖', '0头', '金', '5肖').
 * - `zodiacs`: TM_ZODIAC, PT_ZODIAC, ZX — each zodiac is one 注; TM_HX — all of them are one 注
 *   (k = their count, 2-11); LX_HIT/LX_MISS (with `k`) — C(n,k) 注.
 * - `tails` (0-9): TM_TAIL, PT_TAIL — each tail is one 注; LW_HIT/LW_MISS (with `k`) — C(n,k) 注.
 * - `legs`: ZM_PARLAY, 2-6 legs on distinct positions — one 注.
 */
export interface PlaySelection {
  play: PlayCode;
  k?: number;
  position?: number;
  options?: string[];
  numbers?: number[];
  bankers?: number[];
  groupA?: number[];
  groupB?: number[];
  zodiacs?: ZodiacName[];
  tails?: number[];
  legs?: ParlayLeg[];
}

/**
 * Current prices: price key (see `priceKeysOf`) → decimal odds including the stake, at most
 * 3 decimals. The server builds it from the operator's table; `defaultOdds` gives the shipped one.
 */
export type OddsTable = Readonly<Record<string, number>>;

/**
 * One 注 as placed. `play` + `key` + `odds` describe it completely: store these three and
 * `settleLine` needs nothing else.
 * - `key`: canonical text of the 注, parsed again at settlement. Formats:
 *   numbers two-digit ascending, comma-joined ("07", "01,02,07"); ZMT "正码3:07";
 *   ZM_POS "正码3:大"; ZM_PARLAY legs by position "正码1:大,正码3:红"; an option play its option
 *   ("大", "红大单", "0头", "5肖"); zodiacs in 鼠…猪 order ("鼠,马"); tails ascending ("0尾,3尾").
 * - `odds`: the odds it was placed at for every tier it can pay, keyed by price key
 *   (e.g. { 'LM_3Z2:中三': 98.5, 'LM_3Z2:中二': 24.359 } or { 'TM_ZODIAC:本命': 9.653 });
 *   a parlay by tier: 'ZM_PARLAY' (every leg wins) and 'ZM_PARLAY:正码3=49' (that two-sided leg
 *   reads 49 and counts at 1), see parlayOdds. Parlays placed before joint pricing are keyed by
 *   leg ("正码1:大" → that leg's odds) and settle at the product of their winning legs.
 */
export interface BetLine {
  play: PlayCode;
  key: string;
  odds: Record<string, number>;
}

/** A final draw: the 6 regular numbers in draw order and the special number. */
export interface Draw {
  regular: readonly number[];
  special: number;
  /** 幸运牛牛 periods: the 30 dealt cards (codes 0-51) derived from the period's seed. */
  niuniu?: readonly number[];
}

/**
 * Result of one 注. `multiplier` is payout ÷ stake as an exact decimal string ('0' for a loss,
 * '1' for a tie, the tier's odds for a win; for a parlay placed at leg prices the product of its
 * winning legs, which can carry up to 18 decimals, hence a string); feed it to `payoutOf`. `tier`
 * is the odds key that paid (absent for loss, tie and leg-priced parlays).
 */
export interface SettleResult {
  outcome: 'win' | 'lose' | 'tie';
  tier?: string;
  multiplier: string;
}

/**
 * Zodiac and five-element tables of one lunar year, frozen on a period (§14.6). Plain JSON.
 * `zodiacNumbers[z]` / `elementNumbers[e]` list the numbers 1-49 ascending.
 */
export interface YearTables {
  lunarYear: number;
  yearZodiac: ZodiacName;
  zodiacNumbers: Record<ZodiacName, number[]>;
  elementNumbers: Record<Element, number[]>;
}

/** A refused selection; `message` is the Chinese text to show the user. */
export class PlayError extends Error {
  override readonly name = 'PlayError';
  constructor(message: string) {
    super(message);
  }
}
