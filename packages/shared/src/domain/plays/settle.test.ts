import { describe, expect, it } from 'vitest';
import { expandSelection } from './expand';
import { defaultOdds } from './fair-odds';
import { payoutOf } from './payout';
import { settleLine } from './settle';
import { tablesForDrawDate, tablesForLunarYear } from './year-tables';
import type { Draw, PlaySelection, SettleResult, YearTables } from './types';

// 2026 is 马年: 马 01 13 25 37 49 · 蛇 02 14 26 38 · 龙 03 15 27 39 · 兔 04 16 28 40 · 虎 05 17 29 41 ·
// 牛 06 18 30 42 · 鼠 07 19 31 43 · 猪 08 20 32 44 · 狗 09 21 33 45 · 鸡 10 22 34 46 · 猴 11 23 35 47 ·
// 羊 12 24 36 48 (§1.3).
const T2026 = tablesForLunarYear(2026);
const T2025 = tablesForLunarYear(2025);

/** "10 20 30 41 42 43 + 49": regular numbers in draw order + special, as §11 writes them. */
function draw(text: string): Draw {
  const [regular, special] = text.split('+');
  return { regular: regular!.trim().split(/\s+/).map(Number), special: Number(special) };
}

type Row = { key: string } & SettleResult;

/** Expands a selection at the default prices of the tables' year and settles every 注. */
function settle(selection: PlaySelection, drawText: string, tables: YearTables = T2026): Row[] {
  const d = draw(drawText);
  return expandSelection(selection, tables, defaultOdds(tables)).lines.map((line) => ({
    key: line.key,
    ...settleLine(line, d, tables),
  }));
}

/** The result of a selection that is a single 注. */
function one(selection: PlaySelection, drawText: string, tables: YearTables = T2026): SettleResult {
  const rows = settle(selection, drawText, tables);
  expect(rows).toHaveLength(1);
  const { key: _key, ...result } = rows[0]!;
  return result;
}

const outcomes = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.key, r.outcome]));
const price = (key: string, tables: YearTables = T2026) => String(defaultOdds(tables)[key]);
const won = (tier: string, tables: YearTables = T2026): SettleResult => ({
  outcome: 'win',
  tier,
  multiplier: price(tier, tables),
});
const TIE: SettleResult = { outcome: 'tie', multiplier: '1' };
const LOSE: SettleResult = { outcome: 'lose', multiplier: '0' };

const TWO_SIDED = ['大', '小', '单', '双', '合大', '合小', '合单', '合双', '尾大', '尾小'];
const COMBINED = ['大单', '大双', '小单', '小双'];
const HALF = ['红', '蓝', '绿'].flatMap((c) => ['大', '小', '单', '双'].map((a) => c + a));
const HALF2 = ['红', '蓝', '绿'].flatMap((c) => COMBINED.map((a) => c + a));
const XG = ['天肖', '地肖', '前肖', '后肖', '家肖', '野肖'];

