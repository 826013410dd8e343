/**
 * The hedged-bet rule of the betting bonus (issue 17: "both sides of an obviously hedged bet count
 * once only where the operator enables that rule").
 *
 * A *hedge group* is a set of options of one lottery play whose outcomes are mutually exclusive
 * and together cover every draw that does not tie them (4-mark-six-plays.md): 大/小, 单/双, the
 * three colours, the 12 zodiacs, the 49 numbers of 特码, … A member who, in one period (game +
 * 期号), stakes every option of a group is certain that exactly one of them wins: the part of the
 * stakes that covers every outcome carries no risk and counts as valid turnover once.
 *
 * Rule, per member, period and group (n options), over the member's valid stakes only (注 that won
 * or lost; tied 注 are already 0 valid turnover and are left out):
 *   - if every option of the group has a valid stake s_1…s_n > 0, the group's valid turnover is
 *     Σs − (n−1)×min(s): the n×min that covers every outcome counts as min, the rest counts in full;
 *   - otherwise nothing changes (a partial cover still carries risk).
 *   Example: 大 100 + 小 60 → 160 − 60 = 100; 红 50 + 蓝 50 + 绿 80 → 180 − 2×50 = 80.
 * Stakes of several orders of the same period add up. Positions are separate groups
 * (正码1 大/小 and 正码2 大/小 are two groups).
 *
 * Not hedge groups (their options are not mutually exclusive, or cover no fixed outcome set):
 * 正码 任选 (ZM_ANY), 平特 (PT_*), 正肖 (ZX), 合肖 (TM_HX, one 注 of k zodiacs), 连码/连肖/连尾,
 * 自选不中 and 正码过关. 七色波 counts 红/蓝/绿 as a group; 和局 is outside it (when 和局 is drawn the
 * colour 注 tie and are no valid turnover anyway).
 */
import { ELEMENTS } from './five-elements';
import type { PlayCode } from './plays/types';
import { ZODIAC_NAMES } from './zodiac';

const NUMBERS = Array.from({ length: 49 }, (_, i) => String(i + 1).padStart(2, '0'));
const TWO_SIDED: readonly (readonly string[])[] = [
  ['大', '小'],
  ['单', '双'],
  ['合大', '合小'],
  ['合单', '合双'],
  ['尾大', '尾小'],
];
const COLOURS = ['红', '蓝', '绿'] as const;

/** The hedge groups of each play (option keys as stored in a 注's key). Positions are added by `hedgeGroupOf`. */
export const HEDGE_GROUPS: Partial<Record<PlayCode, readonly (readonly string[])[]>> = {
  TM_NUM: [NUMBERS],
  TM_LM: TWO_SIDED,
  TM_LM2: [['大单', '大双', '小单', '小双']],
  TM_XG: [
    ['天肖', '地肖'],
    ['前肖', '后肖'],
    ['家肖', '野肖'],
  ],
  TM_COLOR: [COLOURS],
  TM_HALF: [COLOURS.flatMap((c) => [c + '大', c + '小']), COLOURS.flatMap((c) => [c + '单', c + '双'])],
  TM_HALF2: [COLOURS.flatMap((c) => ['大单', '大双', '小单', '小双'].map((a) => c + a))],
  TM_ZODIAC: [ZODIAC_NAMES],
  TM_HEAD: [['0头', '1头', '2头', '3头', '4头']],
  TM_TAIL: [Array.from({ length: 10 }, (_, t) => `${t}尾`)],
  TM_WX: [ELEMENTS],
  ZM_POS: [...TWO_SIDED, COLOURS],
  ZMT: [NUMBERS],
  QSB: [COLOURS],
  ZONGXIAO: [
    ['2肖', '3肖', '4肖', '5肖', '6肖', '7肖'],
    ['单', '双'],
  ],
  SUM: [
    ['大', '小'],
    ['单', '双'],
  ],
};

/** Plays that have hedge groups (the server reads only these plays' 注). */
export const HEDGE_PLAYS = Object.keys(HEDGE_GROUPS) as PlayCode[];

/**
 * The fewest 注 a full cover of each hedge play needs (its smallest group): a period and play with
 * fewer valid 注 than this cannot hold one, so the server skips reading their 注.
 */
export const HEDGE_MIN_LINES = HEDGE_PLAYS.map((play) => Math.min(...HEDGE_GROUPS[play]!.map((g) => g.length)));

/**
 * The hedge group of one 注 (its play and key as stored): an id (play, position for 正码 plays,
 * group index) and the group's size, or null when the 注 is in no group.
 */
export function hedgeGroupOf(play: PlayCode, key: string): { id: string; option: string; size: number } | null {
  const groups = HEDGE_GROUPS[play];
  if (!groups) return null;
  let prefix = '';
  let option = key;
  if (play === 'ZM_POS' || play === 'ZMT') {
    const colon = key.indexOf(':');
    if (colon < 0) return null;
    prefix = key.slice(0, colon);
    option = key.slice(colon + 1);
  }
  const index = groups.findIndex((g) => g.includes(option));
  if (index < 0) return null;
  return { id: `${play}|${prefix}|${index}`, option, size: groups[index]!.length };
}

/** One valid (won or lost) 注 of a member: its period, play, key and stake (thousandths). */
export interface HedgeLine {
  period: string;
  play: PlayCode;
  key: string;
  stake: number;
}

/**
 * How much of the valid turnover of `lines` (one member's) is the risk-free part of full covers:
 * Σ over (period, group) fully covered of (n−1)×min(stake per option). Valid turnover with the
 * rule on = Σ stake − hedgeReduction(lines).
 */
export function hedgeReduction(lines: Iterable<HedgeLine>): number {
  const groups = new Map<string, { size: number; stakes: Map<string, number> }>();
  for (const l of lines) {
    if (!(l.stake > 0)) continue;
    const g = hedgeGroupOf(l.play, l.key);
    if (!g) continue;
    const id = `${l.period}#${g.id}`;
    let entry = groups.get(id);
    if (!entry) groups.set(id, (entry = { size: g.size, stakes: new Map() }));
    entry.stakes.set(g.option, (entry.stakes.get(g.option) ?? 0) + l.stake);
  }
  let reduction = 0;
  for (const { size, stakes } of groups.values()) {
    if (stakes.size < size) continue;
    reduction += (size - 1) * Math.min(...stakes.values());
  }
  return reduction;
}
