import { describe, expect, it } from 'vitest';
import { commissionSplit, rebateInRange, rebateInput, rebateRangeFor } from './agents';

describe('rebate rules', () => {
  it('bounds a child by its parent and by its own children', () => {
    expect(rebateRangeFor(8)).toEqual({ min: 0, max: 8 });
    expect(rebateRangeFor(8, 5)).toEqual({ min: 5, max: 8 });
    expect(rebateInRange(6.1, { min: 0, max: 6.1 })).toBe(true);
    expect(rebateInRange(6.2, { min: 0, max: 6.1 })).toBe(false);
    expect(rebateInRange(4.9, { min: 5, max: 8 })).toBe(false);
  });

  it('reads rebates with one decimal from JSON or forms, and refuses the rest', () => {
    const parse = (v: unknown) => rebateInput().safeParse(v);
    expect(parse('6.5').data).toBe(6.5);
    expect(parse(3).data).toBe(3);
    expect(parse(0.1 + 0.2).data).toBe(0.3); // float noise of a JSON client, not a second decimal
    for (const bad of ['6.55', '-1', '21', '0x10', '', true, '1e1', ' '])
      expect(parse(bad).success, String(bad)).toBe(false);
  });
});

describe('commissionSplit', () => {
  const chain = [
    { userId: 3, rebate: 4.5 },
    { userId: 2, rebate: 6 },
    { userId: 1, rebate: 8 },
  ];

  it('pays each ancestor its rebate minus the one below, rounded down to the cent', () => {
    expect(commissionSplit(100_000, 2, chain)).toEqual([
      { userId: 3, percent: 2.5, amount: 2500 },
      { userId: 2, percent: 1.5, amount: 1500 },
      { userId: 1, percent: 2, amount: 2000 },
    ]);
    // 33.33 yuan at 2.5% is 0.83325 yuan: 0.83 paid.
    expect(commissionSplit(33_330, 2, chain)[0]!.amount).toBe(830);
  });

  it('gives the bettor its play 返水 first: the chain shares only what is left of the top rebate', () => {
    const split = commissionSplit(100_000, 2, chain, 5);
    expect(split).toEqual([
      { userId: 2, percent: 1, amount: 1000 },
      { userId: 1, percent: 2, amount: 2000 },
    ]);
    expect(commissionSplit(100_000, 2, chain, 9)).toEqual([]);
  });

  it('never pays more than (top − bettor share) of the stake, whatever the chain', () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
    for (let n = 0; n < 500; n++) {
      const valid = Math.floor(rnd() * 10_000_000);
      const own = Math.round(rnd() * 80) / 10;
      const ancestors = Array.from({ length: 1 + Math.floor(rnd() * 5) }, (_, i) => ({ userId: i, rebate: Math.round(rnd() * 100) / 10 }));
      const play = Math.round(rnd() * 30) / 10;
      const top = Math.max(...ancestors.map((a) => a.rebate), own, play);
      const paid = commissionSplit(valid, own, ancestors, play).reduce((s, p) => s + p.amount, 0);
      expect(paid).toBeLessThanOrEqual(Math.floor((valid * (top - Math.max(own, play))) / 100) + 1e-6);
    }
  });
});
