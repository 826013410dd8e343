import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '@sixmark/shared';
import { createTestApp, type TestApp } from '../../../test/helper';
import { createUser } from '../../../test/factories';
import { DEMO_OPERATORS } from '../../db/seed/operators';
import { storeCaptcha } from './captcha';

// The operator's login limit (系统设置 → 登录限制, failTimesForVCode) is the sign-in captcha threshold.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let ipSeq = 1;
const nextIp = () => `10.77.0.${ipSeq++}`;
const login = (payload: object, ip: string) => t.app.inject({ method: 'POST', url: '/app-api/v/user/login', payload, remoteAddress: ip });
const loginLimit = async (account: string) =>
  (await t.app.inject({ method: 'GET', url: `/app-api/v/user/loginLimit?account=${account}`, remoteAddress: nextIp() })).json().data;

async function setLoginLimit(failTimesForVCode: number) {
  const password = DEMO_OPERATORS.find((o) => o.name === 'admin')!.password;
  const signIn = await t.app.inject({ method: 'POST', url: '/app-api/admin/auth/sign-in', payload: { name: 'admin', password } });
  const headers = { 'x-operator-token': signIn.json().data.token };
  const res = await t.app.inject({ method: 'PUT', url: '/app-api/admin/settings/login', headers, payload: { vCode: false, failTimesForVCode } });
  expect(res.statusCode, res.body).toBe(200);
}

describe('sign-in captcha threshold from the stored login limit', () => {
  it('set to 1: after one failure the second attempt (right password) needs the captcha, and passes with it', async () => {
    await setLoginLimit(1);
    const u = await createUser(t.app);
    expect(await loginLimit(u.account)).toEqual({ vCode: 0, failTimesForVCode: 1 });

    expect((await login({ account: u.account, password: 'Wrong12345' }, nextIp())).json().code).toBe('UC/LOGIN_FAILED');
    expect(await loginLimit(u.account)).toEqual({ vCode: 1, failTimesForVCode: 1 });
    const second = await login({ account: u.account, password: u.password }, nextIp());
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ code: 'UC/VCODE_REQUIRED', msg: '请输入验证码' });

    await storeCaptcha(t.pool, 'limit-client-0001', 'login', 'QwEr');
    const withCode = await login({ account: u.account, password: u.password, valiCode: 'qwer', clientId: 'limit-client-0001' }, nextIp());
    expect(withCode.json().success).toBe(true);
  });

  it('the address counts against the same threshold', async () => {
    await setLoginLimit(1);
    const [a, b] = [await createUser(t.app), await createUser(t.app)];
    const ip = nextIp();
    expect((await login({ account: a.account, password: 'Wrong12345' }, ip)).json().code).toBe('UC/LOGIN_FAILED');
    expect((await login({ account: b.account, password: b.password }, ip)).json().code).toBe('UC/VCODE_REQUIRED');
  });

  it('set to 3: two failures still sign in without a captcha, the third failure makes it required', async () => {
    await setLoginLimit(3);
    const u = await createUser(t.app);
    for (let i = 0; i < 2; i++) expect((await login({ account: u.account, password: 'Wrong12345' }, nextIp())).json().code).toBe('UC/LOGIN_FAILED');
    expect((await loginLimit(u.account)).vCode).toBe(0);
    expect((await login({ account: u.account, password: 'Wrong12345' }, nextIp())).json().code).toBe('UC/LOGIN_FAILED');
    expect(await loginLimit(u.account)).toEqual({ vCode: 1, failTimesForVCode: 3 });
    expect((await login({ account: u.account, password: u.password }, nextIp())).json().code).toBe('UC/VCODE_REQUIRED');
  });

  it('without a stored value the LOGIN_LIMITS default applies', async () => {
    await t.pool.query(`UPDATE limit_configs SET data = data - 'failTimesForVCode' WHERE kind = 'login'`);
    const u = await createUser(t.app);
    expect(await loginLimit(u.account)).toEqual({ vCode: 0, failTimesForVCode: LOGIN_LIMITS.failuresBeforeCaptcha });
    for (let i = 0; i < LOGIN_LIMITS.failuresBeforeCaptcha - 1; i++) {
      expect((await login({ account: u.account, password: 'Wrong12345' }, nextIp())).json().code).toBe('UC/LOGIN_FAILED');
    }
    expect((await login({ account: u.account, password: u.password }, nextIp())).json().success).toBe(true);
  });
});