describe('§11.1 special = 49', () => {
  const D = '10 20 30 41 42 43 + 49';
  const allTie = (rows: Row[]) => rows.forEach((r) => expect(r, r.key).toMatchObject(TIE));

  it('every two-sided option, 大单 …, 天/地 前/后 家/野, 半波, 半半波 and 合肖 tie', () => {
    allTie(settle({ play: 'TM_LM', options: TWO_SIDED }, D));
    allTie(settle({ play: 'TM_LM2', options: COMBINED }, D));
    allTie(settle({ play: 'TM_XG', options: XG }, D));
    allTie(settle({ play: 'TM_HALF', options: HALF }, D));
    allTie(settle({ play: 'TM_HALF2', options: HALF2 }, D));
    // 49 is 马 (本命), and a 合肖 holding 马 still ties.
    expect(one({ play: 'TM_HX', zodiacs: ['马', '蛇'] }, D)).toEqual(TIE);
    expect(one({ play: 'TM_HX', zodiacs: ['鼠', '牛', '虎'] }, D)).toEqual(TIE);
  });

  it('色波 绿 wins, 特肖 本命 wins at the 本命 price, 4头 and 9尾 win', () => {
    expect(outcomes(settle({ play: 'TM_COLOR', options: ['红', '蓝', '绿'] }, D))).toEqual({
      红: 'lose',
      蓝: 'lose',
      绿: 'win',
    });
    expect(one({ play: 'TM_ZODIAC', zodiacs: ['马'] }, D)).toEqual(won('TM_ZODIAC:本命'));
    expect(one({ play: 'TM_ZODIAC', zodiacs: ['蛇'] }, D)).toEqual(LOSE);
    expect(outcomes(settle({ play: 'TM_HEAD', options: ['0头', '1头', '2头', '3头', '4头'] }, D))).toEqual({
      '0头': 'lose',
      '1头': 'lose',
      '2头': 'lose',
      '3头': 'lose',
      '4头': 'win',
    });
    expect(one({ play: 'TM_TAIL', tails: [9] }, D)).toEqual(won('TM_TAIL:普通'));
    expect(one({ play: 'TM_TAIL', tails: [0] }, D)).toEqual(LOSE);
  });

  it('特码 49 wins and does not become a tie (the [AK-C] bug)', () => {
    expect(one({ play: 'TM_NUM', numbers: [49] }, D)).toEqual({
      outcome: 'win',
      tier: 'TM_NUM',
      multiplier: '48.265',
    });
    expect(one({ play: 'TM_NUM', numbers: [48] }, D)).toEqual(LOSE);
  });

  it('五行: the element 49 belongs to that year wins (2026 火, 2025 土)', () => {
    const all = ['金', '木', '水', '火', '土'];
    expect(outcomes(settle({ play: 'TM_WX', options: all }, D))).toEqual({
      金: 'lose',
      木: 'lose',
      水: 'lose',
      火: 'win',
      土: 'lose',
    });
    expect(outcomes(settle({ play: 'TM_WX', options: all }, D, T2025))).toEqual({
      金: 'lose',
      木: 'lose',
      水: 'lose',
      火: 'lose',
      土: 'win',
    });
    expect(one({ play: 'TM_WX', options: ['土'] }, D, T2025)).toEqual(won('TM_WX:土', T2025));
  });

  it('the 7-ball and regular plays count 49 like any number', () => {
    expect(one({ play: 'PT_ZODIAC', zodiacs: ['马'] }, D)).toEqual(won('PT_ZODIAC:本命'));
    expect(one({ play: 'ZX', zodiacs: ['马'] }, D)).toEqual(LOSE); // 正肖: regular numbers only
    expect(one({ play: 'PT_TAIL', tails: [9] }, D)).toEqual(won('PT_TAIL:普通'));
  });
});

describe('§11.2 49 in a regular position: 01 02 49 04 05 06 + 07', () => {
  const D = '01 02 49 04 05 06 + 07';
  it('正码3 two-sided options tie, 正码3 绿 wins, 红/蓝 lose', () => {
    settle({ play: 'ZM_POS', position: 3, options: TWO_SIDED }, D).forEach((r) =>
      expect(r, r.key).toMatchObject(TIE),
    );
    expect(outcomes(settle({ play: 'ZM_POS', position: 3, options: ['红', '蓝', '绿'] }, D))).toEqual({
      '正码3:红': 'lose',
      '正码3:蓝': 'lose',
      '正码3:绿': 'win',
    });
    expect(one({ play: 'ZM_POS', position: 3, options: ['绿'] }, D)).toEqual(won('ZM_POS:绿'));
  });
  it('正三特 49 and 正码 49 win; other positions settle normally (by draw order)', () => {
    expect(one({ play: 'ZMT', position: 3, numbers: [49] }, D)).toEqual(won('ZMT'));
    expect(one({ play: 'ZMT', position: 4, numbers: [49] }, D)).toEqual(LOSE);
    expect(one({ play: 'ZM_ANY', numbers: [49] }, D)).toEqual(won('ZM_ANY'));
    expect(one({ play: 'ZM_ANY', numbers: [7] }, D)).toEqual(LOSE); // the special does not count
    expect(
      outcomes(settle({ play: 'ZM_POS', position: 4, options: ['大', '小', '单', '双', '蓝'] }, D)),
    ).toEqual({
      '正码4:大': 'lose',
      '正码4:小': 'win',
      '正码4:单': 'lose',
      '正码4:双': 'win',
      '正码4:蓝': 'win',
    });
  });
  it('a parlay leg on 正码3 大 counts at odds 1 and the other legs decide', () => {
    const legs = [
      { position: 3, option: '大' },
      { position: 1, option: '小' },
    ];
    // 小 alone on balls 1-48: 24 of 48, fair 2 → 1.97, stored with the 注 for this case.
    expect(one({ play: 'ZM_PARLAY', legs }, D)).toEqual({
      outcome: 'win',
      tier: 'ZM_PARLAY:正码3=49',
      multiplier: '1.97',
    });
    // A colour leg on 49 settles normally: 绿 wins, 红 loses. 绿 + 小: 16·24 − 7 (绿小) = 377 of
    // 49·48 draws win, 1/49 ties: fair 2352·48/(49·377) = 6.11141 → 6.019.
    const green = [
      { position: 3, option: '绿' },
      { position: 1, option: '小' },
    ];
    expect(one({ play: 'ZM_PARLAY', legs: green }, D)).toEqual({ outcome: 'win', tier: 'ZM_PARLAY', multiplier: '6.019' });
    expect(
      one(
        {
          play: 'ZM_PARLAY',
          legs: [
            { position: 3, option: '红' },
            { position: 1, option: '小' },
          ],
        },
        D,
      ),
    ).toEqual(LOSE);
  });
});

