import type pg from 'pg';
import { ErrorCode, withdrawRiskFlags, type AdminWithdrawReview } from '@sixmark/shared';
import { milliToYuan } from '@sixmark/shared/domain/money';
import { AppError } from '../../lib/errors';
import { withdrawRiskThresholds } from '../system';
import { turnoverOf } from './turnover';
import * as repo from './wallet.repo';

interface Facts {
  created_at: Date;
  status: string;
  company_id: number;
  deposits: string;
  withdrawn: string;
  newest_bank_at: Date | null;
  register_ip: string | null;
  exclusion_ends_at: Date | null;
  exclusion_kind: 'cooloff' | 'self' | null;
}

/**
 * What an operator needs beside a withdrawal (issue 15): the member's turnover audit (the
 * `turnoverOf` numbers the member's `/valid-withdraw` page shows) and the risk flags of
 * `withdrawRiskFlags`. The registration IP is the IP of the member's first session (sign-up
 * signs in); other members of the company whose first session came from it are listed.
 * Read-only.
 */
export async function withdrawReview(pool: pg.Pool, id: number, now = Date.now()): Promise<AdminWithdrawReview> {
  const w = await repo.findWithdraw(pool, id);
  if (!w) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  const [turnover, factsRes] = await Promise.all([
    turnoverOf(pool, w.user_id),
    pool.query<Facts>(
      `SELECT u.created_at, u.status, u.company_id::int AS company_id,
              (SELECT coalesce(sum(amount), 0) FROM recharge_orders WHERE user_id = u.id AND status = 'success')::text AS deposits,
              (SELECT coalesce(sum(amount), 0) FROM withdraw_orders WHERE user_id = u.id AND status = 'approved')::text AS withdrawn,
              (SELECT max(created_at) FROM user_banks WHERE user_id = u.id) AS newest_bank_at,
              (SELECT ip FROM user_tokens WHERE user_id = u.id ORDER BY id LIMIT 1) AS register_ip,
              e.ends_at AS exclusion_ends_at, e.kind AS exclusion_kind
         FROM users u
         LEFT JOIN LATERAL (SELECT ends_at, kind FROM safer_play_exclusions
                             WHERE user_id = u.id AND starts_at <= to_timestamp($2 / 1000.0) AND ends_at > to_timestamp($2 / 1000.0)
                             ORDER BY ends_at DESC LIMIT 1) e ON true
        WHERE u.id = $1`,
      [w.user_id, now],
    ),
  ]);
  const f = factsRes.rows[0]!;
  // Read on every review, so a threshold an operator changes applies to the next one opened.
  const thresholds = await withdrawRiskThresholds(pool, f.company_id);
  const registerIp = f.register_ip ?? '';
  const sameIp = registerIp
    ? (
        await pool.query<{ account: string }>(
          `SELECT o.account FROM users o
             JOIN LATERAL (SELECT ip FROM user_tokens WHERE user_id = o.id ORDER BY id LIMIT 1) t ON true
            WHERE o.company_id = (SELECT company_id FROM users WHERE id = $1) AND o.id <> $1 AND t.ip = $2
            ORDER BY o.id LIMIT 20`,
          [w.user_id, registerIp],
        )
      ).rows.map((r) => r.account)
    : [];
  const deposits = Number(f.deposits);
  const frozen = f.status === 'disabled';
  const flags = withdrawRiskFlags({
    now,
    accountCreatedAt: f.created_at.getTime(),
    withdrawAmount: w.amount,
    totalDeposits: deposits,
    newestBankAt: f.newest_bank_at?.getTime() ?? null,
    sameIpMembers: sameIp.length,
    registerIp,
    exclusionEndsAt: f.exclusion_ends_at?.getTime() ?? null,
    exclusionKind: f.exclusion_kind,
    frozen,
    turnoverMet: turnover.yetWithdraw,
  }, thresholds);
  const { missingMilli: _missing, ...audit } = turnover;
  return {
    withdrawId: w.id,
    userId: w.user_id,
    account: w.account,
    turnover: audit,
    facts: {
      accountCreatedAt: f.created_at.toISOString(),
      totalDeposits: milliToYuan(deposits),
      totalWithdrawn: milliToYuan(Number(f.withdrawn)),
      newestBankAt: f.newest_bank_at?.toISOString() ?? null,
      registerIp,
      sameIpAccounts: sameIp,
      exclusionEndsAt: f.exclusion_ends_at?.toISOString() ?? null,
      frozen,
    },
    flags,
  };
}
