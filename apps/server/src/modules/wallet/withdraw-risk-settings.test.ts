import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@sixmark/shared';
import { createTestApp, requester, type TestApp } from '../../../test/helper';
import { createUser } from '../../../test/factories';
import { DEMO_OPERATORS } from '../../db/seed/operators';

// The withdrawal review's risk thresholds as an operator setting (系统设置 → 提现风控, issue 15):
// stored per company, bounded, defaults = the former constants, audited, read by the next review.
let t: TestApp;
let http: ReturnType<typeof requester>;
const FUND = '2468';
const admin = () => ({ 'x-admin-token': t.app.config.adminToken, 'x-admin-name': 'riskboss' });
const RISK = '/app-api/admin/settings/risk';

beforeAll(async () => {
  t = await createTestApp();
  http = requester(t.app);
});
afterAll(async () => t.close());

const put = async (body: unknown, headers: Record<string, string> = admin()) => {
  const res = await t.app.inject({ method: 'PUT', url: RISK, payload: body as object, headers });
  return { status: res.statusCode, body: res.json() };
};
const flagsOf = async (id: number) =>
  ((await http.get(`/app-api/admin/withdraw/${id}/review`, admin())).body.data.flags as { code: string; text: string }[]);

/**
 * A member 30 hours old, a card bound 20 hours ago, 100 yuan deposited and 400 yuan asked for:
 * under the defaults (24 h, 3×, 72 h) that raises over_deposits and bank_changed only.
 */
async function borderlineWithdrawal(): Promise<number> {
  const u = await createUser(t.app, { money: 1_000_000, fundPwd: FUND });
  const res = await t.app.inject({
    method: 'POST',
    url: '/app-api/api/userWithdraw/save/free-bank',
    headers: u.headers,
    payload: { amount: 400, bankName: '招商银行', cardNo: '6225880012345678', holderName: '李四', cashPassword: FUND },
  });
  expect(res.json()).toMatchObject({ success: true });
  await t.pool.query(`UPDATE users SET created_at = now() - interval '30 hours' WHERE id = $1`, [u.id]);
  await t.pool.query(
    `INSERT INTO user_banks (user_id, bank_name, card_no, holder_name, is_default, created_at) VALUES ($1, '工商银行', $2, '王五', true, now() - interval '20 hours')`,
    [u.id, `62220200${String(u.id).padStart(8, '0')}`],
  );
  await t.pool.query(`UPDATE user_tokens SET ip = $2 WHERE user_id = $1`, [u.id, `198.18.${u.id % 250}.${(u.id >> 8) % 250}`]);
  const { rows } = await t.pool.query<{ id: number }>(`SELECT id FROM recharge_channels WHERE type = 'bank' LIMIT 1`);
  await t.pool.query(
    `INSERT INTO recharge_orders (order_no, user_id, channel_id, amount, status, expires_at, completed_at) VALUES ($1, $2, $3, 100000, 'success', now(), now())`,
    [`RRISK${u.id}`, u.id, rows[0]!.id],
  );
  return res.json().data.id as number;
}

describe('admin/settings/risk', () => {
  it('answers the former constants while nothing is stored', async () => {
    const res = await http.get(RISK, admin());
    expect(res.body.data).toEqual({ newAccountHours: 24, depositMultiple: 3, bankChangeHours: 72 });
  });

  it('changing the thresholds changes the flags of the next review, audited with before/after', async () => {
    const id = await borderlineWithdrawal();
    expect((await flagsOf(id)).map((f) => f.code)).toEqual(['over_deposits', 'bank_changed']);

    const saved = await put({ newAccountHours: 48, depositMultiple: 5, bankChangeHours: 12 });
    expect(saved.body).toMatchObject({ code: 'OK', data: { newAccountHours: 48, depositMultiple: 5, bankChangeHours: 12 } });
    const flags = await flagsOf(id);
    expect(flags).toEqual([{ code: 'new_account', text: '新账户：注册不足48小时（30小时）' }]);

    const { rows } = await t.pool.query(`SELECT actor, target_id, detail FROM audit_log WHERE action = 'settings.update' AND target_id = 'risk' ORDER BY id DESC LIMIT 1`);
    expect(rows[0]).toMatchObject({ actor: 'admin:riskboss', target_id: 'risk' });
    expect(rows[0].detail).toEqual({
      before: { newAccountHours: 24, depositMultiple: 3, bankChangeHours: 72 },
      after: { newAccountHours: 48, depositMultiple: 5, bankChangeHours: 12 },
    });

    // Back to the defaults: the review is as before.
    await put({ newAccountHours: 24, depositMultiple: 3, bankChangeHours: 72 });
    expect((await flagsOf(id)).map((f) => f.code)).toEqual(['over_deposits', 'bank_changed']);
  });

  it('refuses out-of-bound values with a Chinese message and keeps the stored ones', async () => {
    await put({ newAccountHours: 36, depositMultiple: 4, bankChangeHours: 48 });
    for (const body of [
      { newAccountHours: 0, depositMultiple: 4, bankChangeHours: 48 },
      { newAccountHours: 36, depositMultiple: 101, bankChangeHours: 48 },
      { newAccountHours: 36, depositMultiple: 2.5, bankChangeHours: 48 },
      { newAccountHours: 36, depositMultiple: 4, bankChangeHours: 721 },
      { newAccountHours: 36, depositMultiple: 4 },
    ]) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await http.get(RISK, admin())).body.data).toEqual({ newAccountHours: 36, depositMultiple: 4, bankChangeHours: 48 });
    // A hand-edited stored row outside the bounds reads as the default for that field only.
    await t.pool.query(`UPDATE limit_configs SET data = '{"newAccountHours": 9999, "depositMultiple": 4, "bankChangeHours": 48}' WHERE kind = 'withdraw_risk'`);
    expect((await http.get(RISK, admin())).body.data).toEqual({ newAccountHours: 24, depositMultiple: 4, bankChangeHours: 48 });
  });

  it('is not served to members and only an operators-permission role may change it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sys-upload/data/json/limit/withdraw_risk_limit.json' })).statusCode).toBe(404);
    const signIn = async (name: string) => {
      const res = await http.post('/app-api/admin/auth/sign-in', { name, password: DEMO_OPERATORS.find((o) => o.name === name)!.password });
      return { 'x-operator-token': res.body.data.token as string };
    };
    const risk = await signIn('risk');
    expect((await http.get(RISK, risk)).status).toBe(200);
    const refused = await put({ newAccountHours: 1, depositMultiple: 1, bankChangeHours: 1 }, risk);
    expect([refused.status, refused.body.code]).toEqual([403, ErrorCode.OPERATOR_FORBIDDEN]);
    expect((await put({ newAccountHours: 30, depositMultiple: 3, bankChangeHours: 72 }, await signIn('admin'))).body.code).toBe('OK');
  });
});
