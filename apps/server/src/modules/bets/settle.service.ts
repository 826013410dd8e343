import type pg from 'pg';
import {
  AWARD_CHANNEL,
  NOTIFY_TEXT,
  formatMilli,
  Bill,
  linePayoutOf,
  settleLine,
  type AwardNotice,
  type Draw,
  type YearTables,
} from '@sixmark/shared';
import { NIUNIU_GAME_ID } from '@sixmark/shared/domain/niuniu';
import { audit } from '../../lib/admin';
import { dealOfSeed } from '../lottery';
import { milliToYuan } from '@sixmark/shared/domain/money';
import { withTransaction } from '../../lib/tx';
import type { Bus } from '../../realtime/bus';
import { commissionEntries, type CommissionInput } from '../agents';
import { postLedger, postLedgerBatch, recordValidBet, type LedgerEntry } from '../wallet';
import { betConfig, settingsFor, tablesOf } from './odds.service';
import * as repo from './bets.repo';
import { recordVipTurnover } from '../bonus';
import { notifyMany, type NotifyInput } from '../notifications';

export interface SettleDeps {
  pool: pg.Pool;
  bus?: Bus | undefined;
  log?: { error: (obj: object, msg: string) => void } | undefined;
}

export interface SettleOptions {
  batchSize?: number;
  /**
   * Called inside each batch's transaction after its writes, before COMMIT (tests throw here to
   * simulate a crash in the middle of a batch: the batch rolls back whole).
   */
  beforeCommit?: (batch: number) => void | Promise<void>;
}

export const SETTLE_BATCH = 1000;

/** What one order settles to: outcome of each 注 and the money it moves. */
export interface OrderOutcome {
  result: 0 | 1 | 2;
  /** Payout of the winning 注 (彩票派奖). */
  win: number;
  /** Stakes of the tied 注 returned (和局退款). */
  tie: number;
  /** Stake of the 注 that won or lost: valid turnover and the rebate base. */
  valid: number;
  /** Non-losing 注 only: index, outcome, tier, payout. */
  lines: { i: number; o: 'win' | 'tie'; tier?: string; p: number }[];
}

/** Settles one order's 注 by the shared rules (pure; the rules never run twice differently). */
export function outcomeOf(
  order: Pick<repo.OrderRow, 'lines' | 'unitAmount'>,
  draw: Draw,
  tables: YearTables,
): OrderOutcome {
  let win = 0;
  let tie = 0;
  let valid = 0;
  const lines: OrderOutcome['lines'] = [];
  order.lines.forEach((line, i) => {
    const r = settleLine(line, draw, tables);
    if (r.outcome === 'tie') {
      tie += order.unitAmount;
      lines.push({ i, o: 'tie', p: order.unitAmount });
      return;
    }
    valid += order.unitAmount;
    if (r.outcome === 'win') {
      const p = linePayoutOf(line.play, order.unitAmount, r.multiplier);
      win += p;
      lines.push({ i, o: 'win', ...(r.tier ? { tier: r.tier } : {}), p });
    }
  });
  const result = win > 0 ? 1 : valid === 0 ? 2 : 0;
  return { result, win, tie, valid, lines };
}

const drawOf = (numbers: number[]): Draw => ({ regular: numbers.slice(0, 6), special: numbers[6]! });
const sameNumbers = (a: number[] | null, b: number[] | null) => (a ?? []).join(',') === (b ?? []).join(',');

const mask = (account: string) =>
  account.length <= 2 ? `${account[0] ?? ''}*` : `${account.slice(0, 2)}***${account.slice(-1)}`;
const short = (s: string) => (s.length > 8 ? `${s.slice(0, 8)}…` : s);

/** Rebate (退水) of a valid stake at a percentage, rounded down to the cent. */
const rebateOf = (valid: number, percent: number) => Math.floor((valid * percent) / 100 / 10) * 10;

interface BatchContext {
  gameId: number;
  turnNum: string;
  gameName: string;
  numbers: number[];
  draw: Draw;
  tables: YearTables;
  rebates: Map<number, Map<string, number>>;
  awardMin: Map<number, number>;
}

async function loadRebates(db: pg.Pool | pg.PoolClient, ctx: BatchContext, companyId: number) {
  if (!ctx.rebates.has(companyId)) {
    const settings = await settingsFor(db, companyId, ctx.gameId);
    ctx.rebates.set(companyId, new Map([...settings].map(([play, s]) => [play, s.rebate])));
    ctx.awardMin.set(companyId, (await betConfig(db, companyId)).awardMinReward);
  }
}

