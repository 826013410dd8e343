// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient types must reach the web and server projects, which do not include this folder
/// <reference path="./lunar-javascript.d.ts" />
import { Solar } from 'lunar-javascript';

/** The twelve zodiac animals in cycle order (鼠 = 子). */
export const ZODIAC_NAMES = ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'] as const;
export type ZodiacName = (typeof ZODIAC_NAMES)[number];

/** Minutes east of UTC of the system time zone (Asia/Shanghai, no daylight saving). */
export const SYSTEM_UTC_OFFSET_MIN = 480;

/** Calendar date (year, month 1-12, day) of an instant in a fixed-offset time zone. */
export function ymdAt(date: Date | number, offsetMin = SYSTEM_UTC_OFFSET_MIN): [number, number, number] {
  const d = new Date((typeof date === 'number' ? date : date.getTime()) + offsetMin * 60_000);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}

/**
 * The lunar year of an instant: it changes at lunar new year (正月初一), not on 1 January
 * nor at 立春, which is how the zodiac tables of the lottery switch.
 */
export function lunarYearOf(date: Date | number, offsetMin = SYSTEM_UTC_OFFSET_MIN): number {
  const [y, m, d] = ymdAt(date, offsetMin);
  return Solar.fromYmd(y, m, d).getLunar().getYear();
}

const yearOf = (when: number | Date): number =>
  typeof when === 'number' && when < 10_000 ? when : lunarYearOf(when);

/** Index in {@link ZODIAC_NAMES} of a lunar year's animal (2020 鼠, 2026 马). */
export const yearZodiacIndex = (lunarYear: number): number => (((lunarYear - 4) % 12) + 12) % 12;

/**
 * Zodiac of a number 1-49 for a lunar year (a year number below 10000, or an instant whose
 * lunar year is used): number 1 is the year's animal, then backwards through the twelve.
 */
export function zodiacOf(num: number, when: number | Date): ZodiacName {
  const idx = (((yearZodiacIndex(yearOf(when)) - (num - 1)) % 12) + 12) % 12;
  return ZODIAC_NAMES[idx]!;
}

/** Numbers 1-49 carrying each zodiac in a lunar year, in {@link ZODIAC_NAMES} order. */
export function zodiacTable(when: number | Date): { name: ZodiacName; values: number[] }[] {
  const year = yearOf(when);
  const table = ZODIAC_NAMES.map((name) => ({ name, values: [] as number[] }));
  for (let n = 1; n <= 49; n++) table[ZODIAC_NAMES.indexOf(zodiacOf(n, year))]!.values.push(n);
  return table;
}

/** Zodiac groups of spec 2 §5 (four arts, seasons, gender). */
export const FOUR_ARTS: Record<'琴' | '棋' | '书' | '画', readonly ZodiacName[]> = {
  琴: ['鸡', '兔', '蛇'],
  棋: ['鼠', '牛', '狗'],
  书: ['马', '龙', '虎'],
  画: ['羊', '猴', '猪'],
};
export const SEASONS: Record<'春' | '夏' | '秋' | '冬', readonly ZodiacName[]> = {
  春: ['鸡', '兔', '蛇'],
  夏: ['鼠', '牛', '狗'],
  秋: ['马', '龙', '虎'],
  冬: ['羊', '猴', '猪'],
};
export const GENDER: Record<'男' | '女', readonly ZodiacName[]> = {
  男: ['鼠', '牛', '虎', '龙', '马', '猴', '狗'],
  女: ['兔', '蛇', '羊', '鸡', '猪'],
};

const groupOf = <K extends string>(groups: Record<K, readonly ZodiacName[]>, z: ZodiacName): K =>
  (Object.keys(groups) as K[]).find((k) => groups[k].includes(z))!;

export const fourArtOf = (z: ZodiacName) => groupOf(FOUR_ARTS, z);
export const seasonOf = (z: ZodiacName) => groupOf(SEASONS, z);
export const genderOf = (z: ZodiacName) => groupOf(GENDER, z);
