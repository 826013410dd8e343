import { Solar } from 'lunar-javascript';
import { describe, expect, it } from 'vitest';
import { elementOf, fiveElementsTable, nayinOfYear } from './five-elements';

/*
 * The 2026 (丙午) five-elements table as published by the Mark Six data sites (五行对照表).
 * It is the 2024 table (金 02,03,10,11,24,25,32,33,40,41; 木 06,07,14,15,22,23,36,37,44,45;
 * 水 12,13,20,21,28,29,42,43; 火 01,08,09,16,17,30,31,38,39,46,47; 土 04,05,18,19,26,27,34,35,48,49)
 * moved on by two numbers, as it must be: each number is a birth year's 纳音.
 */
const TABLE_2026 = {
  金: [4, 5, 12, 13, 26, 27, 34, 35, 42, 43],
  木: [8, 9, 16, 17, 24, 25, 38, 39, 46, 47],
  水: [1, 14, 15, 22, 23, 30, 31, 44, 45],
  火: [2, 3, 10, 11, 18, 19, 32, 33, 40, 41, 48, 49],
  土: [6, 7, 20, 21, 28, 29, 36, 37],
};
const TABLE_2024 = {
  金: [2, 3, 10, 11, 24, 25, 32, 33, 40, 41],
  木: [6, 7, 14, 15, 22, 23, 36, 37, 44, 45],
  水: [12, 13, 20, 21, 28, 29, 42, 43],
  火: [1, 8, 9, 16, 17, 30, 31, 38, 39, 46, 47],
  土: [4, 5, 18, 19, 26, 27, 34, 35, 48, 49],
};

const asRecord = (year: number) =>
  Object.fromEntries(fiveElementsTable(year).map((r) => [r.element, r.values]));

describe('five elements', () => {
  it('computes the published 2026 table from the 纳音 of each number’s year', () => {
    expect(asRecord(2026)).toEqual(TABLE_2026);
    expect(elementOf(1, 2026)).toBe('水'); // 丙午 天河水
  });

  it('computes the published 2024 table', () => {
    expect(asRecord(2024)).toEqual(TABLE_2024);
  });

  it('agrees with the 纳音 of lunar-javascript for every year of a cycle', () => {
    for (let year = 1960; year < 2030; year++) {
      const nayin = Solar.fromYmd(year, 6, 1).getLunar().getYearNaYin();
      expect(nayin.endsWith(nayinOfYear(year)), `${year} ${nayin}`).toBe(true);
    }
  });

  it('covers all 49 numbers once', () => {
    expect(
      fiveElementsTable(2026)
        .flatMap((r) => r.values)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 49 }, (_, i) => i + 1));
  });
});