/** The member's message about a settled order (won, tie refund or lost). */
const settledNotice = (userId: number, orderNo: string, version: number, out: OrderOutcome): NotifyInput => {
  const base = { userId, ref: `${orderNo}:${version}`, data: { orderNo } };
  if (out.win > 0)
    return { ...base, kind: 'bet_won', title: NOTIFY_TEXT.wonTitle, content: NOTIFY_TEXT.wonContent(orderNo, formatMilli(out.win)) };
  if (out.tie > 0 && out.valid === 0)
    return { ...base, kind: 'bet_settled', title: NOTIFY_TEXT.settledTitle, content: NOTIFY_TEXT.tieContent(orderNo, formatMilli(out.tie)) };
  return { ...base, kind: 'bet_settled', title: NOTIFY_TEXT.settledTitle, content: NOTIFY_TEXT.settledContent(orderNo) };
};

/**
 * Settles one claimed batch in the caller's transaction: order status and reward, payout and
 * tie-refund ledger rows (one per order and kind, referenced by order and settlement version),
 * valid turnover and rebate of non-trial users, the period's progress. Returns award notices.
 */
async function settleClaimed(
  tx: pg.PoolClient,
  ctx: BatchContext,
  orders: repo.OrderRow[],
): Promise<AwardNotice[]> {
  const updates: repo.SettledUpdate[] = [];
  const entries: LedgerEntry[] = [];
  const validByUser = new Map<number, number>();
  const awards: AwardNotice[] = [];
  const commission: CommissionInput[] = [];
  const notices: NotifyInput[] = [];
  let paid = 0;
  for (const o of orders) {
    await loadRebates(tx, ctx, o.companyId);
    const out = outcomeOf(o, ctx.draw, ctx.tables);
    const v = o.settleVersion + 1;
    updates.push({
      id: o.id,
      result: out.result,
      reward: out.win + out.tie,
      validAmount: out.valid,
      lineResults: { win: out.win, tie: out.tie, lines: out.lines },
    });
    const base = { userId: o.userId, account: 'money' as const };
    if (out.win > 0)
      entries.push({
        ...base,
        billType: Bill.lotteryPayout,
        amount: out.win,
        reference: `bet-pay:${o.orderNo}:${v}`,
        remark: `派奖 ${o.orderNo}`,
      });
    if (out.tie > 0)
      entries.push({
        ...base,
        billType: Bill.drawRefund,
        amount: out.tie,
        reference: `bet-tie:${o.orderNo}:${v}`,
        remark: `和局退款 ${o.orderNo}`,
      });
    if (!o.trial && out.valid > 0) {
      validByUser.set(o.userId, (validByUser.get(o.userId) ?? 0) + out.valid);
      const playRebate = ctx.rebates.get(o.companyId)?.get(o.play) ?? 0;
      const rebate = rebateOf(out.valid, playRebate);
      commission.push({ orderNo: o.orderNo, userId: o.userId, valid: out.valid, playRebate });
      if (rebate > 0)
        entries.push({
          ...base,
          billType: Bill.rebate,
          amount: rebate,
          reference: `bet-rebate:${o.orderNo}`,
          remark: `返水 ${o.orderNo}`,
        });
    }
    paid += out.win + out.tie;
    notices.push(settledNotice(o.userId, o.orderNo, v, out));
    if (!o.trial && out.win >= (ctx.awardMin.get(o.companyId) ?? Infinity))
      awards.push({
        nickname: short(mask(o.account)),
        userName: mask(o.account),
        gameName: short(ctx.gameName),
        gameId: ctx.gameId,
        reward: milliToYuan(out.win),
        companyId: o.companyId,
        sourceId: `bet:${o.orderNo}`,
      });
  }
  await repo.markSettled(tx, ctx.numbers, updates);
  // 代理返点 up each bettor's agent chain: one statement for the batch, same ledger batch.
  entries.push(...(await commissionEntries(tx, commission)));
  await postLedgerBatch(tx, entries);
  // 注单结算 / 中奖 messages of the batch: one statement, in the batch's transaction.
  await notifyMany(tx, notices);
  // Only users with an open turnover requirement have anything to fill (one query per batch).
  const { rows: open } = await tx.query<{ user_id: number }>(
    `SELECT DISTINCT user_id FROM turnover_requirements WHERE user_id = ANY($1::bigint[]) AND valid_dml < require_dml`,
    [[...validByUser.keys()]],
  );
  for (const userId of open.map((r) => Number(r.user_id)).sort((a, b) => a - b))
    await recordValidBet(tx, userId, validByUser.get(userId)!);
  // VIP period turnover (issue 17): a member crossing a level moves up in this transaction.
  await recordVipTurnover(tx, validByUser);
  await tx.query(
    `UPDATE bet_settlements SET settled = settled + $3, paid = paid + $4 WHERE game_id = $1 AND turn_num = $2`,
    [ctx.gameId, ctx.turnNum, orders.length, paid],
  );
  return awards;
}

