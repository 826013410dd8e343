import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BILL_TYPES, Bill } from '@sixmark/shared';
import { assertLedgerBalanced, createTestApp, operatorHeaders, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';
import { withTransaction } from '../../lib/tx';
import { signSandbox } from './payment-provider';
import { recordValidBet } from './turnover';

let t: TestApp;
const ADMIN = { 'x-admin-token': 'sixmark-admin-demo-token' };
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

const get = (u: TestUser | null, url: string) => t.app.inject({ method: 'GET', url, headers: u?.headers ?? {} });
const post = (u: TestUser | null, url: string, payload: object = {}, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...(u?.headers ?? {}), ...extra }, payload });

async function channelId(type: string): Promise<number> {
  const { rows } = await t.pool.query<{ id: number }>('SELECT id FROM recharge_channels WHERE type = $1', [type]);
  return rows[0]!.id;
}
async function addBank(u: TestUser) {
  const { rows } = await t.pool.query<{ id: number }>(
    `INSERT INTO user_banks (user_id, bank_name, bank_branch, card_no, holder_name, is_default)
     VALUES ($1, '中国银行', '北京分行', '6216600000001234', '测试', true) RETURNING id`,
    [u.id],
  );
  return rows[0]!.id;
}
const ledgerRows = async (userId: number) =>
  (await t.pool.query('SELECT * FROM wallet_ledger WHERE user_id = $1', [userId])).rowCount;

/** What the pay page's plain HTML form sends. */
const payPageButton = (url: string, result: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `result=${result}` });

function callback(body: object, secret = 'sixmark-sandbox-demo-secret', t0?: number) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/app-api/payment/callback/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandbox(secret, raw, t0) },
    payload: raw,
  });
}

describe('balances', () => {
  it('answers money and liveMoney in yuan from the wallet', async () => {
    const u = await createUser(t.app, { money: 123_456 });
    const teller = await post(u, '/app-api/api/v2/user/tellerMachine');
    expect(teller.json().data).toEqual({ money: 123.456, liveMoney: 0 });
    expect((await get(u, '/app-api/api/user/money/check')).json().data).toEqual({ money: 123.456, liveMoney: 0 });
    expect((await get(u, '/app-api/api/user/status')).json().data).toEqual({ money: 123.456, liveMoney: 0, status: 'active' });
  });

  it('needs a login', async () => {
    const res = await post(null, '/app-api/api/v2/user/tellerMachine');
    expect(res.statusCode).toBe(401);
  });

  it('transfers to the game balance and back, refusing an overdraft with 余额不足', async () => {
    const u = await createUser(t.app, { money: 100_000 });
    const res = await post(u, '/app-api/api/wallet/transfer', { amount: 60, direction: 'in' });
    expect(res.json().data).toMatchObject({ money: 40, liveMoney: 60 });
    const over = await post(u, '/app-api/api/wallet/transfer', { amount: 41, direction: 'in' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'WALLET/INSUFFICIENT', msg: '余额不足' });
    const back = await post(u, '/app-api/api/wallet/transfer', { amount: 10, direction: 'out' });
    expect(back.json().data).toMatchObject({ money: 50, liveMoney: 50 });
  });
});

