import { randomInt } from 'node:crypto';
import type pg from 'pg';
import {
  Bill,
  BetErrorCode,
  MAX_LINES_PER_SLIP,
  PlayError,
  betMsg,
  expandSelection,
  isPlayOfGame,
  linePayoutOf,
  maxMultiplierOf,
  playName,
  type BetBody,
  type BetLine,
  type BetResult,
  type PlayCode,
  type PlaySelection,
  type YearTables,
} from '@sixmark/shared';
import { AppError, notFound } from '../../lib/errors';
import { milliToYuan, yuanToMilli } from '@sixmark/shared/domain/money';
import type { AuthUser } from '../../plugins/auth';
import { idempotent, postDebits } from '../wallet';
import { assertBetAllowed } from '../saferplay';
import { betInfoOf, cateNameOf, oddsTextOf } from './describe';
import { BET_GAME_IDS, priceTable, pricesAndSettings, settingsFor, tablesOf } from './odds.service';
import * as repo from './bets.repo';

/** How long past its period's close a bet slip's idempotency key is kept. */
export const KEEP_AFTER_CLOSE_MS = 24 * 3600_000;

const two = (n: number) => String(n).padStart(2, '0');

/** B + local date + 10 random digits: unique by constraint, unguessable enough to not enumerate. */
export function newOrderNo(prefix = 'B', now = Date.now()): string {
  const d = new Date(now + 8 * 3600_000);
  const date = `${d.getUTCFullYear() % 100}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}`;
  return `${prefix}${date}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
}

/** The most one 注 can pay at a unit stake (its best tier, or the whole parlay, capped). */
export const maxPayoutOf = (line: BetLine, unit: number): number =>
  linePayoutOf(line.play, unit, maxMultiplierOf(line));

export interface Priced {
  selection: PlaySelection;
  unit: number;
  lines: BetLine[];
}

export type Settings = Awaited<ReturnType<typeof settingsFor>>;

/**
 * Expands every slip item at the current prices and checks the play settings (enabled, min and
 * max per 注, 注 per slip). Throws the Chinese refusal; changes nothing.
 */
export async function priceSlip(
  db: Pick<pg.Pool | pg.PoolClient, 'query'>,
  companyId: number,
  gameId: number,
  tables: YearTables,
  items: { selection: PlaySelection; unitAmount: number }[],
): Promise<{ priced: Priced[]; settings: Settings }> {
  const { odds, settings } = await pricesAndSettings(db, companyId, gameId, tables);
  return { priced: priceItems(odds, settings, tables, items, gameId), settings };
}

/** priceSlip with the prices and settings already read. */
export function priceItems(
  odds: Record<string, number>,
  settings: Settings,
  tables: YearTables,
  items: { selection: PlaySelection; unitAmount: number }[],
  gameId: number,
): Priced[] {
  let total = 0;
  return items.map((item) => {
    const s = settings.get(item.selection.play)!;
    const name = playName(item.selection.play);
    // 幸运牛牛 (95) takes only its own plays, the Mark Six games never take them.
    if (!isPlayOfGame(item.selection.play, gameId))
      throw new AppError(BetErrorCode.PLAY_INVALID, { message: betMsg.playNotOfGame(name) });
    const unit = yuanToMilli(item.unitAmount);
    if (!s.enabled) throw new AppError(BetErrorCode.PLAY_DISABLED, { message: betMsg.playDisabled(name) });
    if (unit < s.minAmount)
      throw new AppError(BetErrorCode.AMOUNT, { message: betMsg.belowMin(name, milliToYuan(s.minAmount)) });
    if (unit > s.maxAmount)
      throw new AppError(BetErrorCode.AMOUNT, { message: betMsg.aboveMax(name, milliToYuan(s.maxAmount)) });
    let lines: BetLine[];
    try {
      lines = expandSelection(item.selection, tables, odds).lines;
    } catch (err) {
      if (err instanceof PlayError) throw new AppError(BetErrorCode.PLAY_INVALID, { message: err.message });
      throw err;
    }
    total += lines.length;
    if (lines.length === 0 || total > MAX_LINES_PER_SLIP)
      throw new AppError(BetErrorCode.PLAY_INVALID, { message: betMsg.tooManyLines(MAX_LINES_PER_SLIP) });
    return { selection: item.selection, unit, lines };
  });
}

/** Period checked open on the server clock (close time includes the closing seconds). */
export function assertOpen(turn: repo.TurnInfo | null, now: number): asserts turn is repo.TurnInfo {
  if (!turn) throw new AppError(BetErrorCode.WRONG_TURN, { message: betMsg.wrongTurn });
  if (turn.status !== 'open' || turn.closeAt.getTime() <= now)
    throw new AppError(BetErrorCode.CLOSED, { message: betMsg.closed });
}

/**
 * Writes priced items as orders inside `tx`: re-checks the period under a share lock (so it
 * cannot close before this commits), adds the per-number exposure atomically and checks its
 * limits, debits each order through the ledger (bill 彩票投注) and inserts the orders.
 */
export async function writeOrders(
  tx: pg.PoolClient,
  user: Pick<AuthUser, 'id' | 'companyId' | 'account' | 'type'>,
  at: { gameId: number; turnNum: string },
  slip: { priced: Priced[]; settings: Settings },
  opts: { slipKey: string; trackOrderNo?: string; now?: number; turnLocked?: boolean },
): Promise<{ orders: repo.NewOrder[]; balance: number }> {
  const { priced, settings } = slip;
  // Callers that have not share-locked the period yet (chase) get it locked here; a second
  // FOR SHARE by the same transaction is a no-op.
  const turn = opts.turnLocked ? null : await repo.shareTurn(tx, at.gameId, at.turnNum);
  if (!opts.turnLocked) assertOpen(turn, opts.now ?? Date.now());
  const where = { companyId: user.companyId, gameId: at.gameId, turnNum: at.turnNum };
  const exposure = new Map<string, { stake: number; payout: number; play: PlayCode; text: string }>();
  for (const p of priced)
    for (const line of p.lines) {
      const key = `${line.play}:${line.key}`;
      const e = exposure.get(key) ?? {
        stake: 0,
        payout: 0,
        play: line.play,
        text: `${playName(line.play)} ${line.key}`,
      };
      e.stake += p.unit;
      e.payout += maxPayoutOf(line, p.unit);
      exposure.set(key, e);
    }
  const keys = [...exposure.keys()].sort();
  const orders: repo.NewOrder[] = priced.map((p) => ({
    orderNo: newOrderNo(),
    companyId: user.companyId,
    userId: user.id,
    account: user.account,
    trial: user.type === 'TEST',
    gameId: at.gameId,
    turnNum: at.turnNum,
    play: p.selection.play,
    selection: p.selection,
    lines: p.lines,
    betInfo: betInfoOf(p.selection),
    oddsText: oddsTextOf(p.lines),
    betCount: p.lines.length,
    unitAmount: p.unit,
    totalMoney: p.unit * p.lines.length,
    slipKey: opts.slipKey,
    trackOrderNo: opts.trackOrderNo ?? '',
  }));
  // Exposure and orders in one statement; a limit it breaks throws and rolls both back.
  const totals = await repo.addExposureAndInsertOrders(
    tx,
    where,
    {
      keys,
      stakes: keys.map((k) => exposure.get(k)!.stake),
      payouts: keys.map((k) => exposure.get(k)!.payout),
    },
    orders,
  );
  for (const t of totals) {
    const e = exposure.get(t.key)!;
    const s = settings.get(e.play)!;
    if (s.maxPerNumber > 0 && t.stake > s.maxPerNumber)
      throw new AppError(BetErrorCode.NUMBER_LIMIT, { message: betMsg.numberLimit(e.text) });
    if (s.maxPayout > 0 && t.payout > s.maxPayout)
      throw new AppError(BetErrorCode.PAYOUT_LIMIT, { message: betMsg.payoutLimit(e.text) });
  }
  // One ledger row per order (bill 彩票投注), written by one statement: a slip the balance cannot
  // cover is refused whole with 余额不足.
  const balance = await postDebits(
    tx,
    user.id,
    'money',
    orders.map((o) => ({
      billType: Bill.lotteryBet,
      amount: o.totalMoney,
      reference: `bet:${o.orderNo}`,
      remark: `${o.gameId} 第${o.turnNum}期 ${playName(o.play as PlayCode)}`,
    })),
  );
  // Safer play (issue 17): exclusion, per-bet and loss limits; after the debit, so the wallet
  // lock orders a member's bets and the loss read includes this stake.
  await assertBetAllowed(tx, user.id, orders.reduce((n, o) => n + o.totalMoney, 0));
  return { orders, balance };
}

/** `POST /api/cp/bet`: one slip, all or nothing; a replayed idempotency key answers the first result. */
export async function placeBet(
  pool: pg.Pool,
  user: AuthUser,
  body: BetBody,
  now = Date.now(),
): Promise<BetResult> {
  // A game that takes no bets is refused here; one without periods answers 期号已变更 below.
  if (!(BET_GAME_IDS as readonly number[]).includes(body.gameId)) throw notFound(betMsg.gameNotFound);
  const scope = {
    userId: user.id,
    key: body.idempotencyKey,
    scope: 'bet',
    body,
    // Share-locked from here to COMMIT: the period cannot close between this check and the
    // write. Read with its prices and play settings in the statement that claims the key.
    lead: repo.turnPricedQuery(user.companyId, body.gameId, body.turnNum),
  };
  return idempotent(pool, scope, async (tx, _reference, keepUntil, lead) => {
    const read = repo.turnPricedOf(lead);
    const turn = read.turn;
    assertOpen(turn, now);
    // The slip stays replayable while its period takes bets (a Hong Kong period stays open for
    // days), and a day beyond, like any key; after the close a replay is refused as closed anyway.
    keepUntil(new Date(turn.closeAt.getTime() + KEEP_AFTER_CLOSE_MS));
    const tables = await tablesOf(tx, turn);
    const { odds, settings } = priceTable(read.odds, read.settings, tables);
    const slip = { priced: priceItems(odds, settings, tables, body.items, body.gameId), settings };
    const { orders, balance } = await writeOrders(tx, user, body, slip, {
      slipKey: body.idempotencyKey,
      turnLocked: true,
      now,
    });
    return {
      gameId: body.gameId,
      turnNum: body.turnNum,
      orders: orders.map((o) => ({
        orderNo: o.orderNo,
        play: o.play as PlayCode,
        cateName: cateNameOf(o.selection as PlaySelection),
        betCount: o.betCount,
        unitAmount: milliToYuan(o.unitAmount),
        totalMoney: milliToYuan(o.totalMoney),
      })),
      betCount: orders.reduce((n, o) => n + o.betCount, 0),
      totalMoney: milliToYuan(orders.reduce((n, o) => n + o.totalMoney, 0)),
      balance: milliToYuan(balance),
    };
  });
}
