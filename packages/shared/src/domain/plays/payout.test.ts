import { describe, expect, it } from 'vitest';
import { PARLAY_PAYOUT_CAP_MILLI } from './catalogue';
import { payoutOf } from './payout';

describe('payoutOf (thousandths of a yuan, half-down to the cent, §14.9)', () => {
  it('pays stake × odds exactly', () => {
    expect(payoutOf(1000, 1.97)).toBe(1970);
    expect(payoutOf(100_000, '48.265')).toBe(4_826_500);
    expect(payoutOf(10_000, '16.86797528')).toBe(168_680); // 168.6797528 → 168.68
    expect(payoutOf(1_000_000_000, '826.5')).toBe(826_500_000_000);
  });
  it('rounds exactly half a cent down and anything above up', () => {
    expect(payoutOf(1000, '48.265')).toBe(48_260); // 48.265 yuan
    expect(payoutOf(1000, '4.355')).toBe(4_350);
    expect(payoutOf(1000, '4.3551')).toBe(4_360);
    expect(payoutOf(3000, '1.985')).toBe(5_950); // 5.955
    expect(payoutOf(1000, '2.3449')).toBe(2_340);
  });
  it('returns the stake on a tie and nothing on a loss', () => {
    expect(payoutOf(12_340, '1')).toBe(12_340);
    expect(payoutOf(12_340, '0')).toBe(0);
  });
  it('caps a parlay payout', () => {
    expect(payoutOf(2_000_000, '200', PARLAY_PAYOUT_CAP_MILLI)).toBe(250_000_000);
    expect(payoutOf(1_000_000, '200', PARLAY_PAYOUT_CAP_MILLI)).toBe(200_000_000);
  });
  it('refuses bad input', () => {
    expect(() => payoutOf(-1, '2')).toThrow(RangeError);
    expect(() => payoutOf(1.5, '2')).toThrow(RangeError);
    expect(() => payoutOf(1000, '-2')).toThrow(RangeError);
    expect(() => payoutOf(1000, '1e5')).toThrow(RangeError);
    expect(() => payoutOf(1000, Number.NaN)).toThrow(RangeError);
  });
});
