import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Bill } from '@sixmark/shared';
import { assertLedgerBalanced, createTestApp, type TestApp } from '../../../test/helper';
import { createUser } from '../../../test/factories';
import { expireNow, grabPacket, ledgerSum, sendPacket, sentPacketId, sharesOf } from '../../../test/hongbao';
import { expireDue, expirePacket } from './hongbao.service';
import { withTransaction } from '../../lib/tx';
import { postCredit, postLedger } from '../wallet';
import * as repo from './hongbao.repo';

// Races on a real PostgreSQL with a pool of 24 connections (createTestApp's default; asserted
// below), so concurrent requests really overlap in the database.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { poolSize: 24 });
  expect(t.pool.options.max).toBeGreaterThanOrEqual(20);
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await assertLedgerBalanced(t.pool);
});

const users = (n: number, money = 0) => Promise.all(Array.from({ length: n }, () => createUser(t.app, { money })));

describe('grabs under contention', () => {
  it('gives the N shares of a packet to exactly N of 10×N concurrent grabbers, summing to the total, one each', async () => {
    const N = 20;
    const sender = await createUser(t.app, { money: 1_000_000 });
    const id = await sentPacketId(t.app, sender, { amount: '123.45', count: N });
    const grabbers = await users(10 * N);
    const results = await Promise.all(grabbers.map((u) => grabPacket(t.app, u, id)));
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(N);
    for (const r of results.filter((r) => r.status !== 200)) expect(r.body.code).toBe('HONGBAO/FINISHED');
    const shares = await sharesOf(t.pool, id);
    expect(shares.every((s) => s.user_id !== null)).toBe(true);
    expect(new Set(shares.map((s) => s.user_id)).size).toBe(N);
    expect(shares.reduce((a, s) => a + s.amount, 0)).toBe(123_450);
    // Each winner's ledger holds exactly their share, once.
    const credited = await t.pool.query<{ n: number; sum: string; users: number }>(
      `SELECT count(*)::int AS n, sum(amount) AS sum, count(DISTINCT user_id)::int AS users
         FROM wallet_ledger WHERE reference = $1 AND bill_type = $2`,
      [`hongbao-grab:${id}`, Bill.redPacketReceive],
    );
    expect(credited.rows[0]).toEqual({ n: N, sum: '123450', users: N });
    // The last grab to commit finished it and marked one best-luck share, the largest.
    const { rows } = await t.pool.query<{ status: string }>('SELECT status FROM hongbao WHERE id = $1', [id]);
    expect(rows[0]!.status).toBe('finished');
    const best = shares.filter((s) => s.best);
    expect(best).toHaveLength(1);
    expect(best[0]!.amount).toBe(Math.max(...shares.map((s) => s.amount)));
  }, 120_000);

  it('gives a member who grabs 20 times at once exactly one share', async () => {
    const sender = await createUser(t.app, { money: 100_000 });
    const id = await sentPacketId(t.app, sender, { amount: 50, count: 30 });
    const member = await createUser(t.app);
    const results = await Promise.all(Array.from({ length: 20 }, () => grabPacket(t.app, member, id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) expect(r.body.code).toBe('HONGBAO/ALREADY_GRABBED');
    const shares = await sharesOf(t.pool, id);
    expect(shares.filter((s) => s.user_id === member.id)).toHaveLength(1);
    expect(shares.filter((s) => s.user_id !== null)).toHaveLength(1);
    const credit = await ledgerSum(t.pool, member.id, `hongbao-grab:${id}`);
    expect(credit.n).toBe(1);
    expect(credit.sum).toBe(shares.find((s) => s.user_id === member.id)!.amount);
  }, 60_000);

  it('gives one share to a member grabbing 20 times at once a packet of fewer shares than tries', async () => {
    const sender = await createUser(t.app, { money: 100_000 });
    const id = await sentPacketId(t.app, sender, { amount: 5, count: 3 });
    const member = await createUser(t.app);
    const others = await users(2);
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => grabPacket(t.app, member, id)),
      ...others.map((u) => grabPacket(t.app, u, id)),
    ]);
    expect(results.slice(0, 20).filter((r) => r.status === 200)).toHaveLength(1);
    // Rolled-back tries of the same member never cost another member their share.
    expect(results.slice(20).every((r) => r.status === 200)).toBe(true);
    const shares = await sharesOf(t.pool, id);
    expect(new Set(shares.map((s) => s.user_id))).toEqual(new Set([member.id, ...others.map((o) => o.id)]));
  }, 60_000);
});

