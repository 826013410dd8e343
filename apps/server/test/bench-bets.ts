/**
 * Betting benchmark (`npm run bench` runs it through scripts/bench-bets.mjs):
 * 1. bets placed per second by 1,000 users through the real placement (route, validation,
 *    pricing, exposure, ledger, idempotency) against a bare SQL transaction doing the same writes;
 * 2. settlement of 100,000 bets of one period against a set-based SQL settlement of the same.
 * Both sides run in the same process on the same database and pool size, so the ratios are what
 * to read; absolute numbers depend on the machine. Uses TEST_DATABASE_URL
 * (a throw-away database on that server), else an embedded cluster in a temporary folder.
 */
import { randomBytes } from 'node:crypto';
import { benchArg, openBenchApp } from './bench-app';
import { Bill, defaultOdds, tablesForDrawDate } from '@sixmark/shared';
import { settleTurn } from '../src/modules/bets';
import { createWallet, postLedger } from '../src/modules/wallet';
import { withTransaction } from '../src/lib/tx';
import { drawPeriod, openPeriod } from './bets';

// Sizes come as arguments from scripts/bench-bets.mjs (users, bets per user, bets to settle).
const USERS = benchArg(0, 1000);
const BETS_PER_USER = benchArg(1, 3);
const SETTLE_BETS = benchArg(2, 100_000);
// Agents (issue 14): with N > 0 every bench user sits under a chain of N agents, so settlement
// also pays 代理返点 to each of them (BENCH_AGENT_CHAIN in scripts/bench-bets.mjs; default none).
const AGENT_CHAIN = Number(process.argv[5]) > 0 ? Math.min(Number(process.argv[5]), 10) : 0;
const POOL = 20;