/**
 * Settles again an order settled against a result that was then corrected: reversal rows for
 * what it was paid (payout and tie refund of its previous version), then the new payout. If the
 * user has already spent the money, the reversal takes what is there and the shortfall is
 * audited (balances never go negative).
 */
async function resettleClaimed(tx: pg.PoolClient, ctx: BatchContext, orders: repo.OrderRow[]): Promise<void> {
  const updates: repo.SettledUpdate[] = [];
  for (const o of orders) {
    const { rows } = await tx.query<{ lr: { win?: number; tie?: number } | null }>(
      'SELECT line_results AS lr FROM bet_orders WHERE id = $1',
      [o.id],
    );
    const prev = rows[0]?.lr ?? {};
    const out = outcomeOf(o, ctx.draw, ctx.tables);
    const v = o.settleVersion + 1;
    const base = { userId: o.userId, account: 'money' as const };
    if (out.win > 0)
      await postLedger(tx, {
        ...base,
        billType: Bill.lotteryPayout,
        amount: out.win,
        reference: `bet-pay:${o.orderNo}:${v}`,
        remark: `更正派奖 ${o.orderNo}`,
      });
    if (out.tie > 0)
      await postLedger(tx, {
        ...base,
        billType: Bill.drawRefund,
        amount: out.tie,
        reference: `bet-tie:${o.orderNo}:${v}`,
        remark: `更正和局退款 ${o.orderNo}`,
      });
    for (const [kind, bill, amount] of [
      ['pay', Bill.lotteryPayout, prev.win ?? 0],
      ['tie', Bill.drawRefund, prev.tie ?? 0],
    ] as const) {
      if (amount <= 0) continue;
      const reference = `bet-${kind}-rev:${o.orderNo}:${o.settleVersion}`;
      const { rows: w } = await tx.query<{ money: number }>(
        'SELECT money FROM wallets WHERE user_id = $1 FOR UPDATE',
        [o.userId],
      );
      const take = Math.min(amount, Number(w[0]?.money ?? 0));
      if (take > 0)
        await postLedger(tx, {
          ...base,
          billType: bill,
          amount: -take,
          reference,
          remark: `开奖更正冲正 ${o.orderNo}`,
        });
      if (take < amount)
        await audit(tx, {
          actor: 'system:settlement',
          action: 'bets.resettle.shortfall',
          targetType: 'bet_order',
          targetId: o.orderNo,
          detail: { owed: amount - take, kind },
        });
    }
    if (!o.trial && out.valid > o.validAmount) await recordValidBet(tx, o.userId, out.valid - o.validAmount);
    updates.push({
      id: o.id,
      result: out.result,
      reward: out.win + out.tie,
      validAmount: Math.max(out.valid, o.validAmount),
      lineResults: { win: out.win, tie: out.tie, lines: out.lines },
    });
  }
  await repo.markSettled(tx, ctx.numbers, updates);
  await audit(tx, {
    actor: 'system:settlement',
    action: 'bets.resettle.batch',
    targetType: 'lottery_turn',
    targetId: `${ctx.gameId}:${ctx.turnNum}`,
    detail: { orders: orders.map((o) => o.orderNo), numbers: ctx.numbers },
  });
}

/**
 * Settles every order of a drawn period exactly once, in batches claimed with FOR UPDATE SKIP
 * LOCKED (one transaction each, progress recorded). Safe to run from several processes at once
 * and to re-run after a crash: a settled order is never claimed again, and every ledger row has
 * a unique reference. A period whose result was corrected after settling is settled again with
 * reversal rows. Returns the number of orders settled (or re-settled) by this call.
 */
