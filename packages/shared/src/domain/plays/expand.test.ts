import { describe, expect, it } from 'vitest';
import { NIUNIU_CATALOGUE, PLAY_CATALOGUE, playDef } from './catalogue';
import { expandSelection, pickPriceKey } from './expand';
import { defaultOdds } from './fair-odds';
import { payoutOf } from './payout';
import { ALL_PRICE_KEYS, priceKeyLabel, priceKeysOf } from './price-keys';
import { countLines, playSelectionSchema, selectionProblem } from './selection';
import { settleLine } from './settle';
import { PLAY_CODES, PlayError, type PlaySelection } from './types';
import { tablesForLunarYear } from './year-tables';

const T2026 = tablesForLunarYear(2026);
const ODDS = defaultOdds(T2026);
const keys = (s: PlaySelection) => expandSelection(s, T2026, ODDS).lines.map((l) => l.key);

describe('catalogue', () => {
  it('holds every play code exactly once, each with a Chinese name and a rule', () => {
    const codes = [...PLAY_CATALOGUE, ...NIUNIU_CATALOGUE].flatMap((c) => c.plays.map((p) => p.code));
    expect([...codes].sort()).toEqual([...PLAY_CODES].sort());
    for (const p of PLAY_CATALOGUE.flatMap((c) => c.plays)) {
      expect(p.name).toMatch(/[\u4e00-\u9fa5]/);
      expect(p.rule).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(PLAY_CATALOGUE.map((c) => c.name)).toEqual([
      '特码',
      '正码',
      '正码特',
      '正码1-6',
      '过关',
      '连码',
      '生肖',
      '尾数',
      '色波',
      '五行',
      '自选不中',
      '总和',
    ]);
  });
  it('every option of an option play has its own price key; every price key has a label', () => {
    for (const def of PLAY_CATALOGUE.flatMap((c) => c.plays))
      if (def.picker === 'option')
        for (const o of def.options!)
          expect(priceKeysOf(def.code), `${def.code} ${o.value}`).toContain(
            pickPriceKey(def.code, o.value, T2026),
          );
    expect(pickPriceKey('TM_HEAD', '0头', T2026)).toBe('TM_HEAD:0');
    expect(pickPriceKey('TM_HEAD', '3头', T2026)).toBe('TM_HEAD:普通');
    expect(pickPriceKey('TM_LM', '合单', T2026)).toBe('TM_LM:合单');
    expect(pickPriceKey('ZM_POS', '绿', T2026)).toBe('ZM_POS:绿');
    expect(pickPriceKey('PT_TAIL', 0, T2026)).toBe('PT_TAIL:0');
    expect(pickPriceKey('TM_ZODIAC', '马', T2026)).toBe('TM_ZODIAC:本命');
    expect(pickPriceKey('TM_ZODIAC', '马', tablesForLunarYear(2025))).toBe('TM_ZODIAC:普通');
    expect(pickPriceKey('TM_NUM', 7, T2026)).toBe('TM_NUM');
    for (const key of ALL_PRICE_KEYS) expect(priceKeyLabel(key)).toMatch(/[\u4e00-\u9fa5]/);
    expect(priceKeyLabel('LX_HIT:3:本命')).toBe('连肖中 三连肖 本命');
    expect(priceKeyLabel('BZ:12')).toBe('十二不中');
    expect(priceKeyLabel('LW_MISS:2:0尾')).toBe('连尾不中 二连尾 含0尾');
    expect(priceKeyLabel('TM_TAIL:普通')).toBe('尾数 1-9尾');
    expect(priceKeyLabel('TM_HX:6')).toBe('合肖 6肖');
    expect(new Set(ALL_PRICE_KEYS.map(priceKeyLabel)).size).toBe(ALL_PRICE_KEYS.length);
    // §14.10 (no key per animal); the 牛 of the 幸运牛牛 tiers (NN_WIN:牛牛 …) is the card game, not the ox.
    expect(
      ALL_PRICE_KEYS.filter((k) => !k.startsWith('NN_WIN:')).some((k) => /[鼠牛虎兔龙蛇马羊猴鸡狗猪]/.test(k)),
    ).toBe(false);
  });
});

describe('expansion counts (§6, §7, §8)', () => {
  it('复式: C(n,k) 注', () => {
    expect(countLines({ play: 'LM_3Z2', numbers: [1, 2, 3, 4, 10] })).toBe(10);
    expect(countLines({ play: 'LM_4QZ', numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] })).toBe(210);
    expect(countLines({ play: 'LM_2QZ', numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] })).toBe(66);
    expect(countLines({ play: 'LX_HIT', k: 2, zodiacs: ['鼠', '牛', '虎', '兔', '龙'] })).toBe(10);
    expect(countLines({ play: 'LW_MISS', k: 3, tails: [0, 1, 2, 3] })).toBe(4);
    expect(
      countLines({ play: 'BZ', k: 5, numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] }),
    ).toBe(3003);
  });
  it('胆拖: the [LY] examples "8拖18,28,13,25" (4 注) and "8,18拖19,20,21" (3 注)', () => {
    expect(keys({ play: 'LM_2QZ', bankers: [8], numbers: [18, 28, 13, 25] })).toEqual(
      ['08,18', '08,28', '08,13', '08,25'].sort(),
    );
    expect(keys({ play: 'LM_3Z2', bankers: [8, 18], numbers: [19, 20, 21] })).toEqual([
      '08,18,19',
      '08,18,20',
      '08,18,21',
    ]);
    expect(countLines({ play: 'LM_4QZ', bankers: [1, 2], numbers: [3, 4, 5, 6] })).toBe(6);
  });
  it('对碰: |A|×|B| pairs minus self-pairs and repeats', () => {
    // 蛇 × 龙 (2026): 4 × 4 = 16, the corrected [QT] count.
    expect(countLines({ play: 'LM_2QZ', groupA: [2, 14, 26, 38], groupB: [3, 15, 27, 39] })).toBe(16);
    // 马 (5 numbers) × 1尾 (5 numbers) share 01: 25 − 1.
    expect(countLines({ play: 'LM_TC', groupA: [1, 13, 25, 37, 49], groupB: [1, 11, 21, 31, 41] })).toBe(24);
    expect(keys({ play: 'LM_2ZT', groupA: [1, 2], groupB: [2, 1] })).toEqual(['01,02']);
  });
  it('each-pick plays: one 注 per pick; 合肖 and 过关 one 注', () => {
    expect(keys({ play: 'TM_NUM', numbers: [49, 1, 13] })).toEqual(['01', '13', '49']);
    expect(keys({ play: 'ZMT', position: 2, numbers: [7] })).toEqual(['正码2:07']);
    expect(keys({ play: 'ZM_POS', position: 6, options: ['绿', '大'] })).toEqual(['正码6:大', '正码6:绿']);
    expect(keys({ play: 'TM_ZODIAC', zodiacs: ['马', '鼠'] })).toEqual(['鼠', '马']);
    expect(keys({ play: 'TM_TAIL', tails: [3, 0] })).toEqual(['0尾', '3尾']);
    expect(keys({ play: 'TM_HX', zodiacs: ['马', '鼠', '牛'] })).toEqual(['鼠,牛,马']);
    expect(
      keys({
        play: 'ZM_PARLAY',
        legs: [
          { position: 4, option: '红' },
          { position: 2, option: '单' },
        ],
      }),
    ).toEqual(['正码2:单,正码4:红']);
  });
});

