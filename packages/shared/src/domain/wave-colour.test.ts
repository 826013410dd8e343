import { describe, expect, it } from 'vitest';
import { WAVE_NUMBERS, waveColour } from './wave-colour';

describe('wave colour', () => {
  it('follows the Hong Kong table', () => {
    expect(
      [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46].every((n) => waveColour(n) === 'red'),
    ).toBe(true);
    expect(
      [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48].every((n) => waveColour(n) === 'blue'),
    ).toBe(true);
    expect(
      [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49].every((n) => waveColour(n) === 'green'),
    ).toBe(true);
  });

  it('gives every number 1-49 exactly one colour (17 red, 16 blue, 16 green)', () => {
    expect([WAVE_NUMBERS.red.length, WAVE_NUMBERS.blue.length, WAVE_NUMBERS.green.length]).toEqual([
      17, 16, 16,
    ]);
    expect(new Set([...WAVE_NUMBERS.red, ...WAVE_NUMBERS.blue, ...WAVE_NUMBERS.green]).size).toBe(49);
    expect(() => waveColour(50)).toThrow(RangeError);
  });
});
