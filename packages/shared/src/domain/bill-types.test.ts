import { describe, expect, it } from 'vitest';
import { BILL_TYPES, Bill, billLabel } from './bill-types';

describe('bill types', () => {
  it('defines every type from 1 to 39 with a Chinese label', () => {
    for (let i = 1; i <= 39; i++) expect(billLabel(i)).toMatch(/[\u4e00-\u9fa5]/);
    // Appended later: 40-43 forum unlocks (issue 19); numbers are never reused.
    expect(Object.keys(BILL_TYPES).length).toBeGreaterThanOrEqual(43);
  });
  it('names each number once', () => {
    const values = Object.values(Bill);
    expect(new Set(values).size).toBe(values.length);
    expect(billLabel(Bill.lotteryBet)).toBe('彩票投注');
    expect(billLabel(99)).toBe('其他');
  });
});
