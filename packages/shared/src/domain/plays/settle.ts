import { tailOf } from '../number-attributes';
import { resultOfDeck, type NiuniuResult } from '../niuniu';
import { formatDecimal, multiplyDecimal, parseDecimal, type Decimal } from './decimal';
import { PARLAY_ALL_TIER, parlayLegsOf, parlayTieTier } from './parlay';
import {
  ballOutcome,
  positionOutcome,
  positionPick,
  sevenColourWinner,
  sumOutcome,
  zongxiaoOutcome,
  type BallOutcome,
} from './rules';
import { zodiacIn } from './year-tables';
import type { BetLine, Draw, SettleResult, YearTables } from './types';

/** What every 注 of a period asks of the draw, computed once per draw object. */
interface DrawFacts {
  tables: YearTables;
  regular: Set<number>;
  all: Set<number>;
  regularZodiacs: Set<string>;
  zodiacs: Set<string>;
  tails: Set<number>;
  sum: number;
  sevenColour: string;
}

const factsCache = new WeakMap<Draw, DrawFacts>();

function factsOf(draw: Draw, tables: YearTables): DrawFacts {
  const cached = factsCache.get(draw);
  if (cached && cached.tables === tables) return cached;
  if (draw.regular.length !== 6) throw new RangeError('a draw has 6 regular numbers');
  const seven = [...draw.regular, draw.special];
  const all = new Set(seven);
  if (all.size !== 7 || seven.some((n) => !Number.isInteger(n) || n < 1 || n > 49))
    throw new RangeError(`not a Mark Six draw: ${seven.join(',')}`);
  const facts: DrawFacts = {
    tables,
    regular: new Set(draw.regular),
    all,
    regularZodiacs: new Set(draw.regular.map((n) => zodiacIn(tables, n))),
    zodiacs: new Set(seven.map((n) => zodiacIn(tables, n))),
    tails: new Set(seven.map(tailOf)),
    sum: seven.reduce((a, b) => a + b, 0),
    sevenColour: sevenColourWinner(draw.regular, draw.special),
  };
  factsCache.set(draw, facts);
  return facts;
}

const niuniuCache = new WeakMap<readonly number[], NiuniuResult>();

/** NN_WIN: the picked 闲 beats the 庄 → paid at its hand's tier; otherwise lost (no 和 exists). */
function settleNiuniu(line: BetLine, draw: Draw): SettleResult {
  if (!draw.niuniu) throw new RangeError('a niu-niu 注 needs the dealt cards');
  let result = niuniuCache.get(draw.niuniu);
  if (!result) niuniuCache.set(draw.niuniu, (result = resultOfDeck(draw.niuniu)));
  const p = result.players.find((x) => x.name === line.key);
  if (!p) throw new RangeError(`bad niu-niu 注 ${line.key}`);
  return p.win ? tier(line, p.tier) : LOSE;
}

const LOSE: SettleResult = { outcome: 'lose', multiplier: '0' };
const TIE: SettleResult = { outcome: 'tie', multiplier: '1' };

/** Decimal text of stored odds: a JS number prints its shortest exact decimal ('1.97'). */
function oddsText(odds: number): string {
  if (!Number.isFinite(odds) || odds <= 0) throw new RangeError(`bad odds ${odds}`);
  return String(odds);
}

/** The only tier of a single-price 注. */
function onlyTier(line: BetLine): SettleResult {
  const entries = Object.entries(line.odds);
  if (entries.length !== 1) throw new RangeError(`${line.play} 注 ${line.key} needs exactly one price`);
  const [tier, odds] = entries[0]!;
  return { outcome: 'win', tier, multiplier: oddsText(odds) };
}

/** A win paid at the stored odds of `key`. */
function paidAt(line: BetLine, key: string): SettleResult {
  const odds = line.odds[key];
  if (odds === undefined) throw new RangeError(`${line.play} 注 ${line.key} has no ${key} price`);
  return { outcome: 'win', tier: key, multiplier: oddsText(odds) };
}

const tier = (line: BetLine, name: string): SettleResult => paidAt(line, `${line.play}:${name}`);

const byOutcome = (line: BetLine, outcome: BallOutcome): SettleResult =>
  outcome === 'win' ? onlyTier(line) : outcome === 'tie' ? TIE : LOSE;

const numbersOf = (key: string): number[] => key.split(',').map(Number);
const tailsOf = (key: string): number[] => key.split(',').map((t) => Number.parseInt(t, 10));

/**
 * A parlay placed at its joint price (odds keyed PARLAY_ALL_TIER and parlayTieTier(position)):
 * any losing leg loses it; a two-sided leg on 49 counts at odds 1 and the others are paid at the
 * stored price of that case; otherwise every leg won and the stored parlay price pays.
 */
function settleParlay(line: BetLine, draw: Draw): SettleResult {
  if (!(PARLAY_ALL_TIER in line.odds)) return settleLegProductParlay(line, draw);
  let tied: number | null = null;
  for (const { position, option } of parlayLegsOf(line.key)) {
    const outcome = positionOutcome(option, draw.regular[position - 1]!);
    if (outcome === 'lose') return LOSE;
    if (outcome === 'tie') tied = position;
  }
  return paidAt(line, tied === null ? PARLAY_ALL_TIER : parlayTieTier(tied));
}

/**
 * A parlay placed before joint pricing stored one price per leg ("正码1:大" → odds) and keeps the
 * price it was placed at: the product of its winning legs, a leg on 49 counting at 1.
 */
