import type pg from 'pg';
import { HEDGE_MIN_LINES, HEDGE_PLAYS, hedgeReduction, type BonusCategory, type HedgeLine } from '@sixmark/shared';

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

/**
 * The valid 注 of a member's lottery orders settled while the operator had the hedged-bet rule on
 * (`bonus_hedge_windows`), in the plays that have hedge groups: a tied 注 (in `line_results`) is
 * left out, as it is no valid turnover. One small query for a company that never enabled it.
 * The 注 are expanded here rather than in SQL: jsonb set-returning functions make the planner
 * estimate far too many rows and JIT-compile a query that reads a few thousand rows.
 */
export async function hedgeLines(db: Q, userId: number): Promise<HedgeLine[]> {
  const windows = await db.query<{ s: Date; e: Date | null }>(
    `SELECT w.starts_at AS s, w.ends_at AS e FROM bonus_hedge_windows w JOIN users u ON u.company_id = w.company_id WHERE u.id = $1`,
    [userId],
  );
  if (windows.rows.length === 0) return [];
  // Only periods and plays with at least as many valid 注 as the play's smallest group can hold a
  // full cover: their 注 are read, the rest is counted in SQL (most members never cover).
  const { rows } = await db.query<{ period: string; play: HedgeLine['play']; stake: number; lines: { key: string }[]; lr: { i: number; o: string }[] | null }>(
    `WITH o AS (
       SELECT o.id, o.game_id, o.turn_num, o.play, o.bet_count FROM bet_orders o
        WHERE o.user_id = $1 AND o.status = 1 AND NOT o.trial AND o.play = ANY($2::text[])
          AND EXISTS (SELECT 1 FROM unnest($3::timestamptz[], $4::timestamptz[]) AS w(s, e)
                       WHERE o.settled_at >= w.s AND (w.e IS NULL OR o.settled_at < w.e))),
     c AS (
       SELECT o.game_id, o.turn_num, o.play FROM o JOIN unnest($2::text[], $5::int[]) AS m(play, n) ON m.play = o.play
        GROUP BY o.game_id, o.turn_num, o.play, m.n HAVING sum(o.bet_count) >= m.n)
     SELECT b.game_id || ':' || b.turn_num AS period, b.play, b.unit_amount::float8 AS stake, b.lines, b.line_results->'lines' AS lr
       FROM o JOIN c USING (game_id, turn_num, play) JOIN bet_orders b ON b.id = o.id`,
    [userId, HEDGE_PLAYS, windows.rows.map((w) => w.s), windows.rows.map((w) => w.e), HEDGE_MIN_LINES],
  );
  const out: HedgeLine[] = [];
  for (const o of rows) {
    const tied = new Set((o.lr ?? []).filter((r) => r.o === 'tie').map((r) => r.i));
    o.lines.forEach((line, i) => {
      if (!tied.has(i)) out.push({ period: o.period, play: o.play, key: line.key, stake: o.stake });
    });
  }
  return out;
}

/**
 * Lottery bets (bets module, bet_orders): settled (status 1), non-trial, `valid_amount` excludes
 * ties; minus the risk-free part of full covers settled while the hedged-bet rule was on.
 */
export const lotteryTurnover: TurnoverSource = {
  name: 'lottery',
  totals: async (db, userId) => {
    const { rows } = await db.query<{ v: string }>(
      `SELECT COALESCE(SUM(valid_amount), 0)::text AS v FROM bet_orders WHERE user_id = $1 AND status = 1 AND NOT trial`,
      [userId],
    );
    const hedged = hedgeReduction(await hedgeLines(db, userId));
    return { lottery: Number(rows[0]?.v ?? 0) - hedged };
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
