import type pg from 'pg';
import { Bill, ErrorCode, milliToYuan, type AdjustRequest } from '@sixmark/shared';
import { audit } from '../../lib/admin';
import { AppError, notFound } from '../../lib/errors';
import { withTransaction } from '../../lib/tx';
import { postLedger } from './ledger';
import { addTurnoverRequirement } from './turnover';

/**
 * Four-eyes rule of manual adjustments (issue 15): an amount of at least the threshold
 * (operator_settings, thousandths, absolute) is stored as a request and applied only when a
 * different operator approves it.
 */
export async function approvalThreshold(db: Pick<pg.Pool, 'query'>): Promise<number> {
  const { rows } = await db.query<{ t: string }>('SELECT adjust_approval_threshold::text AS t FROM operator_settings WHERE id = 1');
  return Number(rows[0]?.t ?? 10_000_000);
}

export async function setApprovalThreshold(pool: pg.Pool, milli: number, actor: string, ip: string): Promise<void> {
  await withTransaction(pool, async (tx) => {
    const before = await approvalThreshold(tx);
    await tx.query('UPDATE operator_settings SET adjust_approval_threshold = $1 WHERE id = 1', [milli]);
    await audit(tx, {
      actor,
      action: 'operator.settings_changed',
      targetType: 'operator_settings',
      targetId: 1,
      detail: { before: { adjustApprovalThreshold: milliToYuan(before) }, after: { adjustApprovalThreshold: milliToYuan(milli) } },
      ip,
    });
  });
}

interface Raw {
  id: number;
  user_id: number;
  account: string;
  amount: string;
  reason: string;
  turnover: 'deposit' | 'bonus' | 'none';
  status: 'pending' | 'approved' | 'rejected';
  requested_by: string;
  requested_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
  reference: string | null;
}

const SELECT = `SELECT r.id::int, r.user_id::int, u.account, r.amount::text, r.reason, r.turnover, r.status, r.requested_by,
                       r.requested_at, r.decided_by, r.decided_at, r.reference
                  FROM adjust_requests r JOIN users u ON u.id = r.user_id`;

const toRequest = (r: Raw): AdjustRequest => ({
  id: r.id,
  userId: r.user_id,
  account: r.account,
  amount: milliToYuan(Number(r.amount)),
  reason: r.reason,
  turnover: r.turnover,
  status: r.status,
  requestedBy: r.requested_by,
  requestedAt: r.requested_at.toISOString(),
  decidedBy: r.decided_by,
  decidedAt: r.decided_at?.toISOString() ?? null,
  reference: r.reference,
});

/** Stores a request for a second operator (audited `wallet.adjust_requested`). */
export async function requestAdjust(
  pool: pg.Pool,
  userId: number,
  body: { amount: number; reason: string; turnover: 'deposit' | 'bonus' | 'none' },
  actor: string,
  ip: string,
): Promise<{ pending: true; requestId: number }> {
  return withTransaction(pool, async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO adjust_requests (user_id, amount, reason, turnover, requested_by) VALUES ($1, $2, $3, $4, $5) RETURNING id::int`,
      [userId, body.amount, body.reason, body.turnover, actor],
    );
    const id = rows[0]!.id;
    await audit(tx, {
      actor,
      action: 'wallet.adjust_requested',
      targetType: 'user',
      targetId: userId,
      detail: { requestId: id, amount: milliToYuan(body.amount), reason: body.reason, turnover: body.turnover },
      ip,
    });
    return { pending: true as const, requestId: id };
  });
}

export async function listAdjustRequests(
  pool: pg.Pool,
  q: { page: number; rows: number; status?: 'pending' | 'approved' | 'rejected' },
): Promise<{ data: AdjustRequest[]; totalCount: number }> {
  const [rows, count] = await Promise.all([
    pool.query<Raw>(`${SELECT} WHERE ($1::text IS NULL OR r.status = $1) ORDER BY r.id DESC LIMIT $2 OFFSET $3`, [q.status ?? null, q.rows, (q.page - 1) * q.rows]),
    pool.query<{ n: number }>('SELECT count(*)::int AS n FROM adjust_requests WHERE ($1::text IS NULL OR status = $1)', [q.status ?? null]),
  ]);
  return { data: rows.rows.map(toRequest), totalCount: count.rows[0]!.n };
}

/**
 * The person behind an actor: `operator:<id>` for a session; every `admin:<name>` is the one
 * static token, whatever name its caller gave, so it counts as one person.
 */
const personOf = (actor: string): string => {
  const m = /^operator:(\d+):/.exec(actor);
  if (m) return `operator:${m[1]}`;
  return actor.startsWith('admin:') ? 'admin' : actor;
};

/**
 * Approves or rejects a pending request. The request row is locked, so of many simultaneous
 * decisions one wins and the rest see it closed; an approval posts the ledger row (reference
 * `adjust-request:<id>`), the turnover requirement and the audit row in the same transaction.
 * `ties` are the actors who created the approver or last set its password: the requester among
 * them knew the approver's password, so that approval would be one person's.
 */
export async function decideAdjust(
  pool: pg.Pool,
  id: number,
  decision: 'approve' | 'reject',
  reason: string,
  actor: string,
  ip: string,
  ties: readonly string[] = [],
): Promise<AdjustRequest> {
  return withTransaction(pool, async (tx) => {
    const { rows } = await tx.query<Raw>(`${SELECT} WHERE r.id = $1 FOR UPDATE OF r`, [id]);
    const req = rows[0];
    if (!req) throw notFound('申请不存在');
    if (req.status !== 'pending') throw new AppError(ErrorCode.OPERATOR_REQUEST_CLOSED);
    const requester = personOf(req.requested_by);
    if (requester === personOf(actor)) throw new AppError(ErrorCode.OPERATOR_OWN_APPROVAL);
    if (decision === 'approve' && ties.some((t) => personOf(t) === requester)) throw new AppError(ErrorCode.OPERATOR_TIED_APPROVAL);
    const amount = Number(req.amount);
    let reference: string | null = null;
    if (decision === 'approve') {
      reference = `adjust-request:${id}`;
      await postLedger(tx, {
        userId: req.user_id,
        account: 'money',
        billType: amount > 0 ? Bill.manualDeposit : Bill.manualDeduction,
        amount,
        reference,
        remark: req.reason,
      });
      if (amount > 0 && req.turnover !== 'none') {
        await addTurnoverRequirement(tx, { userId: req.user_id, source: req.turnover, reference, amount });
      }
    }
    await tx.query(
      `UPDATE adjust_requests SET status = $2, decided_by = $3, decided_at = now(), decision_reason = $4, reference = $5 WHERE id = $1`,
      [id, decision === 'approve' ? 'approved' : 'rejected', actor, reason, reference],
    );
    await audit(tx, {
      actor,
      action: decision === 'approve' ? (amount > 0 ? 'wallet.manual_deposit' : 'wallet.manual_deduction') : 'wallet.adjust_rejected',
      targetType: 'user',
      targetId: req.user_id,
      detail: { requestId: id, requestedBy: req.requested_by, amount: milliToYuan(amount), reason: req.reason, decisionReason: reason, reference },
      ip,
    });
    const after = await tx.query<Raw>(`${SELECT} WHERE r.id = $1`, [id]);
    return toRequest(after.rows[0]!);
  });
}