export async function settleTurn(
  deps: SettleDeps,
  gameId: number,
  turnNum: string,
  opts: SettleOptions = {},
): Promise<number> {
  const { pool } = deps;
  const turn = await repo.findTurn(pool, gameId, turnNum);
  if (!turn || turn.status !== 'drawn' || !turn.numbers || turn.numbers.length !== 7) return 0;
  const numbers = turn.numbers;
  const game = await repo.findGame(pool, gameId);
  const draw = drawOf(numbers);
  if (gameId === NIUNIU_GAME_ID) {
    // 幸运牛牛: the hands are dealt from the period's seed (published with the result); the 7
    // numbers of the same seed stay the settlement's fingerprint (docs/niuniu.md).
    const { rows } = await pool.query<{ seed: string | null }>(
      'SELECT seed FROM lottery_turns WHERE game_id = $1 AND turn_num = $2',
      [gameId, turnNum],
    );
    const seed = rows[0]?.seed;
    if (!seed) return 0;
    draw.niuniu = dealOfSeed(seed);
  }
  const ctx: BatchContext = {
    gameId,
    turnNum,
    gameName: game?.gameName ?? '',
    numbers,
    draw,
    tables: await tablesOf(pool, turn),
    rebates: new Map(),
    awardMin: new Map(),
  };
  await withTransaction(pool, async (tx) => {
    await tx.query(
      `INSERT INTO bet_settlements (game_id, turn_num, numbers, status) VALUES ($1, $2, $3, 'running') ON CONFLICT DO NOTHING`,
      [gameId, turnNum, numbers],
    );
    const { rows } = await tx.query<{ numbers: number[] }>(
      'SELECT numbers FROM bet_settlements WHERE game_id = $1 AND turn_num = $2 FOR UPDATE',
      [gameId, turnNum],
    );
    const before = rows[0]?.numbers ?? null;
    if (!sameNumbers(before, numbers)) {
      await tx.query(
        `UPDATE bet_settlements SET numbers = $3, version = version + 1, status = 'running', finished_at = NULL
          WHERE game_id = $1 AND turn_num = $2`,
        [gameId, turnNum, numbers],
      );
      await audit(tx, {
        actor: 'system:settlement',
        action: 'bets.resettle.start',
        targetType: 'lottery_turn',
        targetId: `${gameId}:${turnNum}`,
        detail: { before, after: numbers },
      });
    }
  });
  const size = opts.batchSize ?? SETTLE_BATCH;
  let done = 0;
  let batch = 0;
  for (;;) {
    const awards = await withTransaction(pool, async (tx) => {
      const stale = await repo.claimStale(tx, gameId, turnNum, numbers, size);
      if (stale.length > 0) {
        await resettleClaimed(tx, ctx, stale);
        await opts.beforeCommit?.(batch);
        return { n: stale.length, awards: [] as AwardNotice[] };
      }
      const orders = await repo.claimPending(tx, gameId, turnNum, size);
      if (orders.length === 0) return null;
      const a = await settleClaimed(tx, ctx, orders);
      await opts.beforeCommit?.(batch);
      return { n: orders.length, awards: a };
    });
    if (!awards) break;
    batch++;
    done += awards.n;
    for (const a of awards.awards)
      await deps.bus
        ?.publish(AWARD_CHANNEL, a)
        .catch((err: unknown) => deps.log?.error({ err }, 'award notice failed'));
  }
  // Done only when nothing is left: an order a cancel was holding (skipped above) keeps the
  // period open for the next pass.
  await pool.query(
    `UPDATE bet_settlements s SET status = 'done', finished_at = now()
      WHERE game_id = $1 AND turn_num = $2 AND status = 'running' AND numbers = $3::smallint[]
        AND NOT EXISTS (SELECT 1 FROM bet_orders o WHERE o.game_id = $1 AND o.turn_num = $2
                          AND (o.status = 0 OR (o.status = 1 AND o.settled_numbers IS DISTINCT FROM $3::smallint[])))`,
    [gameId, turnNum, numbers],
  );
  return done;
}

/** One pass of the settlement job: every period that is drawn and has work left. */
export async function settleDue(deps: SettleDeps, opts: SettleOptions = {}): Promise<number> {
  let n = 0;
  for (const t of await repo.turnsToSettle(deps.pool)) {
    try {
      n += await settleTurn(deps, t.gameId, t.turnNum, opts);
    } catch (err) {
      deps.log?.error({ err, gameId: t.gameId, turnNum: t.turnNum }, 'settlement failed');
    }
  }
  return n;
}
