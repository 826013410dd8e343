import { describe, expect, it } from 'vitest';
import { stakeSchema } from './bets';

describe('stakeSchema (每注金额)', () => {
  it('accepts whole yuan and cents', () => {
    for (const v of [1, 0.01, 2.5, 0.29, 1000]) expect(stakeSchema.safeParse(v).success).toBe(true);
  });

  it('refuses zero, negatives, sub-cent amounts a float tolerance would round, and non-numbers', () => {
    for (const v of [0, -1, 0.001, 1.000000001, 2.345, Number.NaN, Infinity, '0x10', true, '5']) {
      expect(stakeSchema.safeParse(v).success, String(v)).toBe(false);
    }
  });
});
