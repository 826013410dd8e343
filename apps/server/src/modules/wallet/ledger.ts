import type pg from 'pg';
import { Bill, ErrorCode } from '@sixmark/shared';
import { AppError } from '../../lib/errors';

export type WalletAccount = 'money' | 'live_money' | 'frozen';

export interface LedgerEntry {
  userId: number;
  account: WalletAccount;
  billType: number;
  /** Thousandths of a yuan; negative debits. */
  amount: number;
  /** Unique per user and account: a retried request with the same reference changes nothing. */
  reference: string;
  remark?: string;
}

export interface LedgerResult {
  applied: boolean;
  balanceAfter: number;
}

/**
 * The only way money moves: changes one wallet column and appends the ledger row, inside
 * the caller's transaction. The row lock on the wallet serialises concurrent changes; the
 * CHECK (>= 0) constraint refuses overdrafts; the unique reference makes retries no-ops.
 */
export async function postLedger(tx: pg.PoolClient, entry: LedgerEntry): Promise<LedgerResult> {
  if (!Number.isSafeInteger(entry.amount)) throw new AppError(ErrorCode.BAD_REQUEST, { message: '金额不正确' });
  // Lock the wallet first: a concurrent request with the same reference then waits and sees
  // the committed ledger row instead of racing to insert a duplicate.
  const wallet = await tx.query('SELECT 1 FROM wallets WHERE user_id = $1 FOR UPDATE', [entry.userId]);
  if (wallet.rowCount === 0) throw new AppError(ErrorCode.BAD_REQUEST, { message: '钱包不存在' });
  const existing = await tx.query<{ balance_after: number }>(
    'SELECT balance_after FROM wallet_ledger WHERE user_id = $1 AND account = $2 AND reference = $3',
    [entry.userId, entry.account, entry.reference],
  );
  if (existing.rows[0]) return { applied: false, balanceAfter: existing.rows[0].balance_after };
  const column = entry.account; // a fixed union, safe to interpolate
  await tx.query('SAVEPOINT ledger_debit');
  let balanceAfter: number;
  try {
    const updated = await tx.query<{ balance: number }>(
      `UPDATE wallets SET ${column} = ${column} + $2, updated_at = now() WHERE user_id = $1 RETURNING ${column} AS balance`,
      [entry.userId, entry.amount],
    );
    balanceAfter = updated.rows[0]?.balance ?? 0;
  } catch (err) {
    await tx.query('ROLLBACK TO SAVEPOINT ledger_debit');
    if ((err as { code?: string }).code === '23514') throw new AppError(ErrorCode.INSUFFICIENT);
    throw err;
  }
  await tx.query('RELEASE SAVEPOINT ledger_debit');
  await tx.query(
    `INSERT INTO wallet_ledger (user_id, account, bill_type, amount, balance_after, reference, remark)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [entry.userId, entry.account, entry.billType, entry.amount, balanceAfter, entry.reference, entry.remark ?? ''],
  );
  return { applied: true, balanceAfter };
}

/** Creates the wallet row of a new user (zero balances). */
export async function createWallet(tx: pg.PoolClient, userId: number): Promise<void> {
  await tx.query('INSERT INTO wallets (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [userId]);
}

export { Bill };
