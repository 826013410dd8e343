import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_MSG } from '@sixmark/shared';
import { assertLedgerBalanced, createTestApp, operatorHeaders, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';

/**
 * Every money call parses its amount with the one shared rule: decimal strings or finite
 * numbers, at most 2 decimals, > 0, bounded; exact thousandths, never a coerced or rounded
 * value, and nothing written when refused.
 */
let t: TestApp;
/** A signed-in finance operator: manual adjustments refuse the static token. */
let FINANCE: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  FINANCE = await operatorHeaders(t.app, 'finance');
});
afterEach(async () => {
  await assertLedgerBalanced(t.pool);
});
afterAll(async () => {
  await t.close();
});

const post = (headers: Record<string, string>, url: string, payload: object | string, form = false) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: form ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
    payload,
  });
const count = async (sql: string, userId: number) => Number((await t.pool.query(sql, [userId])).rows[0].n);
const ledgerRows = (u: TestUser) => count('SELECT count(*) AS n FROM wallet_ledger WHERE user_id = $1', u.id);
const rechargeOrders = (u: TestUser) => count('SELECT count(*) AS n FROM recharge_orders WHERE user_id = $1', u.id);

async function bankChannel(): Promise<number> {
  const { rows } = await t.pool.query<{ id: number }>(`SELECT id FROM recharge_channels WHERE type = 'bank' ORDER BY id LIMIT 1`);
  return rows[0]!.id;
}

/** Amounts every money call refuses, with the message the member sees after 参数「amount」不正确：. */
const REFUSED: [unknown, string][] = [
  ['0x10', MONEY_MSG.invalid],
  ['1e3', MONEY_MSG.invalid],
  [true, MONEY_MSG.invalid],
  ['', MONEY_MSG.invalid],
  ['NaN', MONEY_MSG.invalid],
  ['Infinity', MONEY_MSG.invalid],
  [null, MONEY_MSG.invalid],
  ['100.001', MONEY_MSG.decimals(2)],
  [0.0001, MONEY_MSG.decimals(2)],
  [0, MONEY_MSG.positive],
  ['-100', MONEY_MSG.positive],
  [2 ** 53, MONEY_MSG.tooLarge(100_000_000)],
];

describe('money inputs', () => {
  it('recharge refuses coerced, rounded, zero and huge amounts and creates no order', async () => {
    const u = await createUser(t.app);
    const channelId = await bankChannel();
    for (const [amount, message] of REFUSED) {
      const res = await post(u.headers, '/app-api/api/recharge/create', { channelId, amount });
      expect(res.statusCode, JSON.stringify(amount)).toBe(400);
      expect(res.json().msg).toBe(`参数「amount」不正确：${message}`);
    }
    expect(await rechargeOrders(u)).toBe(0);
  });

  it('recharge stores the exact thousandths of a 2-decimal amount, from JSON and from a form', async () => {
    const u = await createUser(t.app);
    const channelId = await bankChannel();
    // 100.29 * 1000 is 100289.99999999999 in floating point.
    const json = await post(u.headers, '/app-api/api/recharge/create', { channelId, amount: 100.29 });
    expect(json.statusCode).toBe(200);
    expect(json.json().data.order.amount).toBe(100.29);
    const form = await post(u.headers, '/app-api/api/recharge/create', `channelId=${channelId}&amount=200.07`, true);
    expect(form.statusCode).toBe(200);
    const { rows } = await t.pool.query<{ amount: number }>('SELECT amount FROM recharge_orders WHERE user_id = $1 ORDER BY id', [u.id]);
    expect(rows.map((r) => Number(r.amount))).toEqual([100_290, 200_070]);
  });

  it('transfer and withdrawal refuse the same amounts without a ledger row', async () => {
    const u = await createUser(t.app, { money: 500_000 });
    const before = await ledgerRows(u);
    for (const [amount, message] of REFUSED) {
      const transfer = await post(u.headers, '/app-api/api/wallet/transfer', { amount, direction: 'in' });
      expect(transfer.json().msg, `transfer ${JSON.stringify(amount)}`).toBe(`参数「amount」不正确：${message}`);
      const withdraw = await post(u.headers, '/app-api/api/userWithdraw/save/v2', { amount, cashPassword: '1234' });
      expect(withdraw.statusCode, `withdraw ${JSON.stringify(amount)}`).toBe(400);
      expect(withdraw.json().msg).toBe(`参数「amount」不正确：${message}`);
    }
    expect(await ledgerRows(u)).toBe(before);
    // 0.29 moves 290 thousandths, not 289.
    const ok = await post(u.headers, '/app-api/api/wallet/transfer', { amount: '0.29', direction: 'in' });
    expect(ok.json().data).toMatchObject({ money: 499.71, liveMoney: 0.29 });
  });

  it('operator adjustments take signed 2-decimal amounts and refuse zero, hex and extra decimals', async () => {
    const u = await createUser(t.app);
    const url = `/app-api/admin/users/${u.id}/adjust`;
    for (const [amount, message] of [
      ['0x10', MONEY_MSG.invalid],
      [true, MONEY_MSG.invalid],
      ['0.00', MONEY_MSG.nonZero],
      ['12.345', MONEY_MSG.decimals(2)],
      ['-100000000.01', MONEY_MSG.tooLarge(100_000_000)],
    ] as const) {
      const res = await post(FINANCE, url, { amount, reason: '测试' });
      expect(res.statusCode, JSON.stringify(amount)).toBe(400);
      expect(res.json().msg).toBe(`参数「amount」不正确：${message}`);
    }
    expect(await ledgerRows(u)).toBe(0);
    expect((await post(FINANCE, url, { amount: '10.01', reason: '测试' })).json().data.money).toBe(10.01);
    expect((await post(FINANCE, url, { amount: -0.01, reason: '测试' })).json().data.money).toBe(10);
    const { rows } = await t.pool.query<{ amount: number }>('SELECT amount FROM wallet_ledger WHERE user_id = $1 ORDER BY id', [u.id]);
    expect(rows.map((r) => Number(r.amount))).toEqual([10_010, -10]);
  });
});
