import { lunarYearOf } from './zodiac';

export const ELEMENTS = ['金', '木', '水', '火', '土'] as const;
export type Element = (typeof ELEMENTS)[number];

/**
 * 纳音 element of each pair of the sexagenary cycle, from 甲子乙丑 (海中金) to 壬戌癸亥 (大海水).
 * Thirty pairs; the 60 years of the cycle map two by two onto them.
 */
// prettier-ignore
const NAYIN_PAIRS: readonly Element[] = [
  '金', '火', '木', '土', '金', '火', '水', '土', '金', '木', // 海中 炉中 大林 路旁 剑锋 山头 涧下 城头 白蜡 杨柳
  '水', '土', '火', '木', '水', '金', '火', '木', '土', '金', // 泉中 屋上 霹雳 松柏 长流 沙中 山下 平地 壁上 金箔
  '火', '水', '土', '金', '木', '水', '土', '火', '木', '水', // 覆灯 天河 大驿 钗钏 桑柘 大溪 沙中 天上 石榴 大海
];

/** 纳音 element of a (lunar) year: 1984 is 甲子, the first year of the cycle. */
export function nayinOfYear(year: number): Element {
  const cycle = (((year - 1984) % 60) + 60) % 60;
  return NAYIN_PAIRS[Math.floor(cycle / 2)]!;
}

/**
 * Element of a number 1-49 in a lunar year: the 纳音 of the year the number stands for,
 * counted back from the lunar year (number 1 is the year itself, 2 the year before, ...),
 * which is also the year whose animal the number carries.
 */
export function elementOf(num: number, when: number | Date): Element {
  const year = typeof when === 'number' && when < 10_000 ? when : lunarYearOf(when);
  return nayinOfYear(year - (num - 1));
}

/** The five-elements table of a lunar year in `five-elements.json` form. */
export function fiveElementsTable(lunarYear: number): { element: Element; values: number[] }[] {
  const table = ELEMENTS.map((element) => ({ element, values: [] as number[] }));
  for (let n = 1; n <= 49; n++) table[ELEMENTS.indexOf(elementOf(n, lunarYear))]!.values.push(n);
  return table;
}
