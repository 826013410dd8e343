import { ZODIAC_NAMES } from '../zodiac';
import { WAVE_NUMBERS } from '../wave-colour';
import { NIUNIU_DEFAULT_ODDS, type NiuniuTier } from '../niuniu';
import { ALL_PRICE_KEYS, BENMING, TAIL0 } from './price-keys';
import {
  ballOutcome,
  sevenColourWinnerOfCounts,
  sumOutcome,
  zongxiaoOutcome,
  type BallOutcome,
} from './rules';
import type { OddsTable, PlayCode, YearTables } from './types';

/** An exact non-negative rational. */
export type Ratio = [num: bigint, den: bigint];

const KNOWN_KEYS = new Set(ALL_PRICE_KEYS);

function c(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
}

/** Outcome counts over a sample space of equally likely draws: fair = (total − ties) / wins. */
const fair = (total: bigint, wins: bigint, ties = 0n): Ratio => [total - ties, wins];

/** Enumerates the deciding ball 1-49 (uniform for the special and for every 正码 position). */
function byOneBall(play: PlayCode, pick: string, tables: YearTables): Ratio {
  const count: Record<BallOutcome, bigint> = { win: 0n, lose: 0n, tie: 0n };
  for (let n = 1; n <= 49; n++) count[ballOutcome(play, pick, n, tables)] += 1n;
  return fair(49n, count.win, count.tie);
}

const SEVEN = c(49, 7);
const SIX = c(49, 6);

/** P(a group of `size` numbers shows among `balls` drawn numbers) as wins over C(49, balls). */
const anyOf = (size: number, balls: number): Ratio => fair(c(49, balls), c(49, balls) - c(49 - size, balls));

/** Draws of 7 in which every one of the groups shows (inclusion–exclusion over the groups). */
function allOfSeven(sizes: readonly number[]): bigint {
  let wins = 0n;
  for (let mask = 0; mask < 1 << sizes.length; mask++) {
    let missing = 0;
    let bits = 0;
    sizes.forEach((s, i) => {
      if (mask & (1 << i)) {
        missing += s;
        bits++;
      }
    });
    wins += (bits % 2 ? -1n : 1n) * c(49 - missing, 7);
  }
  return wins;
}

/** 7-subsets of 1-49 by number of distinct groups hit, for the year's zodiac group sizes. */
function distinctGroupCounts(sizes: readonly number[]): bigint[] {
  // ways[j][d]: j balls taken from the groups seen so far, covering d of them.
  let ways = Array.from({ length: 8 }, () => Array<bigint>(13).fill(0n));
  ways[0]![0] = 1n;
  for (const size of sizes) {
    const next = Array.from({ length: 8 }, () => Array<bigint>(13).fill(0n));
    for (let j = 0; j <= 7; j++)
      for (let d = 0; d <= 12; d++) {
        const w = ways[j]![d]!;
        if (w === 0n) continue;
        for (let t = 0; t <= size && j + t <= 7; t++) next[j + t]![d + (t > 0 ? 1 : 0)]! += w * c(size, t);
      }
    ways = next;
  }
  return ways[7]!;
}

let sumCounts: bigint[] | undefined;
/** 7-subsets of 1-49 by their sum (0-322). */
function sevenSumCounts(): bigint[] {
  if (!sumCounts) {
    const ways = Array.from({ length: 8 }, () => Array<bigint>(323).fill(0n));
    ways[0]![0] = 1n;
    for (let n = 1; n <= 49; n++)
      for (let j = 6; j >= 0; j--)
        for (let s = 322 - n; s >= 0; s--) if (ways[j]![s]) ways[j + 1]![s + n]! += ways[j]![s]!;
    sumCounts = ways[7]!;
  }
  return sumCounts;
}

