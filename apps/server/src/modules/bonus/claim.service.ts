import type pg from 'pg';
import {
  Bill,
  BONUS_CATEGORIES,
  BONUS_CATEGORY_LABELS,
  bonusOf,
  ErrorCode,
  type BettingBonus,
  type BonusCategory,
  type BonusClaim,
} from '@sixmark/shared';
import { milliToYuan } from '@sixmark/shared/domain/money';
import { AppError } from '../../lib/errors';
import { withTransaction } from '../../lib/tx';
import { assertMayPlay } from '../saferplay';
import { addTurnoverRequirement, postLedger } from '../wallet';
import * as repo from './bonus.repo';
import { turnoverTotals, type TurnoverSource } from './turnover';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;

const pct = (bp: number) => bp / 100;

/** What each category would pay now: unclaimed turnover × the member's level rate. */
async function quote(db: Q, sources: readonly TurnoverSource[], userId: number, marks: repo.WatermarkRow[]) {
  const member = await repo.findMember(db, userId);
  if (!member) throw new AppError(ErrorCode.UNAUTHORIZED);
  // One after the other: `db` may be a transaction's client, which runs one query at a time.
  const totals = await turnoverTotals(db, sources, userId);
  const rates = await repo.ratesOf(db, member.company_id);
  const levelRates = rates.get(member.vip_level)!;
  const rows = BONUS_CATEGORIES.map((category) => {
    const mark = marks.find((m) => m.category === category);
    const total = member.type === 'TEST' ? 0 : (totals[category] ?? 0);
    const turnover = Math.max(0, total - (mark?.claimed_turnover ?? 0));
    const rateBp = levelRates[category];
    return { category, total, turnover, rateBp, bonus: bonusOf(turnover, rateBp), claimed: mark?.claimed_bonus ?? 0 };
  });
  return { member, rows };
}

/** `GET /api/user/betting-bonus`: per category turnover, rate, bonus available and claimed. */
export async function bettingBonusOf(pool: pg.Pool, sources: readonly TurnoverSource[], userId: number): Promise<BettingBonus> {
  const { member, rows } = await quote(pool, sources, userId, await repo.watermarks(pool, userId));
  const settings = await repo.settingsOf(pool, member.company_id);
  return {
    vipLevel: member.vip_level,
    rows: rows.map((r) => ({
      category: r.category,
      name: BONUS_CATEGORY_LABELS[r.category],
      turnover: milliToYuan(r.turnover),
      rate: pct(r.rateBp),
      bonus: milliToYuan(r.bonus),
      claimed: milliToYuan(r.claimed),
    })),
    totalAvailable: milliToYuan(rows.reduce((n, r) => n + r.bonus, 0)),
    totalClaimed: milliToYuan(rows.reduce((n, r) => n + r.claimed, 0)),
    turnoverRequired: settings.turnoverRequired,
    autoPayout: settings.autoPayout,
  };
}

/**
 * Pays the betting bonus of every category with something to pay, once: the member's watermark
 * rows are locked first, the turnover is read after the lock, the ledger row (bill 37 洗码返水)
 * and the moved watermarks commit together. A second claim, on any process, waits for the lock
 * and then finds nothing left.
 */
export async function claimBonus(
  pool: pg.Pool,
  sources: readonly TurnoverSource[],
  userId: number,
  opts: { auto?: boolean } = {},
): Promise<{ amount: number; claimId: number } | null> {
  await assertMayPlay(pool, userId, 'bonus');
  return withTransaction(pool, async (tx) => {
    const marks = await repo.lockWatermarks(tx, userId);
    const { member, rows } = await quote(tx, sources, userId, marks);
    const paid = rows.filter((r) => r.bonus > 0);
    const amount = paid.reduce((n, r) => n + r.bonus, 0);
    if (amount <= 0) {
      if (opts.auto) return null;
      throw new AppError(ErrorCode.BONUS_NOTHING);
    }
    const detail: repo.ClaimDetail[] = paid.map((r) => ({ category: r.category, turnover: r.turnover, rateBp: r.rateBp, bonus: r.bonus }));
    const claim = await repo.insertClaim(tx, {
      userId,
      amount,
      turnover: paid.reduce((n, r) => n + r.turnover, 0),
      detail,
      auto: opts.auto ?? false,
    });
    const reference = `betting-bonus:${claim.id}`;
    await postLedger(tx, {
      userId,
      account: 'money',
      billType: Bill.washCodeRebate,
      amount,
      reference,
      remark: opts.auto ? '洗码返水（自动派发）' : '洗码返水',
    });
    for (const r of paid) await repo.advanceWatermark(tx, userId, r.category, r.total, r.bonus);
    if ((await repo.settingsOf(tx, member.company_id)).turnoverRequired)
      await addTurnoverRequirement(tx, { userId, source: 'bonus', reference, amount });
    return { amount, claimId: claim.id };
  });
}

const toClaim = (r: repo.ClaimRow): BonusClaim => ({
  id: r.id,
  amount: milliToYuan(r.amount),
  turnover: milliToYuan(r.turnover),
  auto: r.auto,
  createdAt: r.created_at.toISOString(),
  detail: r.detail.map((d) => ({
    category: d.category,
    name: BONUS_CATEGORY_LABELS[d.category as BonusCategory],
    turnover: milliToYuan(d.turnover),
    rate: pct(d.rateBp),
    bonus: milliToYuan(d.bonus),
  })),
});

/** Claim history with the turnover each claim covered. */
export async function claimHistory(pool: pg.Pool, userId: number, q: { page: number; rows: number }) {
  const { rows, total } = await repo.listClaims(pool, userId, q.page, q.rows);
  return { data: rows.map(toClaim), totalCount: total };
}
