import type pg from 'pg';
import { Bill } from '@sixmark/shared';
import { milliToYuan } from '@sixmark/shared/domain/money';
import { audit } from '../../lib/admin';
import { notFound } from '../../lib/errors';
import { idempotent } from './idempotency';
import { postLedger } from './ledger';
import { addTurnoverRequirement } from './turnover';

/**
 * Operator: a manual deposit (positive) or deduction (negative) with a reason, written with
 * its audit row in one transaction. A deposit adds a turnover requirement unless told not to.
 * An operator tool that retries sends an Idempotency-Key (kept under the target user).
 */
export async function adjust(
  pool: pg.Pool,
  userId: number,
  /** `amount` in thousandths, signed (the schema parsed the yuan the operator sent). */
  body: { amount: number; reason: string; turnover: 'deposit' | 'bonus' | 'none' },
  actor: string,
  ip: string,
  key: string | undefined,
): Promise<{ money: number; reference: string }> {
  const exists = await pool.query('SELECT 1 FROM wallets WHERE user_id = $1', [userId]);
  if (!exists.rowCount) throw notFound('用户不存在');
  const amount = body.amount;
  const call = { userId, key: key && `admin:${key}`, scope: 'manual', body };
  return idempotent(pool, call, async (tx, reference) => {
    const res = await postLedger(tx, {
      userId,
      account: 'money',
      billType: amount > 0 ? Bill.manualDeposit : Bill.manualDeduction,
      amount,
      reference,
      remark: body.reason,
    });
    if (amount > 0 && body.turnover !== 'none') {
      await addTurnoverRequirement(tx, { userId, source: body.turnover, reference, amount });
    }
    await audit(tx, {
      actor,
      action: amount > 0 ? 'wallet.manual_deposit' : 'wallet.manual_deduction',
      targetType: 'user',
      targetId: userId,
      detail: { amount: milliToYuan(amount), reason: body.reason, reference },
      ip,
    });
    return { money: milliToYuan(res.balanceAfter), reference };
  });
}
