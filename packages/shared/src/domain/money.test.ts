import { describe, expect, it, vi } from 'vitest';
import {
  formatMilli,
  formatMoney,
  milliToYuan,
  MONEY_MSG,
  parseYuanInput,
  yuanToMilli,
  yuanToMilliBig,
} from './money';

describe('money format', () => {
  it('shows zh-CN grouping with 2 to 3 decimals', () => {
    expect(formatMoney(5000)).toBe('5,000.00');
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney(0.125)).toBe('0.125');
    expect(formatMoney(1.23456)).toBe('1.235');
    expect(formatMoney(undefined)).toBe('0.00');
    expect(formatMilli(12_345_670)).toBe('12,345.67');
  });
});

describe('yuan ↔ thousandths', () => {
  it('converts decimal strings and numbers exactly, without binary drift', () => {
    // 0.29 * 1000 is 289.99999999999994 in floating point.
    expect(yuanToMilli(0.29)).toBe(290);
    expect(yuanToMilli('0.29')).toBe(290);
    expect(yuanToMilli(1.005)).toBe(1005);
    expect(yuanToMilli('100')).toBe(100_000);
    expect(yuanToMilli(-12.345)).toBe(-12_345);
    expect(yuanToMilli('  7.5 ')).toBe(7500);
    expect(yuanToMilliBig('90071992547409.91')).toBe(90_071_992_547_409_910n);
  });

  it('rounds digits beyond the thousandth half away from zero on the decimal digits', () => {
    expect(yuanToMilli('1.0005')).toBe(1001);
    expect(yuanToMilli(1.0005)).toBe(1001);
    expect(yuanToMilli('1.00049')).toBe(1000);
    expect(yuanToMilli('-1.0005')).toBe(-1001);
    expect(yuanToMilli(1e-7)).toBe(0);
    expect(yuanToMilli(6e-4)).toBe(1);
  });

  it('refuses what is not a finite decimal', () => {
    for (const bad of ['0x10', '1e3', '', 'abc', '1.2.3', NaN, Infinity, '١٢']) {
      expect(() => yuanToMilli(bad as never), String(bad)).toThrow(RangeError);
    }
    expect(() => yuanToMilli('90071992547409.92')).toThrow(RangeError);
  });

  it('turns thousandths back into the yuan the client reads', () => {
    expect(milliToYuan(12_345)).toBe(12.345);
    expect(milliToYuan(290)).toBe(0.29);
    expect(milliToYuan(-5)).toBe(-0.005);
    expect(milliToYuan(7000n)).toBe(7);
    expect(milliToYuan('123456')).toBe(123.456);
    for (const milli of [1, 7, 29, 290, 1001, 99_999, 123_456_789]) expect(yuanToMilli(milliToYuan(milli))).toBe(milli);
  });
});

describe('parseYuanInput', () => {
  const ok = (milli: number) => ({ ok: true, milli });
  const no = (message: string) => ({ ok: false, message });

  it('accepts decimal strings and finite numbers with up to 2 decimals as exact thousandths', () => {
    expect(parseYuanInput('100')).toEqual(ok(100_000));
    expect(parseYuanInput('0.29')).toEqual(ok(290));
    expect(parseYuanInput(0.01)).toEqual(ok(10));
    expect(parseYuanInput(12.3)).toEqual(ok(12_300));
    expect(parseYuanInput(' 5.50 ')).toEqual(ok(5500));
    // Trailing zeros do not count as decimals: 1.500 is 1.5.
    expect(parseYuanInput('1.500')).toEqual(ok(1500));
    expect(parseYuanInput('100000000')).toEqual(ok(100_000_000_000));
  });

  it('refuses hex, exponent, booleans and other non-decimals instead of coercing them', () => {
    for (const bad of ['0x10', '1e3', true, false, null, undefined, '', ' ', 'NaN', 'Infinity', NaN, -Infinity, [], {}, '1,000', '１００', '+', '.5', '5.']) {
      expect(parseYuanInput(bad), JSON.stringify(bad)).toEqual(no(MONEY_MSG.invalid));
    }
  });

  it('refuses more decimals than allowed rather than rounding them away', () => {
    expect(parseYuanInput('0.001')).toEqual(no(MONEY_MSG.decimals(2)));
    expect(parseYuanInput(1.234)).toEqual(no(MONEY_MSG.decimals(2)));
    // 0.1 + 0.2 is 0.30000000000000004: not a 2-decimal amount.
    expect(parseYuanInput(0.1 + 0.2)).toEqual(no(MONEY_MSG.decimals(2)));
    expect(parseYuanInput('0.001', { decimals: 3 })).toEqual(ok(1));
    expect(parseYuanInput('1.5', { decimals: 0 })).toEqual(no(MONEY_MSG.decimals(0)));
  });

  it('refuses zero, negatives and amounts above the maximum', () => {
    expect(parseYuanInput('0')).toEqual(no(MONEY_MSG.positive));
    expect(parseYuanInput('0.00')).toEqual(no(MONEY_MSG.positive));
    expect(parseYuanInput(-5)).toEqual(no(MONEY_MSG.positive));
    expect(parseYuanInput('-0.01')).toEqual(no(MONEY_MSG.positive));
    expect(parseYuanInput('100000000.01')).toEqual(no(MONEY_MSG.tooLarge(100_000_000)));
    expect(parseYuanInput(2 ** 53)).toEqual(no(MONEY_MSG.tooLarge(100_000_000)));
    expect(parseYuanInput(1e21)).toEqual(no(MONEY_MSG.tooLarge(100_000_000)));
    expect(parseYuanInput('9'.repeat(1_000_000))).toEqual(no(MONEY_MSG.invalid));
    expect(parseYuanInput('501', { maxYuan: 500 })).toEqual(no(MONEY_MSG.tooLarge(500)));
  });

  it('takes signed amounts for operator adjustments, still refusing zero', () => {
    expect(parseYuanInput('-12.5', { allowNegative: true })).toEqual(ok(-12_500));
    expect(parseYuanInput(-0, { allowNegative: true })).toEqual(no(MONEY_MSG.nonZero));
    expect(parseYuanInput('-100000001', { allowNegative: true })).toEqual(no(MONEY_MSG.tooLarge(100_000_000)));
  });
});

describe('formatMoney start-up cost', () => {
  it('makes its ICU number formatter on first use, not when the module loads (issue 16)', async () => {
    vi.resetModules();
    const Real = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.NumberFormat;
    try {
      const money = await import('./money');
      expect(made).toBe(0);
      expect(money.formatMoney(1234.5)).toBe('1,234.50');
      expect(money.formatMoney(7)).toBe('7.00');
      expect(made).toBe(1);
    } finally {
      Intl.NumberFormat = Real;
    }
  });
});
