import {
  BENMING,
  NORMAL,
  TAIL0,
  betMsg,
  expandSelection,
  maxMultiplierOf,
  parlayPriceParts,
  pickPriceKey,
  PlayError,
  type BetLine,
  type ExpansionMode,
  type OddsTable,
  type PlayDef,
  type PlaySelection,
  type YearTables,
} from '@sixmark/shared';
import type { ZodiacName } from '@sixmark/shared/domain/zodiac';

/**
 * What the user has picked on the current play, before it becomes a PlaySelection. One draft per
 * play on screen; switching plays starts a fresh one.
 */
export interface Draft {
  numbers: number[];
  /** 胆拖: the bankers (the drags are `numbers`). */
  bankers: number[];
  options: string[];
  zodiacs: ZodiacName[];
  tails: number[];
  /** 过关: option by position 1-6. */
  legs: Record<number, string>;
  /** 对碰: a zodiac name ('鼠') or a tail ('3尾') for each group. */
  groupA: string | null;
  groupB: string | null;
  mode: ExpansionMode;
  /** 胆拖: which group a tapped ball goes to. */
  target: 'bankers' | 'numbers';
  k: number | undefined;
  position: number;
}

export const emptyDraft = (def: PlayDef): Draft => ({
  numbers: [],
  bankers: [],
  options: [],
  zodiacs: [],
  tails: [],
  legs: {},
  groupA: null,
  groupB: null,
  mode: '复式',
  target: 'bankers',
  k: def.ks?.[0],
  position: 1,
});

export const toggle = <T>(list: readonly T[], v: T): T[] => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);

/** Numbers of a 对碰 group: a zodiac's numbers in the period's tables, or a tail's. */
export function groupNumbers(group: string, tables: YearTables): number[] {
  const tail = /^(\d)尾$/.exec(group);
  if (tail) {
    const t = Number(tail[1]);
    return Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => n % 10 === t);
  }
  return tables.zodiacNumbers[group as ZodiacName] ?? [];
}

/** The PlaySelection of a draft, or null while nothing is picked. */
export function buildSelection(def: PlayDef, d: Draft, tables: YearTables): PlaySelection | null {
  const play = def.code;
  const withPos = def.positioned ? { position: d.position } : {};
  switch (def.picker) {
    case 'number':
      if (def.modes && d.mode === '胆拖') {
        if (!d.bankers.length && !d.numbers.length) return null;
        return { play, bankers: [...d.bankers], numbers: [...d.numbers] };
      }
      if (def.modes && d.mode === '对碰') {
        if (!d.groupA && !d.groupB) return null;
        return { play, groupA: d.groupA ? groupNumbers(d.groupA, tables) : [], groupB: d.groupB ? groupNumbers(d.groupB, tables) : [] };
      }
      if (!d.numbers.length) return null;
      return def.ks ? { play, k: d.k, numbers: [...d.numbers] } : { play, ...withPos, numbers: [...d.numbers] };
    case 'option':
      return d.options.length ? { play, ...withPos, options: [...d.options] } : null;
    case 'zodiac':
      if (!d.zodiacs.length) return null;
      return def.ks ? { play, k: d.k, zodiacs: [...d.zodiacs] } : { play, zodiacs: [...d.zodiacs] };
    case 'tail':
      if (!d.tails.length) return null;
      return def.ks ? { play, k: d.k, tails: [...d.tails] } : { play, tails: [...d.tails] };
    case 'parlay': {
      const legs = Object.entries(d.legs).map(([p, option]) => ({ position: Number(p), option }));
      return legs.length ? { play, legs } : null;
    }
  }
}

export interface Preview {
  lines: BetLine[];
  /** Why the selection cannot be placed yet (the rules' Chinese text). */
  problem: string | null;
}

/** Expands the draft with the shared rules (the same code the server places with). */
export function preview(selection: PlaySelection | null, tables: YearTables, odds: OddsTable): Preview {
  if (!selection) return { lines: [], problem: null };
  try {
    return { lines: expandSelection(selection, tables, odds).lines, problem: null };
  } catch (e) {
    if (e instanceof PlayError) return { lines: [], problem: e.message };
    throw e;
  }
}

