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

/**
 * Debits of one wallet account in one statement (the bet placement path): the balance check,
 * the row-locking UPDATE and every ledger row with its balance after it happen together, so a
 * slip costs one round trip here instead of four. The references must be new (fresh order
 * numbers): a repeated one violates the ledger's unique reference and the caller's transaction
 * rolls back, so nothing is ever debited twice. `amount` is the positive sum taken; an account
 * that cannot cover all of them throws `余额不足` and changes nothing. Returns the balance after.
 */
export async function postDebits(
  tx: pg.PoolClient,
  userId: number,
  account: WalletAccount,
  entries: readonly { billType: number; amount: number; reference: string; remark?: string }[],
): Promise<number> {
  let total = 0;
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amount) || e.amount <= 0)
      throw new AppError(ErrorCode.BAD_REQUEST, { message: '金额不正确' });
    total += e.amount;
  }
  if (!Number.isSafeInteger(total)) throw new AppError(ErrorCode.BAD_REQUEST, { message: '金额不正确' });
  // Balance after entry i = balance after all of them + what the later entries took.
  const after: number[] = [];
  let later = 0;
  for (let i = entries.length - 1; i >= 0; i--) {
    after[i] = later;
    later += entries[i]!.amount;
  }
  const column = account; // a fixed union, safe to interpolate
  const { rows } = await tx.query<{ balance: string }>({
    // Named: prepared once per connection (the placement path runs it for every slip).
    name: `wallet.postDebits.${column}`,
    text: `WITH w AS (
       UPDATE wallets SET ${column} = ${column} - $2, updated_at = now()
        WHERE user_id = $1 AND ${column} >= $2 RETURNING ${column} AS balance
     ), l AS (
       INSERT INTO wallet_ledger (user_id, account, bill_type, amount, balance_after, reference, remark)
       SELECT $1, $3, e.bill, -e.amount, w.balance + e.later, e.ref, e.remark
         FROM w, unnest($4::int[], $5::bigint[], $6::bigint[], $7::text[], $8::text[]) WITH ORDINALITY
              AS e(bill, amount, later, ref, remark, n)
        ORDER BY e.n
     )
     SELECT balance FROM w`,
    values: [
      userId,
      total,
      account,
      entries.map((e) => e.billType),
      entries.map((e) => e.amount),
      after,
      entries.map((e) => e.reference),
      entries.map((e) => e.remark ?? ''),
    ],
  });
  if (rows[0]) return Number(rows[0].balance);
  const wallet = await tx.query('SELECT 1 FROM wallets WHERE user_id = $1', [userId]);
  if (wallet.rowCount === 0) throw new AppError(ErrorCode.BAD_REQUEST, { message: '钱包不存在' });
  throw new AppError(ErrorCode.INSUFFICIENT);
}

/**
 * One credit in one statement (the red packet grab path): the row-locking UPDATE and its ledger
 * row with the balance after it happen together, one round trip instead of postLedger's six. The
 * reference must be new: a repeated one violates the ledger's unique reference (23505) and the
 * caller's transaction rolls back, so nothing is ever credited twice. Returns the balance after.
 */
export async function postCredit(
  tx: pg.PoolClient,
  entry: { userId: number; account: WalletAccount; billType: number; amount: number; reference: string; remark?: string },
): Promise<number> {
  if (!Number.isSafeInteger(entry.amount) || entry.amount <= 0)
    throw new AppError(ErrorCode.BAD_REQUEST, { message: '金额不正确' });
  const column = entry.account; // a fixed union, safe to interpolate
  const { rows } = await tx.query<{ balance: string }>({
    // Named: prepared once per connection.
    name: `wallet.postCredit.${column}`,
    text: `WITH w AS (
       UPDATE wallets SET ${column} = ${column} + $2, updated_at = now() WHERE user_id = $1 RETURNING ${column} AS balance
     ), l AS (
       INSERT INTO wallet_ledger (user_id, account, bill_type, amount, balance_after, reference, remark)
       SELECT $1, $3, $4, $2, w.balance, $5, $6 FROM w
     )
     SELECT balance FROM w`,
    values: [entry.userId, entry.amount, entry.account, entry.billType, entry.reference, entry.remark ?? ''],
  });
  if (!rows[0]) throw new AppError(ErrorCode.BAD_REQUEST, { message: '钱包不存在' });
  return Number(rows[0].balance);
}

