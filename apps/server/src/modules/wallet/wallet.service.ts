import type pg from 'pg';
import { Bill, billLabel, BILL_TYPES, type BillRow } from '@sixmark/shared';
import { milliToYuan } from '@sixmark/shared/domain/money';
import { notFound } from '../../lib/errors';
import { assertMayPlay } from '../saferplay';
import { timeZoneOf } from '../system';
import { idempotent } from './idempotency';
import { postLedger } from './ledger';
import * as repo from './wallet.repo';

/** Balances in yuan (`tellerMachine`, `money/check`). */
export async function balanceOf(db: pg.Pool, userId: number): Promise<{ money: number; liveMoney: number }> {
  const w = await repo.findWallet(db, userId);
  return { money: milliToYuan(w?.money ?? 0), liveMoney: milliToYuan(w?.live_money ?? 0) };
}

export async function statusOf(db: pg.Pool, userId: number) {
  const [balance, status] = await Promise.all([balanceOf(db, userId), repo.findUserStatus(db, userId)]);
  return { ...balance, status: status ?? 'active' };
}

/**
 * Moves money between the main balance and the third-party game balance. Both ledger rows
 * are written in one transaction; the debit refuses an overdraft with `余额不足`. Money goes in
 * only outside a cool-off or self-exclusion; it may always come back out.
 */
export async function transfer(
  pool: pg.Pool,
  userId: number,
  /** `amount` in thousandths (the schema parsed the yuan the client sent). */
  body: { amount: number; direction: 'in' | 'out' },
  key: string | undefined,
) {
  return idempotent(pool, { userId, key, scope: 'transfer', body }, async (tx, reference) => {
    const amount = body.amount;
    if (body.direction === 'in') await assertMayPlay(tx, userId, 'transfer');
    const [from, to, billType] =
      body.direction === 'in'
        ? (['money', 'live_money', Bill.transferToGame] as const)
        : (['live_money', 'money', Bill.transferFromGame] as const);
    const debit = await postLedger(tx, { userId, account: from, billType, amount: -amount, reference });
    const credit = await postLedger(tx, { userId, account: to, billType, amount, reference });
    const money = from === 'money' ? debit.balanceAfter : credit.balanceAfter;
    const live = from === 'money' ? credit.balanceAfter : debit.balanceAfter;
    return { money: milliToYuan(money), liveMoney: milliToYuan(live), reference };
  });
}

export const billTypes = () =>
  Object.keys(BILL_TYPES).map((k) => ({ billType: Number(k), billTypeName: billLabel(Number(k)) }));

const toBill = (r: repo.BillDbRow): BillRow => ({
  id: r.id,
  billType: r.bill_type,
  billTypeName: billLabel(r.bill_type),
  account: r.account,
  amount: milliToYuan(r.amount),
  balanceAfter: milliToYuan(r.balance_after),
  createdAt: r.created_at.toISOString(),
  remark: r.remark,
});

/** The user's bills (main and game balance rows), newest first. */
export async function bills(
  pool: pg.Pool,
  user: { id: number; companyId: number },
  q: { page: number; rows: number; billType?: number; startDate?: string; endDate?: string },
) {
  const tz = await timeZoneOf(pool, user.companyId);
  const { rows, total } = await repo.listBills(pool, { ...q, userId: user.id, tz });
  return { data: rows.map(toBill), totalCount: total };
}

/** A row of the user's own requirement list, or 404. */
export async function requirementDetail(pool: pg.Pool, userId: number, id: number) {
  const row = await repo.findRequirement(pool, userId, id);
  if (!row) throw notFound();
  return row;
}
