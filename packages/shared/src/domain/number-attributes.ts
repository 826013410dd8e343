/**
 * Big/small of a number. Tables differ on 49; we follow the common one: 1-24 小, 25-48 大,
 * and 49 is 和 (a tie, neither big nor small).
 */
export function bigSmall(num: number): '大' | '小' | '和' {
  if (num === 49) return '和';
  return num >= 25 ? '大' : '小';
}

/** Odd/even (单/双) of a number. */
export const oddEven = (num: number): '单' | '双' => (num % 2 === 1 ? '单' : '双');

/** Tail (尾数): the last digit. */
export const tailOf = (num: number): number => num % 10;

/** Digit sum (合数) of a number, 1-13: 合数小 is 1-6, 合数大 is 7-13 (spec 2 §5 MB16). */
export const digitSum = (num: number): number => Math.floor(num / 10) + (num % 10);

export const digitSumBigSmall = (num: number): '合数大' | '合数小' =>
  digitSum(num) >= 7 ? '合数大' : '合数小';

/** Sum of all 7 numbers of a draw (总和). */
export const drawSum = (numbers: readonly number[]): number => numbers.reduce((a, b) => a + b, 0);

/** Big/small of a draw's sum: 175 and above is 大 (the sum of 7 numbers ranges 28-322). */
export const drawSumBigSmall = (numbers: readonly number[]): '大' | '小' =>
  drawSum(numbers) >= 175 ? '大' : '小';

export const drawSumOddEven = (numbers: readonly number[]): '单' | '双' => oddEven(drawSum(numbers));

/** Parses an `openNum` string ("1,2,3,4,5,6,7") into numbers, ignoring blanks. */
export const parseOpenNum = (openNum: string): number[] =>
  openNum
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number);
