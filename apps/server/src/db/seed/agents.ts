import type { FastifyInstance } from 'fastify';
import { Bill, GAME_ID } from '@sixmark/shared';
import { hashPassword } from '../../lib/password';
import { withTransaction } from '../../lib/tx';
import { settleTurn } from '../../modules/bets';
import { createWallet, postDebits, postLedger } from '../../modules/wallet';
import { DEMO_DOWNLINE_PASSWORD } from './accounts';

/**
 * agent01's demo team (issue 14), on top of the three members the accounts seed puts under it:
 * team001 becomes a sub-agent with its own members and a sub-sub-agent, so the tree has three
 * levels below agent01; agent01 gets two invite links; everyone deposits and bets on the past
 * week's Macau draws, which are settled by the real settlement (so 代理返点 flows up the chain)
 * and then dated back to those draws, so the team overview and its charts have figures for
 * every day. Runs once: skipped when agent01 already has a link.
 */
export const DEMO_TEAM = [
  // account, parent, is agent, rebate
  ['team001', 'agent01', true, 6],
  ['team002', 'agent01', false, 2],
  ['team003', 'agent01', false, 1.5],
  ['team101', 'team001', false, 3],
  ['team102', 'team001', true, 4.5],
  ['team201', 'team102', false, 1],
] as const;

