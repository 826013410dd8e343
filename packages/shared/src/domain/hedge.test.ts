import { describe, expect, it } from 'vitest';
import { HEDGE_GROUPS, HEDGE_MIN_LINES, HEDGE_PLAYS, hedgeGroupOf, hedgeReduction, type HedgeLine } from './hedge';
import { linePriceKeys } from './plays/expand';
import { settleLine } from './plays/settle';
import type { PlayCode } from './plays/types';
import { tablesForLunarYear } from './plays/year-tables';

const P = '1:2026001';
const line = (play: PlayCode, key: string, stake: number, period = P): HedgeLine => ({ period, play, key, stake });

describe('hedgeReduction', () => {
  it('大 100 + 小 60 counts 100, not 160 (reduction 60)', () => {
    expect(hedgeReduction([line('TM_LM', '大', 100_000), line('TM_LM', '小', 60_000)])).toBe(60_000);
  });

  it('an n-way full cover counts total − (n−1)×min', () => {
    // 3 colours: 50 + 50 + 80 = 180 → 80 counted, reduction 100.
    expect(hedgeReduction([line('TM_COLOR', '红', 50), line('TM_COLOR', '蓝', 50), line('TM_COLOR', '绿', 80)])).toBe(100);
    // all 12 zodiacs at 10, one at 30: total 140 → 11×10 = 110 reduction.
    const zodiacs = HEDGE_GROUPS.TM_ZODIAC![0]!.map((z, i) => line('TM_ZODIAC', z, i === 0 ? 30 : 10));
    expect(hedgeReduction(zodiacs)).toBe(110);
  });

  it('a partial cover changes nothing', () => {
    expect(hedgeReduction([line('TM_COLOR', '红', 50), line('TM_COLOR', '蓝', 50)])).toBe(0);
    expect(hedgeReduction(HEDGE_GROUPS.TM_ZODIAC![0]!.slice(1).map((z) => line('TM_ZODIAC', z, 10)))).toBe(0);
    // 大 and 单 are different groups.
    expect(hedgeReduction([line('TM_LM', '大', 10), line('TM_LM', '单', 10)])).toBe(0);
  });

  it('adds the stakes of several orders of the same period, and keeps periods apart', () => {
    expect(hedgeReduction([line('TM_LM', '大', 30), line('TM_LM', '大', 70), line('TM_LM', '小', 60)])).toBe(60);
    expect(hedgeReduction([line('TM_LM', '大', 100), line('TM_LM', '小', 60, '1:2026002')])).toBe(0);
  });

  it('keeps 正码 positions apart and ignores tied or zero stakes and plays outside the rule', () => {
    expect(hedgeReduction([line('ZM_POS', '正码1:大', 10), line('ZM_POS', '正码2:小', 10)])).toBe(0);
    expect(hedgeReduction([line('ZM_POS', '正码1:大', 10), line('ZM_POS', '正码1:小', 20)])).toBe(10);
    expect(hedgeReduction([line('TM_LM', '大', 100), line('TM_LM', '小', 0)])).toBe(0);
    expect(hedgeReduction([line('ZM_ANY', '01', 10), line('PT_ZODIAC', '鼠', 10)])).toBe(0);
    expect(hedgeGroupOf('TM_HX', '鼠,牛')).toBeNull();
  });

  it('sums several groups of one member', () => {
    const lines = [
      line('TM_LM', '大', 100),
      line('TM_LM', '小', 60),
      line('TM_LM', '单', 40),
      line('TM_LM', '双', 40),
      line('SUM', '大', 5),
      line('SUM', '小', 5),
    ];
    expect(hedgeReduction(lines)).toBe(60 + 40 + 5);
  });
});

describe('HEDGE_MIN_LINES', () => {
  it('is the smallest group of each play', () => {
    const min = Object.fromEntries(HEDGE_PLAYS.map((p, i) => [p, HEDGE_MIN_LINES[i]]));
    expect(min).toMatchObject({ TM_NUM: 49, ZMT: 49, TM_LM: 2, ZM_POS: 2, TM_COLOR: 3, TM_ZODIAC: 12, TM_TAIL: 10, TM_HEAD: 5, TM_HALF2: 12, ZONGXIAO: 2 });
  });
});

describe('hedge groups follow spec 4', () => {
  const tables = tablesForLunarYear(2026);
  const betLine = (play: PlayCode, key: string) => ({
    play,
    key,
    odds: Object.fromEntries(linePriceKeys(play, key, tables).map((k) => [k, 2])),
  });
  // A deterministic spread of draws (7 distinct numbers), including 49 as special and at 正码1.
  const draws = Array.from({ length: 300 }, (_, d) => {
    const pool = Array.from({ length: 49 }, (_, i) => i + 1);
    let seed = d * 7919 + 17;
    const picked: number[] = [];
    for (let i = 0; i < 7; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      picked.push(pool.splice(seed % pool.length, 1)[0]!);
    }
    if (d === 0) return { regular: picked.slice(0, 6).map((n) => (n === 49 ? 48 : n)), special: 49 };
    return { regular: picked.slice(0, 6), special: picked[6]! };
  });

  it('in every group, every draw makes exactly one option win, or ties every option', () => {
    for (const play of HEDGE_PLAYS) {
      for (const group of HEDGE_GROUPS[play]!) {
        const positions = play === 'ZM_POS' || play === 'ZMT' ? ['正码1:', '正码4:'] : [''];
        for (const prefix of positions) {
          for (const draw of draws) {
            const outcomes = group.map((o) => settleLine(betLine(play, prefix + o), draw, tables).outcome);
            const wins = outcomes.filter((o) => o === 'win').length;
            const ties = outcomes.filter((o) => o === 'tie').length;
            const ok = (wins === 1 && ties === 0) || ties === group.length;
            if (!ok) throw new Error(`${play} ${prefix}${group.join('/')} draw ${JSON.stringify(draw)}: ${outcomes.join(',')}`);
          }
        }
      }
    }
  });
});