describe('§11.3 parlays', () => {
  it('one leg tied and one won pays the winning leg; a losing leg loses it all', () => {
    const D = '49 30 03 04 05 06 + 07';
    expect(
      one(
        {
          play: 'ZM_PARLAY',
          legs: [
            { position: 1, option: '单' },
            { position: 2, option: '大' },
          ],
        },
        D,
      ),
    ).toEqual({
      outcome: 'win',
      tier: 'ZM_PARLAY:正码1=49',
      multiplier: '1.97', // 大 alone on balls 1-48: 24 of 48, fair 2
    });
    expect(
      one(
        {
          play: 'ZM_PARLAY',
          legs: [
            { position: 1, option: '单' },
            { position: 2, option: '小' },
          ],
        },
        D,
      ),
    ).toEqual(LOSE);
    // A tied leg does not save a losing one.
    expect(
      one(
        {
          play: 'ZM_PARLAY',
          legs: [
            { position: 1, option: '大' },
            { position: 2, option: '单' },
          ],
        },
        D,
      ),
    ).toEqual(LOSE);
  });
  it('pays the joint price, not the product of the leg odds', () => {
    const legs = [
      { position: 1, option: '红' }, // 01 red
      { position: 2, option: '小' }, // 02 small
      { position: 3, option: '蓝' }, // 03 blue
    ];
    // 6249 of 49·48·47 = 110544 ordered draws win (counted by brute force), 1/49 ties:
    // fair 110544·48/(49·6249) = 17.32885 → × 0.985 = 17.068 (the leg product was 16.868).
    const result = one({ play: 'ZM_PARLAY', legs }, '01 02 03 04 05 06 + 07');
    expect(result).toEqual({ outcome: 'win', tier: 'ZM_PARLAY', multiplier: '17.068' });
    expect(payoutOf(10_000, result.multiplier)).toBe(170_680);
  });
});

describe('§11.4 七色波', () => {
  it('3:3 with the special the third colour: colours refunded, 和局 wins', () => {
    const rows = settle({ play: 'QSB', options: ['红', '蓝', '绿', '和局'] }, '03 04 09 05 06 11 + 01');
    expect(rows.map((r) => [r.key, r.outcome])).toEqual([
      ['红', 'tie'],
      ['蓝', 'tie'],
      ['绿', 'tie'],
      ['和局', 'win'],
    ]);
    expect(rows[3]).toMatchObject(won('QSB:和局'));
  });
  it('near miss: 蓝 4.5 beats 红 3', () => {
    expect(
      outcomes(settle({ play: 'QSB', options: ['红', '蓝', '绿', '和局'] }, '01 02 07 03 04 09 + 10')),
    ).toEqual({
      红: 'lose',
      蓝: 'win',
      绿: 'lose',
      和局: 'lose',
    });
  });
});

describe('§11.5 总和', () => {
  const all = { play: 'SUM' as const, options: ['大', '小', '单', '双'] };
  it('175: 大/小 refunded, 单 wins', () => {
    expect(outcomes(settle(all, '10 20 30 40 45 25 + 05'))).toEqual({
      大: 'tie',
      小: 'tie',
      单: 'win',
      双: 'lose',
    });
  });
  it('174 and 176', () => {
    expect(outcomes(settle(all, '10 20 30 40 45 25 + 04'))).toEqual({
      大: 'lose',
      小: 'win',
      单: 'lose',
      双: 'win',
    });
    expect(outcomes(settle(all, '10 20 30 40 45 25 + 06'))).toEqual({
      大: 'win',
      小: 'lose',
      单: 'lose',
      双: 'win',
    });
  });
});