describe('idempotency', () => {
  it('replays the first answer for the same key and moves money once', async () => {
    const u = await createUser(t.app, { money: 100_000 });
    const key = { 'idempotency-key': 'k-transfer-1' };
    const a = await post(u, '/app-api/api/wallet/transfer', { amount: 5 }, key);
    const b = await post(u, '/app-api/api/wallet/transfer', { amount: 5 }, key);
    expect(b.json()).toEqual(a.json());
    expect((await get(u, '/app-api/api/user/money/check')).json().data).toEqual({ money: 95, liveMoney: 5 });
  });

  it('refuses the same key with a different body: 409 请求重复且内容不一致', async () => {
    const u = await createUser(t.app, { money: 100_000 });
    const key = { 'idempotency-key': 'k-transfer-2' };
    await post(u, '/app-api/api/wallet/transfer', { amount: 5 }, key);
    const res = await post(u, '/app-api/api/wallet/transfer', { amount: 6 }, key);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SYS/IDEMPOTENCY_CONFLICT', msg: '请求重复且内容不一致' });
  });

  it('applies 10 concurrent requests with one key once', async () => {
    const u = await createUser(t.app, { money: 100_000 });
    const key = { 'idempotency-key': 'k-transfer-3' };
    const all = await Promise.all(Array.from({ length: 10 }, () => post(u, '/app-api/api/wallet/transfer', { amount: 7 }, key)));
    expect(all.every((r) => r.statusCode === 200)).toBe(true);
    expect((await get(u, '/app-api/api/user/money/check')).json().data).toEqual({ money: 93, liveMoney: 7 });
  });
});

