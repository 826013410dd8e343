import { GAME_ID } from '../constants';
import { bigSmall, oddEven, tailOf } from './number-attributes';
import { zodiacIn } from './plays/year-tables';
import type { YearTables } from './plays/types';
import { waveColour, type WaveColour } from './wave-colour';
import type { ZodiacName } from './zodiac';

/**
 * Forecast posts of the 高手资料 board (issue 19): structured picks on the special number (特码)
 * of one period, scored against the period's final result with the same attribute rules as the
 * bets (spec 4 §1.1-1.3), so an author's record is real.
 *
 * - 特码 numbers: hit when the special is one of them.
 * - zodiacs: hit when the special's zodiac in the period's year tables is picked. 49 is no tie:
 *   it belongs to the year's own animal (本命), as for 特肖.
 * - colours: hit when the special's wave colour is picked. 49 is green, no tie (as 色波).
 * - tails: hit when the special's units digit is picked (49 is 9尾, no tie).
 * - 大小单双: every picked attribute must hold (大+单 = 大单). S = 49 is a tie (as 特码两面):
 *   neither hit nor miss, and it does not count in the record.
 */
export const PICK_TYPES = ['number', 'zodiac', 'colour', 'tail', 'lm'] as const;
export type PickType = (typeof PICK_TYPES)[number];

export const PICK_TYPE_LABELS: Record<PickType, string> = {
  number: '特码',
  zodiac: '生肖',
  colour: '波色',
  tail: '尾数',
  lm: '大小单双',
};

export const LM_OPTIONS = ['大', '小', '单', '双'] as const;
export type LmOption = (typeof LM_OPTIONS)[number];

/** How many of each a forecast may pick (a forecast of everything is no forecast). */
export const PICK_LIMITS: Record<PickType, { min: number; max: number }> = {
  number: { min: 1, max: 36 },
  zodiac: { min: 1, max: 9 },
  colour: { min: 1, max: 2 },
  tail: { min: 1, max: 7 },
  lm: { min: 1, max: 2 },
};

export interface ForecastPicks {
  number?: number[];
  zodiac?: ZodiacName[];
  colour?: WaveColour[];
  tail?: number[];
  lm?: LmOption[];
}

/**
 * Whether forum posts and forecasts may be about a lottery game. Picks are scored on a Mark
 * Six special number; 幸运牛牛 deals cards, and its period's seven numbers are only a
 * settlement fingerprint, so a forecast on them would be scored against nothing a member sees.
 */
export const isForumGame = (gameId: number): boolean => gameId !== GAME_ID.luckyNiuNiu;

export type PickOutcome = 'hit' | 'miss' | 'tie';
export type ForecastResult = Partial<Record<PickType, PickOutcome>>;

export const FORECAST_MSG = {
  noPicks: '请至少选择一种预测',
  lmConflict: '大小、单双各只能选一个',
  duplicate: '预测选项不能重复',
  tooMany: (type: PickType) => `${PICK_TYPE_LABELS[type]}最多可选${PICK_LIMITS[type].max}个`,
} as const;

/** A picks problem in Chinese, or null when the picks are a valid forecast. */
export function picksProblem(picks: ForecastPicks): string | null {
  const types = PICK_TYPES.filter((t) => (picks[t]?.length ?? 0) > 0);
  if (types.length === 0) return FORECAST_MSG.noPicks;
  for (const t of types) {
    const list = picks[t] as readonly unknown[];
    if (new Set(list).size !== list.length) return FORECAST_MSG.duplicate;
    if (list.length > PICK_LIMITS[t].max) return FORECAST_MSG.tooMany(t);
  }
  const lm = picks.lm ?? [];
  if (lm.filter((o) => o === '大' || o === '小').length > 1 || lm.filter((o) => o === '单' || o === '双').length > 1)
    return FORECAST_MSG.lmConflict;
  return null;
}

/** Outcome of one pick type against the special number (pure; `tables` = the period's year). */
export function scorePick(type: PickType, picks: ForecastPicks, special: number, tables: YearTables): PickOutcome | undefined {
  switch (type) {
    case 'number':
      return picks.number?.length ? (picks.number.includes(special) ? 'hit' : 'miss') : undefined;
    case 'zodiac':
      return picks.zodiac?.length ? (picks.zodiac.includes(zodiacIn(tables, special)) ? 'hit' : 'miss') : undefined;
    case 'colour':
      return picks.colour?.length ? (picks.colour.includes(waveColour(special)) ? 'hit' : 'miss') : undefined;
    case 'tail':
      return picks.tail?.length ? (picks.tail.includes(tailOf(special)) ? 'hit' : 'miss') : undefined;
    case 'lm': {
      if (!picks.lm?.length) return undefined;
      if (special === 49) return 'tie';
      const attrs = new Set<string>([bigSmall(special), oddEven(special)]);
      return picks.lm.every((o) => attrs.has(o)) ? 'hit' : 'miss';
    }
  }
}

/** Every picked type's outcome against a final draw (6 regular + special, special last). */
export function scoreForecast(picks: ForecastPicks, numbers: readonly number[], tables: YearTables): ForecastResult {
  const special = numbers[6];
  if (numbers.length !== 7 || special === undefined) throw new RangeError('a final draw has 7 numbers');
  const out: ForecastResult = {};
  for (const t of PICK_TYPES) {
    const r = scorePick(t, picks, special, tables);
    if (r) out[t] = r;
  }
  return out;
}

/** An author's record in one game and pick type. */
export interface ForecastRecord {
  /** Scored periods (ties excluded). */
  periods: number;
  hits10: number;
  hits30: number;
  hits100: number;
  /** Of the last 10/30/100 scored periods, how many there were (fewer than N early on). */
  of10: number;
  of30: number;
  of100: number;
  currentStreak: number;
  longestStreak: number;
}

/**
 * The record from outcomes newest first (one per period; ties are skipped: they are neither a
 * hit nor a miss and do not break a streak).
 */
export function forecastRecord(newestFirst: readonly PickOutcome[]): ForecastRecord {
  const scored = newestFirst.filter((o) => o !== 'tie');
  const hitsIn = (n: number) => scored.slice(0, n).filter((o) => o === 'hit').length;
  let current = 0;
  while (current < scored.length && scored[current] === 'hit') current++;
  let longest = 0;
  let run = 0;
  for (const o of scored) {
    run = o === 'hit' ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return {
    periods: scored.length,
    hits10: hitsIn(10),
    hits30: hitsIn(30),
    hits100: hitsIn(100),
    of10: Math.min(10, scored.length),
    of30: Math.min(30, scored.length),
    of100: Math.min(100, scored.length),
    currentStreak: current,
    longestStreak: longest,
  };
}

/** The author's share of an unlock and the house's, in thousandths (share rounded down to the fen). */
export function unlockSplit(price: number, houseSharePercent: number): { author: number; house: number } {
  const house = Math.ceil((price * houseSharePercent) / 100 / 10) * 10;
  const capped = Math.min(price, Math.max(0, house));
  return { author: price - capped, house: capped };
}