describe('§11.6-8 连码 ignores the special', () => {
  const D = '01 02 03 04 05 06 + 07';
  it('§11.6', () => {
    expect(one({ play: 'LM_3QZ', numbers: [1, 2, 7] }, D)).toEqual(LOSE);
    expect(one({ play: 'LM_3QZ', numbers: [1, 2, 3] }, D)).toEqual(won('LM_3QZ'));
    expect(one({ play: 'LM_2ZT', numbers: [1, 7] }, D)).toEqual(won('LM_2ZT:中特'));
    expect(one({ play: 'LM_2ZT', numbers: [1, 2] }, D)).toEqual(won('LM_2ZT:中二'));
    expect(one({ play: 'LM_2ZT', numbers: [7, 8] }, D)).toEqual(LOSE);
    expect(one({ play: 'LM_TC', numbers: [1, 7] }, D)).toEqual(won('LM_TC'));
    expect(one({ play: 'LM_TC', numbers: [1, 2] }, D)).toEqual(LOSE);
    expect(one({ play: 'LM_2QZ', numbers: [1, 2] }, D)).toEqual(won('LM_2QZ'));
    expect(one({ play: 'LM_2QZ', numbers: [1, 7] }, D)).toEqual(LOSE);
    expect(one({ play: 'LM_4QZ', numbers: [1, 2, 3, 6] }, D)).toEqual(won('LM_4QZ'));
    expect(one({ play: 'LM_4QZ', numbers: [1, 2, 3, 7] }, D)).toEqual(LOSE);
  });
  it('§11.7 三中二: 3 regular pays 中三 only; 2 regular + the special pays 中二', () => {
    expect(one({ play: 'LM_3Z2', numbers: [1, 2, 3] }, D)).toEqual(won('LM_3Z2:中三'));
    expect(one({ play: 'LM_3Z2', numbers: [1, 2, 7] }, D)).toEqual(won('LM_3Z2:中二'));
    expect(one({ play: 'LM_3Z2', numbers: [1, 7, 8] }, D)).toEqual(LOSE);
  });
  it('§11.8 复式 三中二 n = 5, h = 4 → 10 注: 4 中三 + 6 中二', () => {
    const rows = settle({ play: 'LM_3Z2', numbers: [1, 2, 3, 4, 10] }, D);
    expect(rows).toHaveLength(10);
    expect(rows.filter((r) => r.tier === 'LM_3Z2:中三')).toHaveLength(4);
    expect(rows.filter((r) => r.tier === 'LM_3Z2:中二')).toHaveLength(6);
  });
  it('§11.8 胆拖 with a missed banker: no 全中 winner; 三中二 注 still settle on their own (§14.5)', () => {
    const qz = settle({ play: 'LM_3QZ', bankers: [10], numbers: [1, 2, 3] }, D);
    expect(qz).toHaveLength(3);
    expect(qz.every((r) => r.outcome === 'lose')).toBe(true);
    const z2 = settle({ play: 'LM_3Z2', bankers: [10], numbers: [1, 2, 3] }, D);
    expect(z2.map((r) => r.tier)).toEqual(['LM_3Z2:中二', 'LM_3Z2:中二', 'LM_3Z2:中二']);
  });
});

