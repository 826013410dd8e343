import type pg from 'pg';
import {
  BetErrorCode,
  ErrorCode,
  MAX_UNIT_AMOUNT,
  betMsg,
  type Chase,
  type ChaseBody,
  type PlaySelection,
} from '@sixmark/shared';
import { AppError, notFound } from '../../lib/errors';
import { milliToYuan } from '@sixmark/shared/domain/money';
import { withTransaction } from '../../lib/tx';
import type { AuthUser } from '../../plugins/auth';
import { idempotent } from '../wallet';
import { betInfoOf } from './describe';
import { BET_GAME_IDS, tablesOf } from './odds.service';
import { KEEP_AFTER_CLOSE_MS, assertOpen, newOrderNo, priceSlip, writeOrders } from './place.service';
import * as repo from './bets.repo';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;

interface ChaseRow {
  id: string;
  trackOrderNo: string;
  companyId: number;
  userId: number;
  gameId: number;
  play: string;
  selection: PlaySelection;
  mode: 'fixed' | 'double';
  stopOnWin: boolean;
  status: 'running' | 'finished' | 'stopped';
  message: string;
}

interface PeriodRow {
  seq: number;
  unitAmount: number;
  state: 'planned' | 'placed' | 'stopped';
  turnNum: string;
  orderNo: string;
}

const CHASE = `c.id, c.track_order_no AS "trackOrderNo", c.company_id AS "companyId", c.user_id AS "userId", c.game_id AS "gameId",
  c.play, c.selection, c.mode, c.stop_on_win AS "stopOnWin", c.status, c.message`;

async function periodsOf(db: Q, chaseId: string): Promise<PeriodRow[]> {
  const { rows } = await db.query<PeriodRow>(
    `SELECT seq, unit_amount AS "unitAmount", state, turn_num AS "turnNum", order_no AS "orderNo"
       FROM bet_chase_periods WHERE chase_id = $1 ORDER BY seq`,
    [chaseId],
  );
  return rows;
}

async function view(db: Q, c: ChaseRow, balance?: number): Promise<Chase> {
  const periods = await periodsOf(db, c.id);
  return {
    trackOrderNo: c.trackOrderNo,
    gameId: c.gameId,
    play: c.play as Chase['play'],
    status: c.status,
    stopOnWin: c.stopOnWin,
    mode: c.mode,
    message: c.message,
    periods: periods.map((p) => ({
      seq: p.seq,
      unitAmount: milliToYuan(p.unitAmount),
      turnNum: p.turnNum,
      orderNo: p.orderNo,
      state: p.state,
    })),
    ...(balance === undefined ? {} : { balance: milliToYuan(balance) }),
  };
}

/**
 * Stops a chase: its planned periods become 追号停止 orders (status 4, no money moved) so the
 * records show what will not be bet, and the reason is kept on the chase.
 */
async function stopChase(tx: pg.PoolClient, c: ChaseRow, message: string): Promise<void> {
  const planned = (await periodsOf(tx, c.id)).filter((p) => p.state === 'planned');
  const { rows: users } = await tx.query<{ account: string; type: string }>(
    'SELECT account, type FROM users WHERE id = $1',
    [c.userId],
  );
  const first = await tx.query<{ bet_count: number }>(
    `SELECT bet_count FROM bet_orders WHERE track_order_no = $1 ORDER BY id LIMIT 1`,
    [c.trackOrderNo],
  );
  const count = first.rows[0]?.bet_count ?? 1;
  for (const p of planned) {
    const orderNo = newOrderNo('B');
    await tx.query(
      `INSERT INTO bet_orders (order_no, company_id, user_id, account, trial, game_id, turn_num, play, selection, lines,
         bet_info, bet_count, unit_amount, total_money, status, track_order_no)
       VALUES ($1, $2, $3, $4, $5, $6, '', $7, $8, '[]', $9, $10, $11, $12, 4, $13)`,
      [
        orderNo,
        c.companyId,
        c.userId,
        users[0]?.account ?? '',
        users[0]?.type === 'TEST',
        c.gameId,
        c.play,
        JSON.stringify(c.selection),
        betInfoOf(c.selection),
        count,
        p.unitAmount,
        p.unitAmount * count,
        c.trackOrderNo,
      ],
    );
    await tx.query(
      `UPDATE bet_chase_periods SET state = 'stopped', order_no = $3 WHERE chase_id = $1 AND seq = $2`,
      [c.id, p.seq, orderNo],
    );
  }
  await tx.query(`UPDATE bet_chases SET status = 'stopped', message = $2, updated_at = now() WHERE id = $1`, [
    c.id,
    message,
  ]);
  c.status = 'stopped';
  c.message = message;
}

