import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';
import { TOKENS_REVOKED_CHANNEL } from './accounts.service';
import { storeCaptcha } from './captcha';

// Counts every password hash check, so the race test can tell how many guesses were checked.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/password')>();
  return {
    ...real,
    verifyPassword: (...args: Parameters<typeof real.verifyPassword>) => {
      checks.count++;
      return real.verifyPassword(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  // A pool wide enough that the parallel requests really run at the same time.
  t = await createTestApp({}, { poolSize: 24 });
});
afterAll(async () => {
  await t.close();
});

let ipSeq = 1;
const nextIp = () => `10.9.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

const checkCash = (u: TestUser, cashPassword: string) =>
  t.app.inject({ method: 'POST', url: '/app-api/v/user/check/cashPassword', headers: u.headers, payload: { cashPassword } });

describe('fund password lockout under a race', () => {
  it('checks at most 5 of 50 parallel wrong PINs, then refuses the right one until the lock ends', async () => {
    const u = await createUser(t.app, { fundPwd: '1234' });
    checks.count = 0;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => checkCash(u, String(1000 + i * 7 + 1).slice(-4))));
    const codes = answers.map((r) => r.json().code as string);
    // The counting mock is live (module mocks need an isolated worker: see vitest.config.ts).
    expect(checks.count).toBeGreaterThan(0);
    expect(checks.count).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 'UC/CASH_PASSWORD_ERROR').length).toBeLessThanOrEqual(4);
    expect(codes.every((c) => c === 'UC/CASH_PASSWORD_ERROR' || c === 'UC/CASH_PASSWORD_LOCKED')).toBe(true);

    checks.count = 0;
    const right = await checkCash(u, '1234');
    expect(right.json()).toMatchObject({ code: 'UC/CASH_PASSWORD_LOCKED', msg: '资金密码错误次数过多，请15分钟后再试' });
    expect(checks.count).toBe(0);

    // Once the lock has ended the right PIN works again.
    await t.pool.query(`UPDATE rate_counters SET locked_until = now() - interval '1 second' WHERE key = $1`, [`fundpwd:${u.id}`]);
    expect((await checkCash(u, '1234')).json().success).toBe(true);
  });
});

describe('fund password checks in parallel', () => {
  it('lets 20 parallel right PINs all through: only failures count', async () => {
    const u = await createUser(t.app, { fundPwd: '1234' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkCash(u, '1234')));
    expect(answers.map((r) => r.json().success)).toEqual(Array(20).fill(true));
  });
});

describe('updatePasswordByAccount brute force', () => {
  const change = (data: Record<string, string>, ip: string) =>
    t.app.inject({ method: 'POST', url: '/app-api/api/user/updatePasswordByAccount', payload: data, remoteAddress: ip });

  it('asks for the captcha after 5 wrong old passwords, like login, and accepts it with one', async () => {
    const u = await createUser(t.app);
    const ip = nextIp();
    const wrong = { account: u.account, oldPassword: 'Wrong1234', newPassword: 'Newpass123', confirmPassword: 'Newpass123' };
    for (let i = 0; i < 5; i++) expect((await change(wrong, ip)).json().code).toBe('UC/LOGIN_FAILED');
    // From another address too: the count belongs to the account.
    const right = { ...wrong, oldPassword: u.password };
    const noCaptcha = await change(right, nextIp());
    expect(noCaptcha.json()).toMatchObject({ code: 'UC/VCODE_REQUIRED' });
    // The login form of the same account asks for it as well: one counter for both.
    const limit = await t.app.inject({ method: 'GET', url: `/app-api/v/user/loginLimit?account=${u.account}`, remoteAddress: nextIp() });
    expect(limit.json().data.vCode).toBe(1);

    await storeCaptcha(t.pool, 'reset-client-0001', 'login', 'WxYz');
    const badCaptcha = await change({ ...right, valiCode: 'abcd', clientId: 'reset-client-0001' }, nextIp());
    expect(badCaptcha.json().code).toBe('UC/VCODE_ERROR');
    await storeCaptcha(t.pool, 'reset-client-0001', 'login', 'WxYz');
    const ok = await change({ ...right, valiCode: 'wxyz', clientId: 'reset-client-0001' }, nextIp());
    expect(ok.json()).toMatchObject({ success: true, data: { relogin: true } });
  });

  it('checks at most 5 of 30 parallel guesses without a captcha', async () => {
    const u = await createUser(t.app);
    checks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        change({ account: u.account, oldPassword: `Guess${i}abc`, newPassword: 'Newpass123' }, nextIp()),
      ),
    );
    const codes = answers.map((r) => r.json().code as string);
    expect(checks.count).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 'UC/LOGIN_FAILED').length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 'UC/VCODE_REQUIRED').length).toBeGreaterThanOrEqual(25);
  });

  it('answers 429 past the per-minute budget of an address', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const u = `nobody${i}`;
      statuses.push((await change({ account: u, oldPassword: 'Wrong1234', newPassword: 'Newpass123' }, ip)).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('operator reset-password flag', () => {
  it('ends the live sessions at once and tells the hubs', async () => {
    const u = await createUser(t.app);
    const heard: unknown[] = [];
    const off = t.app.bus.subscribe(TOKENS_REVOKED_CHANNEL, (m) => heard.push(m));
    try {
      expect((await t.app.inject({ method: 'GET', url: '/app-api/api/user/info', headers: u.headers })).statusCode).toBe(200);
      const res = await t.app.inject({
        method: 'POST',
        url: `/app-api/admin/users/${u.id}/reset-password-flag`,
        headers: { 'x-admin-token': t.app.config.adminToken },
      });
      expect(res.json().success).toBe(true);
      const after = await t.app.inject({ method: 'GET', url: '/app-api/api/user/info', headers: u.headers });
      expect(after.json().code).toBe('UC/TOKEN_INVALID');
      expect(heard).toContainEqual({ userId: u.id, reason: 'operator' });
      const audit = await t.pool.query(`SELECT detail FROM audit_log WHERE action = 'user.reset_password_flag' AND target_id = $1`, [
        String(u.id),
      ]);
      expect(audit.rows[0]?.detail).toMatchObject({ revoked: 1 });
    } finally {
      off();
    }
  });
});
