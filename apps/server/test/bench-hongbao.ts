/**
 * Red packet benchmark (`npm run bench` runs it through scripts/bench-hongbao.mjs): grabs per
 * second on one hot packet (every share grabbed at once by distinct members) through the real
 * grab (route, auth, room permission, SKIP LOCKED claim, ledger credit, finish check, room
 * update) against bare SQL on the same database and pool: (a) the claim transaction with the
 * same writes (claim UPDATE, wallet credit, ledger row), (b) the claim statement alone.
 * Uses TEST_DATABASE_URL (a throw-away database on that server), else an embedded cluster.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { benchArg, openBenchApp } from './bench-app';
import { Bill } from '@sixmark/shared';
import { createWallet, postLedger } from '../src/modules/wallet';
import { withTransaction } from '../src/lib/tx';

/** Shares per packet = concurrent grabbers (distinct members). */
const SHARES = Math.min(benchArg(0, 500), 500);
/** Packets per measured run. */
const PACKETS = benchArg(1, 3);
const POOL = 20;

async function main() {
  const { app, pool, config, close } = await openBenchApp('hongbao', POOL);
  try {
    console.log(`red packet bench: ${PACKETS} packets × ${SHARES} shares per run, ${SHARES} concurrent grabbers, pool ${POOL}`);
    const companyId = await app.companyId();
    const { rows: room } = await pool.query<{ id: number }>(
      `INSERT INTO chat_rooms (company_id, kind, name) VALUES ($1, 'public', '红包压测') RETURNING id`,
      [companyId],
    );
    const roomId = room[0]!.id;
    const put = await app.inject({
      method: 'PUT',
      url: '/app-api/admin/hongbao/settings',
      headers: { 'x-admin-token': config.adminToken },
      payload: {
        enabled: true, minShare: 0.01, maxShare: 200, minTotal: 0.01, maxTotal: 100_000, maxCount: 500,
        dailyMax: 0, requireFundPassword: false, senderMayGrab: false, expireMinutes: 1440,
      },
    });
    if (put.statusCode !== 200) throw new Error(`settings: ${put.body}`);
    const { rows: users } = await pool.query<{ id: string }>(
      `INSERT INTO users (company_id, account, password_hash)
       SELECT $1, 'hbbench' || i, 'x' FROM generate_series(0, $2) AS i RETURNING id`,
      [companyId, SHARES],
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
    // users[0] sends, users[1..SHARES] grab.
    const send = async (): Promise<number> => {
      const res = await app.inject({
        method: 'POST',
        url: '/app-api/api/hongbao/send',
        headers: { token: tokens[0]! },
        payload: { roomId, kind: 'lucky', amount: SHARES, count: SHARES, idempotencyKey: `bench-${randomUUID()}` },
      });
      if (res.statusCode !== 200) throw new Error(`send: ${res.body}`);
      return (res.json() as { data: { id: number } }).data.id;
    };

    const runOurs = async () => {
      const ids: number[] = [];
      for (let p = 0; p < PACKETS; p++) ids.push(await send());
      let won = 0;
      const started = performance.now();
      for (const id of ids) {
        const results = await Promise.all(
          tokens.slice(1).map((token) =>
            app.inject({ method: 'POST', url: '/app-api/api/hongbao/grab', headers: { token }, payload: { id } }),
          ),
        );
        won += results.filter((r) => r.statusCode === 200).length;
      }
      const s = (performance.now() - started) / 1000;
      if (won !== PACKETS * SHARES) throw new Error(`only ${won} of ${PACKETS * SHARES} shares were grabbed`);
      return won / s;
    };

    const claimSql = `WITH pick AS (
        SELECT seq FROM hongbao_shares WHERE hongbao_id = $1 AND user_id IS NULL AND NOT refunded
         ORDER BY seq LIMIT 1 FOR UPDATE SKIP LOCKED)
      UPDATE hongbao_shares s SET user_id = $2, claimed_at = now() FROM pick
       WHERE s.hongbao_id = $1 AND s.seq = pick.seq RETURNING s.amount`;
    // The same writes without the application: claim, wallet credit, ledger row, one transaction.
    const runBareTx = async () => {
      const ids: number[] = [];
      for (let p = 0; p < PACKETS; p++) ids.push(await send());
      const started = performance.now();
      for (const id of ids) {
        await Promise.all(
          users.slice(1).map(async (u) => {
            const c = await pool.connect();
            try {
              await c.query('BEGIN');
              const { rows } = await c.query<{ amount: number }>({ name: 'bench.claim', text: claimSql, values: [id, u.id] });
              const w = await c.query<{ money: number }>('UPDATE wallets SET money = money + $2 WHERE user_id = $1 RETURNING money', [
                u.id,
                rows[0]!.amount,
              ]);
              await c.query(
                `INSERT INTO wallet_ledger (user_id, account, bill_type, amount, balance_after, reference) VALUES ($1, 'money', 26, $2, $3, $4)`,
                [u.id, rows[0]!.amount, w.rows[0]!.money, `hongbao-grab:${id}`],
              );
              await c.query('COMMIT');
            } catch (err) {
              await c.query('ROLLBACK');
              throw err;
            } finally {
              c.release();
            }
          }),
        );
      }
      return (PACKETS * SHARES) / ((performance.now() - started) / 1000);
    };
    // The claim statement alone (autocommit): the floor of what one grab costs the database.
    const runBareClaim = async () => {
      const ids: number[] = [];
      for (let p = 0; p < PACKETS; p++) ids.push(await send());
      const started = performance.now();
      for (const id of ids) {
        await Promise.all(users.slice(1).map((u) => pool.query({ name: 'bench.claim', text: claimSql, values: [id, u.id] })));
      }
      return (PACKETS * SHARES) / ((performance.now() - started) / 1000);
    };

    await runOurs(); // warm
    // Alternate (ours, bare, bare, ours) so a change in the machine's load weighs on both alike.
    const o1 = await runOurs();
    const t1 = await runBareTx();
    const c1 = await runBareClaim();
    const c2 = await runBareClaim();
    const t2 = await runBareTx();
    const o2 = await runOurs();
    const ours = (o1 + o2) / 2;
    const bareTx = (t1 + t2) / 2;
    const bareClaim = (c1 + c2) / 2;
    console.log(`grabs on one hot packet (${SHARES} shares, ${SHARES} members at once)`);
    console.log(`  sixmark             ${ours.toFixed(0)} grabs/s (route, auth, room check, claim, ledger, finish, room update)`);
    console.log(`  bare SQL claim tx   ${bareTx.toFixed(0)} grabs/s (claim + wallet credit + ledger row)`);
    console.log(`  bare claim stmt     ${bareClaim.toFixed(0)} grabs/s (the SKIP LOCKED claim alone)`);
    console.log(`  ratio vs claim tx   ${(ours / bareTx).toFixed(3)}`);
    console.log(`  ratio vs claim stmt ${(ours / bareClaim).toFixed(3)}`);
  } finally {
    await close();
  }
}

await main();