describe('sandbox pay page: only the owner, only open orders', () => {
  const sandboxOrder = async (u: TestUser, amount = 100) =>
    (await post(u, '/app-api/api/recharge/create', { channelId: await channelId('online'), amount })).json().data as {
      order: { orderNo: string };
      next: { payUrl: string };
    };
  const statusOf = async (u: TestUser, no: string) => (await get(u, `/app-api/api/recharge/order/${no}`)).json().data.status;
  const success = (no: string, eventId: string) => callback({ eventId, orderNo: no, amount: 100_000, result: 'success' });

  it('refuses the pay page and its buttons without the owner\'s link', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const { order, next } = await sandboxOrder(owner);
    const bare = `/app-api/sandbox-pay/${order.orderNo}`;
    expect(next.payUrl).toMatch(new RegExp(`^${bare}\\?t=[0-9a-f]{64}$`));
    // Another user's own link has a token too, but it is not for this order.
    const foreignToken = new URL((await sandboxOrder(other)).next.payUrl, 'http://x').searchParams.get('t');
    for (const url of [bare, `${bare}?t=`, `${bare}?t=${'0'.repeat(64)}`, `${bare}?t=${foreignToken}`]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('订单不存在');
      expect((await payPageButton(url, 'success')).statusCode).toBe(404);
    }
    expect(await statusOf(owner, order.orderNo)).toBe('created');
    expect(await ledgerRows(owner.id)).toBe(0);
    // The owner's link still works, and its form posts back with the same proof.
    const page = await t.app.inject({ method: 'GET', url: next.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="${next.payUrl}"`);
  });

  it('never turns an operator-rejected order into success, from the pay page or a callback', async () => {
    const u = await createUser(t.app);
    const { order, next } = await sandboxOrder(u);
    expect((await post(null, `/app-api/admin/recharge/${order.orderNo}/reject`, { reason: '风控拒绝' }, FINANCE)).json().data.status).toBe('failed');
    const page = await t.app.inject({ method: 'GET', url: next.payUrl });
    expect(page.body).not.toContain('支付成功</button>');
    expect((await payPageButton(next.payUrl, 'success')).statusCode).toBe(303);
    const late = await success(order.orderNo, 'ev-rejected-1');
    expect(late.json().data).toEqual({ applied: false, status: 'failed' });
    expect(await statusOf(u, order.orderNo)).toBe('failed');
    expect(await ledgerRows(u.id)).toBe(0);
  });

  it('never turns a failed or expired order into success', async () => {
    const u = await createUser(t.app);
    const failed = await sandboxOrder(u);
    await payPageButton(failed.next.payUrl, 'failed');
    expect(await statusOf(u, failed.order.orderNo)).toBe('failed');
    expect((await payPageButton(failed.next.payUrl, 'success')).statusCode).toBe(303);
    expect((await success(failed.order.orderNo, 'ev-failed-1')).json().data).toEqual({ applied: false, status: 'failed' });
    expect(await statusOf(u, failed.order.orderNo)).toBe('failed');

    const expired = await sandboxOrder(u);
    await t.pool.query(`UPDATE recharge_orders SET expires_at = now() - interval '1 second' WHERE order_no = $1`, [expired.order.orderNo]);
    const { expireOrders } = await import('./recharge.service');
    await expireOrders(t.pool);
    expect(await statusOf(u, expired.order.orderNo)).toBe('expired');
    expect((await payPageButton(expired.next.payUrl, 'success')).statusCode).toBe(303);
    expect((await success(expired.order.orderNo, 'ev-expired-1')).json().data).toEqual({ applied: false, status: 'expired' });
    const confirm = await post(null, `/app-api/admin/recharge/${expired.order.orderNo}/confirm`, {}, FINANCE);
    expect(confirm.statusCode).toBe(409);
    expect(await statusOf(u, expired.order.orderNo)).toBe('expired');
    expect(await ledgerRows(u.id)).toBe(0);
  });
});

describe('recharge', () => {
  it('lists the seeded channels of every type, all play money', async () => {
    const u = await createUser(t.app);
    const res = await get(u, '/app-api/api/recharge/channels');
    const list = res.json().data as { type: string; playMoney: boolean; bank: unknown; qrImage: string | null }[];
    expect(list.map((c) => c.type)).toEqual(['bank', 'online', 'qr', 'virtual', 'third_party']);
    expect(list.every((c) => c.playMoney)).toBe(true);
    expect(list[0]!.bank).toMatchObject({ bankName: '中国工商银行' });
    expect(list[2]!.qrImage).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses a trial account with 试玩账户无法进行该操作，请注册正式账户!', async () => {
    const u = await createUser(t.app, { type: 'TEST' });
    const res = await post(u, '/app-api/api/recharge/create', { channelId: await channelId('online'), amount: 100 });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('试玩账户无法进行该操作，请注册正式账户!');
  });

  it('refuses an amount outside the channel range', async () => {
    const u = await createUser(t.app);
    const res = await post(u, '/app-api/api/recharge/create', { channelId: await channelId('bank'), amount: 50 });
    expect(res.json()).toMatchObject({ code: 'WALLET/RECHARGE_RANGE', msg: '充值金额需在100-50000元之间' });
  });

  it('pays through the sandbox: pay page, signed callback, balance, bill, turnover', async () => {
    const u = await createUser(t.app);
    const created = await post(u, '/app-api/api/recharge/create', { channelId: await channelId('online'), amount: 200 });
    const { order, next } = created.json().data;
    expect(order.status).toBe('created');
    expect(next.kind).toBe('pay_url');
    const page = await t.app.inject({ method: 'GET', url: next.payUrl });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('支付成功');
    expect(page.body).not.toContain('<script');
    expect((await get(u, `/app-api/api/recharge/order/${order.orderNo}`)).json().data.status).toBe('processing');
    const paid = await payPageButton(next.payUrl, 'success');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/recharge/processing/${order.orderNo}`);
    const after = (await get(u, `/app-api/api/recharge/order/${order.orderNo}`)).json().data;
    expect(after).toMatchObject({ status: 'success', statusName: '充值成功', amount: 200 });
    expect((await get(u, '/app-api/api/user/money/check')).json().data.money).toBe(200);
    const bills = (await get(u, '/app-api/api/bills')).json().data;
    expect(bills.data[0]).toMatchObject({ billType: Bill.onlinePayment, billTypeName: '在线支付', amount: 200, balanceAfter: 200 });
    const audit = (await get(u, '/app-api/api/userWithdraw/validWithdraw/queryAll')).json().data;
    expect(audit).toMatchObject({ requireDML: 200, sumAllDml: 0, sumAllDeduct: 200, yetWithdraw: false, relaxQuota: 10 });
    const { rows } = await t.pool.query('SELECT rech_money FROM wallets WHERE user_id = $1', [u.id]);
    expect(Number(rows[0].rech_money)).toBe(200_000);
  });

  it('marks the order failed on a failure callback', async () => {
    const u = await createUser(t.app);
    const { order, next } = (await post(u, '/app-api/api/recharge/create', { channelId: await channelId('third_party'), amount: 100 })).json().data;
    await payPageButton(next.payUrl, 'failed');
    expect((await get(u, `/app-api/api/recharge/order/${order.orderNo}`)).json().data.status).toBe('failed');
    expect(await ledgerRows(u.id)).toBe(0);
  });

  it('writes no ledger row for a bad signature, an old time stamp or a wrong amount', async () => {
    const u = await createUser(t.app);
    const { order } = (await post(u, '/app-api/api/recharge/create', { channelId: await channelId('online'), amount: 100 })).json().data;
    const event = { eventId: 'ev-bad-1', orderNo: order.orderNo, amount: 100_000, result: 'success' };
    const bad = await callback(event, 'wrong-secret');
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: 'PAY/BAD_SIGNATURE', msg: '签名校验失败' });
    const old = await callback(event, undefined, Math.floor(Date.now() / 1000) - 301);
    expect(old.json()).toMatchObject({ code: 'PAY/CALLBACK_EXPIRED', msg: '回调已过期' });
    const wrong = await callback({ ...event, amount: 100_001 });
    expect(wrong.json()).toMatchObject({ code: 'PAY/AMOUNT_MISMATCH', msg: '金额与订单不一致' });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/app-api/payment/callback/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandbox('sixmark-sandbox-demo-secret', JSON.stringify(event)) },
      payload: JSON.stringify({ ...event, amount: 100_000 }) + ' ',
    });
    expect(tampered.statusCode).toBe(401);
    expect(await ledgerRows(u.id)).toBe(0);
    expect((await t.pool.query('SELECT 1 FROM payment_events WHERE order_no = $1', [order.orderNo])).rowCount).toBe(0);
  });

  it('is confirmed by an operator for a bank transfer, with an audit row', async () => {
    const u = await createUser(t.app);
    const created = (await post(u, '/app-api/api/recharge/create', { channelId: await channelId('bank'), amount: 300, payerName: '张三' })).json().data;
    expect(created.next).toMatchObject({ kind: 'bank', bank: { bankName: '中国工商银行', accountNo: '6222020200112233445' } });
    const no = created.order.orderNo;
    expect((await post(u, `/app-api/api/recharge/order/${no}/paid`)).json().data.status).toBe('processing');
    expect((await post(null, `/app-api/admin/recharge/${no}/confirm`)).statusCode).toBe(401);
    const list = (await get(null, '/app-api/admin/recharge/orders?status=processing').then(() =>
      t.app.inject({ method: 'GET', url: '/app-api/admin/recharge/orders?status=processing', headers: ADMIN }),
    )).json().data;
    expect(list.data.some((o: { orderNo: string }) => o.orderNo === no)).toBe(true);
    const ok = await post(null, `/app-api/admin/recharge/${no}/confirm`, {}, FINANCE);
    expect(ok.json().data.status).toBe('success');
    const again = await post(null, `/app-api/admin/recharge/${no}/confirm`, {}, FINANCE);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('订单状态已变更，无法操作');
    expect((await get(u, '/app-api/api/user/money/check')).json().data.money).toBe(300);
    const audit = await t.pool.query(`SELECT * FROM audit_log WHERE action = 'recharge.confirm' AND target_id = $1`, [no]);
    expect(audit.rowCount).toBe(1);
  });

  it('is rejected by an operator without moving money', async () => {
    const u = await createUser(t.app);
    const no = (await post(u, '/app-api/api/recharge/create', { channelId: await channelId('qr'), amount: 100 })).json().data.order.orderNo;
    const res = await post(null, `/app-api/admin/recharge/${no}/reject`, { reason: '未到账' }, FINANCE);
    expect(res.json().data).toMatchObject({ status: 'failed', remark: '未到账' });
    expect(await ledgerRows(u.id)).toBe(0);
  });

  it('expires unpaid orders after 30 minutes', async () => {
    const u = await createUser(t.app);
    const no = (await post(u, '/app-api/api/recharge/create', { channelId: await channelId('online'), amount: 100 })).json().data.order.orderNo;
    await t.pool.query(`UPDATE recharge_orders SET expires_at = now() - interval '1 second' WHERE order_no = $1`, [no]);
    const { expireOrders } = await import('./recharge.service');
    await expireOrders(t.pool);
    expect((await get(u, `/app-api/api/recharge/order/${no}`)).json().data.status).toBe('expired');
  });

  it('pages and filters the history', async () => {
    const u = await createUser(t.app);
    const id = await channelId('online');
    for (const amount of [100, 200, 300]) await post(u, '/app-api/api/recharge/create', { channelId: id, amount });
    const page = (await get(u, '/app-api/api/recharge/history?page=1&rows=2')).json().data;
    expect(page.totalCount).toBe(3);
    expect(page.data).toHaveLength(2);
    expect(page.data[0].amount).toBe(300);
    const none = (await get(u, '/app-api/api/recharge/history?status=success')).json().data;
    expect(none.totalCount).toBe(0);
    const future = (await get(u, '/app-api/api/recharge/history?startDate=2099-01-01')).json().data;
    expect(future.totalCount).toBe(0);
  });
});