/** 七色波 over every (regular 6-set, special): counts by colour composition. */
function sevenColour(option: string): Ratio {
  const sizes: Record<string, number> = {
    红: WAVE_NUMBERS.red.length,
    蓝: WAVE_NUMBERS.blue.length,
    绿: WAVE_NUMBERS.green.length,
  };
  let wins = 0n;
  let ties = 0n;
  for (let r = 0; r <= 6; r++)
    for (let b = 0; b + r <= 6; b++) {
      const counts: Record<string, number> = { 红: r, 蓝: b, 绿: 6 - r - b };
      const regularWays = c(sizes.红!, r) * c(sizes.蓝!, b) * c(sizes.绿!, 6 - r - b);
      for (const special of ['红', '蓝', '绿']) {
        const ways = regularWays * BigInt(sizes[special]! - counts[special]!);
        const winner = sevenColourWinnerOfCounts(counts, special);
        if (winner === option) wins += ways;
        else if (winner === '和局') ties += ways;
      }
    }
  return fair(SIX * 43n, wins, ties);
}

/** A zodiac other than the year's own (every one of them has 4 numbers). */
const otherZodiac = (tables: YearTables) => ZODIAC_NAMES.find((z) => z !== tables.yearZodiac)!;

/** Sizes of a representative k-zodiac combination with or without the year's animal. */
function zodiacSizes(tables: YearTables, k: number, withBenming: boolean): number[] {
  const others = ZODIAC_NAMES.filter((z) => z !== tables.yearZodiac).map(
    (z) => tables.zodiacNumbers[z].length,
  );
  return withBenming
    ? [tables.zodiacNumbers[tables.yearZodiac].length, ...others.slice(0, k - 1)]
    : others.slice(0, k);
}

/** Tail group sizes: 0尾 has 4 numbers, tails 1-9 five (§1.1). */
const tailSizes = (k: number, withZero: boolean): number[] =>
  withZero ? [4, ...Array<number>(k - 1).fill(5)] : Array<number>(k).fill(5);

/**
 * Two-tier plays split the fair return in the tier ratio of §6's [AK-S2] prices (中三 = 5 × 中二;
 * 中二 = 5/3 × 中特), so that o_hi·P_hi + o_lo·P_lo = 1 at fair.
 */
function twoTier(total: bigint, winsHi: bigint, winsLo: bigint, ratio: Ratio, hi: boolean): Ratio {
  // o_lo = total / (ratio·winsHi + winsLo); o_hi = ratio · o_lo.
  const [rn, rd] = ratio;
  const loNum = total * rd;
  const loDen = rn * winsHi + rd * winsLo;
  return hi ? [loNum * rn, loDen * rd] : [loNum, loDen];
}

