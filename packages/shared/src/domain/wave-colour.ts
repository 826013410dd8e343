export type WaveColour = 'red' | 'blue' | 'green';

/** The standard Hong Kong wave-colour table (红波 / 蓝波 / 绿波). */
export const WAVE_NUMBERS: Record<WaveColour, readonly number[]> = {
  red: [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46],
  blue: [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48],
  green: [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49],
};

export const WAVE_LABELS: Record<WaveColour, string> = { red: '红', blue: '蓝', green: '绿' };

const byNumber = new Map<number, WaveColour>();
for (const colour of Object.keys(WAVE_NUMBERS) as WaveColour[])
  for (const n of WAVE_NUMBERS[colour]) byNumber.set(n, colour);

/** Wave colour of a number 1-49. */
export function waveColour(num: number): WaveColour {
  const colour = byNumber.get(num);
  if (!colour) throw new RangeError(`not a Mark Six number: ${num}`);
  return colour;
}
