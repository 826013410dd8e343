import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerBalanced, createTestApp, type TestApp } from '../../../test/helper';
import { createUser } from '../../../test/factories';
import { expireNow, sentPacketId, sharesOf } from '../../../test/hongbao';
import { waitFor } from '../../../test/wait';
import { expireDue } from './hongbao.service';

// kill -9 of a process in the middle of a grab burst, then a restart: ledger = balances, and
// every share is either claimed (credited once) or refunded to the sender once by the expiry.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { poolSize: 24 });
});
afterAll(async () => {
  await t.close();
});

const SHARES = 300;

describe('grab burst killed with SIGKILL', () => {
  it('leaves every share claimed once or refundable once, and the ledger equal to the balances', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/app-api/admin/hongbao/settings',
      headers: { 'x-admin-token': t.app.config.adminToken },
      payload: {
        enabled: true, minShare: 0.01, maxShare: 200, minTotal: 0.01, maxTotal: 10_000, maxCount: 500,
        dailyMax: 0, requireFundPassword: false, senderMayGrab: false, expireMinutes: 1440,
      },
    });
    expect(put.statusCode).toBe(200);
    const sender = await createUser(t.app, { money: 10_000_000 });
    const id = await sentPacketId(t.app, sender, { amount: 3000, count: SHARES });
    const grabbers = await Promise.all(Array.from({ length: SHARES + 100 }, () => createUser(t.app)));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/test/hongbao-grab-child.ts', t.url, String(id), grabbers.map((g) => g.id).join(',')],
      { stdio: 'ignore' },
    );
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    // Kill once some grabs have committed, well before the end.
    let claimed = 0;
    for (let i = 0; i < 1200 && claimed < 40; i++) {
      claimed = (await t.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM hongbao_shares WHERE hongbao_id = $1 AND user_id IS NOT NULL', [id])).rows[0]!.n;
      if (claimed < 40) await new Promise((r) => setTimeout(r, 10));
    }
    child.kill('SIGKILL');
    await exited;
    // A COMMIT the child sent just before dying still completes on the server: read the state
    // only once PostgreSQL has closed every connection of the dead process.
    await waitFor(
      async () =>
        (await t.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'hongbao-grab-child'`))
          .rows[0]!.n === 0,
      { timeout: 30_000, what: 'the killed process’s connections to close' },
    );
    const before = await sharesOf(t.pool, id);
    const taken = before.filter((s) => s.user_id !== null);
    expect(taken.length).toBeGreaterThanOrEqual(40);
    expect(taken.length).toBeLessThan(SHARES);
    await assertLedgerBalanced(t.pool);
    // Each claimed share was credited exactly once with its amount; nobody holds two.
    const credits = await t.pool.query<{ user_id: number; amount: number }>(
      `SELECT user_id, amount FROM wallet_ledger WHERE reference = $1 ORDER BY user_id`,
      [`hongbao-grab:${id}`],
    );
    expect(credits.rows.map((r) => [Number(r.user_id), Number(r.amount)])).toEqual(
      taken.map((s) => [s.user_id, s.amount]).sort((a, b) => a[0]! - b[0]!),
    );
    expect(new Set(taken.map((s) => s.user_id)).size).toBe(taken.length);

    // "Restart": the expiry job on two processes at once refunds the rest exactly once.
    await expireNow(t.pool, id);
    await Promise.all([expireDue(t.pool), expireDue(t.pool)]);
    const after = await sharesOf(t.pool, id);
    expect(after.every((s) => (s.user_id === null) === s.refunded)).toBe(true);
    const unclaimed = after.filter((s) => s.refunded).reduce((a, s) => a + s.amount, 0);
    const refunds = await t.pool.query<{ amount: number }>('SELECT amount FROM wallet_ledger WHERE reference = $1', [`hongbao-refund:${id}`]);
    expect(refunds.rows.map((r) => Number(r.amount))).toEqual([unclaimed]);
    expect(unclaimed + taken.reduce((a, s) => a + s.amount, 0)).toBe(3_000_000);
    await assertLedgerBalanced(t.pool);
  }, 300_000);
});