function settleLegProductParlay(line: BetLine, draw: Draw): SettleResult {
  let product: Decimal = { units: 1n, scale: 0 };
  let won = false;
  for (const leg of line.key.split(',')) {
    const [position, option] = positionPick(leg);
    const outcome = positionOutcome(option, draw.regular[position - 1]!);
    if (outcome === 'lose') return LOSE;
    if (outcome === 'win') {
      const odds = line.odds[leg];
      if (odds === undefined) throw new RangeError(`parlay 注 ${line.key} has no price for ${leg}`);
      product = multiplyDecimal(product, parseDecimal(odds));
      won = true;
    }
  }
  // Every leg on 49 with a two-sided option: all legs count at 1, the stake comes back.
  return won ? { outcome: 'win', multiplier: formatDecimal(product) } : TIE;
}

/**
 * Settles one 注 against a final draw with the period's frozen tables (§2-§8, §11). Pure; the
 * draw-wide facts are computed once per `draw` object, so settle a period's 注 with one object.
 * Throws RangeError for a malformed draw or line (never for a valid line from expandSelection).
 */
export function settleLine(line: BetLine, draw: Draw, tables: YearTables): SettleResult {
  if (line.play === 'NN_WIN') return settleNiuniu(line, draw);
  const facts = factsOf(draw, tables);
  const { play, key } = line;
  switch (play) {
    case 'TM_NUM':
    case 'TM_LM':
    case 'TM_LM2':
    case 'TM_XG':
    case 'TM_COLOR':
    case 'TM_HALF':
    case 'TM_HALF2':
    case 'TM_ZODIAC':
    case 'TM_HEAD':
    case 'TM_TAIL':
    case 'TM_WX':
    case 'TM_HX':
      return byOutcome(line, ballOutcome(play, key, draw.special, tables));
    case 'ZMT':
    case 'ZM_POS': {
      const [position, pick] = positionPick(key);
      return byOutcome(line, ballOutcome(play, pick, draw.regular[position - 1]!, tables));
    }
    case 'ZM_PARLAY':
      return settleParlay(line, draw);
    case 'ZM_ANY':
      return facts.regular.has(Number(key)) ? onlyTier(line) : LOSE;
    case 'QSB':
      if (facts.sevenColour === key) return onlyTier(line);
      return facts.sevenColour === '和局' ? TIE : LOSE;
    case 'ZX':
      return facts.regularZodiacs.has(key) ? onlyTier(line) : LOSE;
    case 'PT_ZODIAC':
      return facts.zodiacs.has(key) ? onlyTier(line) : LOSE;
    case 'PT_TAIL':
      return facts.tails.has(Number.parseInt(key, 10)) ? onlyTier(line) : LOSE;
    case 'ZONGXIAO':
      return byOutcome(line, zongxiaoOutcome(key, facts.zodiacs.size));
    case 'SUM':
      return byOutcome(line, sumOutcome(key, facts.sum));
    case 'LM_4QZ':
    case 'LM_3QZ':
    case 'LM_2QZ':
      return numbersOf(key).every((n) => facts.regular.has(n)) ? onlyTier(line) : LOSE;
    case 'LM_3Z2': {
      const hits = numbersOf(key).filter((n) => facts.regular.has(n)).length;
      return hits === 3 ? tier(line, '中三') : hits === 2 ? tier(line, '中二') : LOSE;
    }
    case 'LM_2ZT': {
      const [a, b] = numbersOf(key) as [number, number];
      const ra = facts.regular.has(a);
      const rb = facts.regular.has(b);
      if (ra && rb) return tier(line, '中二');
      if ((ra && b === draw.special) || (rb && a === draw.special)) return tier(line, '中特');
      return LOSE;
    }
    case 'LM_TC': {
      const [a, b] = numbersOf(key) as [number, number];
      const hit =
        (facts.regular.has(a) && b === draw.special) || (facts.regular.has(b) && a === draw.special);
      return hit ? onlyTier(line) : LOSE;
    }
    case 'LX_HIT':
      return key.split(',').every((z) => facts.zodiacs.has(z)) ? onlyTier(line) : LOSE;
    case 'LX_MISS':
      return key.split(',').some((z) => facts.zodiacs.has(z)) ? LOSE : onlyTier(line);
    case 'LW_HIT':
      return tailsOf(key).every((t) => facts.tails.has(t)) ? onlyTier(line) : LOSE;
    case 'LW_MISS':
      return tailsOf(key).some((t) => facts.tails.has(t)) ? LOSE : onlyTier(line);
    case 'BZ':
      return numbersOf(key).some((n) => facts.all.has(n)) ? LOSE : onlyTier(line);
  }
}

/**
 * The most one 注 can pay per unit of stake, as an exact decimal: its best tier (the slip's 可赢
 * and per-period exposure); for a parlay placed at leg prices, the product of every leg.
 */
export function maxMultiplierOf(line: BetLine): string {
  const odds = Object.values(line.odds).map(parseDecimal);
  if (line.play === 'ZM_PARLAY' && !(PARLAY_ALL_TIER in line.odds)) return formatDecimal(odds.reduce(multiplyDecimal, { units: 1n, scale: 0 }));
  const best = odds.reduce((a, b) =>
    a.units * 10n ** BigInt(b.scale) >= b.units * 10n ** BigInt(a.scale) ? a : b,
  );
  return formatDecimal(best);
}
