import type pg from 'pg';
import {
  bonusMsg,
  changeLimit,
  effectiveLimit,
  ErrorCode,
  EXCLUSION_LABELS,
  exclusionEnd,
  formatMilli,
  formatSystemTime,
  LIMIT_KINDS,
  LIMIT_LABELS,
  limitWindow,
  type ExclusionKind,
  type LimitKind,
  type LimitState,
  type SaferPlay,
} from '@sixmark/shared';
import { milliToYuan } from '@sixmark/shared/domain/money';
import { clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { withTransaction } from '../../lib/tx';
import { timeZoneOf } from '../system';
import * as repo from './saferplay.repo';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;

const stateOf = (r: repo.LimitRow): LimitState => ({
  amount: r.amount,
  pending: r.pending_set && r.pending_at ? { amount: r.pending_amount, at: r.pending_at.getTime() } : null,
});

const companyOf = async (db: Q, userId: number): Promise<number> => {
  const { rows } = await db.query<{ company_id: number }>('SELECT company_id FROM users WHERE id = $1', [userId]);
  return rows[0]?.company_id ?? 1;
};
const tzOfUser = async (db: Q, userId: number) => timeZoneOf(db, await companyOf(db, userId));
const when = (at: number, tz: string) => formatSystemTime(at, 'YYYY/MM/DD HH:mm', tz);

/**
 * What an exclusion stops; withdrawals and transfers out of a game wallet (money coming back to
 * the member) are never on this list. A transfer into a game wallet and a red packet are: both
 * put money into play, and a packet sent to an accomplice would pass the cool-off by proxy.
 */
export type GuardedAction = 'deposit' | 'bet' | 'launch' | 'bonus' | 'transfer' | 'redPacket';

function excludedError(ex: repo.ExclusionRow, tz: string): AppError {
  return new AppError(ErrorCode.SAFER_EXCLUDED, { message: bonusMsg.excluded(EXCLUSION_LABELS[ex.kind], when(ex.ends_at.getTime(), tz)) });
}

/**
 * Refuses a deposit, bet, game launch, transfer into a game wallet, red packet or bonus offer
 * while the member is in a cool-off or self-exclusion.
 */
export async function assertMayPlay(db: Q, userId: number, _action: GuardedAction): Promise<void> {
  const ex = await repo.activeExclusion(db, userId, clock.now());
  if (ex) throw excludedError(ex, await tzOfUser(db, userId));
}

/**
 * Recharge check, in the recharge transaction after its order row is written: an exclusion
 * refuses; each deposit limit in force counts the open and paid orders of its window (this one
 * included) under the limit rows' lock, so parallel recharges on any process cannot pass it
 * together.
 */
export async function assertDepositAllowed(tx: pg.PoolClient, userId: number): Promise<void> {
  const now = clock.now();
  const ex = await repo.activeExclusion(tx, userId, now);
  if (ex) throw excludedError(ex, await tzOfUser(tx, userId));
  const limits = (await repo.lockDepositLimits(tx, userId))
    .map((r) => ({ kind: r.kind, limit: effectiveLimit(stateOf(r), now) }))
    .filter((l): l is { kind: LimitKind; limit: number } => l.limit !== null);
  if (limits.length === 0) return;
  const tz = await tzOfUser(tx, userId);
  const windows = limits.map((l) => limitWindow(l.kind, now, tz)!);
  const used = await repo.depositsSince(tx, userId, windows.map((w) => new Date(w.start)));
  limits.forEach((l, i) => {
    if (used[i]! > l.limit)
      throw new AppError(ErrorCode.SAFER_DEPOSIT_LIMIT, {
        message: bonusMsg.depositLimit(LIMIT_LABELS[l.kind], formatMilli(l.limit), when(windows[i]!.end, tz)),
      });
  });
}

/**
 * Bet check for the bets module, in the placing transaction right after the stake is debited
 * (the wallet row lock orders a member's bets, so the loss it reads includes every earlier
 * bet). One statement; a member without limits or exclusion costs one indexed lookup.
 */
export async function assertBetAllowed(tx: pg.PoolClient, userId: number, stake: number): Promise<void> {
  const now = clock.now();
  const row = await repo.betCheckRow(tx, userId, now);
  if (!row.exclusion && row.limits.length === 0) return;
  if (row.exclusion) throw excludedError(row.exclusion, await tzOfUser(tx, userId));
  for (const r of row.limits) {
    const limit = effectiveLimit(stateOf(r), now);
    if (limit === null) continue;
    if (r.kind === 'bet_max') {
      if (stake > limit) throw new AppError(ErrorCode.SAFER_BET_LIMIT, { message: bonusMsg.betLimit(formatMilli(limit)) });
      continue;
    }
    const loss = row.losses?.[r.kind === 'loss_day' ? 'day' : r.kind === 'loss_week' ? 'week' : 'month'] ?? 0;
    if (loss > limit) {
      const tz = await tzOfUser(tx, userId);
      throw new AppError(ErrorCode.SAFER_LOSS_LIMIT, {
        message: bonusMsg.lossLimit(LIMIT_LABELS[r.kind], formatMilli(limit), when(limitWindow(r.kind, now, tz)!.end, tz)),
      });
    }
  }
}

/** The security-center page: every limit with what is used of it, the reminder, the exclusion. */
export async function saferPlayOf(pool: pg.Pool, userId: number): Promise<SaferPlay> {
  const now = clock.now();
  const [rows, minutes, ex, tz] = await Promise.all([
    repo.listLimits(pool, userId),
    repo.realityMinutes(pool, userId),
    repo.activeExclusion(pool, userId, now),
    tzOfUser(pool, userId),
  ]);
  const windows = LIMIT_KINDS.map((k) => limitWindow(k, now, tz));
  const depositKinds = LIMIT_KINDS.filter((k) => k.startsWith('deposit'));
  const lossKinds = LIMIT_KINDS.filter((k) => k.startsWith('loss'));
  const startOf = (k: LimitKind) => new Date(windows[LIMIT_KINDS.indexOf(k)]!.start);
  const [deposits, losses] = await Promise.all([
    repo.depositsSince(pool, userId, depositKinds.map(startOf)),
    repo.lossesSince(pool, userId, lossKinds.map(startOf)),
  ]);
  const used = (k: LimitKind) =>
    k.startsWith('deposit') ? deposits[depositKinds.indexOf(k)]! : k.startsWith('loss') ? losses[lossKinds.indexOf(k)]! : 0;
  return {
    limits: LIMIT_KINDS.map((kind, i) => {
      const r = rows.find((x) => x.kind === kind);
      const s: LimitState = r ? stateOf(r) : { amount: null, pending: null };
      const amount = effectiveLimit(s, now);
      const pending = s.pending && s.pending.at > now ? s.pending : null;
      return {
        kind,
        name: LIMIT_LABELS[kind],
        amount: amount === null ? null : milliToYuan(amount),
        pendingAmount: pending?.amount == null ? null : milliToYuan(pending.amount),
        pendingAt: pending ? new Date(pending.at).toISOString() : null,
        used: milliToYuan(used(kind)),
        resetAt: windows[i] ? new Date(windows[i].end).toISOString() : null,
      };
    }),
    realityMinutes: minutes,
    exclusion: ex ? { kind: ex.kind, name: EXCLUSION_LABELS[ex.kind], endsAt: ex.ends_at.toISOString() } : null,
  };
}

/** Sets, lowers (at once), raises or removes (after 24 hours) one limit. */
export async function setLimit(pool: pg.Pool, userId: number, kind: LimitKind, amount: number | null): Promise<{ message: string }> {
  const now = clock.now();
  return withTransaction(pool, async (tx) => {
    const current = await repo.lockLimit(tx, userId, kind);
    const next = changeLimit(stateOf(current), amount, now);
    await repo.upsertLimit(tx, userId, kind, next);
    if (next.pending) return { message: bonusMsg.limitPending(LIMIT_LABELS[kind], when(next.pending.at, await tzOfUser(tx, userId))) };
    return { message: bonusMsg.saved };
  });
}

export async function setReality(pool: pg.Pool, userId: number, minutes: number): Promise<void> {
  await repo.setRealityMinutes(pool, userId, minutes);
}

/**
 * Starts a cool-off or self-exclusion. While one runs, a new one may only end later (it can
 * never be undone or shortened).
 */
export async function startExclusion(
  pool: pg.Pool,
  userId: number,
  body: { kind: 'cooloff'; hours: number } | { kind: 'self'; months: number },
): Promise<{ endsAt: string }> {
  const now = clock.now();
  return withTransaction(pool, async (tx) => {
    await repo.lockUser(tx, userId);
    const tz = await tzOfUser(tx, userId);
    const kind: ExclusionKind = body.kind;
    const end = exclusionEnd(kind, body.kind === 'cooloff' ? body.hours : body.months, now, tz);
    const active = await repo.activeExclusion(tx, userId, now);
    if (active && active.ends_at.getTime() >= end)
      throw new AppError(ErrorCode.SAFER_EXCLUSION_ACTIVE, {
        message: bonusMsg.exclusionActive(EXCLUSION_LABELS[active.kind], when(active.ends_at.getTime(), tz)),
      });
    await repo.insertExclusion(tx, userId, kind, now, end);
    // Sessions stay open so the member can still withdraw; every other action is refused.
    return { endsAt: new Date(end).toISOString() };
  });
}

/** The reality check: reminder interval, time since this login, betting result since then. */
export async function realityOf(pool: pg.Pool, user: { id: number; tokenId: number }) {
  const now = clock.now();
  const [minutes, since] = await Promise.all([repo.realityMinutes(pool, user.id), repo.tokenCreatedAt(pool, user.tokenId)]);
  const start = since ?? new Date(now);
  const net = await repo.netSince(pool, user.id, start);
  return {
    realityMinutes: minutes,
    since: start.toISOString(),
    minutesPlayed: Math.max(0, Math.floor((now - start.getTime()) / 60_000)),
    net: milliToYuan(net),
  };
}
