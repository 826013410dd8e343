/**
 * 正码过关 priced from its exact joint probability (docs/parlay-pricing.md).
 *
 * The six regular balls are drawn without replacement, so the legs of a parlay are not
 * independent: legs on disjoint sets (红 + 蓝 + 绿) win together more often than the product of
 * their single probabilities, legs on one set (大 + 大) less often. A price made of the product of
 * leg odds is therefore above fair for some combinations and far below it for others. Here the
 * price comes from exact counts instead, with the house margin applied once to the whole parlay.
 *
 * For k legs with options o_1…o_k (positions only say which ball each leg reads; every position is
 * exchangeable, so the price depends on the options alone):
 * - D = 49 × 48 × … × (49 − k + 1): the equally likely ordered draws of the k balls the legs read.
 * - W = the draws in which every leg wins (two-sided options never win on 49; 绿 does).
 * - t = the two-sided legs. At most one ball is 49, so P(a two-sided leg's ball is 49) = t / 49.
 * - fair = (D − t·D/49) / W = D·(49 − t) / (49·W): the same (1 − P(tie)) / P(win) as a single price.
 * - When leg i (two-sided) reads 49 it counts at odds 1 (spec 4 §14.4): it is set aside and the
 *   others still stand, priced as what they then are, a parlay on balls drawn from 1-48:
 *   fair_i = D_i / W_i with D_i = 48 × … × (48 − k + 2) and W_i the draws of 1-48 in which every
 *   other leg wins.
 * - price = fair × rate, price_i = fair_i × rate, each rounded down to thousandths.
 * Expected return = rate × (1 − t/49) + Σ_i (1/49) × rate = rate before rounding, ≤ rate after.
 *
 * The rate: 0.985, the margin of the single defaults, unless the operator lowered a parlay leg's
 * odds (price keys ZM_PARLAY:大 …). A leg at its default odds stands for 0.985; a leg set to x% of
 * its default lowers every parlay holding it to 0.985 × x%; the lowest leg decides. Odds above the
 * default do not raise any parlay: the rate never exceeds 0.985, so no parlay is above fair × 0.985
 * whatever the table holds.
 */
import { isColourOption, positionOutcome, positionPick } from './rules';
import { DEFAULT_RETURN_RATIO, defaultPrice, priceOf, type Ratio } from './fair-odds';
import { parseDecimal, type Decimal } from './decimal';
import type { ParlayLeg, YearTables } from './types';

/** Odds key of a parlay 注's price when every leg wins. */
export const PARLAY_ALL_TIER = 'ZM_PARLAY';
/** Odds key of a parlay 注's price when the leg on `position` reads 49 and counts at 1. */
export const parlayTieTier = (position: number): string => `ZM_PARLAY:正码${position}=49`;

/** The position of a parlayTieTier key, or null for any other key. */
export function parlayTiePosition(tier: string): number | null {
  const m = /^ZM_PARLAY:正码([1-6])=49$/.exec(tier);
  return m ? Number(m[1]) : null;
}

/** Ordered draws of `k` distinct balls from `n`: n × (n − 1) × … × (n − k + 1). */
function falling(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r *= n - i;
  return r;
}

/**
 * Ordered draws in which ball j (one per option, distinct balls from 1..`top`) wins option j.
 * Dynamic programme over the numbers with the set of legs already given a ball: each number goes
 * to at most one leg it wins. At most 49 × 64 × 6 steps; every count stays below 2^53
 * (D ≤ 49 × 48 × … × 44 ≈ 1.0e10), so plain numbers are exact.
 */
function winningDraws(options: readonly string[], top: number): number {
  const ways = new Array<number>(1 << options.length).fill(0);
  ways[0] = 1;
  for (let n = 1; n <= top; n++) {
    const legs: number[] = [];
    options.forEach((o, j) => {
      if (positionOutcome(o, n) === 'win') legs.push(1 << j);
    });
    if (legs.length === 0) continue;
    // Descending masks: a mask this number just filled is not filled again by the same number.
    for (let mask = ways.length - 1; mask >= 0; mask--) {
      const w = ways[mask]!;
      if (w === 0) continue;
      for (const bit of legs) if (!(mask & bit)) ways[mask | bit]! += w;
    }
  }
  return ways[ways.length - 1]!;
}

