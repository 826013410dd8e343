import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_LIMITS } from '@sixmark/shared';
import { createTestApp, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';

// Counts every password hash check, so the race tests can tell how many guesses were checked.
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

const LIMIT = LOGIN_LIMITS.failuresBeforeCaptcha;
const post = (u: TestUser, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/app-api${url}`, headers: u.headers, payload });
/** Ends the user's window, as the clock would after LOGIN_LIMITS.failureWindowMin minutes. */
const endWindow = (u: TestUser) =>
  t.pool.query(`UPDATE rate_counters SET window_start = now() - interval '1 day' WHERE key = $1`, [`ownpwd:${u.id}`]);

describe('logged-in login-password checks under a race', () => {
  it('updatePassword: checks at most the limit of 50 parallel wrong old passwords, then refuses the right one until the window ends', async () => {
    const u = await createUser(t.app);
    checks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(u, '/api/user/updatePassword', { oldPassword: `Guess${i}abc`, newPassword: 'Fresh1234' })),
    );
    const codes = answers.map((r) => r.json().code as string);
    // The counting mock is live (module mocks need an isolated worker: see vitest.config.ts).
    expect(checks.count).toBeGreaterThan(0);
    expect(checks.count).toBeLessThanOrEqual(LIMIT);
    expect(codes.filter((c) => c === 'UC/PASSWORD_ERROR').length).toBeLessThanOrEqual(LIMIT);
    expect(codes.every((c) => c === 'UC/PASSWORD_ERROR' || c === 'SYS/RATE_LIMITED')).toBe(true);

    checks.count = 0;
    const right = await post(u, '/api/user/updatePassword', { oldPassword: u.password, newPassword: 'Fresh1234' });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'SYS/RATE_LIMITED', msg: '密码错误次数过多，请15分钟后再试' });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(checks.count).toBe(0);

    await endWindow(u);
    const ok = await post(u, '/api/user/updatePassword', { oldPassword: u.password, newPassword: 'Fresh1234' });
    expect(ok.json()).toMatchObject({ success: true, data: { relogin: true } });
  });

  it('first fund password: checks at most the limit of 50 parallel wrong login passwords, then refuses the right one until the window ends', async () => {
    const u = await createUser(t.app);
    checks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(u, '/api/user/updateFundPwd', { fundPwd: '1234', password: `Guess${i}abc` })),
    );
    const codes = answers.map((r) => r.json().code as string);
    expect(checks.count).toBeLessThanOrEqual(LIMIT);
    expect(codes.filter((c) => c === 'UC/PASSWORD_ERROR').length).toBeLessThanOrEqual(LIMIT);
    expect(codes.every((c) => c === 'UC/PASSWORD_ERROR' || c === 'SYS/RATE_LIMITED')).toBe(true);

    checks.count = 0;
    const right = await post(u, '/api/user/updateFundPwd', { fundPwd: '1234', password: u.password });
    expect(right.json()).toMatchObject({ code: 'SYS/RATE_LIMITED', msg: '密码错误次数过多，请15分钟后再试' });
    expect(checks.count).toBe(0);
    const { rows } = await t.pool.query('SELECT fund_pwd_hash FROM users WHERE id = $1', [u.id]);
    expect(rows[0].fund_pwd_hash).toBeNull();

    await endWindow(u);
    expect((await post(u, '/api/user/updateFundPwd', { fundPwd: '1234', password: u.password })).json().success).toBe(true);
  });

  it('a right password clears the count: a few typos do not add up across windows of use', async () => {
    const u = await createUser(t.app);
    for (let i = 0; i < LIMIT - 1; i++) {
      expect((await post(u, '/api/user/updateFundPwd', { fundPwd: '1234', password: 'Typo1234x' })).json().code).toBe('UC/PASSWORD_ERROR');
    }
    expect((await post(u, '/api/user/updateFundPwd', { fundPwd: '1234', password: u.password })).json().success).toBe(true);
    for (let i = 0; i < LIMIT - 1; i++) {
      const wrong = await post(u, '/api/user/updatePassword', { oldPassword: 'Typo1234x', newPassword: 'Fresh1234' });
      expect(wrong.json().code).toBe('UC/PASSWORD_ERROR');
    }
    expect((await post(u, '/api/user/updatePassword', { oldPassword: u.password, newPassword: 'Fresh1234' })).json().success).toBe(true);
  });
});
