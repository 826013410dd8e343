import { describe, expect, it } from 'vitest';
import {
  bigSmall,
  digitSum,
  digitSumBigSmall,
  drawSum,
  drawSumBigSmall,
  drawSumOddEven,
  oddEven,
  parseOpenNum,
  tailOf,
} from './number-attributes';

describe('number attributes', () => {
  it('splits big/small at 25 with 49 as 和', () => {
    expect([bigSmall(1), bigSmall(24), bigSmall(25), bigSmall(48), bigSmall(49)]).toEqual([
      '小',
      '小',
      '大',
      '大',
      '和',
    ]);
  });

  it('gives odd/even, tail and digit sum (合数小 1-6, 合数大 7-13)', () => {
    expect([oddEven(7), oddEven(10)]).toEqual(['单', '双']);
    expect([tailOf(7), tailOf(40), tailOf(49)]).toEqual([7, 0, 9]);
    expect([digitSum(49), digitSum(6), digitSum(15)]).toEqual([13, 6, 6]);
    expect([digitSumBigSmall(6), digitSumBigSmall(16)]).toEqual(['合数小', '合数大']);
  });

  it('sums a draw (HK 25/134: 7,10,11,19,25,30 + 45)', () => {
    const nums = parseOpenNum('7,10,11,19,25,30,45');
    expect(drawSum(nums)).toBe(147);
    expect(drawSumBigSmall(nums)).toBe('小');
    expect(drawSumOddEven(nums)).toBe('单');
    expect(drawSumBigSmall([43, 44, 45, 46, 47, 48, 49])).toBe('大');
    expect(parseOpenNum('1, 2,,3')).toEqual([1, 2, 3]);
  });
});
