import type pg from 'pg';
import { Bill, OPERATOR_LIMITS, milliToYuan, startOfSystemDay, systemDayRange, formatSystemTime, type Dashboard, type DashboardFigures } from '@sixmark/shared';

/** Ledger bill types behind each figure (docs/operators.md "Dashboard"). */
export const DASHBOARD_BILLS = {
  deposits: [Bill.transferRecharge, Bill.onlinePayment, Bill.qrRecharge, Bill.virtualCurrencyRecharge, Bill.thirdPartyRecharge, Bill.manualDeposit],
  withdrawals: [Bill.withdrawRequest, Bill.withdrawRejected],
  stakes: [Bill.lotteryBet, Bill.chaseBet],
  stakeRefunds: [Bill.lotteryCancelRefund, Bill.chaseCancelRefund],
  payouts: [Bill.lotteryPayout, Bill.drawRefund],
} as const;

interface DayRow {
  day: string;
  registrations: number;
  active: number;
  deposits: string;
  deposit_count: number;
  withdrawals: string;
  withdrawal_count: number;
  stakes: string;
  stake_count: number;
  payouts: string;
}

/**
 * Today and the last OPERATOR_LIMITS.trendDays days, grouped by the system time zone's day
 * (`AT TIME ZONE`, so DST days have their real length). Members only (trial accounts left
 * out). Amounts in yuan from the ledger's thousandths.
 */
export async function dashboard(pool: pg.Pool, tz: string, now = Date.now()): Promise<Dashboard> {
  const days = OPERATOR_LIMITS.trendDays;
  const today = formatSystemTime(now, 'YYYY-MM-DD', tz);
  const first = formatSystemTime(startOfSystemDay(now, tz) - (days - 1) * 86_400_000 + 12 * 3_600_000, 'YYYY-MM-DD', tz);
  const start = new Date(systemDayRange(first, tz).start);
  const end = new Date(systemDayRange(today, tz).end);
  const B = DASHBOARD_BILLS;
  const { rows } = await pool.query<DayRow>(
    `WITH days AS (
       SELECT to_char(d, 'YYYY-MM-DD') AS day FROM generate_series($3::date, $4::date, interval '1 day') d
     ), ledger AS (
       SELECT to_char(l.created_at AT TIME ZONE $5, 'YYYY-MM-DD') AS day, l.user_id, l.bill_type, l.amount
         FROM wallet_ledger l JOIN users u ON u.id = l.user_id AND u.type = 'NORMAL'
        WHERE l.created_at >= $1 AND l.created_at < $2 AND l.account = 'money'
     ), money AS (
       SELECT day,
              COALESCE(sum(amount) FILTER (WHERE bill_type = ANY($6)), 0) AS deposits,
              count(*) FILTER (WHERE bill_type = ANY($6))::int AS deposit_count,
              COALESCE(-sum(amount) FILTER (WHERE bill_type = ANY($7)), 0) AS withdrawals,
              count(*) FILTER (WHERE bill_type = $11)::int AS withdrawal_count,
              COALESCE(-sum(amount) FILTER (WHERE bill_type = ANY($8) OR bill_type = ANY($9)), 0) AS stakes,
              count(*) FILTER (WHERE bill_type = ANY($8))::int AS stake_count,
              COALESCE(sum(amount) FILTER (WHERE bill_type = ANY($10)), 0) AS payouts
         FROM ledger GROUP BY day
     ), regs AS (
       SELECT to_char(created_at AT TIME ZONE $5, 'YYYY-MM-DD') AS day, count(*)::int AS n
         FROM users WHERE type = 'NORMAL' AND created_at >= $1 AND created_at < $2 GROUP BY 1
     ), active AS (
       SELECT day, count(DISTINCT user_id)::int AS n FROM (
         SELECT day, user_id FROM ledger
         UNION ALL
         SELECT to_char(t.created_at AT TIME ZONE $5, 'YYYY-MM-DD'), t.user_id
           FROM user_tokens t JOIN users u ON u.id = t.user_id AND u.type = 'NORMAL'
          WHERE t.created_at >= $1 AND t.created_at < $2
       ) a GROUP BY day
     )
     SELECT days.day, COALESCE(regs.n, 0) AS registrations, COALESCE(active.n, 0) AS active,
            COALESCE(money.deposits, 0)::text AS deposits, COALESCE(money.deposit_count, 0) AS deposit_count,
            COALESCE(money.withdrawals, 0)::text AS withdrawals, COALESCE(money.withdrawal_count, 0) AS withdrawal_count,
            COALESCE(money.stakes, 0)::text AS stakes, COALESCE(money.stake_count, 0) AS stake_count,
            COALESCE(money.payouts, 0)::text AS payouts
       FROM days LEFT JOIN money USING (day) LEFT JOIN regs USING (day) LEFT JOIN active USING (day)
      ORDER BY days.day`,
    [start, end, first, today, tz, B.deposits, B.withdrawals, B.stakes, B.stakeRefunds, B.payouts, Bill.withdrawRequest],
  );
  const trend: DashboardFigures[] = rows.map((r) => {
    const stakes = Number(r.stakes);
    const payouts = Number(r.payouts);
    return {
      day: r.day,
      registrations: r.registrations,
      activeUsers: r.active,
      deposits: milliToYuan(Number(r.deposits)),
      depositCount: r.deposit_count,
      withdrawals: milliToYuan(Number(r.withdrawals)),
      withdrawalCount: r.withdrawal_count,
      bets: milliToYuan(stakes),
      betCount: r.stake_count,
      payouts: milliToYuan(payouts),
      ggr: milliToYuan(stakes - payouts),
    };
  });
  const [online, pending] = await Promise.all([
    pool.query<{ n: number }>(
      `SELECT count(DISTINCT t.user_id)::int AS n FROM user_tokens t JOIN users u ON u.id = t.user_id AND u.type = 'NORMAL'
        WHERE t.revoked_at IS NULL AND t.expires_at > now()`,
    ),
    pool.query<{ r: number; w: number; a: number }>(
      `SELECT (SELECT count(*) FROM recharge_orders WHERE status = 'processing')::int AS r,
              (SELECT count(*) FROM withdraw_orders WHERE status = 'pending')::int AS w,
              (SELECT count(*) FROM adjust_requests WHERE status = 'pending')::int AS a`,
    ),
  ]);
  return {
    timeZone: tz,
    today: trend[trend.length - 1]!,
    trend,
    onlineUsers: online.rows[0]!.n,
    pendingReviews: { recharges: pending.rows[0]!.r, withdrawals: pending.rows[0]!.w, adjustRequests: pending.rows[0]!.a },
  };
}
