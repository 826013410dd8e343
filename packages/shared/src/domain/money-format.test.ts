import { describe, expect, it } from 'vitest';
import { formatMoney, toMilli, toYuan } from './money-format';

describe('money format', () => {
  it('shows zh-CN grouping with 2 to 3 decimals', () => {
    expect(formatMoney(5000)).toBe('5,000.00');
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney(0.125)).toBe('0.125');
    expect(formatMoney(1.23456)).toBe('1.235');
    expect(formatMoney(undefined)).toBe('0.00');
  });

  it('converts between yuan and thousandths without drift', () => {
    expect(toMilli(0.1 + 0.2)).toBe(300);
    expect(toMilli(100)).toBe(100_000);
    expect(toYuan(12_345)).toBe(12.345);
  });
});
