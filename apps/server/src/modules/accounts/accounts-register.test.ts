import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Bill, REGISTER_FIELDS } from '@sixmark/shared';
import { REGISTER_LIMIT } from '../../db/seed/foundation';
import { assertLedgerBalanced, createTestApp, type TestApp } from '../../../test/helper';
import { storeCaptcha } from './captcha';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const setFlags = async (data: Record<string, unknown>) => {
  await t.pool.query(`UPDATE limit_configs SET data = $1 WHERE kind = 'register'`, [JSON.stringify(data)]);
};
beforeEach(async () => {
  await setFlags(REGISTER_LIMIT);
});

let seq = 0;
const newAccount = () => `reg${Date.now().toString(36).slice(-6)}${seq++}`;
const CAPTCHA = 'k7mz';

/** Posts a registration form with a fresh captcha bound to a fresh client id. */
async function register(fields: Record<string, string>, query = '') {
  const clientId = `reg-client-${Date.now()}-${seq++}`;
  await storeCaptcha(t.pool, clientId, 'reg', CAPTCHA);
  const payload = new URLSearchParams({ vCode: CAPTCHA, clientId, ...fields }).toString();
  return t.app.inject({
    method: 'POST',
    url: `/app-api/v/user/reg${query}`,
    payload,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

const basic = () => {
  const account = newAccount();
  return { account, password: 'Secret123', confirmPassword: 'Secret123' };
};

describe('POST /v/user/reg', () => {
  it('registers with the seeded flags, credits the 18 yuan sign-up gift and says 注册成功!', async () => {
    const form = basic();
    const res = await register(form);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 'OK', msg: '注册成功!' });
    expect(body.data.token).toBeTruthy();
    expect(body.data.tokenChat).toBeTruthy();
    const info = await t.app.inject({ method: 'GET', url: '/app-api/api/user/info', headers: { token: body.data.token } });
    const profile = info.json().data;
    expect(profile.userInfo).toMatchObject({ account: form.account, type: 'NORMAL' });
    expect(profile.extInfo.money).toBe(18);
    expect(profile.unReadCount).toBe(1);
    const ledger = await t.pool.query('SELECT bill_type, amount FROM wallet_ledger WHERE user_id = $1', [
      profile.userInfo.userId,
    ]);
    expect(ledger.rows).toEqual([{ bill_type: Bill.signUpGift, amount: 18_000 }]);
    await assertLedgerBalanced(t.pool);
    // The gift is a bonus: withdrawing it first needs turnover (visible in the audit call).
    const audit = await t.app.inject({
      method: 'GET',
      url: '/app-api/api/userWithdraw/validWithdraw/queryAll',
      headers: { token: body.data.token },
    });
    expect(audit.json().data.requireDML).toBeGreaterThan(0);
  });

  it('refuses a taken account with 该用户名已被注册 (case-insensitive)', async () => {
    const res = await register({ ...basic(), account: 'Demo01' });
    expect(res.json()).toMatchObject({ success: false, code: 'UC/ACCOUNT_TAKEN', msg: '该用户名已被注册' });
  });

  it('refuses a wrong or missing captcha with 验证码不正确', async () => {
    const res = await register({ ...basic(), vCode: 'nope' });
    expect(res.json()).toMatchObject({ code: 'UC/VCODE_ERROR', msg: '验证码不正确' });
    const empty = await register({ ...basic(), vCode: '' });
    expect(empty.json().msg).toBe('验证码不正确');
  });

  it('links the new member to the agent of the promotion code (intrCode or ?code=)', async () => {
    const a = basic();
    expect((await register({ ...a, intrCode: 'AAGENT01' })).statusCode).toBe(200);
    const b = basic();
    expect((await register(b, '?code=AAGENT01')).statusCode).toBe(200);
    const { rows } = await t.pool.query(
      `SELECT m.account FROM users m JOIN users p ON p.id = m.parent_id WHERE p.account = 'agent01' AND m.account = ANY($1)`,
      [[a.account, b.account]],
    );
    expect(rows).toHaveLength(2);
  });

  it('refuses an unknown promotion code with 推广码不存在', async () => {
    const res = await register({ ...basic(), intrCode: 'NOPE99' });
    expect(res.json()).toMatchObject({ code: 'UC/INTR_CODE_MISSING', msg: '推广码不存在' });
    const viaQuery = await register(basic(), '?code=NOPE99');
    expect(viaQuery.json().msg).toBe('推广码不存在');
  });

  it('takes non-secret fields from the query, but never a password', async () => {
    const clientId = `reg-query-${seq++}`;
    await storeCaptcha(t.pool, clientId, 'reg', CAPTCHA);
    const f = basic();
    const q = new URLSearchParams({ ...f, vCode: CAPTCHA, clientId }).toString();
    const res = await t.app.inject({ method: 'POST', url: `/app-api/v/user/reg?${q}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('密码只能在请求正文中提交');
    expect((await t.pool.query('SELECT 1 FROM users WHERE account = $1', [f.account])).rowCount).toBe(0);
    // The account and captcha in the query, the passwords in the form: accepted.
    const { password, confirmPassword, account } = f;
    const mixed = await t.app.inject({
      method: 'POST',
      url: `/app-api/v/user/reg?${new URLSearchParams({ account, vCode: CAPTCHA, clientId }).toString()}`,
      payload: new URLSearchParams({ password, confirmPassword }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(mixed.statusCode).toBe(200);
  });

  it('stores optional fields, the fund password and a phone without spaces', async () => {
    await setFlags({ ...REGISTER_LIMIT, phone: 1, fundPwd: 1, fullName: 0, qq: 0 });
    const f = basic();
    const res = await register({ ...f, phone: '139 1234 5678', fundPwd: '4321', fullName: '李小龙' });
    expect(res.statusCode).toBe(200);
    const { rows } = await t.pool.query(
      'SELECT phone, full_name, fund_pwd_hash IS NOT NULL AS has_fund FROM users WHERE account = $1',
      [f.account],
    );
    expect(rows[0]).toEqual({ phone: '13912345678', full_name: '李小龙', has_fund: true });
  });

  it('gives no gift when sendMenoy is 0', async () => {
    await setFlags({ ...REGISTER_LIMIT, sendMenoy: 0 });
    const res = await register(basic());
    const token = res.json().data.token;
    const info = await t.app.inject({ method: 'GET', url: '/app-api/api/user/info', headers: { token } });
    expect(info.json().data.extInfo.money).toBe(0);
  });

  const allRequired = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, 1]));
  const complete = () => ({
    ...basic(),
    birthday: '1990-05-06',
    email: 'player@example.com',
    fullName: '王小明',
    fundPwd: '2468',
    intrCode: 'AAGENT01',
    qq: '123456',
    weixin: 'wxplayer1',
    phone: '13800138000',
  });

  it('accepts a complete form when every field is required', async () => {
    await setFlags(allRequired);
    expect((await register(complete())).statusCode).toBe(200);
  });

  it.each([
    [{ account: '1abcdef' }, '用户名必须是字母开头的6-15位的字母或者数字'],
    [{ account: 'abcde' }, '用户名必须是字母开头的6-15位的字母或者数字'],
    [{ password: 'short1A', confirmPassword: 'short1A' }, '为了您的账户安全，密码长度应至少为8个字符，并且必须包含大写字母、小写字母和数字。'],
    [{ password: 'alllower12', confirmPassword: 'alllower12' }, '为了您的账户安全，密码长度应至少为8个字符，并且必须包含大写字母、小写字母和数字。'],
    [{ account: 'Abcdefg123', password: 'Abcdefg123', confirmPassword: 'Abcdefg123' }, '为了您的账户安全，请勿使用与用户名相同的密码。'],
    [{ confirmPassword: 'Other1234' }, '登录密码与确认密码不一致'],
    [{ birthday: '' }, '请输入您的出生日期'],
    [{ birthday: '2999-01-01' }, '请输入您的出生日期'],
    [{ email: '' }, '邮箱地址不能为空'],
    [{ email: 'bad@' }, '邮箱地址格式不正确'],
    [{ fullName: '' }, '真实姓名不能为空'],
    [{ fullName: 'Tom' }, '请输入正确您的中文姓名'],
    [{ fundPwd: '' }, '资金密码不能为空'],
    [{ fundPwd: '12345' }, '资金密码必须是4位数字'],
    [{ intrCode: '' }, '推广码不能为空'],
    [{ qq: '12' }, '请输入正确QQ号码'],
    [{ weixin: 'ab' }, '请输入正确微信账号'],
    [{ phone: '' }, '手机号码不能为空'],
    [{ phone: '12345678901' }, '手机号码填写错误'],
  ])('refuses %j with %s', async (change, message) => {
    await setFlags(allRequired);
    const res = await register({ ...complete(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg: message });
  });

  it('ignores hidden fields and checks filled optional ones', async () => {
    await setFlags({ account: 1, password: 1, vCode: 1, qq: 0 });
    expect((await register({ ...basic(), email: 'not-an-email', qq: '' })).statusCode).toBe(200);
    const res = await register({ ...basic(), qq: '1' });
    expect(res.json().msg).toBe('请输入正确QQ号码');
  });
});
