import { ELEMENTS } from '../five-elements';
import { NIUNIU_GAME_ID, NIUNIU_PLAYERS } from '../niuniu';
import type { ExpansionMode, PlayCode } from './types';

/** Options of the plays built per §14 (values are also the labels and the 注 keys). */
export const TM_LM_OPTIONS = [
  '大',
  '小',
  '单',
  '双',
  '合大',
  '合小',
  '合单',
  '合双',
  '尾大',
  '尾小',
] as const;
export const TM_LM2_OPTIONS = ['大单', '大双', '小单', '小双'] as const;
export const TM_XG_OPTIONS = ['天肖', '地肖', '前肖', '后肖', '家肖', '野肖'] as const;
export const COLOUR_OPTIONS = ['红', '蓝', '绿'] as const;
export const TM_HALF_OPTIONS = COLOUR_OPTIONS.flatMap((c) => ['大', '小', '单', '双'].map((a) => c + a));
export const TM_HALF2_OPTIONS = COLOUR_OPTIONS.flatMap((c) => TM_LM2_OPTIONS.map((a) => c + a));
export const TM_HEAD_OPTIONS = ['0头', '1头', '2头', '3头', '4头'] as const;
export const ZM_POS_OPTIONS = [...TM_LM_OPTIONS, ...COLOUR_OPTIONS] as const;
export const QSB_OPTIONS = ['红', '蓝', '绿', '和局'] as const;
export const ZONGXIAO_OPTIONS = ['2肖', '3肖', '4肖', '5肖', '6肖', '7肖', '单', '双'] as const;
export const SUM_OPTIONS = ['大', '小', '单', '双'] as const;

/**
 * How the web draws the picker of a play:
 * - 'number': the 1-49 ball grid; 'option': a list of option buttons; 'zodiac': the 12 animals;
 *   'tail': tails 0-9; 'parlay': one option row per 正码 position.
 */
export type PickerKind = 'number' | 'option' | 'zodiac' | 'tail' | 'parlay';

/**
 * How picks become 注: 'each' — every pick is its own 注; 'one' — all picks together are one 注
 * (合肖, 过关); 'combination' — every k-subset of the picks is a 注 (连码, 连肖, 连尾, 自选不中).
 */
export type LineRule = 'each' | 'one' | 'combination';

export interface PlayOptionDef {
  /** Value sent in `PlaySelection.options` (also the label shown). */
  value: string;
  label: string;
}

export interface PlayDef {
  code: PlayCode;
  /** Chinese name of the sub-play tab. */
  name: string;
  picker: PickerKind;
  lineRule: LineRule;
  /** Option buttons ('option' and 'parlay' pickers). */
  options?: readonly PlayOptionDef[];
  /** The play needs a 正码 position 1-6 (`PlaySelection.position`). */
  positioned?: boolean;
  /** Allowed k (the selection's `k`) when the play has a size: 连肖/连尾 2-5, 自选不中 5-12. */
  ks?: readonly number[];
  /** Numbers per 注 for 连码 (fixed by the play). */
  size?: number;
  /** Picks allowed in one selection (numbers, options, zodiacs, tails or legs; bankers + drags for 连码). */
  minPicks: number;
  maxPicks: number;
  /** Selection modes allowed (连码 only; absent = plain picks). */
  modes?: readonly ExpansionMode[];
  /** Chinese rule text shown under the picker. */
  rule: string;
}

export interface PlayCategory {
  /** Chinese tab name. */
  name: string;
  plays: readonly PlayDef[];
}

const opts = (values: readonly string[]): PlayOptionDef[] => values.map((value) => ({ value, label: value }));
const LM_BIG = ['复式', '胆拖'] as const;
const LM_SMALL = ['复式', '胆拖', '对碰'] as const;