/** `POST /api/cp/chase`: plans N periods and places the first in the open period now. */
export async function createChase(
  pool: pg.Pool,
  user: AuthUser,
  body: ChaseBody,
  now = Date.now(),
): Promise<Chase> {
  if (!(BET_GAME_IDS as readonly number[]).includes(body.gameId) || !(await repo.findGame(pool, body.gameId)))
    throw notFound(betMsg.gameNotFound);
  const units = Array.from({ length: body.periods }, (_, i) =>
    body.mode === 'double' ? Math.round(body.unitAmount * 1000) * 2 ** i : Math.round(body.unitAmount * 1000),
  );
  if (units.some((u) => u > MAX_UNIT_AMOUNT * 1000))
    throw new AppError(BetErrorCode.AMOUNT, { message: betMsg.amountInvalid });
  const scope = { userId: user.id, key: body.idempotencyKey, scope: 'chase', body };
  return idempotent(pool, scope, async (tx, _reference, keepUntil) => {
    // The key row is forgotten a day after the first period closes, but the chase runs on: its
    // first order still carries the key, so a late replay answers the chase, never a second one.
    const earlier = await chaseOfKey(tx, user.id, body.idempotencyKey);
    if (earlier) {
      if (!(await sameChase(tx, earlier, body, units))) throw new AppError(ErrorCode.IDEMPOTENCY_CONFLICT);
      return view(tx, earlier);
    }
    const turn = await repo.openTurn(tx, body.gameId);
    if (!turn) throw new AppError(BetErrorCode.NO_TURN, { message: betMsg.noOpenTurn });
    assertOpen(turn, now);
    // Like a slip: a retry while its first period still takes bets answers this chase.
    keepUntil(new Date(turn.closeAt.getTime() + KEEP_AFTER_CLOSE_MS));
    const tables = await tablesOf(tx, turn);
    const priced = await priceSlip(tx, user.companyId, body.gameId, tables, [
      { selection: body.selection, unitAmount: body.unitAmount },
    ]);
    const trackOrderNo = newOrderNo('Z', now);
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO bet_chases (track_order_no, company_id, user_id, game_id, play, selection, mode, stop_on_win)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        trackOrderNo,
        user.companyId,
        user.id,
        body.gameId,
        body.selection.play,
        JSON.stringify(body.selection),
        body.mode,
        body.stopOnWin,
      ],
    );
    const chaseId = rows[0]!.id;
    await tx.query(
      `INSERT INTO bet_chase_periods (chase_id, seq, unit_amount) SELECT $1, s, u FROM unnest($2::int[], $3::bigint[]) AS p(s, u)`,
      [chaseId, units.map((_, i) => i + 1), units],
    );
    const { orders, balance } = await writeOrders(
      tx,
      user,
      { gameId: body.gameId, turnNum: turn.turnNum },
      priced,
      {
        slipKey: body.idempotencyKey,
        trackOrderNo,
        now,
      },
    );
    await tx.query(
      `UPDATE bet_chase_periods SET state = 'placed', turn_num = $2, order_no = $3 WHERE chase_id = $1 AND seq = 1`,
      [chaseId, turn.turnNum, orders[0]!.orderNo],
    );
    const c = await findChase(tx, trackOrderNo);
    return view(tx, c!, balance);
  });
}

/** The chase whose first order was placed under the client's key `key`, if any. */
async function chaseOfKey(db: Q, userId: number, key: string): Promise<ChaseRow | null> {
  const { rows } = await db.query<ChaseRow>(
    `SELECT ${CHASE} FROM bet_chases c
      WHERE c.user_id = $1 AND c.track_order_no = (
        SELECT o.track_order_no FROM bet_orders o
         WHERE o.user_id = $1 AND o.slip_key = $2 AND o.track_order_no <> '' LIMIT 1)`,
    [userId, key],
  );
  return rows[0] ?? null;
}

/** Whether a replayed request asks for the chase `c` (the same key with another body is a conflict). */
async function sameChase(db: Q, c: ChaseRow, body: ChaseBody, units: number[]): Promise<boolean> {
  const periods = await periodsOf(db, c.id);
  // jsonb equality ignores key order, as the key's request hash does.
  const { rows } = await db.query<{ same: boolean }>('SELECT selection = $2::jsonb AS same FROM bet_chases WHERE id = $1', [
    c.id,
    JSON.stringify(body.selection),
  ]);
  return (
    c.gameId === body.gameId &&
    c.mode === body.mode &&
    c.stopOnWin === body.stopOnWin &&
    rows[0]?.same === true &&
    periods.length === units.length &&
    periods.every((p, i) => Number(p.unitAmount) === units[i])
  );
}