describe('postCredit (the grab credit in one statement)', () => {
  it('credits with its ledger row and refuses a repeated reference without changing the balance', async () => {
    const m = await createUser(t.app, { money: 5_000 });
    const entry = { userId: m.id, account: 'money' as const, billType: Bill.redPacketReceive, amount: 1_230, reference: 'hongbao-grab:test-once' };
    expect(await withTransaction(t.pool, (tx) => postCredit(tx, entry))).toBe(6_230);
    await expect(withTransaction(t.pool, (tx) => postCredit(tx, entry))).rejects.toMatchObject({ code: '23505' });
    const w = await t.pool.query<{ money: number }>('SELECT money FROM wallets WHERE user_id = $1', [m.id]);
    expect(Number(w.rows[0]!.money)).toBe(6_230);
    expect(await ledgerSum(t.pool, m.id, 'hongbao-grab:test-once')).toEqual({ n: 1, sum: 1_230 });
  });
});

describe('expiry', () => {
  it('refunds the unclaimed shares once when the job runs twice at once (and 20 more refunds race it)', async () => {
    const sender = await createUser(t.app, { money: 100_000 });
    const id = await sentPacketId(t.app, sender, { amount: 30, count: 6 });
    const [a, b] = await users(2);
    expect((await grabPacket(t.app, a!, id)).status).toBe(200);
    expect((await grabPacket(t.app, b!, id)).status).toBe(200);
    const claimed = (await sharesOf(t.pool, id)).filter((s) => s.user_id !== null).reduce((x, s) => x + s.amount, 0);
    await expireNow(t.pool, id);
    const [first, second, ...rest] = await Promise.all([
      expireDue(t.pool),
      expireDue(t.pool),
      ...Array.from({ length: 20 }, () => expirePacket(t.pool, id)),
    ]);
    const refunds = [...first!, ...second!].filter((c) => c.id === id).length + rest.filter((r) => r !== null).length;
    expect(refunds).toBe(1);
    const refund = await ledgerSum(t.pool, sender.id, `hongbao-refund:${id}`);
    expect(refund).toEqual({ n: 1, sum: 30_000 - claimed });
    const { rows } = await t.pool.query<{ status: string; refunded: number }>('SELECT status, refunded FROM hongbao WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ status: 'expired', refunded: 30_000 - claimed });
    // Sender: -30 sent, + what nobody took.
    const wallet = await t.pool.query<{ money: string }>('SELECT money FROM wallets WHERE user_id = $1', [sender.id]);
    expect(Number(wallet.rows[0]!.money)).toBe(100_000 - claimed);
    // Refunded shares can no longer be grabbed.
    const late = await grabPacket(t.app, (await users(1))[0]!, id);
    expect(late.body.code).toBe('HONGBAO/EXPIRED');
  });

  it('gives a last share held by a grab in flight to the grabber, and the expiry waits and refunds nothing', async () => {
    const sender = await createUser(t.app, { money: 100_000 });
    const id = await sentPacketId(t.app, sender, { amount: 1, count: 1 });
    const member = await createUser(t.app);
    // A grab that has claimed the share but not committed yet.
    const tx = await t.pool.connect();
    try {
      await tx.query('BEGIN');
      const share = await repo.claimFreeShare(tx, id, member.id);
      expect(share).not.toBeNull();
      await expireNow(t.pool, id);
      let settled = false;
      const expiry = expirePacket(t.pool, id).finally(() => {
        settled = true;
      });
      // The expiry is blocked on the share row while the grab holds it.
      await new Promise((r) => setTimeout(r, 300));
      expect(settled).toBe(false);
      await postLedger(tx, { userId: member.id, account: 'money', billType: Bill.redPacketReceive, amount: share!.amount, reference: `hongbao-grab:${id}` });
      await tx.query('COMMIT');
      expect(await expiry).toBe(0);
    } finally {
      tx.release();
    }
    const shares = await sharesOf(t.pool, id);
    expect(shares).toEqual([expect.objectContaining({ user_id: member.id, refunded: false })]);
    expect((await ledgerSum(t.pool, sender.id, `hongbao-refund:${id}`)).n).toBe(0);
    const { rows } = await t.pool.query<{ status: string }>('SELECT status FROM hongbao WHERE id = $1', [id]);
    expect(rows[0]!.status).toBe('finished');
  });

  it('gives each last share to exactly one of the grab and the expiry when they race at the deadline', async () => {
    const sender = await createUser(t.app, { money: 1_000_000 });
    const grabbers = await users(30);
    let grabbed = 0;
    let refunded = 0;
    for (const member of grabbers) {
      const id = await sentPacketId(t.app, sender, { amount: 1, count: 1 });
      // Expiry a few ms ahead: the grab and a burst of expiry passes straddle it.
      await t.pool.query(`UPDATE hongbao SET expires_at = now() + interval '25 milliseconds' WHERE id = $1`, [id]);
      const passes = (async () => {
        const out: (number | null)[] = [];
        for (let i = 0; i < 25; i++) {
          out.push(await expirePacket(t.pool, id));
          await new Promise((r) => setTimeout(r, 2));
        }
        return out;
      })();
      // Grab start spread over 0-29 ms: some land before the deadline, some after.
      await new Promise((r) => setTimeout(r, grabbed + refunded));
      const [g, out] = await Promise.all([grabPacket(t.app, member, id), passes]);
      if (g.status !== 200) out.push(await expirePacket(t.pool, id));
      const shares = await sharesOf(t.pool, id);
      const share = shares[0]!;
      const refund = await ledgerSum(t.pool, sender.id, `hongbao-refund:${id}`);
      const credit = await ledgerSum(t.pool, member.id, `hongbao-grab:${id}`);
      if (g.status === 200) {
        grabbed++;
        expect([share.user_id, share.refunded, credit.n, refund.n]).toEqual([member.id, false, 1, 0]);
      } else {
        refunded++;
        expect(g.body.code).toBe('HONGBAO/EXPIRED');
        expect([share.user_id, share.refunded, credit.n, refund.n, refund.sum]).toEqual([null, true, 0, 1, 1000]);
      }
    }
    expect(grabbed + refunded).toBe(30);
    console.info(`deadline race: ${grabbed} grabbed, ${refunded} refunded`);
  }, 120_000);
});

describe('sending under contention', () => {
  it('creates one packet and one debit for one key sent 20 times at once', async () => {
    const sender = await createUser(t.app, { money: 100_000 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => sendPacket(t.app, sender, { amount: 10, count: 2, idempotencyKey: 'same-key-20x' })),
    );
    const ids = new Set(results.filter((r) => r.status === 200).map((r) => r.body.data.id));
    expect(results.every((r) => r.status === 200 || r.body.code === 'SYS/IDEMPOTENCY_BUSY' || r.status === 409)).toBe(true);
    expect(ids.size).toBe(1);
    const { rows } = await t.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM hongbao WHERE sender_id = $1', [sender.id]);
    expect(rows[0]!.n).toBe(1);
    expect(await ledgerSum(t.pool, sender.id, 'hongbao-send:')).toEqual({ n: 1, sum: -10_000 });
  });

  it('never lets 30 concurrent sends pass the daily total or the balance', async () => {
    const sender = await createUser(t.app, { money: 10_000_000 });
    await t.app.inject({
      method: 'PUT',
      url: '/app-api/admin/hongbao/settings',
      headers: { 'x-admin-token': t.app.config.adminToken },
      payload: {
        enabled: true, minShare: 0.01, maxShare: 200, minTotal: 0.01, maxTotal: 10_000, maxCount: 100,
        dailyMax: 95, requireFundPassword: false, senderMayGrab: false, expireMinutes: 1440,
      },
    });
    try {
      const results = await Promise.all(Array.from({ length: 30 }, () => sendPacket(t.app, sender, { amount: 10, count: 2 })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(9);
      for (const r of results.filter((r) => r.status !== 200)) {
        expect(r.body.code).toBe('HONGBAO/LIMIT');
        expect(r.body.msg).toBe('今日发红包总额不能超过95.00元');
      }
      const poor = await createUser(t.app, { money: 25_000 });
      const tries = await Promise.all(Array.from({ length: 20 }, () => sendPacket(t.app, poor, { amount: 10, count: 2 })));
      expect(tries.filter((r) => r.status === 200)).toHaveLength(2);
      expect(tries.filter((r) => r.status !== 200).every((r) => r.body.code === 'WALLET/INSUFFICIENT')).toBe(true);
    } finally {
      await t.pool.query('DELETE FROM hongbao_settings');
    }
  }, 60_000);
});
