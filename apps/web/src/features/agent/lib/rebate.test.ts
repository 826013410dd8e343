import { describe, expect, it } from 'vitest';
import { clampRebate, formatRebate, rebateOptions } from './rebate';

describe('rebate choices', () => {
  it('offers every tenth from the maximum down to the minimum, both included', () => {
    expect(rebateOptions(7.5, 8)).toEqual([8, 7.9, 7.8, 7.7, 7.6, 7.5]);
    expect(rebateOptions(0, 0)).toEqual([0]);
  });

  it('rounds bounds that are off a step inwards, so no choice leaves the range', () => {
    const options = rebateOptions(0.05, 0.37);
    expect(options).toEqual([0.3, 0.2, 0.1]);
    expect(Math.max(...options)).toBeLessThanOrEqual(0.37);
    expect(Math.min(...options)).toBeGreaterThanOrEqual(0.05);
  });

  it('has nothing to offer for an empty range', () => {
    expect(rebateOptions(3, 2)).toEqual([]);
  });

  it('moves a stale value into the range', () => {
    expect(clampRebate(9, 0, 8)).toBe(8);
    expect(clampRebate(-1, 0.5, 8)).toBe(0.5);
    expect(clampRebate(6.34, 0, 8)).toBe(6.3);
  });

  it('shows a rebate with one decimal and a percent sign', () => {
    expect(formatRebate(8)).toBe('8.0%');
  });
});
