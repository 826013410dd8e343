// Imported by path ('@sixmark/shared/domain/plays/tutorials'), not through the package barrel, so
// the texts ship only in the tutorial pages' chunks.
import { PLAY_CATALOGUE } from './catalogue';
import { defaultOdds } from './fair-odds';
import { linePayoutOf } from './payout';
import { expandSelection } from './expand';
import { settleLine } from './settle';
import { tablesForDrawDate } from './year-tables';
import type { BetLine, Draw, OddsTable, PlayCode, PlaySelection, SettleResult, YearTables } from './types';

/**
 * Real Hong Kong Mark Six results (../shared/data/hk-mark-six-draws.json) used by the play
 * tutorials. The data file lists the six regular numbers in ascending order; the tutorials take
 * that order as 正码1-6. `tutorials.test.ts` checks every row against the data file.
 */
export const TUTORIAL_DRAWS = {
  '25/134': { date: '2025-12-28', regular: [7, 10, 11, 19, 25, 30], special: 45 },
  // 特码 49: the two-sided 特码 plays tie.
  '25/119': { date: '2025-11-08', regular: [7, 9, 16, 17, 33, 46], special: 49 },
  // 49 is the sixth regular number: 正码6 two-sided options tie.
  '25/129': { date: '2025-12-13', regular: [10, 17, 19, 28, 45, 49], special: 1 },
  // 红3 蓝3 + 特码绿: 七色波 和局.
  '25/114': { date: '2025-10-23', regular: [4, 19, 24, 25, 26, 46], special: 39 },
  // Sum of the seven balls is 175: 总和大小 ties.
  '25/101': { date: '2025-09-16', regular: [14, 21, 22, 28, 32, 33], special: 25 },
} as const satisfies Record<string, { date: string; regular: readonly number[]; special: number }>;

export type TutorialDrawId = keyof typeof TUTORIAL_DRAWS;

/** One worked example: a sample bet on a real draw; its outcome is computed by `runTutorialExample`. */
export interface TutorialExample {
  drawId: TutorialDrawId;
  selection: PlaySelection;
  /** What the example shows, in Chinese (no result in it: the result is computed). */
  note: string;
}

/** The player-facing rules of one play (4-mark-six-plays.md as built per §14), in Chinese. */
export interface PlayTutorial {
  play: PlayCode;
  /** 怎么选: what the player picks and how picks become 注. */
  pick: string;
  /** 怎么中奖: which balls decide and when a 注 wins. */
  win: string;
  /** 49与和局: what happens when 49 (or the tie case of the play) is drawn. */
  tie: string;
  /** 赔率: which prices apply (本命, 0尾, tiers …). */
  odds: string;
  /** The play reads the year's zodiac (the page shows the 生肖 table) or five elements. */
  yearTable?: 'zodiac' | 'element';
  /** The play refunds the stake in some draws (the examples must show one such 注). */
  hasTie: boolean;
  examples: readonly TutorialExample[];
}

const NO_TIE_49 = '不设和局：49与其他号码一样按规则判断输赢。';
const ZODIAC_49 = '49属本命生肖，与其他号码一样判断，不设和局。';

