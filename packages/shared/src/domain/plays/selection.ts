import { z } from 'zod';
import { ZODIAC_NAMES } from '../zodiac';
import { MAX_LINES_PER_SLIP, playDef, type PlayDef } from './catalogue';
import { PLAY_CODES, PlayError, type PlaySelection } from './types';

const BAD_NUMBER = '号码须为01-49';
const BAD_POSITION = '请选择正码位置(1-6)';
const BAD_SELECTION = '选择内容与玩法不符';
const ball = z.number(BAD_NUMBER).int(BAD_NUMBER).min(1, BAD_NUMBER).max(49, BAD_NUMBER);
const balls = (max: number) => z.array(ball, BAD_SELECTION).max(max, `最多选择${max}个号码`);
const position = z.number(BAD_POSITION).int(BAD_POSITION).min(1, BAD_POSITION).max(6, BAD_POSITION);
const optionText = z.string('无效的选项').min(1, '无效的选项').max(8, '无效的选项');

// Structural bounds, so nothing unbounded reaches the play rules; every message is Chinese.
const structure = z.strictObject(
  {
    play: z.enum(PLAY_CODES, '无效的玩法'),
    k: z.number('无效的注数').int('无效的注数').min(2, '无效的注数').max(12, '无效的注数').optional(),
    position: position.optional(),
    options: z.array(optionText, BAD_SELECTION).min(1, '请选择选项').max(16, '选项过多').optional(),
    numbers: balls(49).optional(),
    bankers: balls(4).optional(),
    groupA: balls(12).optional(),
    groupB: balls(12).optional(),
    zodiacs: z
      .array(z.enum(ZODIAC_NAMES, '无效的生肖'), BAD_SELECTION)
      .min(1, '请选择生肖')
      .max(12, '生肖过多')
      .optional(),
    tails: z
      .array(
        z.number('尾数须为0-9').int('尾数须为0-9').min(0, '尾数须为0-9').max(9, '尾数须为0-9'),
        BAD_SELECTION,
      )
      .min(1, '请选择尾数')
      .max(10, '尾数过多')
      .optional(),
    legs: z
      .array(z.strictObject({ position, option: optionText }, BAD_SELECTION), BAD_SELECTION)
      .min(1, '过关请选择2-6个位置')
      .max(6, '过关请选择2-6个位置')
      .optional(),
  },
  BAD_SELECTION,
);

type Field = Exclude<keyof PlaySelection, 'play'>;
const FIELDS: readonly Field[] = [
  'k',
  'position',
  'options',
  'numbers',
  'bankers',
  'groupA',
  'groupB',
  'zodiacs',
  'tails',
  'legs',
];