describe('§11.9-10 zodiac plays on the 7 balls', () => {
  it('01 13 25 37 02 14 + 49: 本命 five times pays once; 总肖 = 2; 连肖 {本命, 蛇} at the 本命 price', () => {
    const D = '01 13 25 37 02 14 + 49';
    expect(one({ play: 'PT_ZODIAC', zodiacs: ['马'] }, D)).toEqual(won('PT_ZODIAC:本命'));
    expect(one({ play: 'ZX', zodiacs: ['马'] }, D)).toEqual(won('ZX:本命')); // variant (a): once
    expect(outcomes(settle({ play: 'ZONGXIAO', options: ['2肖', '3肖', '单', '双'] }, D))).toEqual({
      '2肖': 'win',
      '3肖': 'lose',
      单: 'lose',
      双: 'win',
    });
    expect(one({ play: 'LX_HIT', k: 2, zodiacs: ['马', '蛇'] }, D)).toEqual(won('LX_HIT:2:本命'));
    expect(one({ play: 'LX_HIT', k: 2, zodiacs: ['蛇', '龙'] }, D)).toEqual(LOSE);
  });
  it('a special bringing a 6th zodiac is counted (the [FP-NUM] bug)', () => {
    const D = '01 02 03 04 05 13 + 06'; // 马 蛇 龙 兔 虎 马 + 牛
    expect(outcomes(settle({ play: 'ZONGXIAO', options: ['5肖', '6肖'] }, D))).toEqual({
      '5肖': 'lose',
      '6肖': 'win',
    });
    expect(one({ play: 'LX_HIT', k: 2, zodiacs: ['蛇', '牛'] }, D)).toEqual(won('LX_HIT:2:普通'));
    expect(one({ play: 'LX_HIT', k: 2, zodiacs: ['马', '牛'] }, D)).toEqual(won('LX_HIT:2:本命'));
    expect(one({ play: 'LX_MISS', k: 2, zodiacs: ['鼠', '牛'] }, D)).toEqual(LOSE);
    expect(one({ play: 'LX_MISS', k: 2, zodiacs: ['鼠', '猪'] }, D)).toEqual(won('LX_MISS:2:普通'));
    expect(one({ play: 'LX_MISS', k: 2, zodiacs: ['鼠', '马'] }, D)).toEqual(LOSE);
  });
  it('§11.17 总肖 = 5: 6肖 loses (exact match)', () => {
    expect(
      outcomes(settle({ play: 'ZONGXIAO', options: ['5肖', '6肖', '7肖', '单'] }, '01 02 03 04 05 13 + 25')),
    ).toEqual({
      '5肖': 'win',
      '6肖': 'lose',
      '7肖': 'lose',
      单: 'win',
    });
  });
  it('连肖 expansion: n zodiacs → C(n,k) 注; with 本命 among the hits C(h−1,k−1) at 本命 and C(h−1,k) at normal', () => {
    // Hits 马 蛇 龙 兔 (h = 4), 鼠 misses: C(5,2) = 10 注, C(4,2) = 6 win, 3 本命 + 3 normal.
    const rows = settle(
      { play: 'LX_HIT', k: 2, zodiacs: ['鼠', '兔', '龙', '蛇', '马'] },
      '01 02 03 04 13 25 + 37',
    );
    expect(rows).toHaveLength(10);
    expect(rows.filter((r) => r.tier === 'LX_HIT:2:本命')).toHaveLength(3);
    expect(rows.filter((r) => r.tier === 'LX_HIT:2:普通')).toHaveLength(3);
    expect(rows.filter((r) => r.outcome === 'lose')).toHaveLength(4);
  });
});

describe('§11.11 连尾 and 0尾', () => {
  const D = '10 21 32 43 04 15 + 26'; // tails 0-6
  it('a combination with 0尾 pays the higher 0尾 price', () => {
    expect(one({ play: 'LW_HIT', k: 2, tails: [0, 1] }, D)).toEqual(won('LW_HIT:2:0尾'));
    expect(one({ play: 'LW_HIT', k: 2, tails: [1, 2] }, D)).toEqual(won('LW_HIT:2:普通'));
    expect(one({ play: 'LW_HIT', k: 3, tails: [0, 1, 7] }, D)).toEqual(LOSE);
    const odds = defaultOdds(T2026);
    for (let k = 2; k <= 5; k++) {
      expect(odds[`LW_HIT:${k}:0尾`]).toBeGreaterThan(odds[`LW_HIT:${k}:普通`]!);
      expect(odds[`LW_MISS:${k}:0尾`]).toBeLessThan(odds[`LW_MISS:${k}:普通`]!);
      expect(odds[`LX_HIT:${k}:本命`]).toBeLessThan(odds[`LX_HIT:${k}:普通`]!);
      expect(odds[`LX_MISS:${k}:本命`]).toBeGreaterThan(odds[`LX_MISS:${k}:普通`]!);
    }
  });
  it('连尾不中 with a tail that appeared loses', () => {
    expect(one({ play: 'LW_MISS', k: 2, tails: [0, 7] }, D)).toEqual(LOSE);
    expect(one({ play: 'LW_MISS', k: 2, tails: [7, 8] }, D)).toEqual(won('LW_MISS:2:普通'));
    expect(one({ play: 'LW_MISS', k: 2, tails: [0, 7] }, '11 21 32 43 04 15 + 26')).toEqual(
      won('LW_MISS:2:0尾'),
    );
  });
  it('头数/尾数 and 正特尾数 price 0头/0尾 separately', () => {
    expect(one({ play: 'TM_HEAD', options: ['0头'] }, '10 20 30 40 41 42 + 07')).toEqual(won('TM_HEAD:0'));
    expect(one({ play: 'TM_TAIL', tails: [0] }, '11 21 31 41 42 43 + 20')).toEqual(won('TM_TAIL:0'));
    expect(one({ play: 'PT_TAIL', tails: [0] }, D)).toEqual(won('PT_TAIL:0'));
    expect(one({ play: 'PT_TAIL', tails: [9] }, D)).toEqual(LOSE);
  });
});

