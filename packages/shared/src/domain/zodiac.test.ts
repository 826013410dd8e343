import { Lunar, Solar } from 'lunar-javascript';
import { describe, expect, it } from 'vitest';
import { systemDayRange } from './system-time';
import {
  FOUR_ARTS,
  GENDER,
  LUNAR_TABLE_FIRST_YEAR,
  LUNAR_TABLE_LAST_YEAR,
  SEASONS,
  fourArtOf,
  genderOf,
  lunarYearOf,
  seasonOf,
  zodiacOf,
  zodiacTable,
} from './zodiac';

// The published 2026 (丙午, year of the horse) Mark Six zodiac table.
const TABLE_2026: Record<string, number[]> = {
  马: [1, 13, 25, 37, 49],
  蛇: [2, 14, 26, 38],
  龙: [3, 15, 27, 39],
  兔: [4, 16, 28, 40],
  虎: [5, 17, 29, 41],
  牛: [6, 18, 30, 42],
  鼠: [7, 19, 31, 43],
  猪: [8, 20, 32, 44],
  狗: [9, 21, 33, 45],
  鸡: [10, 22, 34, 46],
  猴: [11, 23, 35, 47],
  羊: [12, 24, 36, 48],
};

describe('zodiac', () => {
  it('matches the published 2026 table: 1 is 马, then backwards through the twelve', () => {
    for (const row of zodiacTable(2026)) expect(row.values).toEqual(TABLE_2026[row.name]);
    expect(zodiacOf(1, 2026)).toBe('马');
    expect(zodiacOf(2, 2026)).toBe('蛇');
    expect(zodiacOf(3, 2026)).toBe('龙');
    expect(zodiacOf(13, 2026)).toBe('马');
  });

  it('makes number 1 the year animal of other years (2024 龙, 2025 蛇)', () => {
    expect(zodiacOf(1, 2024)).toBe('龙');
    expect(zodiacOf(1, 2025)).toBe('蛇');
    expect(zodiacOf(49, 2025)).toBe('蛇');
    expect(zodiacOf(12, 2025)).toBe('马');
  });

  it('changes year at lunar new year (2026-02-17), not on 1 January', () => {
    // 2026-02-16 23:59 and 2026-02-17 00:00 in Asia/Shanghai.
    expect(lunarYearOf(Date.UTC(2026, 1, 16, 15, 59))).toBe(2025);
    expect(lunarYearOf(Date.UTC(2026, 1, 16, 16, 0))).toBe(2026);
    expect(zodiacOf(1, new Date(Date.UTC(2026, 0, 10)))).toBe('蛇');
    expect(zodiacOf(1, new Date(Date.UTC(2026, 2, 1)))).toBe('马');
  });

  it('has the groups of spec 2 §5', () => {
    expect(FOUR_ARTS).toEqual({
      琴: ['鸡', '兔', '蛇'],
      棋: ['鼠', '牛', '狗'],
      书: ['马', '龙', '虎'],
      画: ['羊', '猴', '猪'],
    });
    expect(SEASONS).toEqual({
      春: ['鸡', '兔', '蛇'],
      夏: ['鼠', '牛', '狗'],
      秋: ['马', '龙', '虎'],
      冬: ['羊', '猴', '猪'],
    });
    expect(GENDER.男).toEqual(['鼠', '牛', '虎', '龙', '马', '猴', '狗']);
    expect(GENDER.女).toEqual(['兔', '蛇', '羊', '鸡', '猪']);
    expect([fourArtOf('马'), seasonOf('猪'), genderOf('兔')]).toEqual(['书', '冬', '女']);
  });

  it('switches the lunar year on the day lunar-javascript gives for every year 1900-2100', () => {
    for (let y = LUNAR_TABLE_FIRST_YEAR + 1; y <= LUNAR_TABLE_LAST_YEAR; y++) {
      const s = Lunar.fromYmd(y, 1, 1).getSolar();
      // Midnight of the new year's day in the system zone (Shanghai kept summer time in some years).
      const newYear = systemDayRange(new Date(Date.UTC(s.getYear(), s.getMonth() - 1, s.getDay())).toISOString().slice(0, 10)).start;
      expect(lunarYearOf(newYear), `${y}`).toBe(y);
      expect(lunarYearOf(newYear - 1), `${y} eve`).toBe(y - 1);
      expect(Solar.fromYmd(s.getYear(), s.getMonth(), s.getDay()).getLunar().getYear()).toBe(y);
    }
    expect(() => lunarYearOf(Date.UTC(2101, 5, 1))).toThrow(RangeError);
  });
});