/** One entry per play of PLAY_CATALOGUE (checked by tutorials.test.ts). */
export const PLAY_TUTORIALS: readonly PlayTutorial[] = [
  {
    play: 'TM_NUM',
    pick: '从01-49中选择一个或多个号码，每个号码为一注。',
    win: '只看特码：所选号码与开出的特码相同即中奖。正码与所选号码相同不算中奖。',
    tie: NO_TIE_49,
    odds: '所有号码同一赔率。',
    hasTie: false,
    examples: [{ drawId: '25/134', selection: { play: 'TM_NUM', numbers: [45, 7] }, note: '买45与07：07虽然是正码，但特码玩法只看特码。' }],
  },
  {
    play: 'TM_LM',
    pick: '选择大、小、单、双、合大、合小、合单、合双、尾大、尾小，每项为一注。',
    win: '以特码判断：25-48为大，1-24为小；单双看奇偶；合数为十位加个位(如45合9)，合数7及以上为合大、6及以下为合小，合单合双看合数奇偶；个位5-9为尾大、0-4为尾小。',
    tie: '特码为49时，所有两面选项和局，退还本金。',
    odds: '每个选项各有赔率，通常相同。',
    hasTie: true,
    examples: [
      { drawId: '25/134', selection: { play: 'TM_LM', options: ['大', '双', '合单', '尾小'] }, note: '特码45：大、单、合数9、尾数5。' },
      { drawId: '25/119', selection: { play: 'TM_LM', options: ['大', '单'] }, note: '特码开出49。' },
    ],
  },
  {
    play: 'TM_LM2',
    pick: '选择大单、大双、小单、小双，每项为一注。',
    win: '特码的大小与单双同时符合即中奖，如大单为25-47的单数。',
    tie: '特码为49时和局，退还本金。',
    odds: '四个选项各有赔率(各12个号码)。',
    hasTie: true,
    examples: [
      { drawId: '25/134', selection: { play: 'TM_LM2', options: ['大单', '小双'] }, note: '特码45为大、单。' },
      { drawId: '25/119', selection: { play: 'TM_LM2', options: ['大单'] }, note: '特码开出49。' },
    ],
  },
  {
    play: 'TM_XG',
    pick: '选择天肖、地肖、前肖、后肖、家肖、野肖，每项为一注。',
    win: '特码的生肖属于所选肖组即中奖。天肖：牛兔龙马猴猪；地肖：鼠虎蛇羊鸡狗；前肖：鼠牛虎兔龙蛇；后肖：马羊猴鸡狗猪；家肖：牛马羊鸡狗猪；野肖：鼠虎龙蛇兔猴。',
    tie: '特码为49时和局，退还本金(49永远是本命生肖，和局让两边各有24个号码)。',
    odds: '每个肖组各有赔率。',
    yearTable: 'zodiac',
    hasTie: true,
    examples: [
      { drawId: '25/134', selection: { play: 'TM_XG', options: ['地肖', '天肖', '家肖'] }, note: '特码45在蛇年属鸡。' },
      { drawId: '25/119', selection: { play: 'TM_XG', options: ['家肖'] }, note: '特码开出49。' },
    ],
  },
  {
    play: 'TM_COLOR',
    pick: '选择红波、蓝波、绿波，每项为一注。',
    win: '特码的波色与所选相同即中奖。波色固定不变：红波17个号码，蓝波、绿波各16个号码。',
    tie: '不设和局：49是绿波，特码49时绿波中奖。',
    odds: '红、蓝、绿各有赔率(红波号码多，赔率较低)。',
    hasTie: false,
    examples: [
      { drawId: '25/134', selection: { play: 'TM_COLOR', options: ['红', '绿'] }, note: '特码45为红波。' },
      { drawId: '25/119', selection: { play: 'TM_COLOR', options: ['绿'] }, note: '特码开出49。' },
    ],
  },
  {
    play: 'TM_HALF',
    pick: '选择波色加大、小、单、双(如红大、蓝单)，共12项，每项为一注。',
    win: '特码的波色与大小或单双同时符合即中奖。',
    tie: '特码为49时和局，退还本金。',
    odds: '每项按其号码个数定价，各不相同。',
    hasTie: true,
    examples: [
      { drawId: '25/134', selection: { play: 'TM_HALF', options: ['红大', '蓝单'] }, note: '特码45：红波、大、单。' },
      { drawId: '25/119', selection: { play: 'TM_HALF', options: ['绿单'] }, note: '特码开出49。' },
    ],
  },
  {
    play: 'TM_HALF2',
    pick: '选择波色加大单、大双、小单、小双(如红大单)，共12项，每项为一注。',
    win: '特码的波色、大小、单双三者同时符合即中奖。',
    tie: '特码为49时和局，退还本金。',
    odds: '每项按其号码个数定价，各不相同。',
    hasTie: true,
    examples: [
      { drawId: '25/134', selection: { play: 'TM_HALF2', options: ['红大单', '绿小双'] }, note: '特码45：红波、大、单。' },
      { drawId: '25/119', selection: { play: 'TM_HALF2', options: ['绿大单'] }, note: '特码开出49。' },
    ],
  },
  {
    play: 'TM_ZODIAC',
    pick: '选择一个或多个生肖，每个生肖为一注。',
    win: '特码的生肖与所选相同即中奖。生肖按开奖日所在农历年计算：01号为当年生肖(本命)，之后每个号码倒退一个生肖。',
    tie: ZODIAC_49,
    odds: '本命生肖有5个号码(01、13、25、37、49)，赔率较低；其他生肖各4个号码。',
    yearTable: 'zodiac',
    hasTie: false,
    examples: [
      { drawId: '25/134', selection: { play: 'TM_ZODIAC', zodiacs: ['鸡', '猪'] }, note: '蛇年：特码45属鸡；猪在正码中开出，但特肖只看特码。' },
      { drawId: '25/119', selection: { play: 'TM_ZODIAC', zodiacs: ['蛇'] }, note: '特码49，蛇年本命为蛇。' },
    ],
  },
  {
    play: 'TM_HEAD',
    pick: '选择0头至4头，每项为一注。',
    win: '特码的十位数与所选相同即中奖：0头为01-09，1头10-19，2头20-29，3头30-39，4头40-49。',
    tie: '不设和局：49属4头。',
    odds: '0头只有9个号码，赔率高于1-4头。',
    hasTie: false,
    examples: [
      { drawId: '25/134', selection: { play: 'TM_HEAD', options: ['4头', '0头'] }, note: '特码45。' },
      { drawId: '25/119', selection: { play: 'TM_HEAD', options: ['4头'] }, note: '特码开出49。' },
    ],
  },
  {
    play: 'TM_TAIL',
    pick: '选择0尾至9尾，每个尾数为一注。',
    win: '特码的个位数与所选相同即中奖。',
    tie: '不设和局：49属9尾。',
    odds: '0尾只有4个号码(10、20、30、40)，赔率高于1-9尾(各5个号码)。',
    hasTie: false,
    examples: [
      { drawId: '25/134', selection: { play: 'TM_TAIL', tails: [5, 0] }, note: '特码45。' },
      { drawId: '25/119', selection: { play: 'TM_TAIL', tails: [9] }, note: '特码开出49。' },
    ],
  },
  {
    play: 'TM_HX',
    pick: '选择2-11个生肖，所选生肖合为一注。',
    win: '特码的生肖在所选生肖之中即中奖。',
    tie: '特码为49时和局，退还本金。',
    odds: '按所选生肖个数定价：选得越多，中奖机会越大，赔率越低。',
    yearTable: 'zodiac',
    hasTie: true,
    examples: [
      { drawId: '25/134', selection: { play: 'TM_HX', zodiacs: ['鸡', '狗', '猪'] }, note: '三肖合为一注，蛇年特码45属鸡。' },
      { drawId: '25/119', selection: { play: 'TM_HX', zodiacs: ['蛇', '马'] }, note: '特码开出49(蛇年本命)。' },
    ],
  },
  {
    play: 'TM_WX',
    pick: '选择金、木、水、火、土，每项为一注。',
    win: '特码的五行与所选相同即中奖。五行按开奖日所在农历年的纳音计算，每年不同。',
    tie: '不设和局：49当年属于哪一行，该行中奖。',
    odds: '各行号码数每年不同，赔率随之每年调整。',
    yearTable: 'element',
    hasTie: false,
    examples: [
      { drawId: '25/134', selection: { play: 'TM_WX', options: ['木', '金'] }, note: '2025蛇年五行表。' },
      { drawId: '25/119', selection: { play: 'TM_WX', options: ['土', '火'] }, note: '特码开出49。' },
    ],
  },
  {
    play: 'ZM_ANY',
    pick: '从01-49中选择一个或多个号码，每个号码为一注。',
    win: '所选号码为六个正码之一即中奖，特码不算。',
    tie: NO_TIE_49,
    odds: '所有号码同一赔率。',
    hasTie: false,
    examples: [{ drawId: '25/134', selection: { play: 'ZM_ANY', numbers: [7, 45] }, note: '07是正码；45是特码，正码玩法不算特码。' }],
  },
  {
    play: 'ZM_POS',
    pick: '先选正码1至正码6中的一个位置，再选单、双、大、小、合单、合双、合大、合小、尾大、尾小、红、蓝、绿，每项为一注。',
    win: '只看该位置开出的正码(按开奖顺序，不按大小重排)，判断方法与特码两面、色波相同。',
    tie: '该位置开出49时，两面选项和局退还本金；色波照常判断(49为绿波)。',
    odds: '两面选项与各色波分别定价。',
    hasTie: true,
    examples: [
      { drawId: '25/134', selection: { play: 'ZM_POS', position: 1, options: ['单', '大', '红'] }, note: '正码1为07。' },
      { drawId: '25/129', selection: { play: 'ZM_POS', position: 6, options: ['大', '绿'] }, note: '正码6开出49。' },
    ],
  },
  {
    play: 'ZMT',
    pick: '先选正一特至正六特中的一个位置，再选一个或多个号码，每个号码为一注。',
    win: '该位置开出的正码与所选号码相同即中奖。',
    tie: NO_TIE_49,
    odds: '所有号码同一赔率。',
    hasTie: false,
    examples: [{ drawId: '25/134', selection: { play: 'ZMT', position: 2, numbers: [10, 11] }, note: '正码2为10；11虽是正码，但开在正码3。' }],
  },
  {
    play: 'ZM_PARLAY',
    pick: '选择2-6个不同的正码位置，每个位置选一项(单双、大小、合数、尾数或波色)，合为一注。',
    win: '每个位置都中奖才算中奖，按下注时的过关赔率派彩；任何一个位置不中，整注不中。单注最高派彩250,000元。',
    tie: '某位置开出49时，该位置的两面选项按1倍计算(等于不计该位置)，其余位置照常判断，按下注时一并给出的“该位置开出49”赔率派彩；色波选项照常判断。',
    odds: '六个正码不放回开出，各位置并不独立，所以过关赔率不是各项赔率相乘，而是按所选各项同时中奖的精确概率计算：公平赔率×0.985，只扣一次。',
    hasTie: false,
    examples: [
      {
        drawId: '25/134',
        selection: { play: 'ZM_PARLAY', legs: [{ position: 1, option: '单' }, { position: 2, option: '双' }] },
        note: '正码1为07(单)，正码2为10(双)。',
      },
      {
        drawId: '25/129',
        selection: { play: 'ZM_PARLAY', legs: [{ position: 1, option: '双' }, { position: 6, option: '大' }] },
        note: '正码6开出49，该位置按1倍计算。',
      },
    ],
  },
  {
    play: 'QSB',
    pick: '选择红、蓝、绿或和局，每项为一注。',
    win: '六个正码每个按波色计1分，特码计1.5分，总分最高的波色中奖。',
    tie: '正码红蓝绿中两色各3个、特码为第三种波色时为和局：红、蓝、绿退还本金，选和局中奖。这是唯一可能的和局。',
    odds: '红、蓝、绿、和局分别定价，和局赔率最高。',
    hasTie: true,
    examples: [
      { drawId: '25/134', selection: { play: 'QSB', options: ['红', '蓝'] }, note: '正码红3蓝2绿1，特码45红波。' },
      { drawId: '25/114', selection: { play: 'QSB', options: ['和局', '红'] }, note: '正码红3蓝3，特码39为绿波。' },
    ],
  },
  {
    play: 'ZX',
    pick: '选择一个或多个生肖，每个生肖为一注。',
    win: '六个正码中有所选生肖即中奖，特码不算；同一生肖开出多个也只中一次。',
    tie: ZODIAC_49,
    odds: '本命生肖号码多一个，赔率较低。',
    yearTable: 'zodiac',
    hasTie: false,
    examples: [{ drawId: '25/134', selection: { play: 'ZX', zodiacs: ['猪', '鸡'] }, note: '蛇年：正码07、19都属猪；鸡只在特码45开出。' }],
  },
  {
    play: 'PT_ZODIAC',
    pick: '选择一个或多个生肖，每个生肖为一注。',
    win: '七个号码(六个正码加特码)中有所选生肖即中奖；开出多个也只中一次。',
    tie: ZODIAC_49,
    odds: '本命生肖号码多一个，赔率较低。',
    yearTable: 'zodiac',
    hasTie: false,
    examples: [{ drawId: '25/134', selection: { play: 'PT_ZODIAC', zodiacs: ['鸡', '马'] }, note: '蛇年：特码45属鸡，一肖包括特码。' }],
  },
  {
    play: 'ZONGXIAO',
    pick: '选择2肖至7肖、单或双，每项为一注。',
    win: '数出七个号码共有几种不同生肖，与所选完全相同即中奖；3、5、7种为单，2、4、6种为双。',
    tie: ZODIAC_49,
    odds: '每项按出现机会定价(6肖最常见)。',
    yearTable: 'zodiac',
    hasTie: false,
    examples: [{ drawId: '25/134', selection: { play: 'ZONGXIAO', options: ['6肖', '双', '5肖'] }, note: '蛇年：猪猴羊猪蛇鼠 + 特码鸡。' }],
  },
  {
    play: 'SUM',
    pick: '选择总和大、小、单、双，每项为一注。',
    win: '七个号码相加：176及以上为大，174及以下为小；单双看总和的奇偶。',
    tie: '总和正好为175时，大小和局退还本金；单双照常判断(175为单)。',
    odds: '四项各有赔率。',
    hasTie: true,
    examples: [
      { drawId: '25/134', selection: { play: 'SUM', options: ['小', '单', '大'] }, note: '总和为147。' },
      { drawId: '25/101', selection: { play: 'SUM', options: ['大', '单'] }, note: '总和正好175。' },
    ],
  },
  {
    play: 'LM_4QZ',
    pick: '每注4个号码。复式：选4-10个号码，任意4个为一注；胆拖：选胆码与拖码，每注包含全部胆码。',
    win: '一注的4个号码全部是正码即中奖，特码不算。',
    tie: NO_TIE_49,
    odds: '一个赔率。',
    hasTie: false,
    examples: [{ drawId: '25/134', selection: { play: 'LM_4QZ', numbers: [7, 10, 11, 19, 45] }, note: '复式5个号码共5注；45是特码。' }],
  },
  {
    play: 'LM_3QZ',
    pick: '每注3个号码。复式：选3-10个号码，任意3个为一注；胆拖：胆码加拖码。',
    win: '一注的3个号码全部是正码即中奖，特码不算。',
    tie: NO_TIE_49,
    odds: '一个赔率。',
    hasTie: false,
    examples: [{ drawId: '25/134', selection: { play: 'LM_3QZ', numbers: [7, 10, 11, 45] }, note: '复式4个号码共4注；45是特码。' }],
  },
  {
    play: 'LM_3Z2',
    pick: '每注3个号码。复式：选3-10个号码，任意3个为一注；胆拖：胆码加拖码。',
    win: '一注中有2个是正码为中二；3个都是正码为中三，只按中三派彩(不会两项都派)。特码不算。',
    tie: NO_TIE_49,
    odds: '中三、中二两个赔率。',
    hasTie: false,
    examples: [{ drawId: '25/134', selection: { play: 'LM_3Z2', numbers: [7, 10, 11, 45] }, note: '复式4个号码共4注；45是特码。' }],
  },
  {
    play: 'LM_2QZ',
    pick: '每注2个号码。复式：选2-12个号码，任意2个为一注；也可胆拖或对碰(两组号码交叉组合)。',
    win: '一注的2个号码都是正码即中奖，特码不算。',
    tie: NO_TIE_49,
    odds: '一个赔率。',
    hasTie: false,
    examples: [{ drawId: '25/134', selection: { play: 'LM_2QZ', numbers: [7, 10, 45] }, note: '复式3个号码共3注；45是特码。' }],
  },
  {
    play: 'LM_2ZT',
    pick: '每注2个号码。复式：选2-12个号码，任意2个为一注；也可胆拖或对碰。',
    win: '2个号码都是正码为中二；一个是正码、另一个是特码为中特。',
    tie: NO_TIE_49,
    odds: '中二、中特两个赔率。',
    hasTie: false,
    examples: [{ drawId: '25/134', selection: { play: 'LM_2ZT', numbers: [7, 10, 45] }, note: '复式3个号码共3注；45是特码。' }],
  },
  {
    play: 'LM_TC',
    pick: '每注2个号码。复式：选2-12个号码，任意2个为一注；也可胆拖或对碰。',
    win: '一个号码是特码、另一个是正码即中奖；两个都是正码不算中奖。',
    tie: NO_TIE_49,
    odds: '一个赔率。',
    hasTie: false,
    examples: [{ drawId: '25/134', selection: { play: 'LM_TC', numbers: [7, 10, 45] }, note: '复式3个号码共3注；45是特码。' }],
  },
  {
    play: 'LX_HIT',
    pick: '先选二连肖至五连肖(每注k个生肖)，再选至少k个生肖，任意k个为一注。',
    win: '一注的k个生肖全部在七个号码(含特码)中出现即中奖。',
    tie: ZODIAC_49,
    odds: '按k定价；含本命生肖的组合按本命赔率(较低)。',
    yearTable: 'zodiac',
    hasTie: false,
    examples: [{ drawId: '25/134', selection: { play: 'LX_HIT', k: 2, zodiacs: ['猪', '鸡', '马'] }, note: '二连肖，选3个生肖共3注。蛇年开出猪猴羊蛇鼠鸡。' }],
  },
  {
    play: 'LX_MISS',
    pick: '先选二连肖至五连肖(每注k个生肖)，再选至少k个生肖，任意k个为一注。',
    win: '一注的k个生肖全部没有在七个号码(含特码)中出现即中奖。',
    tie: ZODIAC_49,
    odds: '按k定价；含本命生肖的组合另有赔率。',
    yearTable: 'zodiac',
    hasTie: false,
    examples: [{ drawId: '25/134', selection: { play: 'LX_MISS', k: 2, zodiacs: ['马', '狗', '鸡'] }, note: '二连肖不中，选3个生肖共3注。蛇年开出猪猴羊蛇鼠鸡。' }],
  },
  {
    play: 'PT_TAIL',
    pick: '选择0尾至9尾，每个尾数为一注。',
    win: '七个号码(含特码)中有所选尾数即中奖；开出多个也只中一次。',
    tie: '不设和局：49属9尾。',
    odds: '0尾号码少，赔率高于1-9尾。',
    hasTie: false,
    examples: [{ drawId: '25/134', selection: { play: 'PT_TAIL', tails: [0, 2] }, note: '开出尾数：7、0、1、9、5、0、5。' }],
  },
  {
    play: 'LW_HIT',
    pick: '先选二连尾至五连尾(每注k个尾数)，再选至少k个尾数，任意k个为一注。',
    win: '一注的k个尾数全部在七个号码(含特码)中出现即中奖。',
    tie: '不设和局：49属9尾。',
    odds: '按k定价；含0尾的组合按0尾赔率(较高)。',
    hasTie: false,
    examples: [{ drawId: '25/134', selection: { play: 'LW_HIT', k: 2, tails: [0, 5, 3] }, note: '二连尾，选3个尾数共3注。开出尾数0、1、5、7、9。' }],
  },
  {
    play: 'LW_MISS',
    pick: '先选二连尾至五连尾(每注k个尾数)，再选至少k个尾数，任意k个为一注。',
    win: '一注的k个尾数全部没有在七个号码(含特码)中出现即中奖。',
    tie: '不设和局：49属9尾。',
    odds: '按k定价；含0尾的组合另有赔率。',
    hasTie: false,
    examples: [{ drawId: '25/134', selection: { play: 'LW_MISS', k: 2, tails: [2, 3, 5] }, note: '二连尾不中，选3个尾数共3注。开出尾数0、1、5、7、9。' }],
  },
  {
    play: 'BZ',
    pick: '先选五不中至十二不中(每注k个号码)，再选k-15个号码，任意k个为一注。',
    win: '七个开奖号码(含特码)全部不在这一注之中即中奖；只要有一个开出(包括特码)就不中。',
    tie: NO_TIE_49,
    odds: '按k定价：k越大，赔率越高。',
    hasTie: false,
    examples: [{ drawId: '25/134', selection: { play: 'BZ', k: 5, numbers: [1, 2, 3, 4, 5, 45] }, note: '五不中，选6个号码共6注；45是特码。' }],
  },
];