describe('§11.12 自选不中', () => {
  it('loses when only the special is among the picks', () => {
    expect(one({ play: 'BZ', k: 5, numbers: [7, 8, 9, 10, 11] }, '01 02 03 04 05 06 + 07')).toEqual(LOSE);
    expect(one({ play: 'BZ', k: 5, numbers: [8, 9, 10, 11, 12] }, '01 02 03 04 05 06 + 07')).toEqual(
      won('BZ:5'),
    );
  });
  it('n picks → C(n,k) 注, C(m,k) win with m picks not drawn', () => {
    const rows = settle({ play: 'BZ', k: 5, numbers: [1, 8, 9, 10, 11, 12, 13] }, '01 02 03 04 05 06 + 07');
    expect(rows).toHaveLength(21);
    expect(rows.filter((r) => r.outcome === 'win')).toHaveLength(6);
  });
});

describe('合肖 (§2)', () => {
  it('wins when the special is in the set, loses when out, ties on 49', () => {
    const sel: PlaySelection = { play: 'TM_HX', zodiacs: ['马', '蛇', '龙'] };
    expect(one(sel, '10 20 30 40 41 42 + 02')).toEqual(won('TM_HX:3'));
    expect(one(sel, '10 20 30 40 41 42 + 13')).toEqual(won('TM_HX:3')); // 马 without 49
    expect(one(sel, '10 20 30 40 41 42 + 04')).toEqual(LOSE);
    expect(one(sel, '10 20 30 40 41 42 + 49')).toEqual(TIE);
  });
});

describe('特码 two-sided attributes (§1.1) on a few specials', () => {
  it('大/小 单/双 合 尾 and the combined options', () => {
    // 25: 大 单 合7 (合大 合单) 尾5 (尾大); 24: 小 双 合6 (合小 合双) 尾4 (尾小).
    expect(outcomes(settle({ play: 'TM_LM', options: TWO_SIDED }, '01 02 03 04 05 06 + 25'))).toEqual({
      大: 'win',
      小: 'lose',
      单: 'win',
      双: 'lose',
      合大: 'win',
      合小: 'lose',
      合单: 'win',
      合双: 'lose',
      尾大: 'win',
      尾小: 'lose',
    });
    expect(outcomes(settle({ play: 'TM_LM', options: TWO_SIDED }, '01 02 03 04 05 06 + 24'))).toEqual({
      大: 'lose',
      小: 'win',
      单: 'lose',
      双: 'win',
      合大: 'lose',
      合小: 'win',
      合单: 'lose',
      合双: 'win',
      尾大: 'lose',
      尾小: 'win',
    });
    expect(outcomes(settle({ play: 'TM_LM2', options: COMBINED }, '01 02 03 04 05 06 + 25'))).toEqual({
      大单: 'win',
      大双: 'lose',
      小单: 'lose',
      小双: 'lose',
    });
    expect(
      outcomes(
        settle({ play: 'TM_HALF2', options: ['蓝大单', '绿大单', '蓝小单'] }, '01 02 03 04 05 06 + 25'),
      ),
    ).toEqual({
      蓝大单: 'win',
      绿大单: 'lose',
      蓝小单: 'lose',
    });
    expect(
      outcomes(settle({ play: 'TM_HALF', options: ['红小', '红双', '蓝小'] }, '01 02 03 04 05 06 + 24')),
    ).toEqual({
      红小: 'win',
      红双: 'win',
      蓝小: 'lose',
    });
  });
});

