import type pg from 'pg';
import { BILL_TYPES, Bill, type BillType } from '@sixmark/shared';

/**
 * Where the money of each bill type comes from or goes to. Every bill type is named here (the
 * `satisfies` makes a new bill type a compile error until someone decides its flow), and
 * `assertMoneyAccounted` checks each flow against the records of the module that owns it, so no
 * bill can put money into a wallet that did not come from the outside, the house or another
 * wallet.
 *
 * - `recharge`: paid in from outside; each row is one successful recharge order, same amount.
 * - `withdrawn`: paid out to a bank; each row is one approved withdrawal, same amount.
 * - `house-in` / `house-out`: paid by or to the house (bonuses, payouts, manual adjustments,
 *   game bets); the net of each (member, reference) has the flow's sign.
 * - `move`: between two accounts of one member (withdrawal freeze, game wallet): each
 *   (member, reference) nets to zero.
 * - `bets`, `hongbao`, `forum`: a module holds the money between the bills; the bills equal what
 *   the module's records say it took and gave back, and it never gives back more than it took.
 * - `unused`: no code posts it; a row is an error.
 */
type Flow = 'recharge' | 'withdrawn' | 'house-in' | 'house-out' | 'move' | 'bets' | 'hongbao' | 'forum' | 'unused';

export const BILL_FLOWS = {
  1: 'recharge',
  2: 'recharge',
  3: 'recharge',
  4: 'recharge',
  5: 'recharge',
  6: 'house-in',
  7: 'bets',
  8: 'bets',
  9: 'bets',
  10: 'bets',
  11: 'move',
  12: 'withdrawn',
  13: 'move',
  14: 'house-out',
  15: 'house-in',
  16: 'house-in',
  17: 'house-in',
  18: 'house-in',
  19: 'house-in',
  20: 'house-in',
  21: 'move',
  22: 'move',
  23: 'house-in',
  24: 'house-out',
  25: 'hongbao',
  26: 'hongbao',
  27: 'hongbao',
  28: 'house-in',
  29: 'house-in',
  30: 'house-in',
  31: 'house-in',
  32: 'unused',
  33: 'move',
  34: 'move',
  35: 'bets',
  36: 'bets',
  37: 'house-in',
  38: 'house-in',
  39: 'unused',
  40: 'forum',
  41: 'forum',
  42: 'forum',
  43: 'forum',
} as const satisfies Record<BillType, Flow>;

const billsOf = (flow: Flow): number[] =>
  Object.entries(BILL_FLOWS)
    .filter(([, f]) => f === flow)
    .map(([b]) => Number(b));

const fail = (what: string, rows: unknown[]) => {
  if (rows.length > 0) throw new Error(`${what}: ${JSON.stringify(rows.slice(0, 5))}`);
};

const big = (v: string | number | null | undefined) => Number(v ?? 0);