async function main() {
  const { app, pool, close } = await openBenchApp('bets', POOL);
  try {
    console.log(
      `bets bench: ${USERS} users × ${BETS_PER_USER} bets, settlement of ${SETTLE_BETS} bets, pool ${POOL}`,
    );
    const companyId = await app.companyId();

    /* ---------- users ---------- */
    const { rows: users } = await pool.query<{ id: string; account: string }>(
      `INSERT INTO users (company_id, account, password_hash)
       SELECT $1, 'bench' || i, 'x' FROM generate_series(1, $2) AS i RETURNING id, account`,
      [companyId, USERS],
    );
    const tokens: string[] = [];
    for (const u of users) {
      const token = randomBytes(24).toString('base64url');
      tokens.push(token);
      await withTransaction(pool, async (tx) => {
        await createWallet(tx, Number(u.id));
        await postLedger(tx, {
          userId: Number(u.id),
          account: 'money',
          billType: Bill.manualDeposit,
          amount: 100_000_000,
          reference: 'bench:init',
        });
        await tx.query(
          `INSERT INTO user_tokens (user_id, token_hash, chat_token_hash, expires_at)
           VALUES ($1, encode(sha256($2::bytea), 'hex'), encode(sha256(($2 || 'c')::bytea), 'hex'), now() + interval '1 day')`,
          [u.id, token],
        );
      });
    }

    if (AGENT_CHAIN > 0) {
      let parent: number | null = null;
      for (let level = 0; level < AGENT_CHAIN; level++) {
        const { rows }: { rows: { id: string }[] } = await pool.query<{ id: string }>(
          `INSERT INTO users (company_id, account, password_hash, is_dl, parent_id, rebate) VALUES ($1, $2, 'x', true, $3, $4) RETURNING id`,
          [companyId, `benchdl${level}`, parent, 9 - level],
        );
        parent = Number(rows[0]!.id);
        await withTransaction(pool, (tx) => createWallet(tx, parent!));
      }
      await pool.query(`UPDATE users SET parent_id = $1, rebate = 0.5 WHERE account LIKE 'bench%' AND account NOT LIKE 'benchdl%'`, [parent]);
      console.log(`  every bettor under a chain of ${AGENT_CHAIN} agents (commission paid to each)`);
    }

    /* ---------- placement ---------- */
    const runOurs = async (turnNum: string, tag: string) => {
      const started = performance.now();
      let failed = 0;
      await Promise.all(
        users.map(async (_, ui) => {
          for (let i = 0; i < BETS_PER_USER; i++) {
            const res = await app.inject({
              method: 'POST',
              url: '/app-api/api/cp/bet',
              headers: { token: tokens[ui]! },
              payload: {
                gameId: 70,
                turnNum,
                idempotencyKey: `bench-${tag}-${ui}-${i}`,
                items: [{ selection: { play: 'TM_NUM', numbers: [((ui + i) % 49) + 1] }, unitAmount: 1 }],
              },
            });
            if (res.statusCode !== 200) {
              if (failed++ === 0) console.log(`  first refusal: ${res.statusCode} ${res.body}`);
            }
          }
        }),
      );
      const s = (performance.now() - started) / 1000;
      return { rate: (USERS * BETS_PER_USER - failed) / s, failed };
    };
    const tables = tablesForDrawDate(Date.now());
    const tmOdds = defaultOdds(tables).TM_NUM!;
    // The same writes without the application: idempotency key, period check, exposure upsert,
    // wallet lock and debit, ledger row, order row, in one transaction per bet.
    const runBare = async (turnNum: string, tag: string) => {
      const started = performance.now();
      await Promise.all(
        users.map(async (u, ui) => {
          for (let i = 0; i < BETS_PER_USER; i++) {
            const num = ((ui + i) % 49) + 1;
            const orderNo = `X${tag}${ui}-${i}`;
            const line = JSON.stringify([
              { play: 'TM_NUM', key: String(num).padStart(2, '0'), odds: { TM_NUM: tmOdds } },
            ]);
            const c = await pool.connect();
            try {
              await c.query('BEGIN');
              await c.query(
                `INSERT INTO idempotency_keys (user_id, key, scope, request_hash) VALUES ($1, $2, 'bet', 'h')`,
                [u.id, `bench-${tag}-${ui}-${i}`],
              );
              await c.query(
                `SELECT 1 FROM lottery_turns WHERE game_id = 70 AND turn_num = $1 AND status = 'open' FOR SHARE`,
                [turnNum],
              );
              await c.query(
                `INSERT INTO bet_exposure (company_id, game_id, turn_num, key, stake, payout) VALUES ($1, 70, $2, $3, 1000, 48000)
                 ON CONFLICT (company_id, game_id, turn_num, key) DO UPDATE SET stake = bet_exposure.stake + 1000, payout = bet_exposure.payout + 48000`,
                [companyId, turnNum, `TM_NUM:${num}`],
              );
              const w = await c.query<{ money: number }>(
                'UPDATE wallets SET money = money - 1000 WHERE user_id = $1 RETURNING money',
                [u.id],
              );
              await c.query(
                `INSERT INTO wallet_ledger (user_id, account, bill_type, amount, balance_after, reference) VALUES ($1, 'money', 7, -1000, $2, $3)`,
                [u.id, w.rows[0]!.money, `bet:${orderNo}`],
              );
              await c.query(
                `INSERT INTO bet_orders (order_no, company_id, user_id, account, game_id, turn_num, play, selection, lines, bet_info, bet_count, unit_amount, total_money)
                 VALUES ($1, $2, $3, $4, 70, $5, 'TM_NUM', $6, $7, $8, 1, 1000, 1000)`,
                [
                  orderNo,
                  companyId,
                  u.id,
                  u.account,
                  turnNum,
                  JSON.stringify({ play: 'TM_NUM', numbers: [num] }),
                  line,
                  String(num),
                ],
              );
              await c.query(
                `UPDATE idempotency_keys SET status_code = 200, response = '{}' WHERE user_id = $1 AND key = $2`,
                [u.id, `bench-${tag}-${ui}-${i}`],
              );
              await c.query('COMMIT');
            } catch (err) {
              await c.query('ROLLBACK');
              throw err;
            } finally {
              c.release();
            }
          }
        }),
      );
      return (USERS * BETS_PER_USER) / ((performance.now() - started) / 1000);
    };
    const turnA = await openPeriod(app, 70);
    await runOurs(turnA, 'warm');
    // Alternate (ours, bare, bare, ours) so a change in the machine's load weighs on both alike.
    const o1 = await runOurs(turnA, 'o1');
    const b1 = await runBare(turnA, 'b1');
    const b2 = await runBare(turnA, 'b2');
    const o2 = await runOurs(turnA, 'o2');
    const ours = (o1.rate + o2.rate) / 2;
    const bare = (b1 + b2) / 2;
    console.log('bet placement (1 注 per bet, concurrent users, each user sequential)');
    console.log(`  sixmark          ${ours.toFixed(0)} bets/s (refused ${o1.failed + o2.failed})`);
    console.log(`  bare SQL tx      ${bare.toFixed(0)} bets/s`);
    console.log(`  ratio            ${(ours / bare).toFixed(3)} (target >= 0.5)`);

    /* ---------- settlement ---------- */
    const seedPeriod = async (gameId: number) => {
      const turnNum = await openPeriod(app, gameId);
      await pool.query(
        `INSERT INTO bet_orders (order_no, company_id, user_id, account, game_id, turn_num, play, selection, lines, bet_info, bet_count, unit_amount, total_money)
         SELECT 'S' || $2::text || '-' || i, $1, u.id, u.account, $2::int, $3, 'TM_NUM', jsonb_build_object('play', 'TM_NUM', 'numbers', jsonb_build_array(i % 49 + 1)),
                jsonb_build_array(jsonb_build_object('play', 'TM_NUM', 'key', lpad((i % 49 + 1)::text, 2, '0'), 'odds', jsonb_build_object('TM_NUM', $4::float8))),
                (i % 49 + 1)::text, 1, 1000, 1000
           FROM generate_series(0, $5 - 1) AS i JOIN (SELECT id, account, row_number() OVER (ORDER BY id) - 1 AS rn FROM users WHERE account LIKE 'bench%' AND NOT is_dl) u
             ON u.rn = i % $6`,
        [companyId, gameId, turnNum, tmOdds, SETTLE_BETS, USERS],
      );
      await drawPeriod(pool, gameId, turnNum, [1, 2, 3, 4, 5, 6, 7]);
      return turnNum;
    };
    const turnS = await seedPeriod(90);
    let started = performance.now();
    const settled = await settleTurn({ pool }, 90, turnS);
    const oursSettle = settled / ((performance.now() - started) / 1000);

    const turnB = await seedPeriod(110);
    started = performance.now();
    // Set-based baseline: one UPDATE for all orders, one INSERT for the payout rows, one UPDATE
    // of the wallets (the special decides TM_NUM: stake × odds for the number drawn).
    await withTransaction(pool, async (tx) => {
      await tx.query(
        `UPDATE bet_orders o SET status = 1, result = CASE WHEN (o.lines->0->>'key')::int = 7 THEN 1 ELSE 0 END,
                reward = CASE WHEN (o.lines->0->>'key')::int = 7 THEN round(o.unit_amount * (o.lines->0->'odds'->>'TM_NUM')::numeric / 10) * 10 ELSE 0 END,
                valid_amount = o.total_money, settled_numbers = '{1,2,3,4,5,6,7}', settle_version = 1, settled_at = now()
          WHERE o.game_id = 110 AND o.turn_num = $1 AND o.status = 0`,
        [turnB],
      );
      await tx.query(
        `WITH pay AS (SELECT user_id, sum(reward) AS amount FROM bet_orders WHERE game_id = 110 AND turn_num = $1 AND reward > 0 GROUP BY user_id),
              w AS (UPDATE wallets SET money = money + pay.amount FROM pay WHERE wallets.user_id = pay.user_id RETURNING wallets.user_id, wallets.money)
         INSERT INTO wallet_ledger (user_id, account, bill_type, amount, balance_after, reference)
         SELECT o.user_id, 'money', 8, o.reward, w.money, 'bench-pay:' || o.order_no
           FROM bet_orders o JOIN w ON w.user_id = o.user_id WHERE o.game_id = 110 AND o.turn_num = $1 AND o.reward > 0`,
        [turnB],
      );
    });
    const bareSettle = SETTLE_BETS / ((performance.now() - started) / 1000);
    console.log(`settlement of ${SETTLE_BETS} bets of one period`);
    console.log(
      `  sixmark          ${oursSettle.toFixed(0)} bets/s (${settled} settled, batches with per-order rules and ledger rows)`,
    );
    console.log(`  set-based SQL    ${bareSettle.toFixed(0)} bets/s (one statement per step, TM_NUM only)`);
    console.log(`  ratio            ${(oursSettle / bareSettle).toFixed(3)}`);
  } finally {
    await close();
  }
}

await main();
