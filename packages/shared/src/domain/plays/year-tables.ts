import { z } from 'zod';
import { ELEMENTS, elementOf, type Element } from '../five-elements';
import { ZODIAC_NAMES, lunarYearOf, yearZodiacIndex, zodiacOf, type ZodiacName } from '../zodiac';
import type { YearTables } from './types';

// Mark Six draws are Hong Kong events: the lunar year is read on Hong Kong's calendar.
const HKT = 'Asia/Hong_Kong';

/** The tables of a lunar year (number 1 is the year's animal; 纳音 elements, §1.3-1.4). */
export function tablesForLunarYear(lunarYear: number): YearTables {
  const zodiacNumbers = Object.fromEntries(ZODIAC_NAMES.map((z) => [z, [] as number[]])) as Record<
    ZodiacName,
    number[]
  >;
  const elementNumbers = Object.fromEntries(ELEMENTS.map((e) => [e, [] as number[]])) as Record<
    Element,
    number[]
  >;
  for (let n = 1; n <= 49; n++) {
    zodiacNumbers[zodiacOf(n, lunarYear)].push(n);
    elementNumbers[elementOf(n, lunarYear)].push(n);
  }
  return { lunarYear, yearZodiac: ZODIAC_NAMES[yearZodiacIndex(lunarYear)]!, zodiacNumbers, elementNumbers };
}

/**
 * The tables that apply to a period scheduled to draw at `drawDate`: its lunar year is read from
 * the draw's calendar date in HKT, so a period drawn on 2026-02-16 (HKT) still uses 蛇年 and one
 * drawn on 2026-02-17 uses 马年, whenever the bet is placed or settled (§11.13).
 */
export function tablesForDrawDate(drawDate: Date | number): YearTables {
  return tablesForLunarYear(lunarYearOf(drawDate, HKT));
}

const numberList = z.array(z.number().int().min(1).max(49)).max(49);

/** Schema of a frozen {@link YearTables} (read back from the period's JSON). */
export const yearTablesSchema = z.object({
  lunarYear: z.number().int().min(1900).max(2100),
  yearZodiac: z.enum(ZODIAC_NAMES),
  zodiacNumbers: z.record(z.enum(ZODIAC_NAMES), numberList),
  elementNumbers: z.record(z.enum(ELEMENTS), numberList),
});

/** Lookup arrays indexed by number, built once per tables object (settlement calls this per 注). */
export interface TableIndex {
  zodiac: ZodiacName[];
  element: Element[];
}

const indexCache = new WeakMap<YearTables, TableIndex>();

export function tableIndex(tables: YearTables): TableIndex {
  let index = indexCache.get(tables);
  if (!index) {
    const zodiac: ZodiacName[] = [];
    const element: Element[] = [];
    for (const z of ZODIAC_NAMES) for (const n of tables.zodiacNumbers[z]) zodiac[n] = z;
    for (const e of ELEMENTS) for (const n of tables.elementNumbers[e]) element[n] = e;
    index = { zodiac, element };
    indexCache.set(tables, index);
  }
  return index;
}

/** Zodiac of a number 1-49 in these tables. */
export const zodiacIn = (tables: YearTables, n: number): ZodiacName => tableIndex(tables).zodiac[n]!;

/** Five element of a number 1-49 in these tables. */
export const elementIn = (tables: YearTables, n: number): Element => tableIndex(tables).element[n]!;

const isNumberList = (v: unknown): v is number[] =>
  Array.isArray(v) && v.length <= 49 && v.every((n) => Number.isInteger(n) && n >= 1 && n <= 49);

const isTableOf = (v: unknown, keys: readonly string[]): boolean =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.entries(v).every(([k, list]) => keys.includes(k) && isNumberList(list)) &&
  keys.every((k) => k in v);

/**
 * The same check as {@link yearTablesSchema} without zod, for the web (the game page reads the
 * period's frozen tables; zod is kept out of the web bundle, issue 16).
 */
export function isYearTables(v: unknown): v is YearTables {
  if (typeof v !== 'object' || v === null) return false;
  const t = v as Record<string, unknown>;
  return (
    typeof t.lunarYear === 'number' &&
    Number.isInteger(t.lunarYear) &&
    t.lunarYear >= 1900 &&
    t.lunarYear <= 2100 &&
    (ZODIAC_NAMES as readonly string[]).includes(t.yearZodiac as string) &&
    isTableOf(t.zodiacNumbers, ZODIAC_NAMES) &&
    isTableOf(t.elementNumbers, ELEMENTS)
  );
}
