import type pg from 'pg';
import {
  Bill,
  bonusMsg,
  ErrorCode,
  formatMilli,
  walletMsg,
  WITHDRAW_STATUS_LABELS,
  type WithdrawInfo,
  type WithdrawLimit,
  type WithdrawOrder,
  NOTIFY_TEXT,
} from '@sixmark/shared';
import { milliToYuan, yuanToMilli } from '@sixmark/shared/domain/money';
import { formatSystemTime, systemDayRange } from '@sixmark/shared/domain/system-time';
import { AppError } from '../../lib/errors';
import { verifyFundPassword } from '../accounts';
import { findLimit, timeZoneOf } from '../system';
import { idempotent } from './idempotency';
import { postLedger } from './ledger';
import { notify } from '../notifications';
import { newOrderNo } from './recharge.service';
import { turnoverOf } from './turnover';
import * as repo from './wallet.repo';

/** Used when the company has no withdraw limit document (the seed writes these values). */
const DEFAULT_LIMIT: WithdrawLimit = { minMoney: 100, maxMoney: 50000, dayTimes: 5 };

export async function withdrawLimitOf(db: pg.Pool, companyId: number): Promise<WithdrawLimit> {
  const raw = (await findLimit(db, companyId, 'withdraw')) as Partial<WithdrawLimit> | null;
  // An operator-edited document with a non-number falls back to the default, never to NaN.
  const num = (key: keyof WithdrawLimit) => {
    const n = Number(raw?.[key] ?? DEFAULT_LIMIT[key]);
    return Number.isFinite(n) && n >= 0 ? n : DEFAULT_LIMIT[key];
  };
  return { minMoney: num('minMoney'), maxMoney: num('maxMoney'), dayTimes: num('dayTimes') };
}

/** A card number as members and operators without the finance permission see it: the last four digits. */
export const maskCard = (card: string) => (card.length > 4 ? `**** **** **** ${card.slice(-4)}` : card);

export const toWithdraw = (w: repo.WithdrawDbRow): WithdrawOrder => ({
  id: w.id,
  orderNo: w.order_no,
  amount: milliToYuan(w.amount),
  bankName: w.bank_name,
  bankBranch: w.bank_branch,
  cardNo: maskCard(w.card_no),
  holderName: w.holder_name,
  status: w.status,
  statusName: WITHDRAW_STATUS_LABELS[w.status],
  reason: w.reason,
  createdAt: w.created_at.toISOString(),
  reviewedAt: w.reviewed_at?.toISOString() ?? null,
});

export interface BankDetails {
  bankName: string;
  bankBranch: string;
  cardNo: string;
  holderName: string;
}

/** The bound bank account to pay to: the one asked for, else the default; `请先绑定银行卡` without one. */
export async function boundBank(pool: pg.Pool, userId: number, bankId?: number): Promise<BankDetails> {
  const banks = await repo.listUserBanks(pool, userId);
  const bank = bankId === undefined ? banks[0] : banks.find((b) => b.id === bankId);
  if (!bank) throw new AppError(ErrorCode.BANK_REQUIRED);
  return { bankName: bank.bank_name, bankBranch: bank.bank_branch, cardNo: bank.card_no, holderName: bank.holder_name };
}

/**
 * The VIP level's daily withdrawal limits (operator-set per level, issue 17): this request may
 * not make today's count exceed `withdraw_day_times` nor today's amount exceed
 * `withdraw_day_amount`. Runs under the wallet row lock, after which today's requests (committed
 * ones of any process) are counted, so two concurrent requests cannot both take the last slot.
 */
async function assertVipWithdrawAllowed(tx: pg.PoolClient, userId: number, amount: number, tz: string): Promise<void> {
  const v = await repo.vipWithdrawToday(tx, userId, tz);
  const resetAt = () => formatSystemTime(systemDayRange(Date.now(), tz).end, 'YYYY/MM/DD HH:mm', tz);
  if (v.times !== null && v.countToday + 1 > v.times) {
    throw new AppError(ErrorCode.VIP_WITHDRAW_TIMES, { message: bonusMsg.vipWithdrawTimes(v.vipLevel, v.times, resetAt()) });
  }
  if (v.amount !== null && v.amountToday + amount > v.amount) {
    throw new AppError(ErrorCode.VIP_WITHDRAW_AMOUNT, {
      message: bonusMsg.vipWithdrawAmount(v.vipLevel, formatMilli(v.amount), formatMilli(v.amountToday), resetAt()),
    });
  }
}

/**
 * A withdrawal request. Checks in the order a user can fix them: bank account, fund password,
 * amount range, then (under the wallet row lock, so concurrent requests queue) the daily
 * count and the turnover audit. The amount moves from the main balance to frozen in one
 * transaction (two ledger rows); an operator pays it out or releases it later.
 */