describe('withdrawal', () => {
  const FUND = '1234';

  it('refuses a trial account on the server', async () => {
    const u = await createUser(t.app, { type: 'TEST', money: 1_000_000, fundPwd: FUND });
    const res = await post(u, '/app-api/api/userWithdraw/save/v2', { amount: 100, cashPassword: FUND });
    expect(res.json().msg).toBe('试玩账户无法进行该操作，请注册正式账户!');
  });

  it('needs a bank account: 请先绑定银行卡', async () => {
    const u = await createUser(t.app, { money: 1_000_000, fundPwd: FUND });
    const res = await post(u, '/app-api/api/userWithdraw/save/v2', { amount: 100, cashPassword: FUND });
    expect(res.json()).toMatchObject({ code: 'WALLET/BANK_REQUIRED', msg: '请先绑定银行卡' });
  });

  it('answers the fund password codes of spec 1', async () => {
    const none = await createUser(t.app, { money: 1_000_000 });
    await addBank(none);
    expect((await post(none, '/app-api/api/userWithdraw/save/v2', { amount: 100, cashPassword: FUND })).json().code).toBe('UC/CASH_PASSWORD_NULL');
    const u = await createUser(t.app, { money: 1_000_000, fundPwd: FUND });
    await addBank(u);
    expect((await post(u, '/app-api/api/userWithdraw/save/v2', { amount: 100 })).json().code).toBe('UC/CASH_PASSWORD');
    expect((await post(u, '/app-api/api/userWithdraw/save/v2', { amount: 100, cashPassword: '9999' })).json().code).toBe('UC/CASH_PASSWORD_ERROR');
  });

  it('enforces the limit JSON: range and daily count', async () => {
    const u = await createUser(t.app, { money: 10_000_000, fundPwd: FUND });
    await addBank(u);
    const low = await post(u, '/app-api/api/userWithdraw/save/v2', { amount: 99, cashPassword: FUND });
    expect(low.json().msg).toBe('单笔提现金额需在100-50000元之间');
    const high = await post(u, '/app-api/api/userWithdraw/save/v2', { amount: 50_001, cashPassword: FUND });
    expect(high.json().msg).toBe('单笔提现金额需在100-50000元之间');
    for (let i = 0; i < 5; i++) {
      expect((await post(u, '/app-api/api/userWithdraw/save/v2', { amount: 100, cashPassword: FUND })).statusCode).toBe(200);
    }
    const sixth = await post(u, '/app-api/api/userWithdraw/save/v2', { amount: 100, cashPassword: FUND });
    expect(sixth.json()).toMatchObject({ code: 'WALLET/WITHDRAW_DAILY_LIMIT', msg: '今日提现次数已达上限' });
  });

  it('refuses until the turnover is met: 有效投注未达到提款要求; valid bets count against it', async () => {
    const u = await createUser(t.app, { fundPwd: FUND });
    await addBank(u);
    const adj = await post(null, `/app-api/admin/users/${u.id}/adjust`, { amount: 1000, reason: '测试存入' }, FINANCE);
    expect(adj.json().data.money).toBe(1000);
    const res = await post(u, '/app-api/api/userWithdraw/save/v2', { amount: 100, cashPassword: FUND });
    expect(res.json()).toMatchObject({ code: 'WALLET/TURNOVER_NOT_MET', msg: '有效投注未达到提款要求' });
    await withTransaction(t.pool, (tx) => recordValidBet(tx, u.id, 995_000));
    const audit = (await get(u, '/app-api/api/userWithdraw/validWithdraw/queryAll')).json().data;
    expect(audit).toMatchObject({ requireDML: 1000, sumAllDml: 995, sumAllDeduct: 5, yetWithdraw: true });
    const row = audit.rows[0];
    expect((await get(u, `/app-api/api/userWithdraw/validWithdraw/${row.id}`)).json().data).toMatchObject({ validDml: 995, requireDml: 1000, status: 'open' });
    expect((await post(u, '/app-api/api/userWithdraw/save/v2', { amount: 100, cashPassword: FUND })).statusCode).toBe(200);
  });

  it('freezes at request; approval pays out once, with audit rows', async () => {
    const u = await createUser(t.app, { money: 1_000_000, fundPwd: FUND });
    await addBank(u);
    const res = await post(u, '/app-api/api/userWithdraw/save/v2', { amount: 400, cashPassword: FUND }, { 'idempotency-key': 'w-1' });
    const order = res.json().data;
    expect(order).toMatchObject({ amount: 400, status: 'pending', statusName: '审核中', cardNo: '**** **** **** 1234' });
    const replay = await post(u, '/app-api/api/userWithdraw/save/v2', { amount: 400, cashPassword: FUND }, { 'idempotency-key': 'w-1' });
    expect(replay.json().data.id).toBe(order.id);
    const { rows } = await t.pool.query('SELECT money, frozen FROM wallets WHERE user_id = $1', [u.id]);
    expect(rows[0]).toMatchObject({ money: 600_000, frozen: 400_000 });
    const approved = await Promise.all([1, 2, 3].map(() => post(null, `/app-api/admin/withdraw/${order.id}/approve`, {}, FINANCE)));
    expect(approved.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(approved.filter((r) => r.statusCode === 409)).toHaveLength(2);
    const after = await t.pool.query('SELECT money, frozen FROM wallets WHERE user_id = $1', [u.id]);
    expect(after.rows[0]).toMatchObject({ money: 600_000, frozen: 0 });
    const hist = (await get(u, '/app-api/api/userWithdraw/history')).json().data;
    expect(hist.data[0]).toMatchObject({ id: order.id, status: 'approved', statusName: '提现成功' });
    expect((await get(u, '/app-api/api/userWithdraw/history?status=pending')).json().data.totalCount).toBe(0);
    expect((await get(u, '/app-api/api/userWithdraw/history?status=approved')).json().data.totalCount).toBe(1);
    expect((await get(u, '/app-api/api/userWithdraw/history?endDate=2000-01-01')).json().data.totalCount).toBe(0);
    expect((await get(u, `/app-api/api/userWithdraw/detail/${order.id}`)).json().data.status).toBe('approved');
    const audit = await t.pool.query(`SELECT 1 FROM audit_log WHERE action = 'withdraw.approve' AND target_id = $1`, [String(order.id)]);
    expect(audit.rowCount).toBe(1);
  });

  it('rejection returns the frozen amount once', async () => {
    const u = await createUser(t.app, { money: 1_000_000, fundPwd: FUND });
    const res = await post(u, '/app-api/api/userWithdraw/save/free-bank', {
      amount: 250,
      bankName: '招商银行',
      cardNo: '6225880012345678',
      holderName: '李四',
      cashPassword: FUND,
    });
    const order = res.json().data;
    expect(order).toMatchObject({ bankName: '招商银行', cardNo: '**** **** **** 5678' });
    const rejected = await post(null, `/app-api/admin/withdraw/${order.id}/reject`, { reason: '银行卡信息有误' }, FINANCE);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: '银行卡信息有误' });
    expect((await post(null, `/app-api/admin/withdraw/${order.id}/reject`, {}, FINANCE)).statusCode).toBe(409);
    expect((await post(null, `/app-api/admin/withdraw/${order.id}/approve`, {}, FINANCE)).statusCode).toBe(409);
    const { rows } = await t.pool.query('SELECT money, frozen FROM wallets WHERE user_id = $1', [u.id]);
    expect(rows[0]).toMatchObject({ money: 1_000_000, frozen: 0 });
    const bills = (await get(u, `/app-api/api/bills?billType=${Bill.withdrawRejected}`)).json().data;
    expect(bills.data).toHaveLength(1);
    expect(bills.data[0]).toMatchObject({ billTypeName: '提现拒绝退回', amount: 250, balanceAfter: 1000 });
  });

  it('answers the withdrawal page data', async () => {
    const u = await createUser(t.app, { money: 500_000, fundPwd: FUND });
    await addBank(u);
    const info = (await get(u, '/app-api/api/userWithdraw/info')).json().data;
    expect(info).toMatchObject({ money: 500, limit: { minMoney: 100, maxMoney: 50000, dayTimes: 5 }, todayCount: 0, hasFundPassword: true });
    expect(info.banks[0]).toMatchObject({ bankName: '中国银行', cardNo: '**** **** **** 1234', isDefault: true });
  });
});