/** Exact fair odds of a price key as a ratio (see fairOdds). */
export function fairRatio(priceKey: string, tables: YearTables): Ratio {
  if (!KNOWN_KEYS.has(priceKey)) throw new RangeError(`unknown price key ${priceKey}`);
  const [play, a, b] = priceKey.split(':') as [PlayCode, string | undefined, string | undefined];
  switch (play) {
    case 'TM_NUM':
    case 'ZMT':
      return byOneBall('TM_NUM', '1', tables);
    case 'TM_LM':
    case 'TM_LM2':
    case 'TM_XG':
    case 'TM_COLOR':
    case 'TM_HALF':
    case 'TM_HALF2':
    case 'TM_WX':
    case 'ZM_POS':
    case 'ZM_PARLAY':
      return byOneBall(play, a!, tables);
    case 'TM_ZODIAC':
      return byOneBall(play, a === BENMING ? tables.yearZodiac : otherZodiac(tables), tables);
    case 'TM_HEAD':
      return byOneBall(play, a === '0' ? '0头' : '1头', tables);
    case 'TM_TAIL':
      return byOneBall(play, a === '0' ? '0尾' : '1尾', tables);
    case 'TM_HX':
      return byOneBall(play, ZODIAC_NAMES.slice(0, Number(a)).join(','), tables);
    case 'ZM_ANY':
      return fair(SIX, c(48, 5));
    case 'QSB':
      return sevenColour(a!);
    case 'ZX':
      return anyOf(a === BENMING ? tables.zodiacNumbers[tables.yearZodiac].length : 4, 6);
    case 'PT_ZODIAC':
      return anyOf(a === BENMING ? tables.zodiacNumbers[tables.yearZodiac].length : 4, 7);
    case 'PT_TAIL':
      return anyOf(a === '0' ? 4 : 5, 7);
    case 'ZONGXIAO': {
      const counts = distinctGroupCounts(ZODIAC_NAMES.map((z) => tables.zodiacNumbers[z].length));
      const wins = counts.reduce((sum, w, d) => (zongxiaoOutcome(a!, d) === 'win' ? sum + w : sum), 0n);
      return fair(SEVEN, wins);
    }
    case 'SUM': {
      let wins = 0n;
      let ties = 0n;
      sevenSumCounts().forEach((w, s) => {
        const outcome = sumOutcome(a!, s);
        if (outcome === 'win') wins += w;
        else if (outcome === 'tie') ties += w;
      });
      return fair(SEVEN, wins, ties);
    }
    case 'LM_4QZ':
      return fair(c(49, 4), c(6, 4));
    case 'LM_3QZ':
      return fair(c(49, 3), c(6, 3));
    case 'LM_2QZ':
      return fair(c(49, 2), c(6, 2));
    case 'LM_TC':
      return fair(c(49, 2), 6n * 1n);
    case 'LM_3Z2':
      return twoTier(c(49, 3), c(6, 3), c(6, 2) * 43n, [5n, 1n], a === '中三');
    case 'LM_2ZT':
      return twoTier(c(49, 2), c(6, 2), 6n * 1n, [5n, 3n], a === '中二');
    case 'LX_HIT':
      return fair(SEVEN, allOfSeven(zodiacSizes(tables, Number(a), b === BENMING)));
    case 'LX_MISS':
      return fair(SEVEN, c(49 - sumOf(zodiacSizes(tables, Number(a), b === BENMING)), 7));
    case 'LW_HIT':
      return fair(SEVEN, allOfSeven(tailSizes(Number(a), b === TAIL0)));
    case 'LW_MISS':
      return fair(SEVEN, c(49 - sumOf(tailSizes(Number(a), b === TAIL0)), 7));
    case 'BZ':
      return fair(SEVEN, c(49 - Number(a), 7));
    default:
      throw new RangeError(`unknown price key ${priceKey}`);
  }
}

const sumOf = (xs: readonly number[]) => xs.reduce((x, y) => x + y, 0);

/**
 * Fair odds (no house margin, stake included) of a price key for a year, computed exactly from
 * the number of winning, tying and losing draws (enumeration of the deciding ball, or exact
 * combinatorics over the 49 balls): fair = (1 − P(tie)) / P(win). The two-tier plays split their
 * fair return in the tier ratio of §6's [AK-S2] prices (中三 = 5 × 中二; 中二 = 5/3 × 中特).
 * Throws RangeError for an unknown key.
 */
export function fairOdds(priceKey: string, tables: YearTables): number {
  const [num, den] = fairRatio(priceKey, tables);
  // Both terms stay below 2^53 (the largest space is C(49,6)·43), so this is the rounded quotient.
  return Number(num) / Number(den);
}

/** Default house margin: default odds = fair × 0.985 (§10), rounded down to 3 decimals. */
export const DEFAULT_RETURN_RATE = 0.985;
/** The same return rate as an exact ratio (985/1000), for exact price arithmetic. */
export const DEFAULT_RETURN_RATIO: Ratio = [985n, 1000n];

/** A ratio times a rate, rounded down to thousandths: the odds never exceed the exact product. */
export function priceOf([num, den]: Ratio, [rateNum, rateDen]: Ratio = DEFAULT_RETURN_RATIO): number {
  return Number((num * rateNum * 1000n) / (den * rateDen)) / 1000;
}

/** fair × 985/1000 rounded down to thousandths, exactly (a float product would round 1.97 to 1.969). */
export function defaultPrice(priceKey: string, tables: YearTables): number {
  return priceOf(fairRatio(priceKey, tables));
}

/** The shipped odds of every price key for a year: fair × 0.985 rounded down to 3 decimals (≤ fair). */
export function defaultOdds(tables: YearTables): OddsTable {
  return Object.fromEntries(
    ALL_PRICE_KEYS.map((key) => [
      key,
      // 幸运牛牛 tiers are not a Mark Six draw: their shipped odds are the conventional table.
      key.startsWith('NN_WIN:') ? NIUNIU_DEFAULT_ODDS[key.slice(7) as NiuniuTier] : defaultPrice(key, tables),
    ]),
  );
}