export async function seedAgents(app: FastifyInstance): Promise<void> {
  const { pool, config } = app;
  const companyId = await app.companyId();
  const idOf = async (account: string) =>
    (await pool.query<{ id: string }>('SELECT id FROM users WHERE company_id = $1 AND account = $2', [companyId, account])).rows[0]?.id;
  const agentId = await idOf('agent01');
  if (agentId === undefined) return;
  if ((await pool.query('SELECT 1 FROM agent_links WHERE agent_id = $1 LIMIT 1', [agentId])).rowCount) return;

  const hash = await hashPassword(DEMO_DOWNLINE_PASSWORD, config.scryptLogN);
  const ids = new Map<string, number>([['agent01', Number(agentId)]]);
  await withTransaction(pool, async (tx) => {
    await tx.query('UPDATE users SET rebate = 8 WHERE id = $1', [agentId]);
    for (const [account, parent, isDl, rebate] of DEMO_TEAM) {
      const existing = await idOf(account);
      let id: number;
      if (existing === undefined) {
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO users (company_id, account, password_hash, parent_id) VALUES ($1, $2, $3, $4) RETURNING id`,
          [companyId, account, hash, ids.get(parent)],
        );
        id = Number(rows[0]!.id);
        await createWallet(tx, id);
      } else id = Number(existing);
      ids.set(account, id);
      await tx.query(
        `UPDATE users SET is_dl = $2, rebate = $3, intr_code = CASE WHEN $2 THEN 'A' || upper(account) ELSE intr_code END WHERE id = $1`,
        [id, isDl, rebate],
      );
    }
    const link = await tx.query<{ id: string }>(
      `INSERT INTO agent_links (company_id, agent_id, code, user_type, rebate, remark, visit_count, regist_count)
       VALUES ($1, $2, 'DEMOVIP8', 'member', 3, '朋友圈推广', 36, 2), ($1, $2, 'DEMODL66', 'agent', 6, '代理招募', 12, 1)
       RETURNING id`,
      [companyId, agentId],
    );
    await tx.query('UPDATE users SET spread_link_id = $2 WHERE id = ANY($1)', [[ids.get('team002'), ids.get('team003')], link.rows[0]!.id]);
    await tx.query('UPDATE users SET spread_link_id = $2 WHERE id = $1', [ids.get('team001'), link.rows[1]!.id]);
  });

  // Registrations spread over the past week (the team-size chart grows), each with a deposit.
  const DAY = 86_400_000;
  const registeredAt = new Map<number, Date>();
  for (const [p, [account]] of DEMO_TEAM.entries()) {
    const id = ids.get(account)!;
    const at = new Date(Date.now() - (7 - p) * DAY - 2 * 3_600_000);
    registeredAt.set(id, at);
    await pool.query('UPDATE users SET created_at = $2 WHERE id = $1', [id, at]);
  }
  const bettors = [Number(agentId), ...DEMO_TEAM.map(([account]) => ids.get(account)!)];
  for (const [i, id] of bettors.entries()) {
    await withTransaction(pool, (tx) =>
      postLedger(tx, { userId: id, account: 'money', billType: Bill.manualDeposit, amount: 2_000_000 + i * 500_000, reference: 'demo-team-deposit', remark: '演示充值' }),
    );
  }
  // Each deposit right after its registration (agent01, registered at seed time, a week back).
  await withTransaction(pool, async (tx) => {
    await tx.query('ALTER TABLE wallet_ledger DISABLE TRIGGER wallet_ledger_append_only');
    await tx.query(
      `UPDATE wallet_ledger l SET created_at = CASE WHEN u.created_at > now() - interval '1 day' THEN now() - interval '8 days'
                                                    ELSE u.created_at + interval '30 minutes' END
         FROM users u WHERE u.id = l.user_id AND l.reference = 'demo-team-deposit' AND u.id = ANY($1)`,
      [bettors],
    );
    await tx.query('ALTER TABLE wallet_ledger ENABLE TRIGGER wallet_ledger_append_only');
  });
  const { rows: turns } = await pool.query<{ turn_num: string; draw_at: Date }>(
    `SELECT DISTINCT ON (day) turn_num, draw_at FROM (
        SELECT turn_num, draw_at, floor(extract(epoch FROM now() - draw_at) / 86400) AS day
          FROM lottery_turns WHERE game_id = $1 AND status = 'drawn' AND draw_at > now() - interval '7 days' AND draw_at < now() - interval '1 hour') t
      ORDER BY day, draw_at DESC`,
    [GAME_ID.macau],
  );
  const { rows: odds } = await pool.query<{ odds: string }>(
    `SELECT odds::text FROM bet_odds WHERE company_id = $1 AND game_id = $2 AND price_key = 'TM_NUM'`,
    [companyId, GAME_ID.macau],
  );
  const tmOdds = Number(odds[0]?.odds ?? 47);
  const { rows: accountRows } = await pool.query<{ id: string; account: string }>('SELECT id, account FROM users WHERE id = ANY($1)', [bettors]);
  const accountOf = new Map(accountRows.map((a) => [Number(a.id), a.account]));
  for (const [d, turn] of turns.entries()) {
    const placed: string[] = [];
    for (const [i, userId] of bettors.entries()) {
      // Only members already registered at that draw bet on it.
      const reg = registeredAt.get(userId);
      if (reg && reg.getTime() + 3_600_000 > turn.draw_at.getTime()) continue;
      const n = ((d * 7 + i * 11) % 49) + 1;
      const key = String(n).padStart(2, '0');
      const unit = (10 + ((d + i) % 5) * 10) * 1000;
      const orderNo = `DEMO${turn.turn_num}${String(i).padStart(2, '0')}`;
      await withTransaction(pool, async (tx) => {
        await postDebits(tx, userId, 'money', [{ billType: Bill.lotteryBet, amount: unit, reference: `bet:${orderNo}`, remark: orderNo }]);
        await tx.query(
          `INSERT INTO bet_orders (order_no, company_id, user_id, account, game_id, turn_num, play, selection, lines, bet_info, odds_text, bet_count, unit_amount, total_money, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, 'TM_NUM', $7, $8, $9, $10, 1, $11, $11, $12)`,
          [
            orderNo,
            companyId,
            userId,
            accountOf.get(userId),
            GAME_ID.macau,
            turn.turn_num,
            JSON.stringify({ play: 'TM_NUM', numbers: [n] }),
            JSON.stringify([{ play: 'TM_NUM', key, odds: { TM_NUM: tmOdds } }]),
            key,
            `@${tmOdds}`,
            unit,
            new Date(turn.draw_at.getTime() - 30 * 60_000),
          ],
        );
      });
      placed.push(orderNo);
    }
    await settleTurn({ pool }, GAME_ID.macau, turn.turn_num);
    // Dated back to the draw: the ledger is append-only (its trigger refuses updates), so the
    // demo lifts it for this one statement inside the transaction, as the database owner.
    await withTransaction(pool, async (tx) => {
      await tx.query('UPDATE bet_orders SET settled_at = $2 WHERE order_no = ANY($1)', [placed, turn.draw_at]);
      await tx.query('ALTER TABLE wallet_ledger DISABLE TRIGGER wallet_ledger_append_only');
      await tx.query(
        `UPDATE wallet_ledger SET created_at = CASE WHEN bill_type = $3 THEN $2::timestamptz - interval '30 minutes' ELSE $2::timestamptz END
          WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) AS o WHERE reference LIKE '%:' || o || '%')`,
        [placed, turn.draw_at, Bill.lotteryBet],
      );
      await tx.query('ALTER TABLE wallet_ledger ENABLE TRIGGER wallet_ledger_append_only');
    });
  }
}