describe('operator adjustments and bills', () => {
  it('needs a reason and writes manual deposit / deduction bills with audit rows', async () => {
    const u = await createUser(t.app);
    const noReason = await post(null, `/app-api/admin/users/${u.id}/adjust`, { amount: 10 }, FINANCE);
    expect(noReason.statusCode).toBe(400);
    await post(null, `/app-api/admin/users/${u.id}/adjust`, { amount: 50, reason: '活动补发', turnover: 'bonus' }, FINANCE);
    const deduct = await post(null, `/app-api/admin/users/${u.id}/adjust`, { amount: -20, reason: '扣回' }, FINANCE);
    expect(deduct.json().data.money).toBe(30);
    const over = await post(null, `/app-api/admin/users/${u.id}/adjust`, { amount: -31, reason: '扣回' }, FINANCE);
    expect(over.json().msg).toBe('余额不足');
    const bills = (await get(u, '/app-api/api/bills')).json().data;
    expect(bills.data.map((b: { billTypeName: string }) => b.billTypeName)).toEqual(['人工扣除', '人工存入']);
    const audit = (await get(u, '/app-api/api/userWithdraw/validWithdraw/queryAll')).json().data;
    expect(audit.rows[0]).toMatchObject({ type: 'bonus', typeName: '彩金', requireDml: 150 });
    const rows = await t.pool.query(`SELECT action FROM audit_log WHERE target_type = 'user' AND target_id = $1 ORDER BY id`, [String(u.id)]);
    expect(rows.rows.map((r) => r.action)).toEqual(['wallet.manual_deposit', 'wallet.manual_deduction']);
  });

  it('applies an operator adjustment retried with the same Idempotency-Key once; unknown users are 404', async () => {
    const u = await createUser(t.app);
    const key = { ...FINANCE, 'idempotency-key': 'adj-1' };
    const a = await post(null, `/app-api/admin/users/${u.id}/adjust`, { amount: 70, reason: '补发' }, key);
    const b = await post(null, `/app-api/admin/users/${u.id}/adjust`, { amount: 70, reason: '补发' }, key);
    expect(b.json()).toEqual(a.json());
    expect(await ledgerRows(u.id)).toBe(1);
    const missing = await post(null, '/app-api/admin/users/999999/adjust', { amount: 1, reason: 'x' }, key);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('用户不存在');
  });

  it('filters bills by type and date, and lists every bill type', async () => {
    const u = await createUser(t.app, { money: 100_000 });
    await post(u, '/app-api/api/wallet/transfer', { amount: 10 });
    const byType = (await get(u, `/app-api/api/bills?billType=${Bill.transferToGame}`)).json().data;
    expect(byType.totalCount).toBe(2);
    const past = (await get(u, '/app-api/api/bills?endDate=2000-01-01')).json().data;
    expect(past.totalCount).toBe(0);
    const types = (await get(null, '/app-api/api/bills/types')).json().data;
    // 1-39, then the appended ones (40-43 forum unlocks, issue 19).
    expect(types).toHaveLength(Object.keys(BILL_TYPES).length);
    expect(types.length).toBeGreaterThanOrEqual(43);
    expect(types[1]).toEqual({ billType: 2, billTypeName: '在线支付' });
  });

  it('takes the turnover multiples and relax quota from the company settings', async () => {
    const u = await createUser(t.app);
    const company = await t.app.companyId();
    const set = (k: string, v: string) =>
      t.pool.query('INSERT INTO system_config (company_id, config_key, config_value) VALUES ($1, $2, $3)', [company, k, v]);
    await set('turnover_deposit_multiple', '2');
    await set('withdraw_relax_quota', '0');
    try {
      await post(null, `/app-api/admin/users/${u.id}/adjust`, { amount: 100, reason: '存入' }, FINANCE);
      const audit = (await get(u, '/app-api/api/userWithdraw/validWithdraw/queryAll')).json().data;
      expect(audit).toMatchObject({ requireDML: 200, relaxQuota: 0, yetWithdraw: false });
    } finally {
      await t.pool.query(`DELETE FROM system_config WHERE config_key IN ('turnover_deposit_multiple', 'withdraw_relax_quota')`);
    }
  });

  it('documents the wallet calls in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    for (const p of ['/app-api/api/recharge/create', '/app-api/api/userWithdraw/save/v2', '/app-api/payment/callback/{provider}', '/app-api/api/bills']) {
      expect(doc.paths[p]).toBeDefined();
    }
  });

  it('refuses UPDATE and DELETE on the ledger', async () => {
    await expect(t.pool.query('UPDATE wallet_ledger SET amount = 0')).rejects.toThrow(/append-only/);
    await expect(t.pool.query('DELETE FROM wallet_ledger')).rejects.toThrow(/append-only/);
  });
});

describe('demo seed', () => {
  it('gives demo01 recharge and withdrawal history and adds nothing when re-run', async () => {
    const { seedWallet } = await import('../../db/seed/wallet');
    const count = async () =>
      (await t.pool.query<{ n: string }>(
        `SELECT (SELECT count(*) FROM recharge_channels) + (SELECT count(*) FROM recharge_orders) +
                (SELECT count(*) FROM withdraw_orders) + (SELECT count(*) FROM wallet_ledger) AS n`,
      )).rows[0]!.n;
    const before = await count();
    await seedWallet(t.app);
    expect(await count()).toBe(before);
    const { rows } = await t.pool.query<{ id: number }>(`SELECT id FROM users WHERE account = 'demo01'`);
    const demo = rows[0]!.id;
    const recharges = await t.pool.query('SELECT status FROM recharge_orders WHERE user_id = $1', [demo]);
    expect(recharges.rowCount).toBe(4);
    const withdraws = await t.pool.query(`SELECT 1 FROM withdraw_orders WHERE user_id = $1 AND status = 'approved'`, [demo]);
    expect(withdraws.rowCount).toBe(1);
  });
});
