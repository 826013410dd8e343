/**
 * Betting-bonus benchmark (`npm run bench` runs it through scripts/bench-bonus.mjs), measured
 * against bare SQL on the same database and pool in the same run (the ratios are what we track):
 *  1. the bonus page (`GET /api/user/betting-bonus`) of a member with many settled bets, with the
 *     hedged-bet rule off and on, against a bare indexed SELECT SUM of the same rows;
 *  2. claim throughput (`POST /api/user/betting-bonus/claim`, distinct members at once) against a
 *     bare claim transaction with the same writes (watermark lock, claim row, wallet, ledger row).
 * Uses TEST_DATABASE_URL (a throw-away database on that server), else an embedded cluster.
 */
import { randomBytes } from 'node:crypto';
import { benchArg, openBenchApp } from './bench-app';
import { Bill } from '@sixmark/shared';
import { withTransaction } from '../src/lib/tx';
import { createWallet, postLedger } from '../src/modules/wallet';

/** Settled orders of the heavy member (a fifth of them 大/小 pairs, the rest 特码). */
const ORDERS = benchArg(0, 10_000);
/** Members claiming at once per run. */
const CLAIMERS = Math.min(benchArg(1, 100), 500);
/** Each page measurement runs this long (requests in flight at once: PAGE_CONCURRENCY). */
const PAGE_RUN_MS = 3_000;
const PAGE_CONCURRENCY = 5;
const POOL = 20;
const GAME = 70;

