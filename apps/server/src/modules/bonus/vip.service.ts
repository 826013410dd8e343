import type pg from 'pg';
import {
  Bill,
  BONUS_CATEGORIES,
  BONUS_CATEGORY_LABELS,
  ErrorCode,
  levelAfterPeriod,
  levelReached,
  VIP_PERIOD_LABELS,
  VIP_RULES,
  vipPeriodOf,
  type VipProgress,
  type WelfareGift,
} from '@sixmark/shared';
import { milliToYuan } from '@sixmark/shared/domain/money';
import { clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { withTransaction } from '../../lib/tx';
import { assertMayPlay } from '../saferplay';
import { timeZoneOf } from '../system';
import { addTurnoverRequirement, postLedger } from '../wallet';
import * as repo from './bonus.repo';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;

async function periodContext(db: Q, companyId: number, now: number) {
  // Sequential: `db` may be a transaction's client (one query at a time).
  const settings = await repo.settingsOf(db, companyId);
  const tz = await timeZoneOf(db, companyId);
  const levels = await repo.vipLevelsOf(db, companyId);
  return { settings, tz, levels, period: vipPeriodOf(now, settings.vipPeriod, tz) };
}

/**
 * Adds settled valid turnover to members' VIP period (in the settling transaction): a member
 * whose period turnover crosses a level's betMoney moves up at once, and each level reached
 * earns its upgrade gift. A member seen first in a new period has the old one closed first
 * (keep-level check), exactly as the period job would. For the bets settlement (and the games
 * record ingest): call it with the batch's valid turnover per user.
 */
export async function recordVipTurnover(tx: pg.PoolClient, byUser: ReadonlyMap<number, number>, now = clock.now()): Promise<void> {
  const ids = [...byUser.entries()].filter(([, amount]) => amount > 0).map(([id]) => id).sort((a, b) => a - b);
  if (ids.length === 0) return;
  const contexts = new Map<number, Awaited<ReturnType<typeof periodContext>>>();
  const { rows: members } = await tx.query<{ id: number; company_id: number }>(
    'SELECT id::float8 AS id, company_id FROM users WHERE id = ANY($1::bigint[]) ORDER BY id',
    [ids],
  );
  for (const m of members) if (!contexts.has(m.company_id)) contexts.set(m.company_id, await periodContext(tx, m.company_id, now));
  const states = await repo.lockVipStates(
    tx,
    members.map((m) => m.id),
    members.map((m) => contexts.get(m.company_id)!.period.key),
  );
  const saves: { userId: number; periodKey: string; level: number; cycle: number }[] = [];
  for (const p of states) {
    const ctx = contexts.get(p.company_id);
    if (!ctx) continue;
    let level = p.vip_level;
    let cycle = p.cycle_bet_amount;
    if (p.period_key !== ctx.period.key) {
      level = levelAfterPeriod(ctx.levels, level, cycle);
      cycle = 0;
    }
    cycle += byUser.get(p.user_id) ?? 0;
    const reached = levelReached(ctx.levels, cycle, level);
    for (let l = level + 1; l <= reached; l++) {
      const gift = ctx.levels.find((x) => x.vipLevel === l)?.upgradeGift ?? 0;
      if (gift > 0) await repo.insertGift(tx, { userId: p.user_id, kind: 'upgrade', vipLevel: l, periodKey: '', amount: gift });
    }
    saves.push({ userId: p.user_id, periodKey: ctx.period.key, level: reached, cycle });
  }
  await repo.saveVipStates(tx, saves);
}

/**
 * Period end (job): every member whose progress belongs to an earlier period keeps the level
 * if the period turnover met its keepMoney, else drops one level; the new period starts at 0.
 * Row locks with SKIP LOCKED and the period check make it safe on several processes.
 */
export async function closeEndedPeriods(pool: pg.Pool, now = clock.now()): Promise<number> {
  let closed = 0;
  for (const companyId of await repo.companyIds(pool)) {
    const ctx = await periodContext(pool, companyId, now);
    for (;;) {
      const ids = await repo.staleProgress(pool, companyId, ctx.period.key, 200);
      if (ids.length === 0) break;
      let progressed = 0;
      for (const userId of ids) {
        const done = await withTransaction(pool, async (tx) => {
          const p = await repo.tryLockStaleProgress(tx, userId, ctx.period.key);
          if (!p) return false;
          await repo.saveVip(tx, userId, ctx.period.key, levelAfterPeriod(ctx.levels, p.vip_level, p.cycle_bet_amount), 0);
          return true;
        });
        if (done) progressed++;
      }
      closed += progressed;
      // Rows held by another process are its to close; do not spin on them.
      if (progressed === 0) break;
    }
  }
  return closed;
}

/** `/profile-vip`: level, period turnover, progress to the next level, the rules and rates. */
export async function vipProgressOf(pool: pg.Pool, userId: number): Promise<VipProgress> {
  const member = await repo.findMember(pool, userId);
  if (!member) throw new AppError(ErrorCode.UNAUTHORIZED);
  const now = clock.now();
  const [ctx, rates, progress] = await Promise.all([
    periodContext(pool, member.company_id, now),
    repo.ratesOf(pool, member.company_id),
    pool.query<{ period_key: string }>('SELECT period_key FROM vip_progress WHERE user_id = $1', [userId]),
  ]);
  // A period that ended without a bet since: the page shows the new period's zero.
  const stale = progress.rows[0] && progress.rows[0].period_key !== ctx.period.key;
  const cycle = stale ? 0 : member.cycle_bet_amount;
  const level = stale ? levelAfterPeriod(ctx.levels, member.vip_level, member.cycle_bet_amount) : member.vip_level;
  const next = ctx.levels.find((l) => l.vipLevel === level + 1) ?? null;
  const current = ctx.levels.find((l) => l.vipLevel === level)!;
  return {
    vipLevel: level,
    cycleBetAmount: milliToYuan(cycle),
    period: ctx.settings.vipPeriod,
    periodName: VIP_PERIOD_LABELS[ctx.settings.vipPeriod],
    periodStart: new Date(ctx.period.start).toISOString(),
    periodEnd: new Date(ctx.period.end).toISOString(),
    nextLevel: next?.vipLevel ?? null,
    nextBetMoney: next ? milliToYuan(next.betMoney) : 0,
    percent: next ? (next.betMoney <= 0 ? 100 : Math.min(100, Math.floor((cycle / next.betMoney) * 10000) / 100)) : 100,
    keepMoney: milliToYuan(current.keepMoney),
    levels: ctx.levels.map((l) => ({
      vipLevel: l.vipLevel,
      name: VIP_RULES.find((r) => r.vipLevel === l.vipLevel)?.name ?? `VIP${l.vipLevel}`,
      betMoney: milliToYuan(l.betMoney),
      keepMoney: milliToYuan(l.keepMoney),
      upgradeGift: milliToYuan(l.upgradeGift),
      monthlyGift: milliToYuan(l.monthlyGift),
      rates: BONUS_CATEGORIES.map((c) => ({ category: c, name: BONUS_CATEGORY_LABELS[c], rate: rates.get(l.vipLevel)![c] / 100 })),
    })),
  };
}

const giftName = (g: repo.GiftRow) => (g.kind === 'upgrade' ? `VIP${g.vip_level}晋级礼金` : `VIP${g.vip_level}月度礼金（${g.period_key}）`);

/**
 * `/bonus-center`: upgrade gifts earned and this period's gift of the level held (created when
 * first shown, once per period).
 */
export async function welfareOf(pool: pg.Pool, userId: number): Promise<{ vipLevel: number; gifts: WelfareGift[] }> {
  const member = await repo.findMember(pool, userId);
  if (!member) throw new AppError(ErrorCode.UNAUTHORIZED);
  if (member.type !== 'TEST') {
    const ctx = await periodContext(pool, member.company_id, clock.now());
    const monthly = ctx.levels.find((l) => l.vipLevel === member.vip_level)?.monthlyGift ?? 0;
    if (monthly > 0) await repo.insertGift(pool, { userId, kind: 'monthly', vipLevel: member.vip_level, periodKey: ctx.period.key, amount: monthly });
  }
  const gifts = await repo.listGifts(pool, userId);
  return {
    vipLevel: member.vip_level,
    gifts: gifts.map((g) => ({
      id: g.id,
      kind: g.kind,
      name: giftName(g),
      vipLevel: g.vip_level,
      amount: milliToYuan(g.amount),
      claimed: g.claimed_at !== null,
      claimedAt: g.claimed_at?.toISOString() ?? null,
    })),
  };
}

/** Claims one gift once (bill 20 VIP晋级奖励), with the bonus turnover requirement if the operator set one. */
export async function claimGift(pool: pg.Pool, userId: number, id: number): Promise<{ amount: number }> {
  await assertMayPlay(pool, userId, 'bonus');
  return withTransaction(pool, async (tx) => {
    const g = await repo.takeGift(tx, userId, id);
    if (!g) throw new AppError((await repo.giftExists(tx, userId, id)) ? ErrorCode.BONUS_GIFT_CLAIMED : ErrorCode.BONUS_GIFT_NONE);
    const reference = `vip-gift:${g.id}`;
    await postLedger(tx, { userId, account: 'money', billType: Bill.vipReward, amount: g.amount, reference, remark: giftName(g) });
    const member = await repo.findMember(tx, userId);
    if (member && (await repo.settingsOf(tx, member.company_id)).turnoverRequired)
      await addTurnoverRequirement(tx, { userId, source: 'bonus', reference, amount: g.amount });
    return { amount: milliToYuan(g.amount) };
  });
}
