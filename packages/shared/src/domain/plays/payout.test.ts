import { describe, expect, it } from 'vitest';
import { PARLAY_PAYOUT_CAP_MILLI } from './catalogue';
import { linePayoutOf, payoutOf } from './payout';
import { maxMultiplierOf } from './settle';

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

describe('linePayoutOf and maxMultiplierOf', () => {
  it('caps parlays only', () => {
    expect(linePayoutOf('ZM_PARLAY', 2_000_000, '200')).toBe(PARLAY_PAYOUT_CAP_MILLI);
    expect(linePayoutOf('ZM_PARLAY', 2_000_000, '200', 300_000_000)).toBe(300_000_000);
    expect(linePayoutOf('LM_4QZ', 2_000_000, '200')).toBe(400_000_000);
  });
  it('gives the best tier, or the exact product of a parlay placed at leg prices', () => {
    expect(
      maxMultiplierOf({
        play: 'LM_3Z2',
        key: '01,02,03',
        odds: { 'LM_3Z2:中三': 121.796, 'LM_3Z2:中二': 24.359 },
      }),
    ).toBe('121.796');
    expect(maxMultiplierOf({ play: 'TM_NUM', key: '01', odds: { TM_NUM: 48.265 } })).toBe('48.265');
    expect(
      maxMultiplierOf({
        play: 'ZM_PARLAY',
        key: '正码1:红,正码2:小',
        odds: { '正码1:红': 2.839, '正码2:小': 1.97 },
      }),
    ).toBe('5.59283');
    expect(
      maxMultiplierOf({
        play: 'ZM_PARLAY',
        key: '正码1:大,正码3:红',
        odds: { ZM_PARLAY: 5.659, 'ZM_PARLAY:正码1=49': 2.781 },
      }),
    ).toBe('5.659');
  });
});
