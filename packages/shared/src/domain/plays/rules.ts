import { digitSum, oddEven, tailOf } from '../number-attributes';
import { WAVE_LABELS, waveColour } from '../wave-colour';
import type { ZodiacName } from '../zodiac';
import { elementIn, zodiacIn } from './year-tables';
import type { PlayCode, YearTables } from './types';

/** Outcome of a single-ball condition: the ball decides win/lose, or the bet is refunded. */
export type BallOutcome = 'win' | 'lose' | 'tie';

/** §1.3 zodiac groups of TM_XG (not the swapped [AK-H] arrays). */
export const ZODIAC_GROUPS: Record<string, readonly ZodiacName[]> = {
  天肖: ['牛', '兔', '龙', '马', '猴', '猪'],
  地肖: ['鼠', '虎', '蛇', '羊', '鸡', '狗'],
  前肖: ['鼠', '牛', '虎', '兔', '龙', '蛇'],
  后肖: ['马', '羊', '猴', '鸡', '狗', '猪'],
  家肖: ['牛', '马', '羊', '鸡', '狗', '猪'],
  野肖: ['鼠', '虎', '龙', '蛇', '兔', '猴'],
};

/** Chinese colour (红/蓝/绿) of a number. */
export const colourOf = (n: number): string => WAVE_LABELS[waveColour(n)];

const is = (b: boolean): BallOutcome => (b ? 'win' : 'lose');

/**
 * A two-sided attribute (大 小 单 双 合大 合小 合单 合双 尾大 尾小 and the combined 大单 大双 小单
 * 小双) of a number 1-48 (§1.1). The caller handles 49.
 */
function twoSided(option: string, n: number): boolean {
  switch (option) {
    case '大':
      return n >= 25;
    case '小':
      return n <= 24;
    case '单':
    case '双':
      return oddEven(n) === option;
    case '合大':
      return digitSum(n) >= 7;
    case '合小':
      return digitSum(n) <= 6;
    case '合单':
      return digitSum(n) % 2 === 1;
    case '合双':
      return digitSum(n) % 2 === 0;
    case '尾大':
      return tailOf(n) >= 5;
    case '尾小':
      return tailOf(n) <= 4;
    case '大单':
    case '大双':
    case '小单':
    case '小双':
      return twoSided(option[0]!, n) && twoSided(option[1]!, n);
    default:
      throw new RangeError(`unknown option ${option}`);
  }
}

/** Is this a colour option (红/蓝/绿)? Colours never tie on 49 (it is green). */
export const isColourOption = (option: string): boolean =>
  option === '红' || option === '蓝' || option === '绿';

/** A 正码1-6 / 过关 leg option on the ball at its position: two-sided options tie on 49, colours do not. */
export function positionOutcome(option: string, n: number): BallOutcome {
  if (isColourOption(option)) return is(colourOf(n) === option);
  return n === 49 ? 'tie' : is(twoSided(option, n));
}

/** "正码3:大" (a ZM_POS / ZMT 注 or a parlay leg) → [3, '大']. Throws RangeError otherwise. */
export function positionPick(text: string): [number, string] {
  const m = /^正码([1-6]):(.+)$/.exec(text);
  if (!m) throw new RangeError(`bad position pick ${text}`);
  return [Number(m[1]), m[2]!];
}

/**
 * The outcome of a bet decided by one ball (the special, or the regular ball at a position):
 * `pick` is the option / zodiac / tail / element / number of the 注.
 */
export function ballOutcome(play: PlayCode, pick: string, n: number, tables: YearTables): BallOutcome {
  switch (play) {
    case 'TM_NUM':
    case 'ZMT':
      return is(Number(pick) === n);
    case 'TM_LM':
    case 'TM_LM2':
      return n === 49 ? 'tie' : is(twoSided(pick, n));
    case 'ZM_POS':
    case 'ZM_PARLAY':
      return positionOutcome(pick, n);
    case 'TM_XG': {
      const group = ZODIAC_GROUPS[pick];
      if (!group) throw new RangeError(`unknown option ${pick}`);
      return n === 49 ? 'tie' : is(group.includes(zodiacIn(tables, n)));
    }
    case 'TM_COLOR':
      return is(colourOf(n) === pick);
    case 'TM_HALF':
    case 'TM_HALF2':
      return n === 49 ? 'tie' : is(colourOf(n) === pick[0] && twoSided(pick.slice(1), n));
    case 'TM_ZODIAC':
      return is(zodiacIn(tables, n) === pick);
    case 'TM_HEAD':
      return is(`${Math.floor(n / 10)}头` === pick);
    case 'TM_TAIL':
      return is(`${tailOf(n)}尾` === pick);
    case 'TM_WX':
      return is(elementIn(tables, n) === pick);
    case 'TM_HX':
      return n === 49 ? 'tie' : is(pick.split(',').includes(zodiacIn(tables, n)));
    default:
      throw new RangeError(`${play} is not decided by one ball`);
  }
}

/**
 * 七色波 winner from the number of regular balls of each colour and the special's colour: the
 * highest score wins (regular 1, special 1.5); a shared top score (only 3:3 + third colour) is 和局.
 */
export function sevenColourWinnerOfCounts(
  regularCounts: Readonly<Record<string, number>>,
  specialColour: string,
): string {
  // Scores doubled so the special's 1.5 stays an integer.
  const scores = ['红', '蓝', '绿'].map((c): [string, number] => [
    c,
    2 * (regularCounts[c] ?? 0) + (c === specialColour ? 3 : 0),
  ]);
  scores.sort((a, b) => b[1] - a[1]);
  return scores[0]![1] === scores[1]![1] ? '和局' : scores[0]![0];
}

/** 七色波 winner of a draw (§3). */
export function sevenColourWinner(regular: readonly number[], special: number): string {
  const counts: Record<string, number> = { 红: 0, 蓝: 0, 绿: 0 };
  for (const n of regular) counts[colourOf(n)]! += 1;
  return sevenColourWinnerOfCounts(counts, colourOf(special));
}

/** 总和 outcome (§4 variant B): 大 ≥ 176, 小 ≤ 174, 175 ties 大/小; 单/双 never tie. */
export function sumOutcome(option: string, sum: number): BallOutcome {
  if (option === '单') return is(sum % 2 === 1);
  if (option === '双') return is(sum % 2 === 0);
  if (sum === 175) return 'tie';
  return is(option === '大' ? sum >= 176 : sum <= 174);
}

/** 总肖 outcome for a count of distinct zodiacs among the 7 balls (exact match, §11.17). */
export function zongxiaoOutcome(option: string, distinct: number): BallOutcome {
  if (option === '单') return is(distinct % 2 === 1);
  if (option === '双') return is(distinct % 2 === 0);
  return is(option === `${distinct}肖`);
}