/** Asserts that every ledger row of every bill type is accounted for by its flow (see BILL_FLOWS). */
export async function assertMoneyAccounted(pool: pg.Pool): Promise<void> {
  const known = Object.keys(BILL_TYPES).map(Number);
  const q = async <R extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => (await pool.query<R>(sql, params)).rows;

  fail('ledger rows of an unknown or unused bill type', await q('SELECT id, bill_type FROM wallet_ledger WHERE NOT (bill_type = ANY($1)) OR bill_type = ANY($2)', [known, billsOf('unused')]));

  // Recharges: one row per successful order, its amount.
  fail(
    'recharge bills without a successful order of that amount',
    await q(
      `SELECT l.id, l.reference, l.amount, o.amount AS order_amount, o.status FROM wallet_ledger l
         LEFT JOIN recharge_orders o ON 'recharge:' || o.order_no = l.reference AND o.user_id = l.user_id
        WHERE l.bill_type = ANY($1) AND (o.id IS NULL OR o.status <> 'success' OR o.amount <> l.amount)`,
      [billsOf('recharge')],
    ),
  );
  fail(
    'successful recharge orders without exactly one credit',
    await q(
      `SELECT o.order_no, count(l.id) AS n FROM recharge_orders o
         LEFT JOIN wallet_ledger l ON l.reference = 'recharge:' || o.order_no AND l.user_id = o.user_id AND l.bill_type = ANY($1)
        WHERE o.status = 'success' GROUP BY o.order_no HAVING count(l.id) <> 1`,
      [billsOf('recharge')],
    ),
  );

  // Withdrawals paid out: one row per approved order, minus its amount.
  fail(
    'withdrawal payouts without an approved order of that amount',
    await q(
      `SELECT l.id, l.reference, l.amount FROM wallet_ledger l
         LEFT JOIN withdraw_orders o ON 'withdraw-paid:' || o.order_no = l.reference AND o.user_id = l.user_id
        WHERE l.bill_type = ANY($1) AND (o.id IS NULL OR o.status <> 'approved' OR o.amount <> -l.amount)`,
      [billsOf('withdrawn')],
    ),
  );

  // House flows keep their direction per member and reference (a reversal nets against its credit).
  for (const [flow, sign] of [['house-in', 1], ['house-out', -1]] as const) {
    fail(
      `${flow} bills with the wrong direction`,
      await q(
        `SELECT user_id, reference, sum(amount) AS net FROM wallet_ledger WHERE bill_type = ANY($1)
          GROUP BY user_id, reference HAVING sign(sum(amount)) = $2`,
        [billsOf(flow), -sign],
      ),
    );
  }

  // Moves between one member's accounts net to zero.
  fail(
    'account moves that do not net to zero',
    await q(
      `SELECT user_id, reference, sum(amount) AS net FROM wallet_ledger WHERE bill_type = ANY($1)
        GROUP BY user_id, reference HAVING sum(amount) <> 0`,
      [billsOf('move')],
    ),
  );

  // Bets: the stake of every order taken once; refunds within the stake; payouts never negative.
  const stakes = [Bill.lotteryBet, Bill.chaseBet];
  const refunds = [Bill.lotteryCancelRefund, Bill.drawRefund, Bill.chaseCancelRefund];
  fail(
    'bet bills of no order',
    await q(
      `SELECT l.id, l.reference FROM wallet_ledger l LEFT JOIN bet_orders o ON o.order_no = split_part(l.reference, ':', 2) AND o.user_id = l.user_id
        WHERE l.bill_type = ANY($1) AND o.id IS NULL`,
      [billsOf('bets')],
    ),
  );
  fail(
    'bet orders whose bills do not match the stake',
    await q(
      `SELECT o.order_no, o.total_money, s.staked, s.refunded, s.paid FROM bet_orders o
         LEFT JOIN LATERAL (
           SELECT COALESCE(sum(amount) FILTER (WHERE bill_type = ANY($1)), 0) AS staked,
                  COALESCE(sum(amount) FILTER (WHERE bill_type = ANY($2)), 0) AS refunded,
                  COALESCE(sum(amount) FILTER (WHERE bill_type = $3), 0) AS paid
             FROM wallet_ledger l WHERE l.user_id = o.user_id AND split_part(l.reference, ':', 2) = o.order_no AND l.bill_type = ANY($4)
         ) s ON true
        WHERE s.staked <> -o.total_money OR s.refunded < 0 OR s.refunded > o.total_money OR s.paid < 0`,
      [stakes, refunds, Bill.lotteryPayout, billsOf('bets')],
    ),
  );

  // Red packets: what senders paid less what was grabbed and returned is what unclaimed shares hold.
  const [hb] = await q<{ net: string; held: string }>(
    `SELECT (SELECT COALESCE(sum(amount), 0) FROM wallet_ledger WHERE bill_type = ANY($1)) AS net,
            (SELECT COALESCE(sum(amount), 0) FROM hongbao_shares WHERE user_id IS NULL AND NOT refunded) AS held`,
    [billsOf('hongbao')],
  );
  if (big(hb!.net) !== -big(hb!.held)) throw new Error(`red packet bills net ${hb!.net}, unclaimed shares hold ${hb!.held}`);

  // Forum unlocks: each bill equals the unlock records, and no unlock pays out more than it took.
  const [fu] = await q<{ unlock: string; income: string; refund: string; reversal: string; price: string; released: string; refunded: string; reversed: string }>(
    `SELECT (SELECT COALESCE(sum(amount), 0) FROM wallet_ledger WHERE bill_type = $1) AS unlock,
            (SELECT COALESCE(sum(amount), 0) FROM wallet_ledger WHERE bill_type = $2) AS income,
            (SELECT COALESCE(sum(amount), 0) FROM wallet_ledger WHERE bill_type = $3) AS refund,
            (SELECT COALESCE(sum(amount), 0) FROM wallet_ledger WHERE bill_type = $4) AS reversal,
            COALESCE(sum(price), 0) AS price,
            COALESCE(sum(author_share) FILTER (WHERE released_at IS NOT NULL), 0) AS released,
            COALESCE(sum(refunded), 0) AS refunded, COALESCE(sum(reversed), 0) AS reversed
       FROM forum_unlocks`,
    [Bill.forumUnlock, Bill.forumUnlockIncome, Bill.forumUnlockRefund, Bill.forumIncomeReversal],
  );
  const f = fu!;
  const expected = { unlock: -big(f.price), income: big(f.released), refund: big(f.refunded), reversal: -big(f.reversed) };
  const actual = { unlock: big(f.unlock), income: big(f.income), refund: big(f.refund), reversal: big(f.reversal) };
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new Error(`forum bills ${JSON.stringify(actual)} do not match the unlocks ${JSON.stringify(expected)}`);
  fail(
    'forum unlocks that paid out more than they took',
    await q(
      `SELECT id, price, refunded, author_share, reversed, released_at FROM forum_unlocks
        WHERE refunded + CASE WHEN released_at IS NULL THEN 0 ELSE author_share - reversed END > price`,
    ),
  );
}