/** The whole credit-play catalogue, by tab, in display order. */
export const PLAY_CATALOGUE: readonly PlayCategory[] = [
  {
    name: '特码',
    plays: [
      {
        code: 'TM_NUM',
        name: '特码',
        picker: 'number',
        lineRule: 'each',
        minPicks: 1,
        maxPicks: 49,
        rule: '所选号码与特码相同即中奖。',
      },
      {
        code: 'TM_LM',
        name: '两面',
        picker: 'option',
        lineRule: 'each',
        options: opts(TM_LM_OPTIONS),
        minPicks: 1,
        maxPicks: TM_LM_OPTIONS.length,
        rule: '以特码判断大小(25-48为大)、单双、合数大小单双、尾数大小；特码为49时和局退还本金。',
      },
      {
        code: 'TM_LM2',
        name: '大小单双',
        picker: 'option',
        lineRule: 'each',
        options: opts(TM_LM2_OPTIONS),
        minPicks: 1,
        maxPicks: TM_LM2_OPTIONS.length,
        rule: '以特码判断大单、大双、小单、小双；特码为49时和局。',
      },
      {
        code: 'TM_XG',
        name: '天地前后家野',
        picker: 'option',
        lineRule: 'each',
        options: opts(TM_XG_OPTIONS),
        minPicks: 1,
        maxPicks: TM_XG_OPTIONS.length,
        rule: '特码生肖属于所选肖组即中奖；特码为49时和局。天肖：牛兔龙马猴猪；地肖：鼠虎蛇羊鸡狗；前肖：鼠牛虎兔龙蛇；后肖：马羊猴鸡狗猪；家肖：牛马羊鸡狗猪；野肖：鼠虎龙蛇兔猴。',
      },
    ],
  },
  {
    name: '正码',
    plays: [
      {
        code: 'ZM_ANY',
        name: '正码',
        picker: 'number',
        lineRule: 'each',
        minPicks: 1,
        maxPicks: 49,
        rule: '所选号码为六个正码之一即中奖，特码不算。',
      },
    ],
  },
  {
    name: '正码特',
    plays: [
      {
        code: 'ZMT',
        name: '正码特',
        picker: 'number',
        lineRule: 'each',
        positioned: true,
        minPicks: 1,
        maxPicks: 49,
        rule: '选择正码位置(正一特至正六特)与号码，该位置开出的号码与所选相同即中奖。',
      },
    ],
  },
  {
    name: '正码1-6',
    plays: [
      {
        code: 'ZM_POS',
        name: '正码1-6',
        picker: 'option',
        lineRule: 'each',
        positioned: true,
        options: opts(ZM_POS_OPTIONS),
        minPicks: 1,
        maxPicks: ZM_POS_OPTIONS.length,
        rule: '以所选位置的正码(按开出顺序)判断；该号码为49时两面和局，色波照常(49为绿波)。',
      },
    ],
  },
  {
    name: '过关',
    plays: [
      {
        code: 'ZM_PARLAY',
        name: '正码过关',
        picker: 'parlay',
        lineRule: 'one',
        options: opts(ZM_POS_OPTIONS),
        minPicks: 2,
        maxPicks: 6,
        rule: '选择2-6个不同正码位置各一项，全部中奖才算中奖。过关赔率按各项同时中奖的精确概率计算(公平赔率×0.985，只扣一次)，不是各项赔率相乘；某位置开出49时两面选项以1倍计算，其余位置按下注时给出的该情况赔率派彩。单注最高派彩250,000元。',
      },
    ],
  },
  {
    name: '连码',
    plays: [
      {
        code: 'LM_4QZ',
        name: '四全中',
        picker: 'number',
        lineRule: 'combination',
        size: 4,
        modes: LM_BIG,
        minPicks: 4,
        maxPicks: 10,
        rule: '每注4个号码，全部为正码即中奖，特码不算。',
      },
      {
        code: 'LM_3QZ',
        name: '三全中',
        picker: 'number',
        lineRule: 'combination',
        size: 3,
        modes: LM_BIG,
        minPicks: 3,
        maxPicks: 10,
        rule: '每注3个号码，全部为正码即中奖，特码不算。',
      },
      {
        code: 'LM_3Z2',
        name: '三中二',
        picker: 'number',
        lineRule: 'combination',
        size: 3,
        modes: LM_BIG,
        minPicks: 3,
        maxPicks: 10,
        rule: '每注3个号码，其中2个为正码为中二，3个都是正码为中三(只按中三派彩)。',
      },
      {
        code: 'LM_2QZ',
        name: '二全中',
        picker: 'number',
        lineRule: 'combination',
        size: 2,
        modes: LM_SMALL,
        minPicks: 2,
        maxPicks: 12,
        rule: '每注2个号码，都是正码即中奖，特码不算。',
      },
      {
        code: 'LM_2ZT',
        name: '二中特',
        picker: 'number',
        lineRule: 'combination',
        size: 2,
        modes: LM_SMALL,
        minPicks: 2,
        maxPicks: 12,
        rule: '每注2个号码，都是正码为中二；一个正码一个特码为中特。',
      },
      {
        code: 'LM_TC',
        name: '特串',
        picker: 'number',
        lineRule: 'combination',
        size: 2,
        modes: LM_SMALL,
        minPicks: 2,
        maxPicks: 12,
        rule: '每注2个号码，一个为特码另一个为正码即中奖。',
      },
    ],
  },
  {
    name: '生肖',
    plays: [
      {
        code: 'TM_ZODIAC',
        name: '特肖',
        picker: 'zodiac',
        lineRule: 'each',
        minPicks: 1,
        maxPicks: 12,
        rule: '特码生肖与所选相同即中奖；本命生肖有5个号码(含49)，赔率较低。',
      },
      {
        code: 'PT_ZODIAC',
        name: '一肖',
        picker: 'zodiac',
        lineRule: 'each',
        minPicks: 1,
        maxPicks: 12,
        rule: '七个号码(含特码)中有所选生肖即中奖，多个只算一次。',
      },
      {
        code: 'ZX',
        name: '正肖',
        picker: 'zodiac',
        lineRule: 'each',
        minPicks: 1,
        maxPicks: 12,
        rule: '六个正码中有所选生肖即中奖，只中一次。',
      },
      {
        code: 'TM_HX',
        name: '合肖',
        picker: 'zodiac',
        lineRule: 'one',
        minPicks: 2,
        maxPicks: 11,
        rule: '选择2-11个生肖为一注，特码生肖在其中即中奖；特码为49时和局。',
      },
      {
        code: 'LX_HIT',
        name: '连肖中',
        picker: 'zodiac',
        lineRule: 'combination',
        ks: [2, 3, 4, 5],
        minPicks: 2,
        maxPicks: 12,
        rule: '每注k个生肖，全部在七个号码中出现即中奖；含本命生肖的组合按本命赔率。',
      },
      {
        code: 'LX_MISS',
        name: '连肖不中',
        picker: 'zodiac',
        lineRule: 'combination',
        ks: [2, 3, 4, 5],
        minPicks: 2,
        maxPicks: 12,
        rule: '每注k个生肖，全部未在七个号码中出现即中奖；含本命生肖的组合按本命赔率。',
      },
      {
        code: 'ZONGXIAO',
        name: '总肖',
        picker: 'option',
        lineRule: 'each',
        options: opts(ZONGXIAO_OPTIONS),
        minPicks: 1,
        maxPicks: ZONGXIAO_OPTIONS.length,
        rule: '七个号码的不同生肖数与所选完全相同即中奖；单为3、5、7肖，双为2、4、6肖。',
      },
    ],
  },
  {
    name: '尾数',
    plays: [
      {
        code: 'TM_HEAD',
        name: '头数',
        picker: 'option',
        lineRule: 'each',
        options: opts(TM_HEAD_OPTIONS),
        minPicks: 1,
        maxPicks: TM_HEAD_OPTIONS.length,
        rule: '特码十位数与所选相同即中奖(0头为01-09)。',
      },
      {
        code: 'TM_TAIL',
        name: '尾数',
        picker: 'tail',
        lineRule: 'each',
        minPicks: 1,
        maxPicks: 10,
        rule: '特码个位数与所选相同即中奖(0尾只有4个号码)。',
      },
      {
        code: 'PT_TAIL',
        name: '正特尾数',
        picker: 'tail',
        lineRule: 'each',
        minPicks: 1,
        maxPicks: 10,
        rule: '七个号码中有所选尾数即中奖，多个只算一次。',
      },
      {
        code: 'LW_HIT',
        name: '连尾中',
        picker: 'tail',
        lineRule: 'combination',
        ks: [2, 3, 4, 5],
        minPicks: 2,
        maxPicks: 10,
        rule: '每注k个尾数，全部在七个号码中出现即中奖；含0尾的组合按0尾赔率。',
      },
      {
        code: 'LW_MISS',
        name: '连尾不中',
        picker: 'tail',
        lineRule: 'combination',
        ks: [2, 3, 4, 5],
        minPicks: 2,
        maxPicks: 10,
        rule: '每注k个尾数，全部未在七个号码中出现即中奖；含0尾的组合按0尾赔率。',
      },
    ],
  },
  {
    name: '色波',
    plays: [
      {
        code: 'TM_COLOR',
        name: '色波',
        picker: 'option',
        lineRule: 'each',
        options: opts(COLOUR_OPTIONS),
        minPicks: 1,
        maxPicks: 3,
        rule: '特码波色与所选相同即中奖(49为绿波)。',
      },
      {
        code: 'TM_HALF',
        name: '半波',
        picker: 'option',
        lineRule: 'each',
        options: opts(TM_HALF_OPTIONS),
        minPicks: 1,
        maxPicks: TM_HALF_OPTIONS.length,
        rule: '特码波色与大小或单双同时符合即中奖；特码为49时和局。',
      },
      {
        code: 'TM_HALF2',
        name: '半半波',
        picker: 'option',
        lineRule: 'each',
        options: opts(TM_HALF2_OPTIONS),
        minPicks: 1,
        maxPicks: TM_HALF2_OPTIONS.length,
        rule: '特码波色与大单、大双、小单、小双同时符合即中奖；特码为49时和局。',
      },
      {
        code: 'QSB',
        name: '七色波',
        picker: 'option',
        lineRule: 'each',
        options: opts(QSB_OPTIONS),
        minPicks: 1,
        maxPicks: 4,
        rule: '正码每个波色计1分，特码计1.5分，分数最高的波色中奖；正码3:3且特码为第三种波色时为和局，红蓝绿退还本金，和局中奖。',
      },
    ],
  },
  {
    name: '五行',
    plays: [
      {
        code: 'TM_WX',
        name: '五行',
        picker: 'option',
        lineRule: 'each',
        options: opts(ELEMENTS),
        minPicks: 1,
        maxPicks: 5,
        rule: '特码五行(按开奖日所在农历年)与所选相同即中奖；各行号码数每年不同，赔率随之调整。',
      },
    ],
  },
  {
    name: '自选不中',
    plays: [
      {
        code: 'BZ',
        name: '自选不中',
        picker: 'number',
        lineRule: 'combination',
        ks: [5, 6, 7, 8, 9, 10, 11, 12],
        minPicks: 5,
        maxPicks: 15,
        rule: '每注k个号码，七个开奖号码全部不在其中即中奖。',
      },
    ],
  },
  {
    name: '总和',
    plays: [
      {
        code: 'SUM',
        name: '总和',
        picker: 'option',
        lineRule: 'each',
        options: opts(SUM_OPTIONS),
        minPicks: 1,
        maxPicks: 4,
        rule: '七个号码之和：176及以上为大，174及以下为小，175时大小和局；单双按总和判断，不设和局。',
      },
    ],
  },
];

