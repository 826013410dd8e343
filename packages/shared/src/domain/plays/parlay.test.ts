import { describe, expect, it } from 'vitest';
import { ZM_POS_OPTIONS } from './catalogue';
import { expandSelection } from './expand';
import { defaultOdds } from './fair-odds';
import { PARLAY_ALL_TIER, parlayFairRatio, parlayTieFairRatio, parlayTieTier } from './parlay';
import { payoutOf } from './payout';
import { settleLine } from './settle';
import { tablesForLunarYear } from './year-tables';
import type { ParlayLeg } from './types';

const T2026 = tablesForLunarYear(2026);
const ODDS = defaultOdds(T2026);
/** The return rate of the single defaults, per mille: no parlay may return more. */
const RATE_MILLE = 985n;

const parlay = (options: readonly string[], positions = options.map((_, i) => i + 1)) => {
  const legs: ParlayLeg[] = options.map((option, i) => ({ position: positions[i]!, option }));
  return expandSelection({ play: 'ZM_PARLAY', legs }, T2026, ODDS).lines[0]!;
};
const ratio = ([n, d]: [bigint, bigint]) => Number(n) / Number(d);

/*
 * An independent reference, built from spec 4 itself rather than from the pricing code: the
 * colour lists of §1.2, the two-sided rules of §1.1 (49 never wins a two-sided option, it ties),
 * and the number of ordered draws of distinct balls in which every leg wins, counted by
 * inclusion–exclusion over the set partitions of the legs (Möbius function of the partition
 * lattice) instead of the pricing code's dynamic programme.
 */
const RED = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const BLUE = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];
const digitSum = (n: number) => Math.floor(n / 10) + (n % 10);
const COLOURS = new Set(['红', '蓝', '绿']);
function wins(option: string, n: number): boolean {
  if (option === '红') return RED.includes(n);
  if (option === '蓝') return BLUE.includes(n);
  if (option === '绿') return !RED.includes(n) && !BLUE.includes(n);
  if (n === 49) return false;
  const rule: Record<string, boolean> = {
    大: n >= 25,
    小: n <= 24,
    单: n % 2 === 1,
    双: n % 2 === 0,
    合大: digitSum(n) >= 7,
    合小: digitSum(n) <= 6,
    合单: digitSum(n) % 2 === 1,
    合双: digitSum(n) % 2 === 0,
    尾大: n % 10 >= 5,
    尾小: n % 10 <= 4,
  };
  return rule[option]!;
}
/** Each leg's winning numbers; ONLY_49 stands for "this leg's ball is 49". */
const ONLY_49 = '=49';
/** Membership of 0..49 (index 0 unused). */
const setOf = (option: string) =>
  Array.from({ length: 50 }, (_, n) => n > 0 && (option === ONLY_49 ? n === 49 : wins(option, n)));

/** Set partitions of {0..k−1} as [block bitmasks, Möbius coefficient Π (−1)^(|B|−1)(|B|−1)!]. */
function partitions(k: number): [number[], number][] {
  let parts: number[][] = [[]];
  for (let j = 0; j < k; j++)
    parts = parts.flatMap((p) => [
      ...p.map((_, b) => p.map((m, i) => (i === b ? m | (1 << j) : m))),
      [...p, 1 << j],
    ]);
  const fact = [1, 1, 2, 6, 24, 120];
  const size = (m: number) => m.toString(2).replace(/0/g, '').length;
  return parts.map((p) => [p, p.reduce((c, m) => c * (size(m) % 2 ? 1 : -1) * fact[size(m) - 1]!, 1)]);
}
const PARTITIONS = [0, 1, 2, 3, 4, 5, 6].map(partitions);

/**
 * Ordered draws of distinct balls (one per leg) in which ball j is in sets[j]. Each term is at
 * most 120 × 49^6 ≈ 1.7e12 and the sum of 203 of them stays far below 2^53: exact in doubles.
 */
function injective(sets: boolean[][]): bigint {
  const k = sets.length;
  // common[S]: numbers in every set of the legs in S.
  const common = new Array<number>(1 << k).fill(0);
  for (let n = 1; n <= 49; n++) {
    let m = 0;
    for (let j = 0; j < k; j++) if (sets[j]![n]) m |= 1 << j;
    for (let sub = m; sub > 0; sub = (sub - 1) & m) common[sub]! += 1;
  }
  let total = 0;
  for (const [blocks, mu] of PARTITIONS[k]!) {
    let term = mu;
    for (const b of blocks) term *= common[b]!;
    total += term;
  }
  return BigInt(total);
}
const SETS = Object.fromEntries([...ZM_POS_OPTIONS, ONLY_49].map((o) => [o, setOf(o)]));
const orderedDraws = (k: number) => Array.from({ length: k }, (_, i) => BigInt(49 - i)).reduce((a, b) => a * b);