/** Creates the wallet row of a new user (zero balances). */
export async function createWallet(tx: pg.PoolClient, userId: number): Promise<void> {
  await tx.query('INSERT INTO wallets (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [userId]);
}

export { Bill };

/**
 * Many ledger entries in a few statements (settlement pays thousands of orders per batch).
 * Same invariants as postLedger: every wallet touched is row-locked (in user id order, so two
 * batches never deadlock), each change gets its ledger row with the balance after it, and a
 * reference already in the ledger is skipped. A debit that would overdraw throws `余额不足`
 * and the caller's transaction rolls back. Returns how many entries were applied and the balance
 * of each touched account after them (key `${userId}:${account}`, thousandths).
 */
export async function postLedgerBatch(
  tx: pg.PoolClient,
  entries: readonly LedgerEntry[],
): Promise<{ applied: number; balances: Map<string, number> }> {
  const live = entries.filter((e) => e.amount !== 0);
  if (live.length === 0) return { applied: 0, balances: new Map() };
  for (const e of live) {
    if (!Number.isSafeInteger(e.amount)) throw new AppError(ErrorCode.BAD_REQUEST, { message: '金额不正确' });
  }
  const userIds = [...new Set(live.map((e) => e.userId))].sort((a, b) => a - b);
  const { rows: wallets } = await tx.query<{ user_id: string; money: string; live_money: string; frozen: string }>(
    'SELECT user_id, money, live_money, frozen FROM wallets WHERE user_id = ANY($1::bigint[]) ORDER BY user_id FOR UPDATE',
    [userIds],
  );
  if (wallets.length !== userIds.length) throw new AppError(ErrorCode.BAD_REQUEST, { message: '钱包不存在' });
  const balance = new Map<string, number>();
  for (const w of wallets) {
    balance.set(`${w.user_id}:money`, Number(w.money));
    balance.set(`${w.user_id}:live_money`, Number(w.live_money));
    balance.set(`${w.user_id}:frozen`, Number(w.frozen));
  }
  const { rows: seen } = await tx.query<{ user_id: string; account: string; reference: string }>(
    `SELECT l.user_id, l.account, l.reference FROM wallet_ledger l
       JOIN unnest($1::bigint[], $2::text[], $3::text[]) AS e(user_id, account, reference)
         ON l.user_id = e.user_id AND l.account = e.account AND l.reference = e.reference`,
    [live.map((e) => e.userId), live.map((e) => e.account), live.map((e) => e.reference)],
  );
  const done = new Set(seen.map((r) => `${r.user_id}:${r.account}:${r.reference}`));
  const cols = { user: [] as number[], account: [] as string[], bill: [] as number[], amount: [] as number[], after: [] as number[], ref: [] as string[], remark: [] as string[] };
  const delta = new Map<string, number>();
  for (const e of live) {
    const k = `${e.userId}:${e.account}:${e.reference}`;
    if (done.has(k)) continue;
    done.add(k);
    const bk = `${e.userId}:${e.account}`;
    const after = (balance.get(bk) ?? 0) + e.amount;
    if (after < 0) throw new AppError(ErrorCode.INSUFFICIENT);
    balance.set(bk, after);
    delta.set(bk, (delta.get(bk) ?? 0) + e.amount);
    cols.user.push(e.userId);
    cols.account.push(e.account);
    cols.bill.push(e.billType);
    cols.amount.push(e.amount);
    cols.after.push(after);
    cols.ref.push(e.reference);
    cols.remark.push(e.remark ?? '');
  }
  if (cols.user.length === 0) return { applied: 0, balances: balance };
  await tx.query(
    `INSERT INTO wallet_ledger (user_id, account, bill_type, amount, balance_after, reference, remark)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::int[], $4::bigint[], $5::bigint[], $6::text[], $7::text[])`,
    [cols.user, cols.account, cols.bill, cols.amount, cols.after, cols.ref, cols.remark],
  );
  for (const account of ['money', 'live_money', 'frozen'] as const) {
    const ids: number[] = [];
    const amounts: number[] = [];
    for (const [bk, d] of delta) {
      const [uid, acc] = bk.split(':');
      if (acc === account && d !== 0) {
        ids.push(Number(uid));
        amounts.push(d);
      }
    }
    if (ids.length === 0) continue;
    await tx.query(
      `UPDATE wallets w SET ${account} = w.${account} + d.amount, updated_at = now()
         FROM unnest($1::bigint[], $2::bigint[]) AS d(user_id, amount) WHERE w.user_id = d.user_id`,
      [ids, amounts],
    );
  }
  return { applied: cols.user.length, balances: balance };
}
