import { describe, expect, it } from 'vitest';
import { DEFAULT_RELAX_QUOTA, allocateValidBet, requirementFor, summarizeTurnover, turnoverPercent } from './turnover';

describe('turnover audit', () => {
  it('requires 1x a deposit and 3x a bonus', () => {
    expect(requirementFor('deposit', 100_000)).toBe(100_000);
    expect(requirementFor('bonus', 18_000)).toBe(54_000);
    expect(requirementFor('deposit', 100_000, { deposit: 2, bonus: 5 })).toBe(200_000);
  });

  it('fills open requirements oldest first and stops at what is missing', () => {
    const rows = [
      { id: 2, requireDml: 50_000, validDml: 0 },
      { id: 1, requireDml: 100_000, validDml: 90_000 },
      { id: 3, requireDml: 10_000, validDml: 10_000 },
    ];
    expect(allocateValidBet(rows, 30_000)).toEqual([
      { id: 1, add: 10_000 },
      { id: 2, add: 20_000 },
    ]);
    expect(allocateValidBet(rows, 0)).toEqual([]);
    expect(allocateValidBet(rows, 1_000_000)).toEqual([
      { id: 1, add: 10_000 },
      { id: 2, add: 50_000 },
    ]);
  });

  it('allows a withdrawal once the shortfall is within the relax quota', () => {
    const s = summarizeTurnover([
      { id: 1, requireDml: 100_000, validDml: 95_000 },
      { id: 2, requireDml: 54_000, validDml: 60_000 },
    ]);
    expect(s).toEqual({ requireDML: 154_000, sumAllDml: 149_000, sumAllDeduct: 5_000, relaxQuota: DEFAULT_RELAX_QUOTA, yetWithdraw: true });
    expect(summarizeTurnover([{ id: 1, requireDml: 100_000, validDml: 0 }]).yetWithdraw).toBe(false);
    expect(summarizeTurnover([]).yetWithdraw).toBe(true);
  });

  it('reports progress in whole percent', () => {
    expect(turnoverPercent({ requireDML: 0, sumAllDml: 0 })).toBe(100);
    expect(turnoverPercent({ requireDML: 300, sumAllDml: 100 })).toBe(33);
  });
});