/**
 * Σ payout × draws for one stake, in thousandths × draws: every leg wins → `all`; a two-sided
 * leg i on 49 and the others win → `ifTied(i)` (both in thousandths of the stake).
 */
function returnTimesDraws(options: readonly string[], all: bigint, ifTied: (i: number) => bigint): bigint {
  let sum = injective(options.map((o) => SETS[o]!)) * all;
  options.forEach((o, i) => {
    if (COLOURS.has(o)) return;
    sum += injective(options.map((x, j) => SETS[j === i ? ONLY_49 : x]!)) * ifTied(i);
  });
  return sum;
}

function* multisets(k: number, from = 0, acc: string[] = []): Generator<string[]> {
  if (acc.length === k) return yield acc;
  for (let i = from; i < ZM_POS_OPTIONS.length; i++) yield* multisets(k, i, [...acc, ZM_POS_OPTIONS[i]!]);
}
const milli = (odds: number) => BigInt(Math.round(odds * 1000));

describe('正码过关 priced from its exact joint probability', () => {
  it('hand-computed prices: disjoint colours, one set twice, a mixed pair, six 大', () => {
    // 红 蓝 绿 on 正码1-3: 17·16·16 = 4352 of 49·48·47 = 110544 draws win, no tie:
    // fair 110544/4352 = 25.40074, × 0.985 = 25.01972 → 25.019 (the leg product 2.839·3.016·3.016 = 25.824 was above fair).
    expect(parlay(['红', '蓝', '绿']).odds).toEqual({ ZM_PARLAY: 25.019 });
    // 大 大: 24·23 = 552 of 2352 win, 2/49 tie: fair 2352·47/(49·552) = 94/23 = 4.08696 → 4.025.
    // Either ball on 49: the other 大 on 1-48 is 24 of 48, fair 2 → 1.97 (the single 大 price).
    expect(parlay(['大', '大']).odds).toEqual({ ZM_PARLAY: 4.025, 'ZM_PARLAY:正码1=49': 1.97, 'ZM_PARLAY:正码2=49': 1.97 });
    // 大 + 红: 24·17 − 7 (红大 has 7 numbers) = 401 of 2352 win, 1/49 tie: fair 2352·48/(49·401)
    // = 5.74564 → 5.659. 正码1 on 49: 红 on 1-48 is 17 of 48, fair 2.82353 → 2.781.
    expect(parlay(['大', '红']).odds).toEqual({ ZM_PARLAY: 5.659, 'ZM_PARLAY:正码1=49': 2.781 });
    // Six 大: C(24,6)·6! = 96909120 of 49·48·…·44 = 10068347520 win, 6/49 tie: fair 91.17293 → 89.805
    // (the leg product 1.97^6 = 58.69 charged a 36% margin). One on 49: five 大 from 1-48,
    // fair 48·47·46·45·44/(24·23·22·21·20) = 40.28571 → 39.681.
    const six = parlay(['大', '大', '大', '大', '大', '大']).odds;
    expect(six.ZM_PARLAY).toBe(89.805);
    for (let p = 1; p <= 6; p++) expect(six[parlayTieTier(p)]).toBe(39.681);
    expect(ratio(parlayFairRatio(['大', '大', '大', '大', '大', '大']))).toBeCloseTo(91.17293, 5);
    expect(ratio(parlayTieFairRatio(['大', '大'], 0))).toBe(2);
  });

  it('the price depends on the options alone, not on the positions or their order', () => {
    const a = parlay(['合单', '红', '尾大', '绿'], [1, 2, 3, 4]).odds;
    const b = parlay(['绿', '尾大', '合单', '红'], [6, 5, 3, 2]).odds;
    expect(b[PARLAY_ALL_TIER]).toBe(a[PARLAY_ALL_TIER]);
    expect(b[parlayTieTier(3)]).toBe(a[parlayTieTier(1)]); // 合单 on 49
    expect(b[parlayTieTier(5)]).toBe(a[parlayTieTier(3)]); // 尾大 on 49
  });

  it('the reference reproduces the leg-product defect: 23 of 27,118 returned more than the stake', () => {
    const legOdds = (o: string) => milli(ODDS[`ZM_PARLAY:${o}`]!);
    const above = [2, 3, 4, 5, 6].map((k) => {
      let count = 0;
      const scale = (n: number) => 1000n ** BigInt(n);
      for (const m of multisets(k)) {
        const product = (skip: number) =>
          m.reduce((p, o, j) => (j === skip ? p * 1000n : p * legOdds(o)), 1n);
        if (returnTimesDraws(m, product(-1), product) > orderedDraws(k) * scale(k)) count++;
      }
      return count;
    });
    expect(above).toEqual([0, 1, 11, 10, 1]);
    const redBlueGreen = returnTimesDraws(['红', '蓝', '绿'], 2839n * 3016n * 3016n, () => 0n);
    expect(Number(redBlueGreen) / Number(orderedDraws(3) * 10n ** 9n)).toBeCloseTo(1.0167, 4);
  }, 60_000);

  it('every option multiset of 2-6 legs returns at most 0.985 per stake at the served prices, 49 rule included', () => {
    let count = 0;
    let max = 0;
    let min = 1;
    for (const k of [2, 3, 4, 5, 6])
      for (const m of multisets(k)) {
        count++;
        const odds = parlay(m).odds;
        const total = returnTimesDraws(m, milli(odds[PARLAY_ALL_TIER]!), (i) => milli(odds[parlayTieTier(i + 1)]!));
        const draws = orderedDraws(k);
        expect(total <= RATE_MILLE * draws, m.join(' ')).toBe(true);
        const r = Number(total) / Number(draws * 1000n);
        max = Math.max(max, r);
        min = Math.min(min, r);
      }
    expect(count).toBe(27_118);
    expect(max).toBeLessThanOrEqual(0.985);
    // The margin is charged once: rounding down to thousandths costs at most 0.0004 (at 2-leg prices).
    expect(min).toBeGreaterThan(0.9845);
  }, 60_000);

  it('operator leg odds: a lowered leg lowers the parlay in proportion, a raised one is capped at 0.985', () => {
    const legs: ParlayLeg[] = [
      { position: 1, option: '红' },
      { position: 2, option: '蓝' },
      { position: 3, option: '绿' },
    ];
    const at = (odds: Record<string, number>) =>
      expandSelection({ play: 'ZM_PARLAY', legs }, T2026, { ...ODDS, ...odds }).lines[0]!.odds.ZM_PARLAY;
    // 蓝 at 2.714 of its default 3.016: rate 0.985 × 2.714 / 3.016 = 0.886369,
    // fair 25.400735 × 0.886369 = 22.51443 → 22.514.
    expect(at({ 'ZM_PARLAY:蓝': 2.714 })).toBe(22.514);
    // The lowest leg decides (红 at 2.697 is 95% of its default).
    expect(at({ 'ZM_PARLAY:蓝': 2.714, 'ZM_PARLAY:红': 2.697 })).toBe(22.514);
    expect(at({ 'ZM_PARLAY:红': 2.697 })).toBe(23.768);
    // Above the default, even above fair, nothing changes.
    expect(at({ 'ZM_PARLAY:红': 3.5, 'ZM_PARLAY:蓝': 4, 'ZM_PARLAY:绿': 4 })).toBe(25.019);
  });
});

