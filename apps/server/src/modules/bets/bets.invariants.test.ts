import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Bill } from '@sixmark/shared';
import { assertLedgerBalanced, createTestApp, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';
import { assertMoneyAccounted } from '../../../test/money-flows';
import { drawPeriod, openPeriod, slipKey } from '../../../test/bets';
import { withTransaction } from '../../lib/tx';
import { settleTurn } from './settle.service';

// Money and limit invariants of betting under real concurrency (24 pooled connections).
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({}, { poolSize: 24 });
  admin = { 'x-admin-token': t.app.config.adminToken };
});
afterEach(async () => {
  await assertLedgerBalanced(t.pool);
  await assertMoneyAccounted(t.pool);
});
afterAll(async () => {
  await t.close();
});

const inject = (u: TestUser, gameId: number, turnNum: string, items: object[], key = slipKey()) =>
  t.app.inject({
    method: 'POST',
    url: '/app-api/api/cp/bet',
    headers: u.headers,
    payload: { gameId, turnNum, idempotencyKey: key, items },
  });

const count = async (sql: string, params: unknown[]) =>
  Number((await t.pool.query<{ n: string }>(sql, params)).rows[0]!.n);

/** Places `n` one-注 orders for users in turn (sequential slips per user, users in parallel). */
async function placeMany(users: TestUser[], gameId: number, turnNum: string, n: number): Promise<string[]> {
  const per = Math.ceil(n / users.length);
  const nos: string[] = [];
  await Promise.all(
    users.map(async (u, ui) => {
      for (let i = 0; i < per && ui * per + i < n; i++) {
        const num = ((ui * per + i) % 49) + 1;
        const res = await inject(u, gameId, turnNum, [
          { selection: { play: 'TM_NUM', numbers: [num] }, unitAmount: 1 },
        ]);
        if (res.statusCode !== 200) throw new Error(res.body);
        nos.push(res.json().data.orders[0].orderNo);
      }
    }),
  );
  return nos;
}

/** Every order of a period paid or refunded exactly as its final state says, never both. */
async function assertEachOnce(gameId: number, turnNum: string): Promise<void> {
  const { rows } = await t.pool.query<{
    order_no: string;
    status: number;
    reward: string;
    user_id: string;
    settled_tie: string;
    refunds: string;
    payouts: string;
    ties: string;
  }>(
    `SELECT o.order_no, o.status, o.reward,
            (SELECT count(*) FROM wallet_ledger l WHERE l.user_id = o.user_id AND l.reference = 'bet-cancel:' || o.order_no) AS refunds,
            (SELECT count(*) FROM wallet_ledger l WHERE l.user_id = o.user_id AND l.reference LIKE 'bet-pay:' || o.order_no || ':%') AS payouts,
            (SELECT count(*) FROM wallet_ledger l WHERE l.user_id = o.user_id AND l.reference LIKE 'bet-tie:' || o.order_no || ':%') AS ties
       FROM bet_orders o WHERE o.game_id = $1 AND o.turn_num = $2`,
    [gameId, turnNum],
  );
  for (const r of rows) {
    if (r.status === 2) {
      expect([r.order_no, Number(r.refunds), Number(r.payouts), Number(r.ties)]).toEqual([
        r.order_no,
        1,
        0,
        0,
      ]);
    } else {
      expect(r.status).toBe(1);
      expect(Number(r.refunds)).toBe(0);
      expect(Number(r.payouts)).toBe(Number(r.reward) > 0 ? 1 : 0);
      expect(Number(r.ties)).toBe(0);
    }
  }
}