async function findChase(db: Q, trackOrderNo: string, lock = false): Promise<ChaseRow | null> {
  const { rows } = await db.query<ChaseRow>(
    `SELECT ${CHASE} FROM bet_chases c WHERE c.track_order_no = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [trackOrderNo],
  );
  return rows[0] ?? null;
}

/** `POST /api/cp/chase/cancel`: stops the remaining periods (placed orders stay; cancel them as bets). */
export async function cancelChase(pool: pg.Pool, user: AuthUser, trackOrderNo: string): Promise<Chase> {
  return withTransaction(pool, async (tx) => {
    const c = await findChase(tx, trackOrderNo, true);
    if (!c || c.userId !== user.id)
      throw new AppError(BetErrorCode.CHASE_NOT_FOUND, { message: betMsg.chaseNotFound });
    if (c.status === 'running') await stopChase(tx, c, betMsg.chaseStopped);
    return view(tx, c);
  });
}

export async function chaseOf(pool: pg.Pool, user: AuthUser, trackOrderNo: string): Promise<Chase> {
  const c = await findChase(pool, trackOrderNo);
  if (!c || c.userId !== user.id)
    throw new AppError(BetErrorCode.CHASE_NOT_FOUND, { message: betMsg.chaseNotFound });
  return view(pool, c);
}

/**
 * One step of every running chase (the settlement job calls it): when a later period is open,
 * places the next planned period at that period's prices; stops after a win when asked, and
 * stops with the refusal's message when the bet is refused (funds, limits, closed play).
 */
export async function advanceChases(pool: pg.Pool, now = Date.now()): Promise<number> {
  const { rows: ids } = await pool.query<{ track_order_no: string }>(
    `SELECT track_order_no FROM bet_chases WHERE status = 'running' ORDER BY id LIMIT 500`,
  );
  let placed = 0;
  for (const { track_order_no } of ids) {
    try {
      placed += await withTransaction(pool, (tx) => advanceOne(tx, track_order_no, now));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // A refused bet rolled back its transaction; stop the chase with the reason.
      await withTransaction(pool, async (tx) => {
        const c = await findChase(tx, track_order_no, true);
        if (c?.status === 'running') await stopChase(tx, c, betMsg.chaseStoppedBy(err.message));
      });
    }
  }
  return placed;
}

async function advanceOne(tx: pg.PoolClient, trackOrderNo: string, now: number): Promise<number> {
  const { rows } = await tx.query<ChaseRow>(
    `SELECT ${CHASE} FROM bet_chases c WHERE c.track_order_no = $1 AND c.status = 'running' FOR UPDATE SKIP LOCKED`,
    [trackOrderNo],
  );
  const c = rows[0];
  if (!c) return 0;
  const periods = await periodsOf(tx, c.id);
  const next = periods.find((p) => p.state === 'planned');
  const last = [...periods].reverse().find((p) => p.state === 'placed');
  if (!next) {
    await tx.query(`UPDATE bet_chases SET status = 'finished', updated_at = now() WHERE id = $1`, [c.id]);
    return 0;
  }
  const turn = await repo.openTurn(tx, c.gameId);
  if (!turn || turn.closeAt.getTime() <= now || turn.turnNum === last?.turnNum) return 0;
  if (c.stopOnWin && last) {
    const { rows: o } = await tx.query<{ status: number; result: number | null }>(
      'SELECT status, result FROM bet_orders WHERE order_no = $1',
      [last.orderNo],
    );
    // Wait for the previous period to settle before deciding.
    if (o[0]?.status === 0) return 0;
    if (o[0]?.status === 1 && o[0].result === 1) {
      await stopChase(tx, c, '中奖后停止追号');
      return 0;
    }
  }
  const { rows: users } = await tx.query<{ account: string; type: 'NORMAL' | 'TEST'; status: string }>(
    'SELECT account, type, status FROM users WHERE id = $1',
    [c.userId],
  );
  const u = users[0];
  if (!u || u.status === 'disabled') {
    await stopChase(tx, c, '账号已被停用');
    return 0;
  }
  const tables = await tablesOf(tx, turn);
  const priced = await priceSlip(tx, c.companyId, c.gameId, tables, [
    { selection: c.selection, unitAmount: next.unitAmount / 1000 },
  ]);
  const user = { id: c.userId, companyId: c.companyId, account: u.account, type: u.type };
  const { orders } = await writeOrders(tx, user, { gameId: c.gameId, turnNum: turn.turnNum }, priced, {
    slipKey: `${c.trackOrderNo}:${next.seq}`,
    trackOrderNo: c.trackOrderNo,
    now,
  });
  await tx.query(
    `UPDATE bet_chase_periods SET state = 'placed', turn_num = $3, order_no = $4 WHERE chase_id = $1 AND seq = $2`,
    [c.id, next.seq, turn.turnNum, orders[0]!.orderNo],
  );
  if (next.seq === periods.length)
    await tx.query(`UPDATE bet_chases SET status = 'finished', updated_at = now() WHERE id = $1`, [c.id]);
  return 1;
}