/** Best single-注 multiplier of the lines (the highest tier, as the server counts it). */
export function bestMultiplier(lines: readonly BetLine[]): number {
  return lines.reduce((best, l) => Math.max(best, Number(maxMultiplierOf(l))), 0);
}

/**
 * Odds shown under one pick of a play (undefined when the price depends on the whole 注: 合肖,
 * the combination plays, and 过关, whose price comes from all its legs together).
 */
export function pickOdds(def: PlayDef, value: string | number, odds: OddsTable, tables: YearTables): number | undefined {
  if (def.lineRule !== 'each') return undefined;
  return odds[pickPriceKey(def.code, value, tables)];
}

/**
 * The prices of plays whose odds depend on the selection size or tier, as "label odds" pairs;
 * 过关 shows the price of the legs picked so far (`lines`, its preview), -- until it has two.
 */
export function headerOdds(def: PlayDef, d: Draft, odds: OddsTable, lines: readonly BetLine[] = []): [string, number | undefined][] {
  const play = def.code;
  switch (play) {
    case 'ZM_PARLAY':
      return lines[0] ? parlayPriceParts(lines[0].odds) : [[betMsg.parlayPrice, undefined]];
    case 'LM_4QZ':
    case 'LM_3QZ':
    case 'LM_2QZ':
    case 'LM_TC':
      return [['赔率', odds[play]]];
    case 'LM_3Z2':
      return [
        ['中三', odds['LM_3Z2:中三']],
        ['中二', odds['LM_3Z2:中二']],
      ];
    case 'LM_2ZT':
      return [
        ['中二', odds['LM_2ZT:中二']],
        ['中特', odds['LM_2ZT:中特']],
      ];
    case 'BZ':
      return [['赔率', odds[`BZ:${d.k}`]]];
    case 'TM_HX': {
      const n = d.zodiacs.length;
      return n >= 2 && n <= 11 ? [[`${n}肖`, odds[`TM_HX:${n}`]]] : [['2肖', odds['TM_HX:2']]];
    }
    case 'LX_HIT':
    case 'LX_MISS':
      return [
        [BENMING, odds[`${play}:${d.k}:${BENMING}`]],
        [NORMAL, odds[`${play}:${d.k}:${NORMAL}`]],
      ];
    case 'LW_HIT':
    case 'LW_MISS':
      return [
        [TAIL0, odds[`${play}:${d.k}:${TAIL0}`]],
        ['1-9尾', odds[`${play}:${d.k}:${NORMAL}`]],
      ];
    default:
      return [];
  }
}

const two = (n: number) => String(n).padStart(2, '0');
const CN = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

/** Play name with its size or position, as the slip and the confirm show it. */
export function selectionTitle(def: PlayDef, s: PlaySelection): string {
  if (s.position) return `${def.name} · 正码${s.position}`;
  if (s.k && def.code === 'BZ') return `${CN[s.k]}不中`;
  if (s.k && def.code.startsWith('LX_')) return `${def.name} · ${CN[s.k]}连肖`;
  if (s.k && def.code.startsWith('LW_')) return `${def.name} · ${CN[s.k]}连尾`;
  if (def.code === 'TM_HX') return `${def.name} · ${s.zodiacs?.length ?? 0}肖`;
  return def.name;
}

/** What was picked, as text ("07,12", "胆 01 拖 02,03", "鼠 × 3尾", "正码1:大 正码3:红"). */
export function selectionText(s: PlaySelection, d?: Pick<Draft, 'groupA' | 'groupB'>): string {
  if (s.bankers) return `胆 ${s.bankers.map(two).join(',')} 拖 ${(s.numbers ?? []).map(two).join(',')}`;
  if (s.groupA) return d?.groupA && d.groupB ? `${d.groupA} 碰 ${d.groupB}` : `${s.groupA.map(two).join(',')} 碰 ${(s.groupB ?? []).map(two).join(',')}`;
  if (s.numbers) return s.numbers.slice().sort((a, b) => a - b).map(two).join(',');
  if (s.options) return s.options.join(',');
  if (s.zodiacs) return s.zodiacs.join(',');
  if (s.tails) return s.tails.map((t) => `${t}尾`).join(',');
  if (s.legs) return s.legs.map((l) => `正码${l.position}:${l.option}`).join(' ');
  return '';
}