/** Two-digit text of a number, as in 注 keys ("07"). */
export const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** Every k-subset of `items`, in lexicographic order of positions. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const walk = (start: number) => {
    if (pick.length === k) {
      out.push(pick.slice());
      return;
    }
    for (let i = start; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i]!);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/** C(n, k) as a number (exact for the sizes a selection can reach). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

function fail(message: string): never {
  throw new PlayError(message);
}

function onlyFields(selection: PlaySelection, allowed: readonly Field[]) {
  for (const f of FIELDS) if (selection[f] !== undefined && !allowed.includes(f)) fail('选择内容与玩法不符');
}

function distinct<T>(items: readonly T[] | undefined, message: string): T[] {
  const list = items ?? [];
  if (new Set(list).size !== list.length) fail(message);
  return list.slice();
}

function pickCount(count: number, def: PlayDef, noun: string) {
  if (count < def.minPicks || count > def.maxPicks)
    fail(
      def.minPicks === def.maxPicks
        ? `请选择${def.minPicks}个${noun}`
        : `请选择${def.minPicks}-${def.maxPicks}个${noun}`,
    );
}

function positionOf(selection: PlaySelection): number {
  const p = selection.position;
  if (p === undefined || !Number.isInteger(p) || p < 1 || p > 6) fail('请选择正码位置(1-6)');
  return p;
}

function checkedK(selection: PlaySelection, def: PlayDef, message: string): number {
  const k = selection.k;
  if (k === undefined || !def.ks!.includes(k)) fail(message);
  return k;
}

const byNumber = (a: number, b: number) => a - b;
const zodiacOrder = (a: string, b: string) =>
  ZODIAC_NAMES.indexOf(a as never) - ZODIAC_NAMES.indexOf(b as never);
const numbersKey = (ns: readonly number[]) => ns.map(pad2).join(',');
const tailsKey = (ts: readonly number[]) => ts.map((t) => `${t}尾`).join(',');

function numbers(selection: PlaySelection, def: PlayDef): number[] {
  const list = distinct(selection.numbers, '号码重复');
  if (list.some((n) => !Number.isInteger(n) || n < 1 || n > 49)) fail('号码须为01-49');
  pickCount(list.length, def, '号码');
  return list.sort(byNumber);
}

function options(selection: PlaySelection, def: PlayDef): string[] {
  const list = distinct(selection.options, '选项重复');
  pickCount(list.length, def, '选项');
  const values = def.options!.map((o) => o.value);
  if (list.some((o) => !values.includes(o))) fail('无效的选项');
  return values.filter((v) => list.includes(v));
}

function zodiacs(selection: PlaySelection, def: PlayDef): string[] {
  const list = distinct(selection.zodiacs, '生肖重复');
  if (list.some((z) => !ZODIAC_NAMES.includes(z))) fail('无效的生肖');
  pickCount(list.length, def, '生肖');
  return list.sort(zodiacOrder);
}

function tails(selection: PlaySelection, def: PlayDef): number[] {
  const list = distinct(selection.tails, '尾数重复');
  if (list.some((t) => !Number.isInteger(t) || t < 0 || t > 9)) fail('尾数须为0-9');
  pickCount(list.length, def, '尾数');
  return list.sort(byNumber);
}

/** 连码: 复式, 胆拖 (bankers + numbers as drags) or 对碰 (groupA × groupB). */
function lmKeys(selection: PlaySelection, def: PlayDef): string[] {
  const size = def.size!;
  if (selection.groupA !== undefined || selection.groupB !== undefined) {
    if (!def.modes!.includes('对碰')) fail('该玩法不支持对碰');
    if (selection.numbers !== undefined || selection.bankers !== undefined) fail('选择内容与玩法不符');
    const a = distinct(selection.groupA, '号码重复');
    const b = distinct(selection.groupB, '号码重复');
    if (a.length === 0 || b.length === 0) fail('请选择对碰的两组号码');
    if ([...a, ...b].some((n) => !Number.isInteger(n) || n < 1 || n > 49)) fail('号码须为01-49');
    const keys = new Set<string>();
    for (const x of a) for (const y of b) if (x !== y) keys.add(numbersKey([x, y].sort(byNumber)));
    if (keys.size === 0) fail('对碰没有可投注的组合');
    return [...keys].sort();
  }
  if (selection.bankers !== undefined) {
    const bankers = distinct(selection.bankers, '号码重复').sort(byNumber);
    const drags = distinct(selection.numbers, '号码重复').sort(byNumber);
    if ([...bankers, ...drags].some((n) => !Number.isInteger(n) || n < 1 || n > 49)) fail('号码须为01-49');
    if (bankers.some((n) => drags.includes(n))) fail('胆码与拖码重复');
    if (bankers.length < 1 || bankers.length > size - 1)
      fail(size === 2 ? '请选择1个胆码' : `请选择1-${size - 1}个胆码`);
    if (drags.length < size - bankers.length) fail(`请至少选择${size - bankers.length}个拖码`);
    if (bankers.length + drags.length > def.maxPicks) fail(`胆码与拖码合计不能超过${def.maxPicks}个`);
    return combinations(drags, size - bankers.length).map((c) =>
      numbersKey([...bankers, ...c].sort(byNumber)),
    );
  }
  return combinations(numbers(selection, def), size).map(numbersKey);
}

/**
 * The canonical keys of the 注 a selection expands into (see BetLine.key), after checking it
 * against its play (§11.18, §14.5). Throws PlayError with the Chinese reason.
 */
export function lineKeysOf(selection: PlaySelection): string[] {
  const def = playDef(selection.play);
  const keys = rawLineKeys(selection, def);
  if (keys.length > MAX_LINES_PER_SLIP) fail(`单次投注不能超过${MAX_LINES_PER_SLIP}注`);
  return keys;
}

