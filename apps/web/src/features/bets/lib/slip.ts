import { MAX_LINES_PER_SLIP, type BetLine, type PlayDef, type PlaySelection } from '@sixmark/shared';
import { MAX_SLIP_ITEMS, MAX_UNIT_AMOUNT, betMsg, type PlaySetting } from '@sixmark/shared/api/bets';
import { bestMultiplier } from './draft';

/** One line of the bet slip: a selection with its own unit stake and its expanded 注. */
export interface SlipItem {
  id: number;
  def: PlayDef;
  selection: PlaySelection;
  title: string;
  text: string;
  unit: number;
  lines: BetLine[];
}

/** Quick amounts offered under the stake field (yuan). */
export const QUICK_AMOUNTS = [10, 50, 100, 500, 1000] as const;

/** Yuan with at most 2 decimals, or NaN. */
export function parseStake(text: string): number {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return Number.NaN;
  return Number(text);
}

export const itemTotal = (i: Pick<SlipItem, 'unit' | 'lines'>) => Math.round(i.unit * i.lines.length * 100) / 100;
/** Most one 注 of the item can pay (stake × its best odds). */
export const itemBestWin = (i: Pick<SlipItem, 'unit' | 'lines'>) => Math.round(i.unit * bestMultiplier(i.lines) * 100) / 100;

export const slipTotals = (items: readonly SlipItem[]) => ({
  lines: items.reduce((n, i) => n + i.lines.length, 0),
  total: Math.round(items.reduce((n, i) => n + itemTotal(i), 0) * 100) / 100,
});

/**
 * Why a stake cannot go on the slip, in the server's words (betMsg), checked before sending so
 * the user hears it at once; the server checks all of it again.
 */
export function stakeProblem(def: PlayDef, unit: number, setting: PlaySetting | undefined): string | null {
  if (!Number.isFinite(unit) || unit <= 0 || unit > MAX_UNIT_AMOUNT) return betMsg.amountInvalid;
  if (setting && !setting.enabled) return betMsg.playDisabled(def.name);
  if (setting && unit < setting.minAmount) return betMsg.belowMin(def.name, setting.minAmount);
  if (setting && unit > setting.maxAmount) return betMsg.aboveMax(def.name, setting.maxAmount);
  return null;
}

/** Why the slip cannot take another item of `lines` 注. */
export function slipProblem(items: readonly SlipItem[], lines: number): string | null {
  if (items.length >= MAX_SLIP_ITEMS) return `注单最多${MAX_SLIP_ITEMS}项`;
  if (slipTotals(items).lines + lines > MAX_LINES_PER_SLIP) return betMsg.tooManyLines(MAX_LINES_PER_SLIP);
  return null;
}