describe('placement under concurrency', () => {
  it('accepts exactly 100 of 1,000 concurrent 1-yuan bets on a balance of 100, no 5xx', async () => {
    const turn = await openPeriod(t.app, 70);
    const u = await createUser(t.app, { money: 100_000 });
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        inject(
          u,
          70,
          turn,
          [{ selection: { play: 'TM_NUM', numbers: [(i % 49) + 1] }, unitAmount: 1 }],
          `bet-1000-${i}`,
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c >= 500)).toHaveLength(0);
    expect(codes.filter((c) => c === 200)).toHaveLength(100);
    expect(results.filter((r) => r.statusCode === 400 && r.json().msg === '余额不足')).toHaveLength(900);
    expect(await count('SELECT count(*) AS n FROM bet_orders WHERE user_id = $1', [u.id])).toBe(100);
    expect(
      await count(`SELECT count(*) AS n FROM wallet_ledger WHERE user_id = $1 AND bill_type = $2`, [
        u.id,
        Bill.lotteryBet,
      ]),
    ).toBe(100);
    expect(await count('SELECT money AS n FROM wallets WHERE user_id = $1', [u.id])).toBe(0);
  }, 180_000);

  it('never lets concurrent bets of different users pass the per-number limit of a period', async () => {
    const turn = await openPeriod(t.app, 90);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/app-api/admin/bets/90/limits',
      headers: admin,
      payload: { play: 'TM_NUM', maxPerNumber: 50 },
    });
    expect(set.statusCode).toBe(200);
    const users = await Promise.all(Array.from({ length: 20 }, () => createUser(t.app, { money: 100_000 })));
    const results = await Promise.all(
      users.flatMap((u) =>
        [0, 1, 2].map(() =>
          inject(u, 90, turn, [{ selection: { play: 'TM_NUM', numbers: [7, 8] }, unitAmount: 5 }]),
        ),
      ),
    );
    expect(results.filter((r) => r.statusCode >= 500)).toHaveLength(0);
    const ok = results.filter((r) => r.statusCode === 200);
    // Each slip adds 5 to 07 and to 08: the 50-yuan cap admits exactly 10 slips.
    expect(ok).toHaveLength(10);
    expect(
      results
        .filter((r) => r.statusCode === 400)
        .every((r) => r.json().msg === '特码 07本期投注额已满，请选择其他号码'),
    ).toBe(true);
    const stake = await count(
      `SELECT COALESCE(sum(o.unit_amount), 0) AS n FROM bet_orders o, jsonb_array_elements(o.lines) l
        WHERE o.game_id = 90 AND o.turn_num = $1 AND o.status = 0 AND l->>'key' = '07'`,
      [turn],
    );
    expect(stake).toBe(50_000);
    expect(
      await count(
        `SELECT stake AS n FROM bet_exposure WHERE game_id = 90 AND turn_num = $1 AND key = 'TM_NUM:07'`,
        [turn],
      ),
    ).toBe(50_000);
    await t.app.inject({
      method: 'PUT',
      url: '/app-api/admin/bets/90/limits',
      headers: admin,
      payload: { play: 'TM_NUM', maxPerNumber: 0 },
    });
  }, 120_000);
});

describe('cancel exactly once', () => {
  it('refunds one order once when its owner cancels it 50 times at once', async () => {
    const turn = await openPeriod(t.app, 110);
    const u = await createUser(t.app, { money: 10_000 });
    const [no] = await placeMany([u], 110, turn, 1);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/app-api/api/bet/cancel',
          headers: { ...u.headers, 'content-type': 'application/x-www-form-urlencoded' },
          payload: `orderNo=${no}`,
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(
      refused.every((r) => r.statusCode === 400 && r.json().msg === '注单状态不能撤单，请刷新页面！'),
    ).toBe(true);
    expect(
      await count(
        "SELECT count(*) AS n FROM wallet_ledger WHERE user_id = $1 AND reference = 'bet-cancel:' || $2",
        [u.id, no],
      ),
    ).toBe(1);
    // The stake came back once: the balance is where it started.
    expect(await count('SELECT money AS n FROM wallets WHERE user_id = $1', [u.id])).toBe(10_000);
  });
});