async function main() {
  const { app, pool, config, close } = await openBenchApp('bonus', POOL);
  const adminHeaders = { 'x-admin-token': config.adminToken };
  try {
    console.log(`betting bonus bench: heavy member ${ORDERS} settled orders, ${CLAIMERS} claimers at once, pool ${POOL}`);
    const companyId = await app.companyId();
    const { rows: users } = await pool.query<{ id: string }>(
      `INSERT INTO users (company_id, account, password_hash)
       SELECT $1, 'bnbench' || i, 'x' FROM generate_series(0, $2) AS i RETURNING id`,
      [companyId, CLAIMERS],
    );
    const tokens: string[] = [];
    for (const u of users) {
      const token = randomBytes(24).toString('base64url');
      tokens.push(token);
      await withTransaction(pool, async (tx) => {
        await createWallet(tx, Number(u.id));
        await postLedger(tx, { userId: Number(u.id), account: 'money', billType: Bill.manualDeposit, amount: 1_000_000_000, reference: 'bench:init' });
        await tx.query(
          `INSERT INTO user_tokens (user_id, token_hash, chat_token_hash, expires_at)
           VALUES ($1, encode(sha256($2::bytea), 'hex'), encode(sha256(($2 || 'c')::bytea), 'hex'), now() + interval '1 day')`,
          [u.id, token],
        );
      });
    }
    const heavy = Number(users[0]!.id);
    /** Settled orders straight into bet_orders (settlement is not what this measures). */
    const settle = (userIds: number[], perUser: number, tag: string) =>
      pool.query(
        `INSERT INTO bet_orders (order_no, company_id, user_id, account, game_id, turn_num, play, selection, lines, bet_info,
                                 bet_count, unit_amount, total_money, status, result, valid_amount, line_results, settled_at)
         SELECT $5 || u || '-' || i, $1, u, 'bench', $2, 'T' || (i / 2), p.play, '{}'::jsonb,
                jsonb_build_array(jsonb_build_object('play', p.play, 'key', p.key, 'odds', '{}'::jsonb)), '',
                1, 10000, 10000, 1, 0, 10000, '{"win":0,"tie":0,"lines":[]}'::jsonb, now()
           FROM unnest($3::bigint[]) AS u, generate_series(1, $4) AS i,
                LATERAL (SELECT CASE WHEN i % 10 < 2 THEN 'TM_LM' ELSE 'TM_NUM' END AS play,
                                CASE WHEN i % 10 = 0 THEN '大' WHEN i % 10 = 1 THEN '小' ELSE lpad((i % 49 + 1)::text, 2, '0') END AS key) p`,
        [companyId, GAME, userIds, perUser, tag],
      );
    const t0 = performance.now();
    await settle([heavy], ORDERS, 'bench-heavy-');
    await pool.query('ANALYZE bet_orders');
    console.log(`  (setup: ${users.length} members, ${ORDERS} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);

    const timeRequests = async (fn: () => Promise<void>) => {
      let done = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: PAGE_CONCURRENCY }, async () => {
          while (performance.now() - started < PAGE_RUN_MS) {
            await fn();
            done++;
          }
        }),
      );
      return done / ((performance.now() - started) / 1000);
    };
    const page = async () => {
      const r = await app.inject({ method: 'GET', url: '/app-api/api/user/betting-bonus', headers: { token: tokens[0]! } });
      if (r.statusCode !== 200) throw new Error(`page: ${r.body}`);
    };
    const bareSum = async () => {
      await pool.query({
        name: 'bench.sum',
        text: 'SELECT COALESCE(SUM(valid_amount), 0) FROM bet_orders WHERE user_id = $1 AND status = 1 AND NOT trial',
        values: [heavy],
      });
    };
    const hedge = async (on: boolean) => {
      const r = await app.inject({ method: 'POST', url: '/app-api/admin/bonus/settings', headers: adminHeaders, payload: { hedgeRule: on } });
      if (r.statusCode !== 200) throw new Error(`settings: ${r.body}`);
    };

    await page();
    await bareSum();
    // Alternate (ours, bare, bare, ours) so a change in the machine's load weighs on both alike.
    const p1 = await timeRequests(page);
    const s1 = await timeRequests(bareSum);
    const s2 = await timeRequests(bareSum);
    const p2 = await timeRequests(page);
    // The hedged-bet rule reads every 注 of the hedge plays: only orders settled while it is on.
    await pool.query('DELETE FROM bonus_hedge_windows');
    await hedge(true);
    await pool.query(`UPDATE bonus_hedge_windows SET starts_at = now() - interval '1 day'`);
    await page();
    const h1 = await timeRequests(page);
    const h2 = await timeRequests(page);
    await hedge(false);
    await pool.query('DELETE FROM bonus_hedge_windows');
    const pageOff = (p1 + p2) / 2;
    const sum = (s1 + s2) / 2;
    const pageOn = (h1 + h2) / 2;
    console.log(`bonus page of a member with ${ORDERS} settled orders (${PAGE_CONCURRENCY} at once)`);
    console.log(`  sixmark, hedge rule off  ${pageOff.toFixed(0)} req/s (route, auth, turnover of both sources, rates, watermarks)`);
    console.log(`  sixmark, hedge rule on   ${pageOn.toFixed(0)} req/s (plus the 注 of the ${Math.round(ORDERS / 5)} 大/小 orders that could cover)`);
    console.log(`  bare indexed SUM         ${sum.toFixed(0)} req/s (the same rows' valid_amount)`);
    console.log(`  ratio off / bare         ${(pageOff / sum).toFixed(3)}`);
    console.log(`  ratio on / bare          ${(pageOn / sum).toFixed(3)}`);

    // ---- claims ----
    const claimers = users.slice(1).map((u) => Number(u.id));
    const runOurs = async () => {
      await settle(claimers, 5, `bench-c${randomBytes(3).toString('hex')}-`);
      const started = performance.now();
      const results = await Promise.all(
        tokens.slice(1).map((token) =>
          app.inject({ method: 'POST', url: '/app-api/api/user/betting-bonus/claim', headers: { token, 'content-type': 'application/json' }, payload: '{}' }),
        ),
      );
      const s = (performance.now() - started) / 1000;
      const okCount = results.filter((r) => r.statusCode === 200).length;
      if (okCount !== claimers.length) throw new Error(`only ${okCount} of ${claimers.length} claims paid: ${results.find((r) => r.statusCode !== 200)?.body}`);
      return claimers.length / s;
    };
    // The same writes without the application: lock the watermark rows, sum the turnover, claim
    // row, wallet credit, ledger row, watermark update; one transaction per member.
    const runBare = async () => {
      const started = performance.now();
      await Promise.all(
        claimers.map(async (id) => {
          const c = await pool.connect();
          try {
            await c.query('BEGIN');
            await c.query('SELECT 1 FROM bonus_watermarks WHERE user_id = $1 ORDER BY category FOR UPDATE', [id]);
            const { rows } = await c.query<{ v: string }>({
              name: 'bench.csum',
              text: 'SELECT COALESCE(SUM(valid_amount), 0)::text AS v FROM bet_orders WHERE user_id = $1 AND status = 1 AND NOT trial',
              values: [id],
            });
            const amount = Math.max(1, Math.floor((Number(rows[0]!.v) * 40) / 10_000));
            const claim = await c.query<{ id: string }>(
              `INSERT INTO bonus_claims (user_id, amount, turnover, detail, auto) VALUES ($1, $2, $3, '[]', false) RETURNING id`,
              [id, amount, Number(rows[0]!.v) || 1],
            );
            const w = await c.query<{ money: string }>('UPDATE wallets SET money = money + $2 WHERE user_id = $1 RETURNING money', [id, amount]);
            await c.query(
              `INSERT INTO wallet_ledger (user_id, account, bill_type, amount, balance_after, reference) VALUES ($1, 'money', $2, $3, $4, $5)`,
              [id, Bill.washCodeRebate, amount, w.rows[0]!.money, `bench-bonus:${claim.rows[0]!.id}`],
            );
            await c.query(`UPDATE bonus_watermarks SET claimed_turnover = claimed_turnover WHERE user_id = $1 AND category = 'lottery'`, [id]);
            await c.query('COMMIT');
          } catch (err) {
            await c.query('ROLLBACK');
            throw err;
          } finally {
            c.release();
          }
        }),
      );
      return claimers.length / ((performance.now() - started) / 1000);
    };
    await runOurs(); // warm (and creates the watermark rows)
    const o1 = await runOurs();
    const b1 = await runBare();
    const b2 = await runBare();
    const o2 = await runOurs();
    const ours = (o1 + o2) / 2;
    const bare = (b1 + b2) / 2;
    console.log(`claims, ${CLAIMERS} distinct members at once`);
    console.log(`  sixmark          ${ours.toFixed(0)} claims/s (route, auth, exclusion check, locks, both sources, rates, ledger)`);
    console.log(`  bare SQL claim   ${bare.toFixed(0)} claims/s (watermark lock, sum, claim row, wallet, ledger row)`);
    console.log(`  ratio            ${(ours / bare).toFixed(3)}`);
  } finally {
    await close();
  }
}

await main();
