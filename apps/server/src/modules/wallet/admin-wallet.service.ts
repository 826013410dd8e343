import type pg from 'pg';
import type { RechargeOrder, WithdrawOrder } from '@sixmark/shared';
import { audit } from '../../lib/admin';
import { withTransaction } from '../../lib/tx';
import * as recharge from './recharge.service';
import * as repo from './wallet.repo';
import * as withdraw from './withdraw.service';

/** Who did an operator action, and from where (for the audit row). */
export interface Operator {
  actor: string;
  ip: string;
}

// Operator lists show times in UTC: operators of several companies share the tool.
const OPERATOR_TZ = 'UTC';

export async function listRecharges(pool: pg.Pool, query: Omit<Parameters<typeof repo.listRecharges>[1], 'tz'>) {
  const { rows, total } = await repo.listRecharges(pool, { ...query, tz: OPERATOR_TZ });
  return { data: rows.map((r) => ({ ...recharge.toOrder(r), userId: r.user_id, account: r.account })), totalCount: total };
}

/**
 * The withdrawal list. The full card number is what finance pays out to, so only an operator
 * with the finance permission sees it, and each such view is audited (`withdraw.card_viewed`,
 * the orders shown); everyone else gets the masked number in the same field.
 */
export async function listWithdraws(
  pool: pg.Pool,
  query: Omit<Parameters<typeof repo.listWithdraws>[1], 'tz'>,
  viewer: Operator & { seesFullCard: boolean },
) {
  const { rows, total } = await repo.listWithdraws(pool, { ...query, tz: OPERATOR_TZ });
  if (viewer.seesFullCard && rows.length > 0) {
    await audit(pool, {
      actor: viewer.actor,
      ip: viewer.ip,
      action: 'withdraw.card_viewed',
      targetType: 'withdraw_order',
      targetId: rows.map((r) => r.id).join(','),
      detail: { orders: rows.map((r) => r.id) },
    });
  }
  return {
    data: rows.map((r) => ({
      ...withdraw.toWithdraw(r),
      userId: r.user_id,
      account: r.account,
      fullCardNo: viewer.seesFullCard ? r.card_no : withdraw.maskCard(r.card_no),
    })),
    totalCount: total,
  };
}

/** Credits a bank or QR recharge the operator saw arrive, with its audit row, in one transaction. */
export const confirmRecharge = (pool: pg.Pool, op: Operator, orderNo: string, reason = ''): Promise<RechargeOrder> =>
  withTransaction(pool, async (tx) => {
    const order = await recharge.confirmByOperator(tx, orderNo, reason);
    await audit(tx, { ...op, action: 'recharge.confirm', targetType: 'recharge_order', targetId: orderNo, detail: { amount: order.amount } });
    return order;
  });

export const rejectRecharge = (pool: pg.Pool, op: Operator, orderNo: string, reason = ''): Promise<RechargeOrder> =>
  withTransaction(pool, async (tx) => {
    const order = await recharge.rejectByOperator(tx, orderNo, reason);
    await audit(tx, { ...op, action: 'recharge.reject', targetType: 'recharge_order', targetId: orderNo, detail: { reason } });
    return order;
  });

export const approveWithdraw = (pool: pg.Pool, op: Operator, id: number): Promise<WithdrawOrder> =>
  withTransaction(pool, async (tx) => {
    const order = await withdraw.approve(tx, id, op.actor);
    await audit(tx, { ...op, action: 'withdraw.approve', targetType: 'withdraw_order', targetId: id, detail: { amount: order.amount } });
    return order;
  });

export const rejectWithdraw = (pool: pg.Pool, op: Operator, id: number, reason = ''): Promise<WithdrawOrder> =>
  withTransaction(pool, async (tx) => {
    const order = await withdraw.reject(tx, id, reason, op.actor);
    await audit(tx, { ...op, action: 'withdraw.reject', targetType: 'withdraw_order', targetId: id, detail: { reason, amount: order.amount } });
    return order;
  });