describe('settlement exactly once', () => {
  it('ends each of 500 bets refunded or paid once when cancels race the draw and settlement', async () => {
    const turn = await openPeriod(t.app, 110);
    const users = await Promise.all(Array.from({ length: 10 }, () => createUser(t.app, { money: 200_000 })));
    const nos = await placeMany(users, 110, turn, 500);
    const owner = new Map<string, TestUser>();
    for (const u of users) {
      const { rows } = await t.pool.query<{ order_no: string }>(
        'SELECT order_no FROM bet_orders WHERE user_id = $1',
        [u.id],
      );
      for (const r of rows) owner.set(r.order_no, u);
    }
    const cancels = nos.map((no) =>
      t.app.inject({
        method: 'POST',
        url: '/app-api/api/bet/cancel',
        headers: { ...owner.get(no)!.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `orderNo=${no}`,
      }),
    );
    const settle = (async () => {
      await new Promise((r) => setTimeout(r, 30));
      await drawPeriod(t.pool, 110, turn, [1, 2, 3, 4, 5, 6, 7]);
      return Promise.all([
        settleTurn({ pool: t.pool }, 110, turn, { batchSize: 50 }),
        settleTurn({ pool: t.pool }, 110, turn, { batchSize: 50 }),
      ]);
    })();
    const answers = await Promise.all(cancels);
    const settled = await settle;
    expect(answers.filter((r) => r.statusCode >= 500)).toHaveLength(0);
    const cancelled = answers.filter((r) => r.statusCode === 200).length;
    expect(
      answers
        .filter((r) => r.statusCode === 400)
        .every((r) => r.json().msg === '注单状态不能撤单，请刷新页面！'),
    ).toBe(true);
    expect(cancelled + settled[0] + settled[1]).toBe(500);
    // A second pass finds nothing left.
    expect(await settleTurn({ pool: t.pool }, 110, turn)).toBe(0);
    await assertEachOnce(110, turn);
  }, 180_000);

  it('resumes a settlement that crashed in the middle of a batch and settles each bet once', async () => {
    const turn = await openPeriod(t.app, 70);
    const users = await Promise.all(Array.from({ length: 20 }, () => createUser(t.app, { money: 500_000 })));
    await placeMany(users, 70, turn, 2000);
    // The period may also hold earlier tests' bets: count what is pending.
    const pending = await count(
      'SELECT count(*) AS n FROM bet_orders WHERE game_id = 70 AND turn_num = $1 AND status = 0',
      [turn],
    );
    expect(pending).toBeGreaterThanOrEqual(2000);
    await drawPeriod(t.pool, 70, turn, [11, 12, 13, 14, 15, 16, 17]);
    await expect(
      settleTurn({ pool: t.pool }, 70, turn, {
        batchSize: 100,
        beforeCommit: (batch) => {
          if (batch === 7) throw new Error('simulated crash');
        },
      }),
    ).rejects.toThrow('simulated crash');
    // Seven whole batches committed, the eighth rolled back whole.
    expect(
      await count(
        'SELECT count(*) AS n FROM bet_orders WHERE game_id = 70 AND turn_num = $1 AND status = 1',
        [turn],
      ),
    ).toBe(700);
    expect(
      await count(`SELECT settled AS n FROM bet_settlements WHERE game_id = 70 AND turn_num = $1`, [turn]),
    ).toBe(700);
    await assertLedgerBalanced(t.pool);
    // Two processes resume at once.
    const [a, b] = await Promise.all([
      settleTurn({ pool: t.pool }, 70, turn, { batchSize: 100 }),
      settleTurn({ pool: t.pool }, 70, turn, { batchSize: 100 }),
    ]);
    expect(a + b).toBe(pending - 700);
    expect(
      await count(
        'SELECT count(*) AS n FROM bet_orders WHERE game_id = 70 AND turn_num = $1 AND status = 1',
        [turn],
      ),
    ).toBe(pending);
    await assertEachOnce(70, turn);
    // The special 17 wins for the orders placed on it.
    const paid = await count(
      `SELECT count(*) AS n FROM bet_orders WHERE game_id = 70 AND turn_num = $1 AND result = 1`,
      [turn],
    );
    expect(paid).toBeGreaterThan(0);
    const s = await t.pool.query(
      `SELECT status, settled FROM bet_settlements WHERE game_id = 70 AND turn_num = $1`,
      [turn],
    );
    expect(s.rows[0]).toMatchObject({ status: 'done', settled: pending });
  }, 240_000);

  it('reverses and settles again when a manual result is corrected, audited', async () => {
    const turn = await openPeriod(t.app, 1);
    const u = await createUser(t.app, { money: 100_000 });
    const res = await inject(u, 1, turn, [{ selection: { play: 'TM_NUM', numbers: [30] }, unitAmount: 10 }]);
    expect(res.statusCode).toBe(200);
    const enter = await t.app.inject({
      method: 'POST',
      url: '/app-api/admin/lottery/1/results',
      headers: admin,
      payload: { turnNum: turn, numbers: [1, 2, 3, 4, 5, 6, 30] },
    });
    expect(enter.statusCode).toBe(200);
    await settleTurn({ pool: t.pool }, 1, turn);
    const won = (await t.pool.query('SELECT reward, result FROM bet_orders WHERE user_id = $1', [u.id]))
      .rows[0];
    expect(won.result).toBe(1);
    const correct = await t.app.inject({
      method: 'PUT',
      url: `/app-api/admin/lottery/1/results/${turn}`,
      headers: admin,
      payload: { numbers: [1, 2, 3, 4, 5, 6, 31], reason: '录入错误' },
    });
    expect(correct.statusCode).toBe(200);
    expect(await settleTurn({ pool: t.pool }, 1, turn)).toBe(1);
    expect(await settleTurn({ pool: t.pool }, 1, turn)).toBe(0);
    const after = (
      await t.pool.query('SELECT reward, result, settle_version FROM bet_orders WHERE user_id = $1', [u.id])
    ).rows[0];
    expect(after).toMatchObject({ result: 0, settle_version: 2 });
    expect(Number(after.reward)).toBe(0);
    const payouts = (
      await t.pool.query<{ amount: string }>(
        `SELECT amount FROM wallet_ledger WHERE user_id = $1 AND bill_type = $2 ORDER BY id`,
        [u.id, Bill.lotteryPayout],
      )
    ).rows.map((r) => Number(r.amount));
    expect(payouts).toEqual([Number(won.reward), -Number(won.reward)]);
    expect(await count('SELECT money AS n FROM wallets WHERE user_id = $1', [u.id])).toBe(90_000);
    const audits = await t.pool.query(
      `SELECT action FROM audit_log WHERE target_id = $1 AND action LIKE 'bets.resettle%'`,
      [`1:${turn}`],
    );
    expect(audits.rows.map((r) => r.action).sort()).toEqual(['bets.resettle.batch', 'bets.resettle.start']);
  }, 60_000);

  it('keeps the stake of a withdrawn-style spend: a reversal never overdraws, the shortfall is audited', async () => {
    const turn = await openPeriod(t.app, 1);
    const u = await createUser(t.app, { money: 10_000 });
    await inject(u, 1, turn, [{ selection: { play: 'TM_NUM', numbers: [20] }, unitAmount: 10 }]);
    await t.app.inject({
      method: 'POST',
      url: '/app-api/admin/lottery/1/results',
      headers: admin,
      payload: { turnNum: turn, numbers: [1, 2, 3, 4, 5, 6, 20] },
    });
    await settleTurn({ pool: t.pool }, 1, turn);
    // The winner spends most of it before the correction.
    await withTransaction(t.pool, async (tx) => {
      const { rows } = await tx.query<{ money: string }>('SELECT money FROM wallets WHERE user_id = $1', [
        u.id,
      ]);
      const { postLedger } = await import('../wallet');
      await postLedger(tx, {
        userId: u.id,
        account: 'money',
        billType: Bill.manualDeduction,
        amount: -(Number(rows[0]!.money) - 1_000),
        reference: 'test:spend',
      });
    });
    await t.app.inject({
      method: 'PUT',
      url: `/app-api/admin/lottery/1/results/${turn}`,
      headers: admin,
      payload: { numbers: [1, 2, 3, 4, 5, 6, 21], reason: '更正' },
    });
    expect(await settleTurn({ pool: t.pool }, 1, turn)).toBe(1);
    expect(await count('SELECT money AS n FROM wallets WHERE user_id = $1', [u.id])).toBe(0);
    const shortfall = await t.pool.query(
      `SELECT detail FROM audit_log WHERE action = 'bets.resettle.shortfall'`,
    );
    expect(shortfall.rows).toHaveLength(1);
  }, 60_000);
});
