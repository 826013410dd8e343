import { describe, expect, it } from 'vitest';
import { WAVE_NUMBERS } from '../wave-colour';
import { colourOf } from './rules';
import { elementIn, isYearTables, tablesForDrawDate, tablesForLunarYear, yearTablesSchema, zodiacIn } from './year-tables';

const list = (text: string) => text.split(' ').map(Number);

describe('YearTables', () => {
  it('2026 zodiac table of §1.3: 本命 马 has 5 numbers, every other animal 4', () => {
    const t = tablesForLunarYear(2026);
    expect(t.yearZodiac).toBe('马');
    expect(t.zodiacNumbers.马).toEqual(list('1 13 25 37 49'));
    expect(t.zodiacNumbers.蛇).toEqual(list('2 14 26 38'));
    expect(t.zodiacNumbers.羊).toEqual(list('12 24 36 48'));
    expect(t.zodiacNumbers.鼠).toEqual(list('7 19 31 43'));
    for (const [z, ns] of Object.entries(t.zodiacNumbers)) expect(ns.length, z).toBe(z === '马' ? 5 : 4);
    expect(zodiacIn(t, 49)).toBe('马');
    expect(zodiacIn(t, 11)).toBe('猴');
  });

  it('§11.14 五行 of 2026 and 2025 match §1.4 exactly', () => {
    expect(tablesForLunarYear(2026).elementNumbers).toEqual({
      金: list('4 5 12 13 26 27 34 35 42 43'),
      木: list('8 9 16 17 24 25 38 39 46 47'),
      水: list('1 14 15 22 23 30 31 44 45'),
      火: list('2 3 10 11 18 19 32 33 40 41 48 49'),
      土: list('6 7 20 21 28 29 36 37'),
    });
    const t2025 = tablesForLunarYear(2025);
    expect(t2025.yearZodiac).toBe('蛇');
    expect(t2025.elementNumbers).toEqual({
      金: list('3 4 11 12 25 26 33 34 41 42'),
      木: list('7 8 15 16 23 24 37 38 45 46'),
      水: list('13 14 21 22 29 30 43 44'),
      火: list('1 2 9 10 17 18 31 32 39 40 47 48'),
      土: list('5 6 19 20 27 28 35 36 49'),
    });
    expect(elementIn(t2025, 49)).toBe('土');
  });

  it('§11.15 the colour formula [绿,红,红,蓝,蓝,绿][(n + floor((n−1)/10)) mod 6] agrees with the table for 1-49', () => {
    const formula = ['绿', '红', '红', '蓝', '蓝', '绿'];
    const table: Record<string, readonly number[]> = {
      红: WAVE_NUMBERS.red,
      蓝: WAVE_NUMBERS.blue,
      绿: WAVE_NUMBERS.green,
    };
    for (let n = 1; n <= 49; n++) {
      const expected = formula[(n + Math.floor((n - 1) / 10)) % 6]!;
      expect(colourOf(n), String(n)).toBe(expected);
      expect(table[expected]!.includes(n), String(n)).toBe(true);
    }
    expect([WAVE_NUMBERS.red.length, WAVE_NUMBERS.blue.length, WAVE_NUMBERS.green.length]).toEqual([
      17, 16, 16,
    ]);
  });

  it('§11.13 switches at lunar new year in HKT (2026-02-17)', () => {
    expect(tablesForDrawDate(new Date('2026-02-16T23:59:59+08:00')).yearZodiac).toBe('蛇');
    expect(tablesForDrawDate(new Date('2026-02-17T00:00:00+08:00')).yearZodiac).toBe('马');
    expect(tablesForDrawDate(new Date('2025-01-28T21:30:00+08:00')).yearZodiac).toBe('龙');
    expect(tablesForDrawDate(new Date('2025-01-29T21:30:00+08:00')).yearZodiac).toBe('蛇');
  });

  it('survives JSON and validates with yearTablesSchema', () => {
    const t = tablesForLunarYear(2026);
    const copy = yearTablesSchema.parse(JSON.parse(JSON.stringify(t)));
    expect(copy).toEqual(t);
    expect(zodiacIn(copy as typeof t, 25)).toBe('马');
    expect(yearTablesSchema.safeParse({ ...t, lunarYear: 'x' }).success).toBe(false);
  });

  it('isYearTables agrees with yearTablesSchema', () => {
    const t = tablesForLunarYear(2026);
    const cases: unknown[] = [
      t,
      JSON.parse(JSON.stringify(tablesForLunarYear(1999))),
      null,
      'x',
      { ...t, lunarYear: 'x' },
      { ...t, lunarYear: 1800 },
      { ...t, lunarYear: 2026.5 },
      { ...t, yearZodiac: '猫' },
      { ...t, zodiacNumbers: { ...t.zodiacNumbers, 马: [50] } },
      { ...t, zodiacNumbers: { ...t.zodiacNumbers, 猫: [1] } },
      { ...t, elementNumbers: { ...t.elementNumbers, 金: [0] } },
      { ...t, elementNumbers: { ...t.elementNumbers, 金: [1.5] } },
      { ...t, elementNumbers: [] },
    ];
    for (const c of cases) expect(isYearTables(c), JSON.stringify(c)).toBe(yearTablesSchema.safeParse(c).success);
    expect(isYearTables(t)).toBe(true);
  });
});

