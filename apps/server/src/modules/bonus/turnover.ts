import type pg from 'pg';
import type { BonusCategory } from '@sixmark/shared';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;

/**
 * A source of valid turnover for the betting bonus: a member's lifetime valid turnover per
 * category (thousandths; settled bets only, cancelled, tied and voided stakes excluded), and
 * the members with turnover settled since an instant (for the daily payout). The lottery source
 * is below; provider games plug in a second source from modules/games (see modules/index.ts).
 */
export interface TurnoverSource {
  name: string;
  totals: (db: Q, userId: number) => Promise<Partial<Record<BonusCategory, number>>>;
  activeSince: (db: Q, companyId: number, since: Date) => Promise<number[]>;
}

/** Lottery bets (bets module, bet_orders): settled (status 1), non-trial, `valid_amount` excludes ties. */
export const lotteryTurnover: TurnoverSource = {
  name: 'lottery',
  totals: async (db, userId) => {
    const { rows } = await db.query<{ v: string }>(
      `SELECT COALESCE(SUM(valid_amount), 0)::text AS v FROM bet_orders WHERE user_id = $1 AND status = 1 AND NOT trial`,
      [userId],
    );
    return { lottery: Number(rows[0]?.v ?? 0) };
  },
  activeSince: async (db, companyId, since) => {
    const { rows } = await db.query<{ user_id: string }>(
      `SELECT DISTINCT user_id FROM bet_orders
        WHERE company_id = $1 AND status = 1 AND NOT trial AND valid_amount > 0 AND settled_at >= $2`,
      [companyId, since],
    );
    return rows.map((r) => Number(r.user_id));
  },
};

/** Sums every source into one total per category. */
export async function turnoverTotals(
  db: Q,
  sources: readonly TurnoverSource[],
  userId: number,
): Promise<Partial<Record<BonusCategory, number>>> {
  const out: Partial<Record<BonusCategory, number>> = {};
  for (const s of sources) {
    const t = await s.totals(db, userId);
    for (const [c, v] of Object.entries(t) as [BonusCategory, number][]) out[c] = (out[c] ?? 0) + v;
  }
  return out;
}
