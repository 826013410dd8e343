import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestLuckIndex, FEN_MILLI, splitHongbao, splitProblem, type HongbaoSplitLimits } from './hongbao-split';

const cryptoInt = (min: number, max: number) => randomInt(min, max);

/** Limits, count and a total that fits them (in fen), as the send call would accept them. */
const packetArb = fc
  .record({
    minFen: fc.integer({ min: 1, max: 500 }),
    spanFen: fc.integer({ min: 0, max: 100_000 }),
    count: fc.integer({ min: 1, max: 200 }),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ minFen, spanFen, count, at }) => {
    const limits: HongbaoSplitLimits = { minShare: minFen * FEN_MILLI, maxShare: (minFen + spanFen) * FEN_MILLI };
    const lowFen = minFen * count;
    const highFen = (minFen + spanFen) * count;
    const totalFen = Math.min(highFen, lowFen + Math.floor(at * (highFen - lowFen + 1)));
    return { limits, count, total: totalFen * FEN_MILLI };
  });

describe('splitHongbao (lucky)', () => {
  it('sums exactly to the total, each share a whole fen within [min, max] (node:crypto source)', () => {
    fc.assert(
      fc.property(packetArb, ({ limits, count, total }) => {
        const shares = splitHongbao('lucky', total, count, limits, cryptoInt);
        expect(shares).toHaveLength(count);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        // One check per share, one expect per packet (an expect per share costs seconds).
        const wrong = shares.filter((s) => s % FEN_MILLI !== 0 || s < limits.minShare || s > limits.maxShare);
        expect(wrong).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it('holds the same properties for any random source, even an adversarial one', () => {
    // fast-check drives the "random" draws: extremes, repeats, anything in range.
    fc.assert(
      fc.property(packetArb, fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true })), ({ limits, count, total }, stream) => {
        const it = stream[Symbol.iterator]();
        const source = (min: number, max: number) => min + Math.floor((it.next().value as number) * (max - min));
        const shares = splitHongbao('lucky', total, count, limits, source);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.min(...shares)).toBeGreaterThanOrEqual(limits.minShare);
        expect(Math.max(...shares)).toBeLessThanOrEqual(limits.maxShare);
      }),
      { numRuns: 1000 },
    );
  });

  it('gives a tight packet (total = count × min) the minimum each', () => {
    expect(splitHongbao('lucky', 50, 5, { minShare: 10, maxShare: 20_000 }, cryptoInt)).toEqual([10, 10, 10, 10, 10]);
    expect(splitHongbao('lucky', 100, 5, { minShare: 10, maxShare: 20 }, cryptoInt)).toEqual([20, 20, 20, 20, 20]);
  });

  it('spreads the money: over many packets, no share position is favoured', () => {
    const first: number[] = [];
    const last: number[] = [];
    for (let i = 0; i < 3000; i++) {
      const s = splitHongbao('lucky', 100_000, 10, { minShare: 10, maxShare: 100_000 }, cryptoInt);
      first.push(s[0]!);
      last.push(s[9]!);
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    // Mean share is 10,000; the shuffle keeps both positions near it (±15 %).
    expect(mean(first)).toBeGreaterThan(8500);
    expect(mean(first)).toBeLessThan(11_500);
    expect(mean(last)).toBeGreaterThan(8500);
    expect(mean(last)).toBeLessThan(11_500);
  });
});

describe('splitHongbao (equal) and splitProblem', () => {
  it('gives every share the same amount', () => {
    expect(splitHongbao('equal', 30_000, 3, { minShare: 10, maxShare: 200_000 }, cryptoInt)).toEqual([10_000, 10_000, 10_000]);
  });

  it('names what is wrong with a packet that cannot be split', () => {
    const limits = { minShare: 10, maxShare: 200_000 };
    expect(splitProblem('lucky', 10_000, 0, limits)).toBe('count');
    expect(splitProblem('lucky', 10_005, 2, limits)).toBe('fen');
    expect(splitProblem('lucky', 0, 2, limits)).toBe('fen');
    expect(splitProblem('lucky', 10, 2, limits)).toBe('belowMin');
    expect(splitProblem('lucky', 400_010, 2, limits)).toBe('aboveMax');
    expect(splitProblem('equal', 10_000, 3, limits)).toBe('unequal');
    expect(splitProblem('equal', 9_990, 3, limits)).toBeNull();
    expect(() => splitHongbao('lucky', 10, 2, limits, cryptoInt)).toThrow(/belowMin/);
  });
});

describe('bestLuckIndex', () => {
  it('picks the largest share, the earliest grab on a tie, and none for equal packets', () => {
    const shares = [
      { amount: 300, claimedAt: 3 },
      { amount: 500, claimedAt: 5 },
      { amount: 500, claimedAt: 4 },
    ];
    expect(bestLuckIndex('lucky', shares)).toBe(2);
    expect(bestLuckIndex('equal', shares)).toBe(-1);
    expect(bestLuckIndex('lucky', [])).toBe(-1);
  });
});
