import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const FUND = '2468';
const admin = () => ({ 'x-admin-token': t.app.config.adminToken });

async function pendingWithdraw(u: TestUser, amount = 100): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/app-api/api/userWithdraw/save/free-bank',
    headers: u.headers,
    payload: { amount, bankName: '招商银行', cardNo: '6225880012345678', holderName: '李四', cashPassword: FUND },
  });
  expect(res.json()).toMatchObject({ success: true });
  return res.json().data.id as number;
}

const review = (id: number) => t.app.inject({ method: 'GET', url: `/app-api/admin/withdraw/${id}/review`, headers: admin() });

describe('GET admin/withdraw/:id/review', () => {
  it('shows the member turnover audit and trips every risk flag of a risky member', async () => {
    const u = await createUser(t.app, { money: 1_000_000, fundPwd: FUND });
    const other = await createUser(t.app);
    await t.pool.query(`UPDATE user_tokens SET ip = '203.0.113.9' WHERE user_id = ANY($1::bigint[])`, [[u.id, other.id]]);
    const id = await pendingWithdraw(u);
    // A bank account bound an hour ago.
    await t.pool.query(
      `INSERT INTO user_banks (user_id, bank_name, card_no, holder_name, is_default, created_at) VALUES ($1, '工商银行', '6222020000000001', '李四', true, now() - interval '1 hour')`,
      [u.id],
    );
    // After the request: a deposit requirement the member has not played through, an active
    // self-exclusion; then a freeze.
    await t.pool.query(
      `INSERT INTO turnover_requirements (user_id, source, reference, amount, require_dml) VALUES ($1, 'deposit', 'test:req', 500000, 500000)`,
      [u.id],
    );
    await t.pool.query(
      `INSERT INTO safer_play_exclusions (user_id, kind, starts_at, ends_at) VALUES ($1, 'self', now() - interval '1 hour', now() + interval '7 days')`,
      [u.id],
    );

    // The same audit numbers the member's own /valid-withdraw page shows (asked before the freeze).
    const member = await t.app.inject({ method: 'GET', url: '/app-api/api/userWithdraw/validWithdraw/queryAll', headers: u.headers });
    expect(member.json().success).toBe(true);
    await t.pool.query(`UPDATE users SET status = 'disabled' WHERE id = $1`, [u.id]);

    const res = await review(id);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ withdrawId: id, userId: u.id, account: u.account });
    expect(d.turnover).toEqual(member.json().data);
    expect(d.turnover).toMatchObject({ requireDML: 500, sumAllDml: 0, yetWithdraw: false });
    expect(d.flags.map((f: { code: string }) => f.code).sort()).toEqual(
      ['bank_changed', 'frozen', 'new_account', 'over_deposits', 'self_excluded', 'shared_ip', 'turnover_not_met'].sort(),
    );
    expect(d.facts).toMatchObject({ totalDeposits: 0, registerIp: '203.0.113.9', sameIpAccounts: [other.account], frozen: true });
    expect(d.flags.find((f: { code: string }) => f.code === 'shared_ip').text).toBe('注册IP 203.0.113.9 与其他 1 个会员相同');
  });

  it('raises no flag for an old member with deposits, an old card and a unique IP', async () => {
    const u = await createUser(t.app, { money: 1_000_000, fundPwd: FUND });
    const id = await pendingWithdraw(u, 200);
    await t.pool.query(`UPDATE users SET created_at = now() - interval '30 days' WHERE id = $1`, [u.id]);
    await t.pool.query(
      `INSERT INTO user_banks (user_id, bank_name, card_no, holder_name, is_default, created_at) VALUES ($1, '工商银行', '6222020000000002', '王五', true, now() - interval '10 days')`,
      [u.id],
    );
    await t.pool.query(`UPDATE user_tokens SET ip = '198.51.100.77' WHERE user_id = $1`, [u.id]);
    const { rows } = await t.pool.query<{ id: number }>(`SELECT id FROM recharge_channels WHERE type = 'bank' LIMIT 1`);
    await t.pool.query(
      `INSERT INTO recharge_orders (order_no, user_id, channel_id, amount, status, expires_at, completed_at)
       VALUES ($1, $2, $3, 100000, 'success', now(), now())`,
      [`RTEST${u.id}`, u.id, rows[0]!.id],
    );
    const d = (await review(id)).json().data;
    expect(d.flags).toEqual([]);
    expect(d.facts).toMatchObject({ totalDeposits: 100, totalWithdrawn: 0, sameIpAccounts: [], frozen: false, exclusionEndsAt: null });
    expect(d.turnover.yetWithdraw).toBe(true);
  });

  it('answers 404 for an unknown withdrawal and 401 without an operator', async () => {
    expect((await review(999_999)).json()).toMatchObject({ success: false });
    const res = await t.app.inject({ method: 'GET', url: '/app-api/admin/withdraw/1/review' });
    expect(res.statusCode).toBe(401);
  });
});
