import type pg from 'pg';
import { Bill } from '@sixmark/shared';
import type { LedgerEntry } from '../wallet';

/** One settled order's part in commission: its valid stake and the play's 返水 percentage. */
export interface CommissionInput {
  orderNo: string;
  userId: number;
  /** Valid stake in thousandths. */
  valid: number;
  /** The play's 返水 percent the bettor is paid (its own share). */
  playRebate: number;
}

/**
 * The 代理返点 ledger entries of a settlement batch, in ONE statement for the whole batch (the
 * settlement path is performance-critical): each bettor's ancestors from `agent_path`, the
 * share at each level = max(bettor's own share, every rebate from the parent up to that
 * level), and each ancestor is paid its level's share minus the one below, rounded down to the
 * cent: the same rule as the shared `commissionSplit`. Bettors without an agent produce nothing.
 * The reference `dl-rebate:<orderNo>` is unique per paid user, so a bet pays each ancestor once.
 */
export async function commissionEntries(tx: pg.PoolClient, inputs: readonly CommissionInput[]): Promise<LedgerEntry[]> {
  if (inputs.length === 0) return [];
  const { rows } = await tx.query<{ order_no: string; user_id: string; amount: string }>({
    name: 'agents.commissionEntries',
    text: `WITH o AS (
       SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::numeric[]) AS o(order_no, user_id, valid, play_rebate)
     ), chain AS (
       SELECT o.order_no, o.valid, GREATEST(u.rebate, o.play_rebate) AS base, a.anc, a.k
         FROM o JOIN users u ON u.id = o.user_id AND cardinality(u.agent_path) > 0,
              unnest(u.agent_path) WITH ORDINALITY AS a(anc, k)
     ), shares AS (
       SELECT c.order_no, c.valid, c.base, c.anc, c.k,
              GREATEST(c.base, max(au.rebate) OVER (PARTITION BY c.order_no ORDER BY c.k DESC
                                                    ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)) AS share
         FROM chain c JOIN users au ON au.id = c.anc
     ), diffs AS (
       SELECT order_no, anc, valid,
              share - COALESCE(lag(share) OVER (PARTITION BY order_no ORDER BY k DESC), base) AS diff
         FROM shares
     )
     SELECT order_no, anc AS user_id, (floor(valid * diff / 1000) * 10)::bigint AS amount
       FROM diffs WHERE diff > 0 AND floor(valid * diff / 1000) > 0`,
    values: [
      inputs.map((i) => i.orderNo),
      inputs.map((i) => i.userId),
      inputs.map((i) => i.valid),
      inputs.map((i) => i.playRebate),
    ],
  });
  return rows.map((r) => ({
    userId: Number(r.user_id),
    account: 'money' as const,
    billType: Bill.agentRebate,
    amount: Number(r.amount),
    reference: `dl-rebate:${r.order_no}`,
    remark: `代理返点 ${r.order_no}`,
  }));
}
