import { createHash, createHmac, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { Bill, ErrorCode, SANDBOX_DT_GAME_CODE, type DtBet, type DtRound } from '@sixmark/shared';
import {
  cardOf,
  DT_BET_LIMITS,
  DT_SIDE_LABELS,
  dtBetRangeMessage,
  outcomeOfDeck,
  settleDtBet,
  shuffleDeckSync,
  type DtSide,
} from '@sixmark/shared/domain/dragon-tiger';
import { hexToBytes, type HmacSync } from '@sixmark/shared/domain/draw-rng';
import { milliToYuan } from '@sixmark/shared/domain/money';
import { formatSystemTime } from '@sixmark/shared/domain/system-time';
import { AppError } from '../../../lib/errors';
import { withTransaction } from '../../../lib/tx';
import { assertMayPlay } from '../../saferplay';
import { idempotent, postLedger, postLedgerBatch } from '../../wallet';
import type { ProviderBetRecord } from './types';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;

/**
 * The sandbox provider's 龙虎 table (the provider's side: its own rounds and bets). Rounds follow
 * the clock in slots of `roundMs`: a round opens at the slot start with its seed's hash, takes
 * bets for `bettingMs`, then is dealt and settled from the seed, which is published. Every step
 * takes `now` from the caller, so tests drive rounds with a fake clock and never sleep. Safe on
 * several processes: a slot's round is one unique row, and a round is settled by whoever locks it
 * first (`FOR UPDATE SKIP LOCKED`); a settled round is never claimed again.
 * Bets are paid from the game balance (live_money): bill 24 游戏投注, winnings bill 23 游戏派彩.
 */

export interface DtOptions {
  roundMs: number;
  bettingMs: number;
}
export const DEFAULT_DT_OPTIONS: DtOptions = { roundMs: 40_000, bettingMs: 30_000 };

const nodeHmac: HmacSync = (key, msg) => new Uint8Array(createHmac('sha256', key).update(msg).digest());
export const seedHashOf = (seedHex: string): string => createHash('sha256').update(hexToBytes(seedHex)).digest('hex');

interface RoundDbRow {
  id: string;
  round_no: string;
  status: 'betting' | 'settled';
  seed: string;
  seed_hash: string;
  open_at: Date;
  close_at: Date;
  settled_at: Date | null;
  dragon: number | null;
  tiger: number | null;
  winner: DtSide | null;
}

interface BetDbRow {
  id: string;
  round_id: string;
  round_no: string;
  user_id: string;
  side: DtSide;
  amount: string;
  payout: string | null;
  valid_bet: string | null;
  status: 'open' | 'settled';
  created_at: Date;
  settled_at: Date | null;
}

const ROUND_COLS = 'id, round_no, status, seed, seed_hash, open_at, close_at, settled_at, dragon, tiger, winner';

/** A round for the member: the seed only once settled. */
export const toRound = (r: RoundDbRow): DtRound => ({
  roundId: Number(r.id),
  roundNo: r.round_no,
  status: r.status,
  seedHash: r.seed_hash,
  seed: r.status === 'settled' ? r.seed : null,
  openAt: r.open_at.toISOString(),
  closeAt: r.close_at.toISOString(),
  settledAt: r.settled_at?.toISOString() ?? null,
  dragon: r.status === 'settled' && r.dragon !== null ? cardOf(r.dragon) : null,
  tiger: r.status === 'settled' && r.tiger !== null ? cardOf(r.tiger) : null,
  winner: r.status === 'settled' ? r.winner : null,
});

const toBet = (b: BetDbRow): DtBet => ({
  betId: Number(b.id),
  roundId: Number(b.round_id),
  roundNo: b.round_no,
  side: b.side,
  amount: milliToYuan(Number(b.amount)),
  payout: b.payout === null ? null : milliToYuan(Number(b.payout)),
  status: b.status,
  createdAt: b.created_at.toISOString(),
});

/** Opens the round of the slot containing `now` if betting time remains in it (idempotent). */
export async function openRound(pool: pg.Pool, now: number, opts: DtOptions, tz: string): Promise<void> {
  const start = Math.floor(now / opts.roundMs) * opts.roundMs;
  const close = start + opts.bettingMs;
  if (now >= close) return;
  const seed = randomBytes(32).toString('hex');
  await pool.query(
    `INSERT INTO sandbox_dt_rounds (round_no, status, seed, seed_hash, open_at, close_at)
     VALUES ($1, 'betting', $2, $3, $4, $5) ON CONFLICT (round_no) DO NOTHING`,
    [formatSystemTime(start, 'YYYYMMDDHHmmss', tz), seed, seedHashOf(seed), new Date(start), new Date(close)],
  );
}

/**
 * Deals and settles one round whose betting closed (in the caller's transaction, round row
 * locked): the outcome from its seed, every open bet paid, the round marked settled. Answers the
 * settled bets as provider records.
 */
async function settleRound(tx: pg.PoolClient, round: RoundDbRow, now: number): Promise<ProviderBetRecord[]> {
  const outcome = outcomeOfDeck(shuffleDeckSync(hexToBytes(round.seed), nodeHmac));
  const { rows: bets } = await tx.query<BetDbRow>(
    `SELECT b.*, $2::text AS round_no FROM sandbox_dt_bets b WHERE b.round_id = $1 AND b.status = 'open' ORDER BY b.id FOR UPDATE`,
    [round.id, round.round_no],
  );
  const settledAt = new Date(now);
  const results = bets.map((b) => ({ bet: b, ...settleDtBet(b.side, Number(b.amount), outcome.winner) }));
  await postLedgerBatch(
    tx,
    results
      .filter((r) => r.payout > 0)
      .map((r) => ({
        userId: Number(r.bet.user_id),
        account: 'live_money' as const,
        billType: Bill.gamePayout,
        amount: r.payout,
        reference: `sbx-dt-pay:${r.bet.id}`,
        remark: `龙虎 第${round.round_no}局 ${DT_SIDE_LABELS[r.bet.side]}`,
      })),
  );
  if (results.length > 0) {
    await tx.query(
      `UPDATE sandbox_dt_bets b SET status = 'settled', payout = d.payout, valid_bet = d.valid_bet, settled_at = $4
         FROM unnest($1::bigint[], $2::bigint[], $3::bigint[]) AS d(id, payout, valid_bet) WHERE b.id = d.id`,
      [results.map((r) => r.bet.id), results.map((r) => r.payout), results.map((r) => r.validBet), settledAt],
    );
  }
  await tx.query(
    `UPDATE sandbox_dt_rounds SET status = 'settled', settled_at = $2, dragon = $3, tiger = $4, winner = $5 WHERE id = $1`,
    [round.id, settledAt, outcome.dragon.code, outcome.tiger.code, outcome.winner],
  );
  return results.map((r) => ({
    recordId: String(r.bet.id),
    userId: Number(r.bet.user_id),
    gameCode: SANDBOX_DT_GAME_CODE,
    roundNo: round.round_no,
    betContent: `${DT_SIDE_LABELS[r.bet.side]}（${outcome.dragon.label} vs ${outcome.tiger.label}，${DT_SIDE_LABELS[outcome.winner]}）`,
    betAmount: Number(r.bet.amount),
    validBet: r.validBet,
    payout: r.payout,
    betTime: r.bet.created_at,
    settleTime: settledAt,
  }));
}

/**
 * Settles every round whose betting closed by `now`, one transaction each; `deliver` stores the
 * settled bets as our records in the same transaction (the push path). Answers how many rounds.
 */
export async function settleDueRounds(
  pool: pg.Pool,
  now: number,
  deliver: (tx: pg.PoolClient, records: ProviderBetRecord[]) => Promise<void>,
): Promise<number> {
  let settled = 0;
  for (;;) {
    const done = await withTransaction(pool, async (tx) => {
      const { rows } = await tx.query<RoundDbRow>(
        `SELECT ${ROUND_COLS} FROM sandbox_dt_rounds WHERE status = 'betting' AND close_at <= $1
          ORDER BY close_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [new Date(now)],
      );
      const round = rows[0];
      if (!round) return false;
      const records = await settleRound(tx, round, now);
      await deliver(tx, records);
      return true;
    });
    if (!done) return settled;
    settled++;
  }
}

/** Places a bet on a round still taking bets, paid from the game balance. */
export async function placeDtBet(
  pool: pg.Pool,
  input: { userId: number; roundId: number; side: DtSide; amount: number; key: string | undefined; now: number },
): Promise<{ bet: DtBet; liveMoney: number }> {
  if (input.amount < DT_BET_LIMITS.min || input.amount > DT_BET_LIMITS.max) {
    throw new AppError(ErrorCode.BAD_REQUEST, { message: dtBetRangeMessage });
  }
  const body = { roundId: input.roundId, side: input.side, amount: input.amount };
  return idempotent(pool, { userId: input.userId, key: input.key, scope: 'sbx-dt-bet', body }, async (tx) => {
    await assertMayPlay(tx, input.userId, 'bet');
    // Share lock: settlement takes the round FOR UPDATE, so a bet is in before the deal or refused.
    const { rows } = await tx.query<RoundDbRow>(`SELECT ${ROUND_COLS} FROM sandbox_dt_rounds WHERE id = $1 FOR SHARE`, [input.roundId]);
    const round = rows[0];
    if (!round) throw new AppError(ErrorCode.GAME_ROUND_NOT_FOUND);
    if (round.status !== 'betting' || input.now >= round.close_at.getTime()) throw new AppError(ErrorCode.GAME_ROUND_CLOSED);
    const { rows: bets } = await tx.query<BetDbRow>(
      `INSERT INTO sandbox_dt_bets (round_id, user_id, side, amount, created_at) VALUES ($1, $2, $3, $4, $5)
       RETURNING *, $6::text AS round_no`,
      [round.id, input.userId, input.side, input.amount, new Date(input.now), round.round_no],
    );
    const bet = bets[0]!;
    const debit = await postLedger(tx, {
      userId: input.userId,
      account: 'live_money',
      billType: Bill.gameBet,
      amount: -input.amount,
      reference: `sbx-dt-bet:${bet.id}`,
      remark: `龙虎 第${round.round_no}局 ${DT_SIDE_LABELS[input.side]}`,
    });
    return { bet: toBet(bet), liveMoney: milliToYuan(debit.balanceAfter) };
  });
}

/** The table for a member: the round taking bets, the last settled rounds and their own bets. */
export async function tableState(db: Q, userId: number, now: number) {
  const [current, history] = await Promise.all([
    db.query<RoundDbRow>(
      `SELECT ${ROUND_COLS} FROM sandbox_dt_rounds WHERE status = 'betting' AND open_at <= $1 AND close_at > $1 ORDER BY open_at DESC LIMIT 1`,
      [new Date(now)],
    ),
    db.query<RoundDbRow>(`SELECT ${ROUND_COLS} FROM sandbox_dt_rounds WHERE status = 'settled' ORDER BY settled_at DESC, id DESC LIMIT 10`),
  ]);
  const ids = [...current.rows, ...history.rows].map((r) => r.id);
  const { rows: bets } = await db.query<BetDbRow>(
    `SELECT b.*, r.round_no FROM sandbox_dt_bets b JOIN sandbox_dt_rounds r ON r.id = b.round_id
      WHERE b.user_id = $1 AND b.round_id = ANY($2::bigint[]) ORDER BY b.id DESC LIMIT 100`,
    [userId, ids],
  );
  return {
    current: current.rows[0] ? toRound(current.rows[0]) : null,
    history: history.rows.map(toRound),
    myBets: bets.map(toBet),
  };
}

type RecordDbRow = BetDbRow & { dragon: number; tiger: number; winner: DtSide };

const toRecord = (b: RecordDbRow): ProviderBetRecord => {
  const d = cardOf(b.dragon);
  const t = cardOf(b.tiger);
  return {
    recordId: String(b.id),
    userId: Number(b.user_id),
    gameCode: SANDBOX_DT_GAME_CODE,
    roundNo: b.round_no,
    betContent: `${DT_SIDE_LABELS[b.side]}（${d.label} vs ${t.label}，${DT_SIDE_LABELS[b.winner]}）`,
    betAmount: Number(b.amount),
    validBet: Number(b.valid_bet),
    payout: Number(b.payout),
    betTime: b.created_at,
    settleTime: b.settled_at!,
  };
};

const RECORD_SELECT = `SELECT b.*, r.round_no, r.dragon, r.tiger, r.winner FROM sandbox_dt_bets b JOIN sandbox_dt_rounds r ON r.id = b.round_id`;

/** Settled bets (as provider records) whose settlement time is in [since, until): the pull path. */
export async function settledRecords(db: Q, since: Date, until: Date): Promise<ProviderBetRecord[]> {
  const { rows } = await db.query<RecordDbRow>(
    `${RECORD_SELECT} WHERE b.status = 'settled' AND b.settled_at >= $1 AND b.settled_at < $2 ORDER BY b.settled_at, b.id`,
    [since, until],
  );
  return rows.map(toRecord);
}

/** The settled bets among these ids, as records (the push path re-reads them from the table). */
export async function settledRecordsByIds(db: Q, ids: readonly string[]): Promise<ProviderBetRecord[]> {
  const { rows } = await db.query<RecordDbRow>(`${RECORD_SELECT} WHERE b.status = 'settled' AND b.id = ANY($1::bigint[]) ORDER BY b.id`, [ids]);
  return rows.map(toRecord);
}

/** Settled rounds nobody bet on are kept this long (the table shows the last 10), then pruned. */
export const EMPTY_ROUND_KEEP_MS = 86_400_000;

/** Deletes settled rounds without bets older than a day; rounds with bets are kept (records). */
export async function pruneEmptyRounds(db: Q, now: number): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM sandbox_dt_rounds r WHERE r.status = 'settled' AND r.settled_at < $1
        AND NOT EXISTS (SELECT 1 FROM sandbox_dt_bets b WHERE b.round_id = r.id)`,
    [new Date(now - EMPTY_ROUND_KEEP_MS)],
  );
  return rowCount ?? 0;
}
