import type pg from 'pg';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** SQL of the wallet module. Money columns are thousandths of a yuan. */

export interface WalletRow {
  money: number;
  live_money: number;
  frozen: number;
  rech_money: number;
}

export async function findWallet(db: Q, userId: number): Promise<WalletRow | null> {
  const { rows } = await db.query<WalletRow>(
    'SELECT money, live_money, frozen, rech_money FROM wallets WHERE user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

/** Locks the wallet row: serialises this user's money requests for the transaction. */
export async function lockWallet(tx: pg.PoolClient, userId: number): Promise<void> {
  await tx.query('SELECT 1 FROM wallets WHERE user_id = $1 FOR UPDATE', [userId]);
}

export async function findUserStatus(db: Q, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ status: string }>('SELECT status FROM users WHERE id = $1', [userId]);
  return rows[0]?.status ?? null;
}

/**
 * `created_at` bounds of a local-date range: dates are days in the system time zone, turned
 * into UTC instants by PostgreSQL so daylight rules are the database's.
 */
export function dateRangeSql(column: string, params: unknown[], tz: string, start?: string, end?: string): string {
  const parts: string[] = [];
  if (start) {
    params.push(start, tz);
    parts.push(`${column} >= ($${params.length - 1}::date::timestamp AT TIME ZONE $${params.length})`);
  }
  if (end) {
    params.push(end, tz);
    parts.push(`${column} < (($${params.length - 1}::date + 1)::timestamp AT TIME ZONE $${params.length})`);
  }
  return parts.length ? ` AND ${parts.join(' AND ')}` : '';
}

export interface BillDbRow {
  id: number;
  bill_type: number;
  account: 'money' | 'live_money';
  amount: number;
  balance_after: number;
  created_at: Date;
  remark: string;
}

export async function listBills(
  db: Q,
  f: { userId: number; billType?: number; startDate?: string; endDate?: string; tz: string; page: number; rows: number },
): Promise<{ rows: BillDbRow[]; total: number }> {
  const params: unknown[] = [f.userId];
  let where = `user_id = $1 AND account IN ('money', 'live_money')`;
  if (f.billType) {
    params.push(f.billType);
    where += ` AND bill_type = $${params.length}`;
  }
  where += dateRangeSql('created_at', params, f.tz, f.startDate, f.endDate);
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM wallet_ledger WHERE ${where}`, params);
  params.push(f.rows, (f.page - 1) * f.rows);
  const { rows } = await db.query<BillDbRow>(
    `SELECT id, bill_type, account, amount, balance_after, created_at, remark FROM wallet_ledger
      WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { rows, total: total.rows[0]?.n ?? 0 };
}

// ---- recharge -------------------------------------------------------------------------------

export interface ChannelRow {
  id: number;
  company_id: number;
  type: 'bank' | 'online' | 'qr' | 'virtual' | 'third_party';
  name: string;
  min_amount: number;
  max_amount: number;
  bank_name: string;
  bank_branch: string;
  account_no: string;
  account_name: string;
  qr_text: string;
  provider: string;
  play_money: boolean;
}

export async function listChannels(db: Q, companyId: number): Promise<ChannelRow[]> {
  const { rows } = await db.query<ChannelRow>(
    'SELECT * FROM recharge_channels WHERE company_id = $1 AND enabled ORDER BY sort, id',
    [companyId],
  );
  return rows;
}

export async function findChannel(db: Q, companyId: number, id: number): Promise<ChannelRow | null> {
  const { rows } = await db.query<ChannelRow>(
    'SELECT * FROM recharge_channels WHERE company_id = $1 AND id = $2 AND enabled',
    [companyId, id],
  );
  return rows[0] ?? null;
}

export interface RechargeDbRow {
  id: number;
  order_no: string;
  user_id: number;
  account: string;
  channel_id: number;
  channel_type: ChannelRow['type'];
  channel_name: string;
  provider: string;
  play_money: boolean;
  amount: number;
  status: 'created' | 'processing' | 'success' | 'failed' | 'expired';
  payer_name: string;
  provider_ref: string;
  remark: string;
  created_at: Date;
  completed_at: Date | null;
  expires_at: Date;
}

const RECHARGE_SELECT = `SELECT o.*, c.type AS channel_type, c.name AS channel_name, c.provider, c.play_money, u.account
  FROM recharge_orders o JOIN recharge_channels c ON c.id = o.channel_id JOIN users u ON u.id = o.user_id`;

export async function insertRecharge(
  tx: Q,
  o: { orderNo: string; userId: number; channelId: number; amount: number; payerName: string; expiryMin: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO recharge_orders (order_no, user_id, channel_id, amount, payer_name, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
    [o.orderNo, o.userId, o.channelId, o.amount, o.payerName, o.expiryMin],
  );
}

/** The order (locked for update when `lock` is set, inside a transaction). */
export async function findRecharge(db: Q, orderNo: string, lock = false): Promise<RechargeDbRow | null> {
  const { rows } = await db.query<RechargeDbRow>(
    `${RECHARGE_SELECT} WHERE o.order_no = $1${lock ? ' FOR UPDATE OF o' : ''}`,
    [orderNo],
  );
  return rows[0] ?? null;
}

export async function setRechargeStatus(
  tx: Q,
  orderNo: string,
  status: RechargeDbRow['status'],
  extra: { providerRef?: string; remark?: string } = {},
): Promise<void> {
  await tx.query(
    `UPDATE recharge_orders SET status = $2, updated_at = now(),
            completed_at = CASE WHEN $2 IN ('success', 'failed') THEN now() ELSE completed_at END,
            provider_ref = COALESCE($3, provider_ref), remark = COALESCE($4, remark)
      WHERE order_no = $1`,
    [orderNo, status, extra.providerRef ?? null, extra.remark ?? null],
  );
}

export async function listRecharges(
  db: Q,
  f: { userId?: number; status?: string; startDate?: string; endDate?: string; tz: string; page: number; rows: number },
): Promise<{ rows: RechargeDbRow[]; total: number }> {
  const params: unknown[] = [];
  let where = 'TRUE';
  if (f.userId !== undefined) {
    params.push(f.userId);
    where += ` AND o.user_id = $${params.length}`;
  }
  if (f.status) {
    params.push(f.status);
    where += ` AND o.status = $${params.length}`;
  }
  where += dateRangeSql('o.created_at', params, f.tz, f.startDate, f.endDate);
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM recharge_orders o WHERE ${where}`, params);
  params.push(f.rows, (f.page - 1) * f.rows);
  const { rows } = await db.query<RechargeDbRow>(
    `${RECHARGE_SELECT} WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { rows, total: total.rows[0]?.n ?? 0 };
}

/** Marks unpaid orders past their time as expired; bank/QR orders the user reported paid wait for an operator. */
export async function expireRecharges(db: Q): Promise<number> {
  const res = await db.query(
    `UPDATE recharge_orders o SET status = 'expired', updated_at = now()
       FROM recharge_channels c
      WHERE c.id = o.channel_id AND o.expires_at < now()
        AND (o.status = 'created' OR (o.status = 'processing' AND c.provider <> ''))`,
  );
  return res.rowCount ?? 0;
}

/** Records a provider event; false when it was seen before (then nothing is applied). */
export async function insertPaymentEvent(
  tx: Q,
  e: { provider: string; eventId: string; orderNo: string; result: string; amount: number },
): Promise<boolean> {
  const res = await tx.query(
    `INSERT INTO payment_events (provider, event_id, order_no, result, amount) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING`,
    [e.provider, e.eventId, e.orderNo, e.result, e.amount],
  );
  return res.rowCount === 1;
}

// ---- withdrawal -----------------------------------------------------------------------------

export interface UserBankRow {
  id: number;
  bank_name: string;
  bank_branch: string;
  card_no: string;
  holder_name: string;
  is_default: boolean;
}

export async function listUserBanks(db: Q, userId: number): Promise<UserBankRow[]> {
  const { rows } = await db.query<UserBankRow>(
    `SELECT id, bank_name, bank_branch, card_no, holder_name, is_default FROM user_banks
      WHERE user_id = $1 ORDER BY is_default DESC, id`,
    [userId],
  );
  return rows;
}

export interface WithdrawDbRow {
  id: number;
  order_no: string;
  user_id: number;
  account: string;
  amount: number;
  bank_name: string;
  bank_branch: string;
  card_no: string;
  holder_name: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string;
  created_at: Date;
  reviewed_at: Date | null;
}

const WITHDRAW_SELECT = 'SELECT w.*, u.account FROM withdraw_orders w JOIN users u ON u.id = w.user_id';

export async function insertWithdraw(
  tx: Q,
  o: { orderNo: string; userId: number; amount: number; bankName: string; bankBranch: string; cardNo: string; holderName: string },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO withdraw_orders (order_no, user_id, amount, bank_name, bank_branch, card_no, holder_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [o.orderNo, o.userId, o.amount, o.bankName, o.bankBranch, o.cardNo, o.holderName],
  );
  return rows[0]!.id;
}

export async function findWithdraw(db: Q, id: number): Promise<WithdrawDbRow | null> {
  const { rows } = await db.query<WithdrawDbRow>(`${WITHDRAW_SELECT} WHERE w.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Today's withdrawals that count against the daily limit (rejected ones give the try back). */
export async function countWithdrawsToday(db: Q, userId: number, tz: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM withdraw_orders
      WHERE user_id = $1 AND status <> 'rejected'
        AND created_at >= (date_trunc('day', now() AT TIME ZONE $2) AT TIME ZONE $2)`,
    [userId, tz],
  );
  return rows[0]?.n ?? 0;
}

/**
 * The member's VIP level and that level's daily withdrawal limits (issue 17; null = none), with
 * today's withdrawal requests (count and amount, rejected ones excluded) in the system zone.
 * Call it under the wallet row lock: concurrent requests of the member then count each other.
 */
export async function vipWithdrawToday(
  db: Q,
  userId: number,
  tz: string,
): Promise<{ vipLevel: number; times: number | null; amount: number | null; countToday: number; amountToday: number }> {
  const { rows } = await db.query<{ vip_level: number; times: number | null; amount: number | null; n: number; s: number }>(
    `SELECT u.vip_level, v.withdraw_day_times AS times, v.withdraw_day_amount::float8 AS amount, t.n, t.s
       FROM users u
       LEFT JOIN vip_level_settings v ON v.company_id = u.company_id AND v.vip_level = u.vip_level
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS n, COALESCE(SUM(amount), 0)::float8 AS s FROM withdraw_orders
         WHERE user_id = u.id AND status <> 'rejected'
           AND created_at >= (date_trunc('day', now() AT TIME ZONE $2) AT TIME ZONE $2)) t
      WHERE u.id = $1`,
    [userId, tz],
  );
  const r = rows[0]!;
  return { vipLevel: r.vip_level, times: r.times, amount: r.amount, countToday: r.n, amountToday: r.s };
}

/**
 * Moves a pending withdrawal to its final state. The conditional update is the guard that
 * makes approve/reject happen exactly once: a second call finds no pending row.
 */
export async function closeWithdraw(
  tx: Q,
  id: number,
  status: 'approved' | 'rejected',
  reason: string,
  actor: string,
): Promise<WithdrawDbRow | null> {
  const { rows } = await tx.query<WithdrawDbRow>(
    `UPDATE withdraw_orders SET status = $2, reason = $3, reviewed_by = $4, reviewed_at = now()
      WHERE id = $1 AND status = 'pending' RETURNING *, '' AS account`,
    [id, status, reason, actor],
  );
  return rows[0] ?? null;
}

export async function listWithdraws(
  db: Q,
  f: { userId?: number; status?: string; startDate?: string; endDate?: string; tz: string; page: number; rows: number },
): Promise<{ rows: WithdrawDbRow[]; total: number }> {
  const params: unknown[] = [];
  let where = 'TRUE';
  if (f.userId !== undefined) {
    params.push(f.userId);
    where += ` AND w.user_id = $${params.length}`;
  }
  if (f.status) {
    params.push(f.status);
    where += ` AND w.status = $${params.length}`;
  }
  where += dateRangeSql('w.created_at', params, f.tz, f.startDate, f.endDate);
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM withdraw_orders w WHERE ${where}`, params);
  params.push(f.rows, (f.page - 1) * f.rows);
  const { rows } = await db.query<WithdrawDbRow>(
    `${WITHDRAW_SELECT} WHERE ${where} ORDER BY w.created_at DESC, w.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { rows, total: total.rows[0]?.n ?? 0 };
}

// ---- turnover -------------------------------------------------------------------------------

export interface TurnoverDbRow {
  id: number;
  source: 'deposit' | 'bonus';
  reference: string;
  amount: number;
  require_dml: number;
  valid_dml: number;
  created_at: Date;
}

export async function insertRequirement(
  tx: Q,
  r: { userId: number; source: 'deposit' | 'bonus'; reference: string; amount: number; requireDml: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO turnover_requirements (user_id, source, reference, amount, require_dml) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, reference) DO NOTHING`,
    [r.userId, r.source, r.reference, r.amount, r.requireDml],
  );
}

export async function listRequirements(db: Q, userId: number): Promise<TurnoverDbRow[]> {
  const { rows } = await db.query<TurnoverDbRow>(
    'SELECT * FROM turnover_requirements WHERE user_id = $1 ORDER BY id DESC',
    [userId],
  );
  return rows;
}

export async function findRequirement(db: Q, userId: number, id: number): Promise<TurnoverDbRow | null> {
  const { rows } = await db.query<TurnoverDbRow>('SELECT * FROM turnover_requirements WHERE user_id = $1 AND id = $2', [
    userId,
    id,
  ]);
  return rows[0] ?? null;
}

export async function lockOpenRequirements(tx: pg.PoolClient, userId: number): Promise<TurnoverDbRow[]> {
  const { rows } = await tx.query<TurnoverDbRow>(
    'SELECT * FROM turnover_requirements WHERE user_id = $1 AND valid_dml < require_dml ORDER BY id FOR UPDATE',
    [userId],
  );
  return rows;
}

export async function addValidDml(tx: pg.PoolClient, id: number, add: number): Promise<void> {
  await tx.query('UPDATE turnover_requirements SET valid_dml = valid_dml + $2 WHERE id = $1', [id, add]);
}
