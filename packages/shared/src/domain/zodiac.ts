import { DEFAULT_TIME_ZONE } from '../constants';
import { systemYmd } from './system-time';

/** The twelve zodiac animals in cycle order (鼠 = 子). */
export const ZODIAC_NAMES = ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'] as const;
export type ZodiacName = (typeof ZODIAC_NAMES)[number];


/** First and last year of {@link LUNAR_NEW_YEAR_DOY}. */
export const LUNAR_TABLE_FIRST_YEAR = 1900;
export const LUNAR_TABLE_LAST_YEAR = 2100;

/**
 * Day of the year (0 = 1 January) of lunar new year (正月初一), two digits per year from 1900 to
 * 2100, generated with lunar-javascript (`Lunar.fromYmd(y, 1, 1).getSolar()`) and checked against
 * it for every year in zodiac.test.ts. A table instead of the library keeps ~440 kB of calendar
 * code out of the web bundle, where the draw panel needs nothing else from it.
 */
const LUNAR_NEW_YEAR_DOY =
  '3049382846342443322140294836254433224131503827463523433222402947362544342341304938264535244332214028' +
  '4736264433234230483827453524433220392947362645332241304837274635244332503928473626453422403049372746' +
  '3523423121392848372544332240304938274635244231214028473625433322413049382745342342312140294736254432' +
  '2241314938274534234232203928473525443322413049372645352342322139284736254433234029483726453524423120' +
  '39';

/** Day of the year (0-based) of lunar new year of a Gregorian year, 1900-2100. */
export function lunarNewYearDayOfYear(year: number): number {
  if (year < LUNAR_TABLE_FIRST_YEAR || year > LUNAR_TABLE_LAST_YEAR)
    throw new RangeError(`no lunar calendar for ${year}`);
  const i = (year - LUNAR_TABLE_FIRST_YEAR) * 2;
  return Number(LUNAR_NEW_YEAR_DOY.slice(i, i + 2));
}

/**
 * The lunar year of an instant: it changes at lunar new year (正月初一), not on 1 January
 * nor at 立春, which is how the zodiac tables of the lottery switch.
 */
export function lunarYearOf(date: Date | number, tz: string = DEFAULT_TIME_ZONE): number {
  const [y, m, d] = systemYmd(date, tz);
  const dayOfYear = (Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 1)) / 86_400_000;
  return dayOfYear >= lunarNewYearDayOfYear(y) ? y : y - 1;
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