describe('odds carried by each 注', () => {
  it('two-tier plays carry both tiers; 本命/0尾 roles are decided by the combination and the year', () => {
    const [z2] = expandSelection({ play: 'LM_3Z2', numbers: [1, 2, 3] }, T2026, ODDS).lines;
    expect(z2!.odds).toEqual({ 'LM_3Z2:中三': ODDS['LM_3Z2:中三'], 'LM_3Z2:中二': ODDS['LM_3Z2:中二'] });
    const lx = expandSelection({ play: 'LX_HIT', k: 2, zodiacs: ['蛇', '马', '鼠'] }, T2026, ODDS).lines;
    expect(lx.map((l) => [l.key, Object.keys(l.odds)[0]])).toEqual([
      ['鼠,蛇', 'LX_HIT:2:普通'],
      ['鼠,马', 'LX_HIT:2:本命'],
      ['蛇,马', 'LX_HIT:2:本命'],
    ]);
    const t2025 = tablesForLunarYear(2025);
    const [snake] = expandSelection({ play: 'TM_ZODIAC', zodiacs: ['蛇'] }, t2025, defaultOdds(t2025)).lines;
    expect(Object.keys(snake!.odds)).toEqual(['TM_ZODIAC:本命']);
    const [parlay] = expandSelection(
      {
        play: 'ZM_PARLAY',
        legs: [
          { position: 1, option: '大' },
          { position: 3, option: '红' },
        ],
      },
      T2026,
      ODDS,
    ).lines;
    // The joint price (parlay.test.ts works it out: 401 of 2352 draws win, 1/49 ties) and, for the
    // two-sided leg, the price of 红 alone once 正码1 reads 49 (17 of 48).
    expect(parlay!.odds).toEqual({ ZM_PARLAY: 5.659, 'ZM_PARLAY:正码1=49': 2.781 });
  });
  it('refuses when a needed price is missing', () => {
    const { 'TM_ZODIAC:本命': _gone, ...rest } = ODDS;
    expect(() => expandSelection({ play: 'TM_ZODIAC', zodiacs: ['鼠'] }, T2026, rest)).not.toThrow();
    expect(() => expandSelection({ play: 'TM_ZODIAC', zodiacs: ['马'] }, T2026, rest)).toThrow(
      '该玩法暂未开放',
    );
  });
  it('§11.19 a 复式 costs C(n,k) × unit and pays Σ winning 注 × unit × that 注’s odds', () => {
    const unit = 10_000; // 10 yuan
    const { lines } = expandSelection(
      { play: 'LX_HIT', k: 2, zodiacs: ['鼠', '兔', '龙', '蛇', '马'] },
      T2026,
      ODDS,
    );
    expect(lines.length * unit).toBe(100_000);
    const draw = { regular: [1, 2, 3, 4, 13, 25], special: 37 };
    const paid = lines.reduce((sum, l) => sum + payoutOf(unit, settleLine(l, draw, T2026).multiplier), 0);
    expect(paid).toBe(
      3 * payoutOf(unit, ODDS['LX_HIT:2:本命']!) + 3 * payoutOf(unit, ODDS['LX_HIT:2:普通']!),
    );
  });
});

