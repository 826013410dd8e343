import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';

let t: TestApp;
/** A signed-in super admin: recharge and withdrawal decisions refuse the static token. */
let session: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  session = await operatorHeaders(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
});

const FUND = '2468';
const admin = () => session;

/** How operator tools send an action without a reason: JSON type and no body, or no type at all. */
const bodies = [
  { name: 'JSON content type, empty body', headers: { 'content-type': 'application/json' }, payload: '' },
  { name: 'JSON content type, blank body', headers: { 'content-type': 'application/json; charset=utf-8' }, payload: '  ' },
  { name: 'no content type, no body', headers: {}, payload: undefined },
] as const;

const bare = (url: string, how: (typeof bodies)[number]) =>
  t.app.inject({ method: 'POST', url, headers: { ...admin(), ...how.headers }, ...(how.payload === undefined ? {} : { payload: how.payload }) });

async function pendingWithdraw(u: TestUser): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/app-api/api/userWithdraw/save/free-bank',
    headers: u.headers,
    payload: { amount: 100, bankName: '招商银行', cardNo: '6225880012345678', holderName: '李四', cashPassword: FUND },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.id as number;
}

async function processingRecharge(u: TestUser): Promise<string> {
  const { rows } = await t.pool.query<{ id: number }>(`SELECT id FROM recharge_channels WHERE type = 'bank' LIMIT 1`);
  const created = await t.app.inject({
    method: 'POST',
    url: '/app-api/api/recharge/create',
    headers: u.headers,
    payload: { channelId: rows[0]!.id, amount: 300, payerName: '张三' },
  });
  expect(created.json()).toMatchObject({ success: true });
  const orderNo = created.json().data.order.orderNo as string;
  await t.app.inject({ method: 'POST', url: `/app-api/api/recharge/order/${orderNo}/paid`, headers: u.headers });
  return orderNo;
}

describe.each(bodies)('operator actions with $name', (how) => {
  it('approves and rejects withdrawals', async () => {
    const u = await createUser(t.app, { money: 1_000_000, fundPwd: FUND });
    const a = await pendingWithdraw(u);
    const approved = await bare(`/app-api/admin/withdraw/${a}/approve`, how);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe('approved');
    const b = await pendingWithdraw(u);
    const rejected = await bare(`/app-api/admin/withdraw/${b}/reject`, how);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: '' });
    const audit = await t.pool.query(`SELECT action FROM audit_log WHERE target_type = 'withdraw_order' AND target_id IN ($1, $2) ORDER BY id`, [
      String(a),
      String(b),
    ]);
    expect(audit.rows.map((r) => r.action)).toEqual(['withdraw.approve', 'withdraw.reject']);
  });

  it('confirms and rejects bank recharges', async () => {
    const u = await createUser(t.app);
    const a = await processingRecharge(u);
    const confirmed = await bare(`/app-api/admin/recharge/${a}/confirm`, how);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.status).toBe('success');
    const b = await processingRecharge(u);
    expect((await bare(`/app-api/admin/recharge/${b}/reject`, how)).json().data.status).toBe('failed');
  });

  it('flags a user for a password reset', async () => {
    const u = await createUser(t.app);
    const res = await bare(`/app-api/admin/users/${u.id}/reset-password-flag`, how);
    expect(res.statusCode).toBe(200);
  });
});

it('still refuses a malformed JSON body with 400', async () => {
  const u = await createUser(t.app, { money: 1_000_000, fundPwd: FUND });
  const id = await pendingWithdraw(u);
  const res = await t.app.inject({
    method: 'POST',
    url: `/app-api/admin/withdraw/${id}/reject`,
    headers: { ...admin(), 'content-type': 'application/json' },
    payload: '{"reason":',
  });
  expect(res.statusCode).toBe(400);
  const poisoned = await t.app.inject({
    method: 'POST',
    url: `/app-api/admin/withdraw/${id}/reject`,
    headers: { ...admin(), 'content-type': 'application/json' },
    payload: '{"__proto__":{"x":1},"reason":"a"}',
  });
  expect(poisoned.statusCode).toBe(400);
});
