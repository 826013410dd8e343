import type pg from 'pg';
import {
  Bill,
  BetErrorCode,
  HISTORY_DAYS,
  betMsg,
  playName,
  type BetList,
  type BetOrder,
  type CancelResult,
  type DayReportRow,
  type PlayCode,
} from '@sixmark/shared';
import { AppError } from '../../lib/errors';
import { milliToYuan } from '@sixmark/shared/domain/money';
import { withTransaction } from '../../lib/tx';
import type { AuthUser } from '../../plugins/auth';
import { postLedger } from '../wallet';
import { maxPayoutOf } from './place.service';
import { betConfig } from './odds.service';
import * as repo from './bets.repo';

const toOrder = (r: repo.RecordRow, cancelEnabled: boolean, now: number): BetOrder => ({
  orderNo: r.orderNo,
  gameId: r.gameId,
  gameName: r.gameName,
  status: r.status,
  result: r.result,
  betEndTime: r.betEndTime,
  trackOrderNo: r.trackOrderNo,
  turnNum: r.turnNum,
  totalMoney: milliToYuan(r.totalMoney),
  reward: milliToYuan(r.reward),
  cateName: playName(r.play as PlayCode),
  model: r.model,
  addTime: r.addTime,
  account: r.account,
  openNum: r.openNum,
  betInfo: r.betInfo,
  betCount: r.betCount,
  unitAmount: milliToYuan(r.unitAmount),
  odds: r.odds,
  canCancel: cancelEnabled && r.status === 0 && r.turnOpen && r.closeAtMs > now,
});

/** `GET /api/cp/records/todayList`: today's orders (system time zone) and every pending one. */
export async function todayList(
  pool: pg.Pool,
  user: AuthUser,
  q: {
    page: number;
    rows: number;
    status?: number | undefined;
    gameId?: number | undefined;
    model?: number | undefined;
  },
  now = Date.now(),
): Promise<BetList> {
  const config = await betConfig(pool, user.companyId);
  const { rows, total } = await repo.listOrders(
    pool,
    { userId: user.id, tz: config.timeZone, status: q.status, gameId: q.gameId, model: q.model },
    q.rows,
    (q.page - 1) * q.rows,
  );
  return { data: rows.map((r) => toOrder(r, config.cancelEnabled, now)), totalCount: total };
}

/** `GET /api/cp/records/historyList`: the orders of one local day. */
export async function historyList(
  pool: pg.Pool,
  user: AuthUser,
  q: { page: number; rows: number; date: string; gameId?: number | undefined },
  now = Date.now(),
): Promise<BetList> {
  const config = await betConfig(pool, user.companyId);
  const { rows, total } = await repo.listOrders(
    pool,
    { userId: user.id, tz: config.timeZone, day: q.date, gameId: q.gameId },
    q.rows,
    (q.page - 1) * q.rows,
  );
  return { data: rows.map((r) => toOrder(r, config.cancelEnabled, now)), totalCount: total };
}

/** `GET /api/cp/records/historyDayReport`: today and the 6 days before, newest first. */
export async function historyDayReport(pool: pg.Pool, user: AuthUser): Promise<DayReportRow[]> {
  const config = await betConfig(pool, user.companyId);
  return (await repo.dayReport(pool, user.id, config.timeZone, HISTORY_DAYS)).map((d) => ({
    statTime: d.statTime,
    bettingMoney: milliToYuan(Number(d.betting)),
    winOrcloseMoney: milliToYuan(Number(d.winOrClose)),
  }));
}

const refused = () => new AppError(BetErrorCode.CANCEL_REFUSED, { message: betMsg.cancelNotAllowed });

/**
 * `POST /api/bet/cancel`: all listed orders or none. Each must be the caller's, pending, and of a
 * period still open on the server clock, with cancelling switched on. The orders are row-locked
 * (settlement claims the same rows, so an order ends refunded or settled, never both), the
 * period share-locked (it cannot close or draw under us), and each refund is one ledger row
 * (彩票撤单退款) with the order number as its reference, so it happens at most once.
 */
export async function cancelOrders(
  pool: pg.Pool,
  user: AuthUser,
  orderNos: string[],
  now = Date.now(),
): Promise<CancelResult> {
  const config = await betConfig(pool, user.companyId);
  if (!config.cancelEnabled) throw refused();
  return withTransaction(pool, async (tx) => {
    const orders = await repo.lockUserOrders(tx, user.id, orderNos);
    if (orders.length !== orderNos.length || orders.some((o) => o.status !== 0)) throw refused();
    const turns = new Map<string, repo.TurnInfo | null>();
    for (const o of orders) {
      const k = `${o.gameId}:${o.turnNum}`;
      if (!turns.has(k)) turns.set(k, await repo.shareTurn(tx, o.gameId, o.turnNum));
      const t = turns.get(k);
      if (!t || t.status !== 'open' || t.closeAt.getTime() <= now) throw refused();
    }
    await repo.markCancelled(
      tx,
      orders.map((o) => o.id),
    );
    // Give back the per-number exposure so the period's limits count only live bets.
    const byTurn = new Map<string, { gameId: number; turnNum: string; exp: Map<string, [number, number]> }>();
    for (const o of orders) {
      const k = `${o.gameId}:${o.turnNum}`;
      const g = byTurn.get(k) ?? { gameId: o.gameId, turnNum: o.turnNum, exp: new Map() };
      for (const line of o.lines) {
        const key = `${line.play}:${line.key}`;
        const e = g.exp.get(key) ?? [0, 0];
        e[0] += o.unitAmount;
        e[1] += maxPayoutOf(line, o.unitAmount);
        g.exp.set(key, e);
      }
      byTurn.set(k, g);
    }
    for (const g of byTurn.values()) {
      const keys = [...g.exp.keys()].sort();
      await repo.removeExposure(
        tx,
        { companyId: user.companyId, gameId: g.gameId, turnNum: g.turnNum },
        keys,
        keys.map((k) => g.exp.get(k)![0]),
        keys.map((k) => g.exp.get(k)![1]),
      );
    }
    let balance = 0;
    let refund = 0;
    for (const o of orders) {
      const r = await postLedger(tx, {
        userId: user.id,
        account: 'money',
        billType: Bill.lotteryCancelRefund,
        amount: o.totalMoney,
        reference: `bet-cancel:${o.orderNo}`,
        remark: `撤单 ${o.orderNo}`,
      });
      balance = r.balanceAfter;
      refund += o.totalMoney;
    }
    return { cancelled: orders.map((o) => o.orderNo), refund: milliToYuan(refund), balance: milliToYuan(balance) };
  });
}
