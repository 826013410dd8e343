import { describe, expect, it } from 'vitest';
import { expandSelection } from './expand';
import { defaultOdds, fairRatio } from './fair-odds';
import { settleLine } from './settle';
import { tablesForLunarYear } from './year-tables';
import type { Draw, PlaySelection } from './types';

/** Deterministic xorshift32 draws, so the check never flakes. */
function* draws(count: number, seed = 0x9e3779b9): Generator<Draw> {
  let x = seed >>> 0;
  const next = () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
  for (let i = 0; i < count; i++) {
    const pool = Array.from({ length: 49 }, (_, j) => j + 1);
    for (let j = 0; j < 7; j++) {
      const k = j + (next() % (49 - j));
      [pool[j], pool[k]] = [pool[k]!, pool[j]!];
    }
    yield { regular: pool.slice(0, 6), special: pool[6]! };
  }
}

/**
 * Settlement and pricing are separate code paths (settleLine reads the draw; fairRatio counts
 * combinations). Over 20,000 draws, each 注's win and tie rates must sit within 5 standard
 * deviations of the exact probabilities the price was built from.
 */
describe('settlement agrees with the exact probabilities behind the prices', () => {
  const T = tablesForLunarYear(2026);
  const odds = defaultOdds(T);
  const cases: [PlaySelection, string][] = [
    [{ play: 'PT_ZODIAC', zodiacs: ['马'] }, 'PT_ZODIAC:本命'],
    [{ play: 'ZX', zodiacs: ['鼠'] }, 'ZX:普通'],
    [{ play: 'LX_HIT', k: 2, zodiacs: ['鼠', '牛'] }, 'LX_HIT:2:普通'],
    [{ play: 'LX_MISS', k: 2, zodiacs: ['鼠', '马'] }, 'LX_MISS:2:本命'],
    [{ play: 'LW_MISS', k: 2, tails: [0, 5] }, 'LW_MISS:2:0尾'],
    [{ play: 'LW_HIT', k: 2, tails: [3, 5] }, 'LW_HIT:2:普通'],
    [{ play: 'BZ', k: 5, numbers: [1, 2, 3, 4, 5] }, 'BZ:5'],
    [{ play: 'QSB', options: ['和局'] }, 'QSB:和局'],
    [{ play: 'QSB', options: ['红'] }, 'QSB:红'],
    [{ play: 'ZONGXIAO', options: ['6肖'] }, 'ZONGXIAO:6肖'],
    [{ play: 'SUM', options: ['大'] }, 'SUM:大'],
    [{ play: 'TM_XG', options: ['家肖'] }, 'TM_XG:家肖'],
    [{ play: 'ZM_ANY', numbers: [17] }, 'ZM_ANY'],
    [{ play: 'LM_TC', numbers: [1, 2, 3] }, 'LM_TC'],
  ];
  const N = 20_000;
  const all = [...draws(N)];

  for (const [selection, key] of cases)
    it(key, () => {
      const lines = expandSelection(selection, T, odds).lines;
      let wins = 0;
      let ties = 0;
      for (const d of all)
        for (const line of lines) {
          const r = settleLine(line, d, T);
          if (r.outcome === 'win') wins++;
          else if (r.outcome === 'tie') ties++;
        }
      const trials = N * lines.length;
      // fair = (1 − P(tie)) / P(win); the tie rate of each play is 0 or known from §2/§4.
      const tieRate = ties / trials;
      const [num, den] = fairRatio(key, T);
      const pWin = (1 - tieRate) * (Number(den) / Number(num));
      const sd = Math.sqrt((pWin * (1 - pWin)) / trials);
      expect(Math.abs(wins / trials - pWin), `${key}: ${wins}/${trials} vs ${pWin}`).toBeLessThan(
        5 * sd + 1e-9,
      );
    });
});