describe('§11.18 rejections', () => {
  const refused: [string, PlaySelection, string][] = [
    ['duplicate numbers', { play: 'LM_3QZ', numbers: [1, 2, 2] }, '号码重复'],
    ['duplicate numbers in TM_NUM', { play: 'TM_NUM', numbers: [5, 5] }, '号码重复'],
    ['out-of-range number', { play: 'TM_NUM', numbers: [50] }, '号码须为01-49'],
    ['zero', { play: 'ZM_ANY', numbers: [0] }, '号码须为01-49'],
    [
      '连肖 k = 6',
      { play: 'LX_HIT', k: 6, zodiacs: ['鼠', '牛', '虎', '兔', '龙', '蛇'] },
      '请选择二连肖至五连肖',
    ],
    ['连尾 without k', { play: 'LW_HIT', tails: [1, 2] }, '请选择二连尾至五连尾'],
    ['自选不中 k = 4', { play: 'BZ', k: 4, numbers: [1, 2, 3, 4, 5] }, '请选择五不中至十二不中'],
    ['fewer picks than k', { play: 'BZ', k: 6, numbers: [1, 2, 3, 4, 5] }, '请至少选择6个号码'],
    [
      'too many 连码 numbers',
      { play: 'LM_3Z2', numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
      '请选择3-10个号码',
    ],
    [
      'too many 二全中 numbers',
      { play: 'LM_2QZ', numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] },
      '请选择2-12个号码',
    ],
    [
      'over 5,000 注',
      { play: 'BZ', k: 7, numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] },
      '单次投注不能超过5000注',
    ],
    [
      'parlay legs on one position twice',
      {
        play: 'ZM_PARLAY',
        legs: [
          { position: 1, option: '大' },
          { position: 1, option: '单' },
        ],
      },
      '过关位置重复',
    ],
    [
      'parlay with one leg',
      { play: 'ZM_PARLAY', legs: [{ position: 1, option: '大' }] },
      '过关请选择2-6个位置',
    ],
    [
      'parlay leg option',
      {
        play: 'ZM_PARLAY',
        legs: [
          { position: 1, option: '大单' },
          { position: 2, option: '单' },
        ],
      },
      '无效的选项',
    ],
    [
      '合肖 of all 12 zodiacs',
      { play: 'TM_HX', zodiacs: ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'] },
      '合肖不能选择全部12个生肖',
    ],
    ['合肖 of one zodiac', { play: 'TM_HX', zodiacs: ['鼠'] }, '请选择2-11个生肖'],
    ['合肖 k not matching', { play: 'TM_HX', k: 3, zodiacs: ['鼠', '牛'] }, '合肖数量与所选生肖不符'],
    ['unknown option', { play: 'TM_LM', options: ['红'] }, '无效的选项'],
    ['半波 合单 is not offered (§14.2)', { play: 'TM_HALF', options: ['红合单'] }, '无效的选项'],
    ['missing position', { play: 'ZM_POS', options: ['大'] }, '请选择正码位置(1-6)'],
    ['field of another play', { play: 'TM_NUM', numbers: [1], zodiacs: ['鼠'] }, '选择内容与玩法不符'],
    ['no picks', { play: 'TM_ZODIAC' }, '请选择1-12个生肖'],
    ['two bankers for a 2-number play', { play: 'LM_2QZ', bankers: [1, 2], numbers: [3] }, '请选择1个胆码'],
    ['banker also a drag', { play: 'LM_3QZ', bankers: [1], numbers: [1, 2, 3] }, '胆码与拖码重复'],
    ['too few drags', { play: 'LM_4QZ', bankers: [1], numbers: [2, 3] }, '请至少选择3个拖码'],
    [
      'bankers + drags over 10',
      { play: 'LM_3QZ', bankers: [1, 2], numbers: [3, 4, 5, 6, 7, 8, 9, 10, 11] },
      '胆码与拖码合计不能超过10个',
    ],
    ['对碰 on a 3-number play', { play: 'LM_3QZ', groupA: [1], groupB: [2] }, '该玩法不支持对碰'],
    ['对碰 of one number with itself', { play: 'LM_2QZ', groupA: [1], groupB: [1] }, '对碰没有可投注的组合'],
  ];
  for (const [name, selection, message] of refused)
    it(name, () => {
      expect(() => expandSelection(selection, T2026, ODDS)).toThrow(new PlayError(message));
      expect(selectionProblem(selection)).toBe(message);
    });

  it('the zod schema bounds the structure and reports the Chinese reason', () => {
    const ok = playSelectionSchema.safeParse({ play: 'LM_2QZ', bankers: [8], numbers: [18, 28] });
    expect(ok.success).toBe(true);
    const dup = playSelectionSchema.safeParse({ play: 'LM_3QZ', numbers: [1, 2, 2] });
    expect(dup.success ? '' : dup.error.issues[0]!.message).toBe('号码重复');
    expect(playSelectionSchema.safeParse({ play: 'TM_NUM', numbers: [50] }).success).toBe(false);
    expect(playSelectionSchema.safeParse({ play: 'TM_NUM', numbers: [1.5] }).success).toBe(false);
    expect(playSelectionSchema.safeParse({ play: 'TM_NUM', numbers: [1], extra: 1 }).success).toBe(false);
    expect(playSelectionSchema.safeParse({ play: 'XX', numbers: [1] }).success).toBe(false);
    expect(
      playSelectionSchema.safeParse({ play: 'TM_NUM', numbers: Array.from({ length: 50 }, (_, i) => i) })
        .success,
    ).toBe(false);
    expect(playSelectionSchema.safeParse({ play: 'TM_LM', options: ['x'.repeat(9)] }).success).toBe(false);
  });

  it('never throws on malformed input, and answers in Chinese', () => {
    const junk: unknown[] = [
      5,
      null,
      { play: 'TM_NUM', numbers: 'a' },
      { play: 'TM_NUM', numbers: [50, 1.5, -1] },
      { play: 'LX_HIT', k: 13, zodiacs: ['猫'] },
      { play: 'ZM_PARLAY', legs: [{ position: 9, option: 1 }, null] },
      { play: 'LM_2QZ', bankers: [1, 2, 3, 4, 5], groupA: [1] },
      { play: 'TM_LM', options: [] },
      { play: 'TM_NUM', numbers: Array<number>(60).fill(1) },
    ];
    for (const value of junk) {
      const result = playSelectionSchema.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      for (const issue of result.error!.issues) expect(issue.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('pick limits of the catalogue match §14.5', () => {
    for (const code of ['LM_4QZ', 'LM_3QZ', 'LM_3Z2'] as const) expect(playDef(code).maxPicks).toBe(10);
    for (const code of ['LM_2QZ', 'LM_2ZT', 'LM_TC'] as const) expect(playDef(code).maxPicks).toBe(12);
    expect(playDef('BZ').maxPicks).toBe(15);
    expect(playDef('LM_3QZ').modes).toEqual(['复式', '胆拖']);
    expect(playDef('LM_TC').modes).toEqual(['复式', '胆拖', '对碰']);
  });
});
