import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultOdds, tablesForDrawDate } from '@sixmark/shared';
import { assertLedgerBalanced, createTestApp, type TestApp } from '../../../test/helper';
import { createUser } from '../../../test/factories';
import { drawPeriod, openPeriod } from '../../../test/bets';
import { settleTurn } from './settle.service';

// kill -9 of a settling process, then a restart: every bet settled once, ledger = balances.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { poolSize: 8 });
});
afterAll(async () => {
  await t.close();
});

const BETS = 20_000;

describe('settlement killed with SIGKILL', () => {
  it('resumes after the settling process is killed mid-run and settles each of 20,000 bets once', async () => {
    const turn = await openPeriod(t.app, 110);
    const users = await Promise.all(Array.from({ length: 50 }, () => createUser(t.app)));
    const odds = defaultOdds(tablesForDrawDate(Date.now())).TM_NUM!;
    // Orders written straight in (placement is tested elsewhere); no stake moved, so the ledger
    // holds exactly what settlement pays.
    await t.pool.query(
      `INSERT INTO bet_orders (order_no, company_id, user_id, account, game_id, turn_num, play, selection, lines, bet_info, bet_count, unit_amount, total_money)
       SELECT 'K' || i, $1, u.id, u.account, 110, $2, 'TM_NUM', jsonb_build_object('play', 'TM_NUM', 'numbers', jsonb_build_array(i % 49 + 1)),
              jsonb_build_array(jsonb_build_object('play', 'TM_NUM', 'key', lpad((i % 49 + 1)::text, 2, '0'), 'odds', jsonb_build_object('TM_NUM', $3::float8))),
              (i % 49 + 1)::text, 1, 1000, 1000
         FROM generate_series(0, $4 - 1) AS i
         JOIN (SELECT id, account, row_number() OVER (ORDER BY id) - 1 AS rn FROM users WHERE id = ANY($5::bigint[])) u ON u.rn = i % 50`,
      [await t.app.companyId(), turn, odds, BETS, users.map((u) => u.id)],
    );
    await drawPeriod(t.pool, 110, turn, [1, 2, 3, 4, 5, 6, 7]);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/test/settle-child.ts', t.url, '110', turn, '200'],
      {
        stdio: 'ignore',
      },
    );
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    // Kill once some batches have committed, well before the end.
    for (let i = 0; i < 600; i++) {
      const { rows } = await t.pool.query<{ settled: number }>(
        `SELECT settled FROM bet_settlements WHERE game_id = 110 AND turn_num = $1`,
        [turn],
      );
      if ((rows[0]?.settled ?? 0) >= 1000) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    child.kill('SIGKILL');
    await exited;
    const part = await t.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bet_orders WHERE game_id = 110 AND turn_num = $1 AND status = 1`,
      [turn],
    );
    expect(part.rows[0]!.n).toBeGreaterThanOrEqual(1000);
    expect(part.rows[0]!.n).toBeLessThan(BETS);
    expect(part.rows[0]!.n % 200).toBe(0);
    await assertLedgerBalanced(t.pool);
    expect(await settleTurn({ pool: t.pool }, 110, turn, { batchSize: 500 })).toBe(BETS - part.rows[0]!.n);
    const { rows } = await t.pool.query<{ settled: number; paid: number; payouts: number; winners: number }>(
      `SELECT (SELECT count(*)::int FROM bet_orders WHERE game_id = 110 AND turn_num = $1 AND status = 1) AS settled,
              (SELECT count(*)::int FROM wallet_ledger WHERE reference LIKE 'bet-pay:K%') AS payouts,
              (SELECT count(*)::int FROM bet_orders WHERE game_id = 110 AND turn_num = $1 AND result = 1) AS winners,
              (SELECT count(DISTINCT reference)::int FROM wallet_ledger WHERE reference LIKE 'bet-pay:K%') AS paid`,
      [turn],
    );
    expect(rows[0]!.settled).toBe(BETS);
    // Special 07: every 49th order wins, each paid by exactly one ledger row.
    expect(rows[0]!.winners).toBe(Math.ceil((BETS - 6) / 49));
    expect(rows[0]!.payouts).toBe(rows[0]!.winners);
    expect(rows[0]!.paid).toBe(rows[0]!.winners);
    await assertLedgerBalanced(t.pool);
  }, 300_000);
});