const byPlay = new Map<PlayCode, PlayTutorial>(PLAY_TUTORIALS.map((t) => [t.play, t]));

/** The tutorial of a play, or undefined for an unknown code (e.g. a mistyped address). */
export const playTutorial = (play: string): PlayTutorial | undefined => byPlay.get(play as PlayCode);

/** Category name (tab of the betting page) of a play. */
export const playCategoryName = (play: PlayCode): string =>
  PLAY_CATALOGUE.find((c) => c.plays.some((p) => p.code === play))?.name ?? '';

/** The draw of a tutorial example as the settlement rules take it, with its date. */
export interface TutorialDraw extends Draw {
  id: TutorialDrawId;
  date: string;
}

export const tutorialDraw = (id: TutorialDrawId): TutorialDraw => {
  const row = TUTORIAL_DRAWS[id];
  return { id, date: row.date, regular: row.regular, special: row.special };
};

/** Hong Kong draws are held in the evening (HKT); the tables follow the draw's calendar date. */
export const tutorialDrawTime = (date: string): Date => new Date(`${date}T21:30:00+08:00`);

/** One 注 of a worked example with its computed result. */
export interface TutorialLine {
  line: BetLine;
  result: SettleResult;
  /** Payout in thousandths of a yuan for `stakeMilli` (0 for a loss, the stake for a tie). */
  payoutMilli: number;
}

export interface TutorialOutcome {
  draw: TutorialDraw;
  tables: YearTables;
  lines: TutorialLine[];
}

/**
 * Runs a worked example through the same code the server settles with: the selection is
 * expanded (expandSelection) and every 注 settled (settleLine) against the real draw with the
 * tables of its draw date. `odds` defaults to the shipped default prices of that year.
 */
export function runTutorialExample(
  example: TutorialExample,
  stakeMilli: number,
  odds?: OddsTable,
): TutorialOutcome {
  const draw = tutorialDraw(example.drawId);
  const tables = tablesForDrawDate(tutorialDrawTime(draw.date));
  const prices = odds ?? defaultOdds(tables);
  const { lines } = expandSelection(example.selection, tables, prices);
  return {
    draw,
    tables,
    lines: lines.map((line) => {
      const result = settleLine(line, draw, tables);
      return { line, result, payoutMilli: linePayoutOf(line.play, stakeMilli, result.multiplier) };
    }),
  };
}
