import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerBalanced, createTestApp, type TestApp } from '../../../test/helper';
import { createUser } from '../../../test/factories';
import { assertMoneyAccounted } from '../../../test/money-flows';
import { signSandbox } from './payment-provider';

// Money invariants under real concurrency: 24 pooled connections, so row locks are contended.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { poolSize: 24 });
});
afterEach(async () => {
  await assertLedgerBalanced(t.pool);
  await assertMoneyAccounted(t.pool);
});
afterAll(async () => {
  await t.close();
});

const wallet = async (userId: number) =>
  (await t.pool.query<{ money: number; live_money: number; frozen: number }>('SELECT money, live_money, frozen FROM wallets WHERE user_id = $1', [userId])).rows[0]!;

describe('money invariants', () => {
  it('accepts exactly 100 of 1,000 concurrent debits of 1 against a balance of 100, no 5xx', async () => {
    const u = await createUser(t.app, { money: 100_000 });
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/app-api/api/wallet/transfer',
          headers: { ...u.headers, 'idempotency-key': `debit-${i}` },
          payload: { amount: 1, direction: 'in' },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c >= 500)).toHaveLength(0);
    expect(codes.filter((c) => c === 200)).toHaveLength(100);
    const refused = results.filter((r) => r.statusCode === 400);
    expect(refused).toHaveLength(900);
    expect(refused.every((r) => r.json().msg === '余额不足')).toBe(true);
    expect(await wallet(u.id)).toMatchObject({ money: 0, live_money: 100_000 });
    const { rows } = await t.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM wallet_ledger WHERE user_id = $1 AND account = 'money' AND amount = -1000`,
      [u.id],
    );
    expect(rows[0]!.n).toBe(100);
  }, 120_000);

  it('accepts exactly one of 20 concurrent withdrawals of the whole balance', async () => {
    const u = await createUser(t.app, { money: 1_000_000, fundPwd: '1234' });
    await t.pool.query(
      `INSERT INTO user_banks (user_id, bank_name, card_no, holder_name, is_default) VALUES ($1, '中国银行', '6216600000009999', '测试', true)`,
      [u.id],
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/app-api/api/userWithdraw/save/v2',
          headers: { ...u.headers, 'idempotency-key': `wd-${i}` },
          payload: { amount: 1000, cashPassword: '1234' },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode >= 500)).toHaveLength(0);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400 && r.json().msg === '余额不足')).toHaveLength(19);
    expect(await wallet(u.id)).toMatchObject({ money: 0, frozen: 1_000_000 });
    const orders = await t.pool.query('SELECT 1 FROM withdraw_orders WHERE user_id = $1', [u.id]);
    expect(orders.rowCount).toBe(1);
  }, 60_000);

  it('credits one signed callback replayed 20 times (10 at once) exactly once', async () => {
    const u = await createUser(t.app);
    const { rows } = await t.pool.query<{ id: number }>(`SELECT id FROM recharge_channels WHERE type = 'online'`);
    const created = await t.app.inject({
      method: 'POST',
      url: '/app-api/api/recharge/create',
      headers: u.headers,
      payload: { channelId: rows[0]!.id, amount: 500 },
    });
    const orderNo = created.json().data.order.orderNo as string;
    const raw = JSON.stringify({ eventId: 'ev-replay-1', orderNo, amount: 500_000, result: 'success', providerRef: 'P1' });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/app-api/payment/callback/sandbox',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandbox('sixmark-sandbox-demo-secret', raw) },
        payload: raw,
      });
    const concurrent = await Promise.all(Array.from({ length: 10 }, send));
    const sequential = [];
    for (let i = 0; i < 10; i++) sequential.push(await send());
    const all = [...concurrent, ...sequential];
    expect(all.every((r) => r.statusCode === 200)).toBe(true);
    expect(all.filter((r) => r.json().data.applied)).toHaveLength(1);
    expect((await wallet(u.id)).money).toBe(500_000);
    const ledger = await t.pool.query('SELECT 1 FROM wallet_ledger WHERE user_id = $1', [u.id]);
    expect(ledger.rowCount).toBe(1);
  }, 60_000);
});
