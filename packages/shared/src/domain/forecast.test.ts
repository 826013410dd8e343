import { describe, expect, it } from 'vitest';
import { forecastRecord, isForumGame, picksProblem, scoreForecast, scorePick, unlockSplit, type ForecastPicks } from './forecast';
import { tablesForLunarYear } from './plays/year-tables';

// 马年 2026 (spec 4 §1.3): 马 01 13 25 37 49 · 蛇 02 14 26 38 · 羊 12 24 36 48 ...
const horse = tablesForLunarYear(2026);
// 蛇年 2025: 49 is 蛇.
const snake = tablesForLunarYear(2025);
const draw = (special: number) => [1, 2, 3, 4, 5, 6, special].map((n, i) => (i < 6 && n === special ? 40 + i : n));

describe('forecast scoring', () => {
  it('特码 numbers hit only on the special, never on a regular number', () => {
    const picks: ForecastPicks = { number: [10, 20, 30] };
    expect(scoreForecast(picks, [10, 11, 12, 13, 14, 15, 20], horse)).toEqual({ number: 'hit' });
    expect(scoreForecast(picks, [10, 20, 30, 13, 14, 15, 44], horse)).toEqual({ number: 'miss' });
    expect(scorePick('number', { number: [49] }, 49, horse)).toBe('hit');
  });

  it('zodiacs use the period year; 49 belongs to the year animal (本命), no tie', () => {
    expect(scorePick('zodiac', { zodiac: ['马'] }, 49, horse)).toBe('hit');
    expect(scorePick('zodiac', { zodiac: ['马'] }, 1, horse)).toBe('hit');
    expect(scorePick('zodiac', { zodiac: ['蛇'] }, 49, horse)).toBe('miss');
    expect(scorePick('zodiac', { zodiac: ['蛇'] }, 49, snake)).toBe('hit');
    expect(scorePick('zodiac', { zodiac: ['羊', '猴'] }, 48, horse)).toBe('hit');
    expect(scorePick('zodiac', { zodiac: ['羊'] }, 47, horse)).toBe('miss');
  });

  it('colours: 49 is green and wins for green', () => {
    expect(scorePick('colour', { colour: ['green'] }, 49, horse)).toBe('hit');
    expect(scorePick('colour', { colour: ['red', 'blue'] }, 49, horse)).toBe('miss');
    expect(scorePick('colour', { colour: ['red'] }, 1, horse)).toBe('hit');
    expect(scorePick('colour', { colour: ['blue'] }, 3, horse)).toBe('hit');
  });

  it('tails: units digit, 49 is 9尾', () => {
    expect(scorePick('tail', { tail: [9] }, 49, horse)).toBe('hit');
    expect(scorePick('tail', { tail: [0, 5] }, 30, horse)).toBe('hit');
    expect(scorePick('tail', { tail: [0, 5] }, 31, horse)).toBe('miss');
  });

  it('大小单双: all picked attributes must hold; 49 is a tie', () => {
    expect(scorePick('lm', { lm: ['大'] }, 25, horse)).toBe('hit');
    expect(scorePick('lm', { lm: ['大'] }, 24, horse)).toBe('miss');
    expect(scorePick('lm', { lm: ['大', '单'] }, 25, horse)).toBe('hit');
    expect(scorePick('lm', { lm: ['大', '单'] }, 26, horse)).toBe('miss');
    expect(scorePick('lm', { lm: ['小', '双'] }, 2, horse)).toBe('hit');
    expect(scorePick('lm', { lm: ['大'] }, 49, horse)).toBe('tie');
    expect(scorePick('lm', { lm: ['单'] }, 49, horse)).toBe('tie');
  });

  it('scores every picked type at once and skips types not picked', () => {
    const picks: ForecastPicks = { number: [49], zodiac: ['马'], colour: ['red'], tail: [9], lm: ['大'] };
    expect(scoreForecast(picks, draw(49), horse)).toEqual({ number: 'hit', zodiac: 'hit', colour: 'miss', tail: 'hit', lm: 'tie' });
    expect(scoreForecast({ tail: [1] }, draw(11), horse)).toEqual({ tail: 'hit' });
    expect(() => scoreForecast(picks, [1, 2, 3], horse)).toThrow();
  });
});

describe('forecast picks', () => {
  it('needs one type, no duplicates, limits per type, one of 大小 and one of 单双', () => {
    expect(picksProblem({})).toBe('请至少选择一种预测');
    expect(picksProblem({ number: [] })).toBe('请至少选择一种预测');
    expect(picksProblem({ number: [1, 1] })).toBe('预测选项不能重复');
    expect(picksProblem({ colour: ['red', 'blue', 'green'] })).toBe('波色最多可选2个');
    expect(picksProblem({ lm: ['大', '小'] })).toBe('大小、单双各只能选一个');
    expect(picksProblem({ lm: ['大', '双'] })).toBeNull();
    expect(picksProblem({ zodiac: ['鼠', '牛'], tail: [3] })).toBeNull();
  });
});

describe('forecast record', () => {
  it('counts hits over the last 10/30/100 scored periods and streaks; ties are skipped', () => {
    const r = forecastRecord(['hit', 'tie', 'hit', 'miss', 'hit', 'hit', 'hit', 'miss']);
    expect(r).toEqual({ periods: 7, hits10: 5, hits30: 5, hits100: 5, of10: 7, of30: 7, of100: 7, currentStreak: 2, longestStreak: 3 });
    const long = forecastRecord([...Array(40).fill('hit'), ...Array(80).fill('miss')] as ('hit' | 'miss')[]);
    expect(long).toMatchObject({ periods: 120, hits10: 10, hits30: 30, hits100: 40, of100: 100, currentStreak: 40, longestStreak: 40 });
    expect(forecastRecord([])).toMatchObject({ periods: 0, currentStreak: 0, longestStreak: 0 });
  });
});

describe('unlock split', () => {
  it('gives the house its percentage (to the fen, rounded up) and the author the rest', () => {
    expect(unlockSplit(10_000, 20)).toEqual({ author: 8_000, house: 2_000 });
    expect(unlockSplit(1_010, 15)).toEqual({ author: 850, house: 160 });
    expect(unlockSplit(5_000, 0)).toEqual({ author: 5_000, house: 0 });
    expect(unlockSplit(5_000, 100)).toEqual({ author: 0, house: 5_000 });
  });
});

describe('forum games', () => {
  it('takes the Mark Six lottery games and not 幸运牛牛, whose numbers are no draw', () => {
    expect([70, 90, 110, 1].every(isForumGame)).toBe(true);
    expect(isForumGame(95)).toBe(false);
  });
});