export async function requestWithdraw(
  pool: pg.Pool,
  user: { id: number; companyId: number },
  bank: BankDetails,
  /** `amount` in thousandths (the schema parsed the yuan the client sent). */
  body: { amount: number; cashPassword?: string },
  key: string | undefined,
): Promise<WithdrawOrder> {
  await verifyFundPassword(pool, user.id, body.cashPassword);
  const limit = await withdrawLimitOf(pool, user.companyId);
  if (body.amount < yuanToMilli(limit.minMoney) || body.amount > yuanToMilli(limit.maxMoney)) {
    throw new AppError(ErrorCode.WITHDRAW_RANGE, { message: walletMsg.withdrawRange(limit.minMoney, limit.maxMoney) });
  }
  const tz = await timeZoneOf(pool, user.companyId);
  const hashed = { amount: body.amount, ...bank };
  return idempotent(pool, { userId: user.id, key, scope: 'withdraw', body: hashed }, async (tx) => {
    await repo.lockWallet(tx, user.id);
    if ((await repo.countWithdrawsToday(tx, user.id, tz)) >= limit.dayTimes) {
      throw new AppError(ErrorCode.WITHDRAW_DAILY_LIMIT);
    }
    await assertVipWithdrawAllowed(tx, user.id, body.amount, tz);
    if (!(await turnoverOf(tx, user.id)).yetWithdraw) {
      throw new AppError(ErrorCode.TURNOVER_NOT_MET);
    }
    const amount = body.amount;
    const orderNo = newOrderNo('W');
    const reference = `withdraw:${orderNo}`;
    await postLedger(tx, { userId: user.id, account: 'money', billType: Bill.withdrawRequest, amount: -amount, reference, remark: orderNo });
    await postLedger(tx, { userId: user.id, account: 'frozen', billType: Bill.freeze, amount, reference, remark: orderNo });
    const id = await repo.insertWithdraw(tx, { orderNo, userId: user.id, amount, ...bank });
    const { rows } = await tx.query<repo.WithdrawDbRow>(
      `SELECT w.*, '' AS account FROM withdraw_orders w WHERE w.id = $1`,
      [id],
    );
    return toWithdraw(rows[0]!);
  });
}

export async function history(
  pool: pg.Pool,
  user: { id: number; companyId: number },
  q: { page: number; rows: number; status?: string; startDate?: string; endDate?: string },
) {
  const tz = await timeZoneOf(pool, user.companyId);
  const { rows, total } = await repo.listWithdraws(pool, { ...q, userId: user.id, tz });
  return { data: rows.map(toWithdraw), totalCount: total };
}

export async function detail(pool: pg.Pool, userId: number, id: number): Promise<WithdrawOrder> {
  const w = await repo.findWithdraw(pool, id);
  if (!w || w.user_id !== userId) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  return toWithdraw(w);
}

/** Everything the withdrawal page shows: balance, bank accounts, limits, today's count, turnover. */
export async function info(pool: pg.Pool, user: { id: number; companyId: number }): Promise<WithdrawInfo> {
  const tz = await timeZoneOf(pool, user.companyId);
  const [wallet, banks, limit, todayCount, turnover, fund] = await Promise.all([
    repo.findWallet(pool, user.id),
    repo.listUserBanks(pool, user.id),
    withdrawLimitOf(pool, user.companyId),
    repo.countWithdrawsToday(pool, user.id, tz),
    turnoverOf(pool, user.id),
    pool.query<{ set: boolean }>('SELECT fund_pwd_hash IS NOT NULL AS set FROM users WHERE id = $1', [user.id]),
  ]);
  return {
    money: milliToYuan(wallet?.money ?? 0),
    banks: banks.map((b) => ({
      id: b.id,
      bankName: b.bank_name,
      bankBranch: b.bank_branch,
      cardNo: maskCard(b.card_no),
      holderName: b.holder_name,
      isDefault: b.is_default,
    })),
    limit,
    todayCount,
    turnover: {
      relaxQuota: turnover.relaxQuota,
      requireDML: turnover.requireDML,
      sumAllDeduct: turnover.sumAllDeduct,
      sumAllDml: turnover.sumAllDml,
      yetWithdraw: turnover.yetWithdraw,
    },
    hasFundPassword: fund.rows[0]?.set ?? false,
  };
}

/** Operator: pays out a pending withdrawal (frozen −amount), exactly once. */
export async function approve(tx: pg.PoolClient, id: number, actor: string): Promise<WithdrawOrder> {
  const w = await repo.closeWithdraw(tx, id, 'approved', '', actor);
  if (!w) throw new AppError(ErrorCode.ORDER_CLOSED);
  await postLedger(tx, {
    userId: w.user_id,
    account: 'frozen',
    billType: Bill.withdrawSuccess,
    amount: -w.amount,
    reference: `withdraw-paid:${w.order_no}`,
    remark: w.order_no,
  });
  await notify(tx, {
    userId: w.user_id,
    kind: 'withdraw_approved',
    title: NOTIFY_TEXT.withdrawApprovedTitle,
    content: NOTIFY_TEXT.withdrawApprovedContent(w.order_no, formatMilli(w.amount)),
    ref: w.order_no,
    data: { orderNo: w.order_no },
  });
  return toWithdraw(w);
}

/** Operator: refuses a pending withdrawal and returns the frozen amount to the balance, exactly once. */
export async function reject(tx: pg.PoolClient, id: number, reason: string, actor: string): Promise<WithdrawOrder> {
  const w = await repo.closeWithdraw(tx, id, 'rejected', reason, actor);
  if (!w) throw new AppError(ErrorCode.ORDER_CLOSED);
  const reference = `withdraw-rejected:${w.order_no}`;
  await postLedger(tx, { userId: w.user_id, account: 'frozen', billType: Bill.unfreeze, amount: -w.amount, reference, remark: w.order_no });
  await postLedger(tx, {
    userId: w.user_id,
    account: 'money',
    billType: Bill.withdrawRejected,
    amount: w.amount,
    reference,
    remark: reason ? `${w.order_no} ${reason}` : w.order_no,
  });
  await notify(tx, {
    userId: w.user_id,
    kind: 'withdraw_rejected',
    title: NOTIFY_TEXT.withdrawRejectedTitle,
    content: NOTIFY_TEXT.withdrawRejectedContent(w.order_no, formatMilli(w.amount), reason),
    ref: w.order_no,
    data: { orderNo: w.order_no },
  });
  return toWithdraw(w);
}