// Prices depend on the multiset of options alone: at most 27,118 parlays and 8,567 tie remainders.
const memo = new Map<string, Ratio>();
const memoKey = (options: readonly string[], tie: boolean) => `${tie ? '49' : ''}|${[...options].sort().join(',')}`;

/**
 * Exact fair odds (stake included, no margin) of a parlay with these leg options when every leg
 * wins, as [D·(49 − t), 49·W]. Throws RangeError for an unknown option.
 */
export function parlayFairRatio(options: readonly string[]): Ratio {
  const key = memoKey(options, false);
  let r = memo.get(key);
  if (!r) {
    const twoSided = options.filter((o) => !isColourOption(o)).length;
    const draws = falling(49, options.length);
    r = [BigInt(draws) * BigInt(49 - twoSided), 49n * BigInt(winningDraws(options, 49))];
    memo.set(key, r);
  }
  return r;
}

/**
 * Exact fair odds of the other legs once leg `tied` (a two-sided option) reads 49: the others'
 * balls are then drawn from 1-48. Throws RangeError for a colour leg (a colour never ties).
 */
export function parlayTieFairRatio(options: readonly string[], tied: number): Ratio {
  if (isColourOption(options[tied] ?? '红')) throw new RangeError(`leg ${tied} cannot tie on 49`);
  const others = options.filter((_, j) => j !== tied);
  const key = memoKey(others, true);
  let r = memo.get(key);
  if (!r) {
    r = [BigInt(falling(48, others.length)), BigInt(winningDraws(others, 48))];
    memo.set(key, r);
  }
  return r;
}

const below = ([a, b]: Ratio, [c, d]: Ratio) => a * d < c * b;

// A 正码 option's default price does not depend on the year's tables: computed once per option.
const shippedLegs = new Map<string, Decimal>();
function shippedLeg(option: string, tables: YearTables): Decimal {
  let d = shippedLegs.get(option);
  if (!d) shippedLegs.set(option, (d = parseDecimal(defaultPrice(`ZM_PARLAY:${option}`, tables))));
  return d;
}

/**
 * The return rate a parlay is priced at: 0.985, or less when the operator set a leg's odds below
 * its default (the lowest leg's odds ÷ default × 0.985). `legOdds[i]` are the current odds of
 * price key ZM_PARLAY:<option i>.
 */
export function parlayRate(options: readonly string[], legOdds: readonly number[], tables: YearTables): Ratio {
  let rate = DEFAULT_RETURN_RATIO;
  options.forEach((o, i) => {
    const set = parseDecimal(legOdds[i]!);
    const shipped = shippedLeg(o, tables);
    // odds ÷ default × 985/1000, with the decimals' scales carried exactly.
    const legRate: Ratio = [
      DEFAULT_RETURN_RATIO[0] * set.units * 10n ** BigInt(shipped.scale),
      DEFAULT_RETURN_RATIO[1] * shipped.units * 10n ** BigInt(set.scale),
    ];
    if (below(legRate, rate)) rate = legRate;
  });
  return rate;
}

/**
 * Every price a parlay 注 is placed at, keyed by tier: PARLAY_ALL_TIER (every leg wins) and, for
 * each two-sided leg, parlayTieTier(position) (that leg reads 49, the others win). `legOdds[i]`
 * are the current odds of ZM_PARLAY:<legs[i].option>. Odds have at most 3 decimals, rounded down.
 */
export function parlayOdds(
  legs: readonly ParlayLeg[],
  legOdds: readonly number[],
  tables: YearTables,
): Record<string, number> {
  const options = legs.map((l) => l.option);
  const rate = parlayRate(options, legOdds, tables);
  const odds: Record<string, number> = { [PARLAY_ALL_TIER]: priceOf(parlayFairRatio(options), rate) };
  legs.forEach((leg, i) => {
    if (!isColourOption(leg.option))
      odds[parlayTieTier(leg.position)] = priceOf(parlayTieFairRatio(options, i), rate);
  });
  return odds;
}

/** "正码1:大,正码3:红" (a parlay 注's key) → its legs. */
export const parlayLegsOf = (key: string): ParlayLeg[] =>
  key.split(',').map((text) => {
    const [position, option] = positionPick(text);
    return { position, option };
  });