function rawLineKeys(selection: PlaySelection, def: PlayDef): string[] {
  switch (selection.play) {
    case 'TM_NUM':
    case 'ZM_ANY':
      onlyFields(selection, ['numbers']);
      return numbers(selection, def).map(pad2);
    case 'ZMT': {
      onlyFields(selection, ['position', 'numbers']);
      const p = positionOf(selection);
      return numbers(selection, def).map((n) => `正码${p}:${pad2(n)}`);
    }
    case 'ZM_POS': {
      onlyFields(selection, ['position', 'options']);
      const p = positionOf(selection);
      return options(selection, def).map((o) => `正码${p}:${o}`);
    }
    case 'TM_LM':
    case 'TM_LM2':
    case 'TM_XG':
    case 'TM_COLOR':
    case 'TM_HALF':
    case 'TM_HALF2':
    case 'TM_HEAD':
    case 'TM_WX':
    case 'QSB':
    case 'ZONGXIAO':
    case 'SUM':
    case 'NN_WIN':
      onlyFields(selection, ['options']);
      return options(selection, def);
    case 'TM_ZODIAC':
    case 'PT_ZODIAC':
    case 'ZX':
      onlyFields(selection, ['zodiacs']);
      return zodiacs(selection, def);
    case 'TM_HX': {
      onlyFields(selection, ['k', 'zodiacs']);
      const list = distinct(selection.zodiacs, '生肖重复');
      if (list.length === 12) fail('合肖不能选择全部12个生肖');
      const chosen = zodiacs(selection, def);
      if (selection.k !== undefined && selection.k !== chosen.length) fail('合肖数量与所选生肖不符');
      return [chosen.join(',')];
    }
    case 'TM_TAIL':
    case 'PT_TAIL':
      onlyFields(selection, ['tails']);
      return tails(selection, def).map((t) => `${t}尾`);
    case 'LX_HIT':
    case 'LX_MISS': {
      onlyFields(selection, ['k', 'zodiacs']);
      const k = checkedK(selection, def, '请选择二连肖至五连肖');
      const chosen = zodiacs(selection, def);
      if (chosen.length < k) fail(`请至少选择${k}个生肖`);
      return combinations(chosen, k).map((c) => c.join(','));
    }
    case 'LW_HIT':
    case 'LW_MISS': {
      onlyFields(selection, ['k', 'tails']);
      const k = checkedK(selection, def, '请选择二连尾至五连尾');
      const chosen = tails(selection, def);
      if (chosen.length < k) fail(`请至少选择${k}个尾数`);
      return combinations(chosen, k).map(tailsKey);
    }
    case 'BZ': {
      onlyFields(selection, ['k', 'numbers']);
      const k = checkedK(selection, def, '请选择五不中至十二不中');
      const chosen = numbers(selection, def);
      if (chosen.length < k) fail(`请至少选择${k}个号码`);
      if (choose(chosen.length, k) > MAX_LINES_PER_SLIP) fail(`单次投注不能超过${MAX_LINES_PER_SLIP}注`);
      return combinations(chosen, k).map(numbersKey);
    }
    case 'LM_4QZ':
    case 'LM_3QZ':
    case 'LM_3Z2':
    case 'LM_2QZ':
    case 'LM_2ZT':
    case 'LM_TC':
      onlyFields(selection, ['numbers', 'bankers', 'groupA', 'groupB']);
      return lmKeys(selection, def);
    case 'ZM_PARLAY': {
      onlyFields(selection, ['legs']);
      const legs = selection.legs ?? [];
      if (legs.length < 2 || legs.length > 6) fail('过关请选择2-6个位置');
      if (legs.some((l) => !Number.isInteger(l.position) || l.position < 1 || l.position > 6))
        fail('请选择正码位置(1-6)');
      if (new Set(legs.map((l) => l.position)).size !== legs.length) fail('过关位置重复');
      const values = def.options!.map((o) => o.value);
      if (legs.some((l) => !values.includes(l.option))) fail('无效的选项');
      return [
        legs
          .slice()
          .sort((a, b) => a.position - b.position)
          .map((l) => `正码${l.position}:${l.option}`)
          .join(','),
      ];
    }
  }
}

/**
 * Checks a selection against its play (§11.18, §14.5): fields the play reads, duplicates,
 * k and position ranges, pick limits, 胆拖/对碰 shape, parlay positions, 合肖 not covering all 12,
 * and at most MAX_LINES_PER_SLIP 注. Returns the Chinese reason, or null when it is valid.
 */
export function selectionProblem(selection: PlaySelection): string | null {
  try {
    lineKeysOf(selection);
    return null;
  } catch (error) {
    if (error instanceof PlayError) return error.message;
    throw error;
  }
}

/** Number of 注 a selection expands into (throws PlayError when it is invalid). */
export const countLines = (selection: PlaySelection): number => lineKeysOf(selection).length;

/**
 * One slip item as the client sends it: bounded structure, then {@link selectionProblem}
 * (its Chinese text becomes the issue message).
 */
export const playSelectionSchema = structure.superRefine((value, ctx) => {
  let problem: string | null;
  try {
    problem = selectionProblem(value as PlaySelection);
  } catch {
    // Zod still runs refinements after non-fatal structural issues (a number out of range …);
    // whatever that leaves malformed is already reported, so it must not surface as a 5xx.
    problem = BAD_SELECTION;
  }
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