/** 幸运牛牛 (game 95): its own catalogue; its plays are refused on the Mark Six games and vice versa. */
export const NIUNIU_CATALOGUE: readonly PlayCategory[] = [
  {
    name: '牛牛',
    plays: [
      {
        code: 'NN_WIN',
        name: '闲家胜',
        picker: 'option',
        lineRule: 'each',
        options: opts(NIUNIU_PLAYERS),
        minPicks: 1,
        maxPicks: 5,
        rule: '所选闲家的牌型大于庄家即中奖，按闲家牌型赔付：无牛至牛6 1倍，牛7至牛9 2倍，牛牛 3倍，五花牛 4倍，炸弹、五小牛 5倍（扣5%佣金）；牌型相同比最大单张（点数K最大，再比花色♠>♥>♣>♦），不设和局。',
      },
    ],
  },
];

/** Play codes of 幸运牛牛; every other play is a Mark Six play. */
export const NIUNIU_PLAY_CODES: readonly PlayCode[] = ['NN_WIN'];

/** Whether a game takes a play: game 95 only its niu-niu plays, the Mark Six games only theirs. */
export const isPlayOfGame = (play: PlayCode, gameId: number): boolean =>
  (gameId === NIUNIU_GAME_ID) === NIUNIU_PLAY_CODES.includes(play);

/** The catalogue a game's bet board shows. */
export const catalogueOfGame = (gameId: number): readonly PlayCategory[] =>
  gameId === NIUNIU_GAME_ID ? NIUNIU_CATALOGUE : PLAY_CATALOGUE;

const byCode = new Map<PlayCode, PlayDef>(
  [...PLAY_CATALOGUE, ...NIUNIU_CATALOGUE].flatMap((c) => c.plays.map((p) => [p.code, p] as const)),
);

/** The catalogue entry of a play. */
export function playDef(code: PlayCode): PlayDef {
  const def = byCode.get(code);
  if (!def) throw new RangeError(`unknown play ${code}`);
  return def;
}

/** Chinese name of a play, for records ("特肖", "三中二" …). */
export const playName = (code: PlayCode): string => playDef(code).name;

/** At most this many 注 in one slip (§14.5); a single selection is held to it too. */
export const MAX_LINES_PER_SLIP = 5000;

/** A parlay 注 pays at most this (thousandths of a yuan; 250,000 yuan, §14.4). */
export const PARLAY_PAYOUT_CAP_MILLI = 250_000_000;