describe('正码过关 settlement at the stored prices', () => {
  const line = parlay(['单', '大']);
  const settle = (regular: number[]) => settleLine(line, { regular, special: 7 }, T2026);

  it('every leg wins: the stored parlay price', () => {
    expect(line.odds).toEqual({ ZM_PARLAY: 3.94, 'ZM_PARLAY:正码1=49': 1.97, 'ZM_PARLAY:正码2=49': 1.97 });
    expect(settle([1, 30, 3, 4, 5, 6])).toEqual({ outcome: 'win', tier: 'ZM_PARLAY', multiplier: '3.94' });
    expect(payoutOf(10_000, '3.94')).toBe(39_400);
  });
  it('a two-sided leg on 49 counts at 1: the other leg pays at its stored price for that case', () => {
    expect(settle([49, 30, 3, 4, 5, 6])).toEqual({ outcome: 'win', tier: 'ZM_PARLAY:正码1=49', multiplier: '1.97' });
    expect(settle([49, 3, 30, 4, 5, 6])).toEqual({ outcome: 'lose', multiplier: '0' });
  });
  it('a stored price is paid as placed, whatever the table says later', () => {
    const placed = { ...line, odds: { ...line.odds, ZM_PARLAY: 3.5 } };
    expect(settleLine(placed, { regular: [1, 30, 3, 4, 5, 6], special: 7 }, T2026).multiplier).toBe('3.5');
  });
  it('a parlay placed at leg prices still pays the product of its winning legs', () => {
    const legacy = { play: 'ZM_PARLAY' as const, key: '正码1:单,正码2:大', odds: { '正码1:单': 1.97, '正码2:大': 1.97 } };
    expect(settleLine(legacy, { regular: [1, 30, 3, 4, 5, 6], special: 7 }, T2026)).toEqual({ outcome: 'win', multiplier: '3.8809' });
    expect(settleLine(legacy, { regular: [49, 30, 3, 4, 5, 6], special: 7 }, T2026)).toEqual({ outcome: 'win', multiplier: '1.97' });
  });
});