describe('§11.16 天肖/地肖, 前/后, 家/野 membership (§1.3, not the swapped [AK-H] arrays)', () => {
  it('follows the groups for every special 1-48', () => {
    const groups: Record<string, string> = {
      天肖: '牛兔龙马猴猪',
      地肖: '鼠虎蛇羊鸡狗',
      前肖: '鼠牛虎兔龙蛇',
      后肖: '马羊猴鸡狗猪',
      家肖: '牛马羊鸡狗猪',
      野肖: '鼠虎龙蛇兔猴',
    };
    for (let s = 1; s <= 48; s++) {
      const zodiac = Object.entries(T2026.zodiacNumbers).find(([, ns]) => ns.includes(s))![0];
      const regular = s < 43 ? '43 44 45 46 47 48' : '01 02 03 04 05 06';
      const rows = outcomes(settle({ play: 'TM_XG', options: XG }, `${regular} + ${s}`));
      for (const g of XG)
        expect(rows[g], `${s} ${zodiac} ${g}`).toBe(groups[g]!.includes(zodiac) ? 'win' : 'lose');
    }
  });
});

describe('§11.13 the 2026-02-17 lunar boundary', () => {
  it('the tables follow the draw date in HKT, not the settlement clock', () => {
    const before = tablesForDrawDate(new Date('2026-02-16T21:30:00+08:00'));
    const after = tablesForDrawDate(new Date('2026-02-17T21:30:00+08:00'));
    expect([before.lunarYear, before.yearZodiac]).toEqual([2025, '蛇']);
    expect([after.lunarYear, after.yearZodiac]).toEqual([2026, '马']);
    // 16:30 UTC on the 16th is already the 17th in Hong Kong.
    expect(tablesForDrawDate(new Date('2026-02-16T16:30:00Z')).lunarYear).toBe(2026);
    expect(tablesForDrawDate(new Date('2026-02-16T15:59:59Z')).lunarYear).toBe(2025);
  });
  it('a bet on the last draw of 蛇年 settles on the frozen 蛇年 tables', () => {
    const frozen = JSON.parse(
      JSON.stringify(tablesForDrawDate(new Date('2026-02-16T21:30:00+08:00'))),
    ) as YearTables;
    const D = '10 20 30 40 41 42 + 01';
    // 01 is 蛇 (本命) in 2025 and 马 in 2026.
    expect(one({ play: 'TM_ZODIAC', zodiacs: ['蛇'] }, D, frozen)).toEqual(won('TM_ZODIAC:本命', frozen));
    expect(one({ play: 'TM_ZODIAC', zodiacs: ['马'] }, D, frozen)).toEqual(LOSE);
    expect(one({ play: 'TM_ZODIAC', zodiacs: ['马'] }, D, T2026)).toEqual(won('TM_ZODIAC:本命'));
    expect(one({ play: 'TM_WX', options: ['火'] }, D, frozen)).toEqual(won('TM_WX:火', frozen)); // 2025: 01 火
    expect(one({ play: 'TM_WX', options: ['水'] }, D, T2026)).toEqual(won('TM_WX:水')); // 2026: 01 水
  });
});

describe('settleLine input checks', () => {
  it('refuses a line whose option is not in the catalogue', () => {
    const d = draw('01 02 03 04 05 06 + 07');
    expect(() => settleLine({ play: 'TM_LM', key: '中', odds: { 'TM_LM:中': 2 } }, d, T2026)).toThrow(
      RangeError,
    );
    expect(() => settleLine({ play: 'TM_XG', key: '猫肖', odds: { 'TM_XG:猫肖': 2 } }, d, T2026)).toThrow(
      RangeError,
    );
    expect(() => settleLine({ play: 'ZM_POS', key: '正码7:大', odds: { 'ZM_POS:大': 2 } }, d, T2026)).toThrow(
      RangeError,
    );
  });

  it('refuses a malformed draw', () => {
    const [line] = expandSelection({ play: 'TM_NUM', numbers: [1] }, T2026, defaultOdds(T2026)).lines;
    expect(() => settleLine(line!, draw('01 02 03 04 05 + 06'), T2026)).toThrow(RangeError);
    expect(() => settleLine(line!, draw('01 02 03 04 05 06 + 06'), T2026)).toThrow(RangeError);
    expect(() => settleLine(line!, draw('01 02 03 04 05 06 + 50'), T2026)).toThrow(RangeError);
  });
});
