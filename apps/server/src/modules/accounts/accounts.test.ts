import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bill } from '@sixmark/shared';
import { hashPassword } from '../../lib/password';
import { assertLedgerBalanced, createTestApp, type TestApp } from '../../../test/helper';
import { createUser } from '../../../test/factories';
import { seedDemo } from '../../db/seed';
import { resolveChatToken } from '../../plugins/auth';
import { TOKENS_REVOKED_CHANNEL } from './accounts.service';
import { storeCaptcha } from './captcha';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let ipSeq = 10;
/** A fresh client address per test so the per-address counters do not leak between tests. */
const nextIp = () => `10.0.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

const form = (data: Record<string, string | number | boolean>) => ({
  payload: new URLSearchParams(Object.entries(data).map(([k, v]): [string, string] => [k, String(v)])).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

const login = (data: Record<string, string | number | boolean>, ip = '127.0.0.1', headers: Record<string, string> = {}) => {
  const f = form(data);
  return t.app.inject({
    method: 'POST',
    url: '/app-api/v/user/login',
    ...f,
    headers: { ...f.headers, ...headers },
    remoteAddress: ip,
  });
};

const info = (token: string) =>
  t.app.inject({ method: 'GET', url: '/app-api/api/user/info', headers: { token, authorization: token } });

describe('POST /v/user/login', () => {
  it('logs demo01 in with a form and answers token and tokenChat', async () => {
    const res = await login({ account: 'demo01', password: 'Demo12345', remember: 1, version: '5.0.9' }, nextIp());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 'OK', msg: '登录成功' });
    expect(body.data.token).toMatch(/^[\w-]{43}$/);
    expect(body.data.tokenChat).toMatch(/^[\w-]{43}$/);
    expect(body.data.token).not.toBe(body.data.tokenChat);
    const stored = await t.pool.query<{ days: number }>(
      `SELECT round(EXTRACT(EPOCH FROM (expires_at - created_at)) / 86400)::int AS days FROM user_tokens
        WHERE token_hash = encode(sha256($1::bytea), 'hex')`,
      [body.data.token],
    );
    expect(stored.rows[0]?.days).toBe(30);
  });

  it('keeps a session 7 days without remember and accepts JSON', async () => {
    const u = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/app-api/v/user/login',
      payload: { account: u.account, password: u.password },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await t.pool.query<{ days: number }>(
      `SELECT round(EXTRACT(EPOCH FROM (expires_at - created_at)) / 86400)::int AS days FROM user_tokens
        WHERE user_id = $1 AND revoked_at IS NULL`,
      [u.id],
    );
    expect(rows.map((r) => r.days)).toEqual([7]);
  });

  it('answers an unknown account and a wrong password the same: 账号或密码错误', async () => {
    const ip = nextIp();
    const a = await login({ account: 'nosuchuser9', password: 'Whatever123' }, ip);
    const b = await login({ account: 'demo01', password: 'Wrong12345' }, ip);
    expect(a.statusCode).toBe(400);
    expect(b.statusCode).toBe(400);
    expect(a.json()).toEqual({ success: false, code: 'UC/LOGIN_FAILED', msg: '账号或密码错误', data: null });
    expect(b.json()).toEqual(a.json());
  });

  it('requires a captcha after 5 failures of an account within 15 minutes, then accepts the right one', async () => {
    const u = await createUser(t.app);
    for (let i = 0; i < 5; i++) {
      const res = await login({ account: u.account, password: 'Wrong12345' }, nextIp());
      expect(res.json().code).toBe('UC/LOGIN_FAILED');
    }
    const limit = await t.app.inject({ method: 'GET', url: `/app-api/v/user/loginLimit?account=${u.account}`, remoteAddress: nextIp() });
    expect(limit.json().data).toEqual({ vCode: 1, failTimesForVCode: 5 });

    const ip = nextIp();
    const noCode = await login({ account: u.account, password: u.password }, ip);
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ code: 'UC/VCODE_REQUIRED', msg: '请输入验证码' });

    await storeCaptcha(t.pool, 'client-abc-123', 'login', 'AbCd');
    const wrong = await login({ account: u.account, password: u.password, valiCode: 'zzzz', clientId: 'client-abc-123' }, ip);
    expect(wrong.json()).toMatchObject({ code: 'UC/VCODE_ERROR', msg: '验证码不正确' });
    // A captcha answers once: the wrong guess used it up.
    const reused = await login({ account: u.account, password: u.password, valiCode: 'abcd', clientId: 'client-abc-123' }, ip);
    expect(reused.json().code).toBe('UC/VCODE_ERROR');

    await storeCaptcha(t.pool, 'client-abc-123', 'login', 'AbCd');
    const good = await login({ account: u.account, password: u.password, valiCode: 'abcd' }, ip, { 'x-client-id': 'client-abc-123' });
    expect(good.statusCode).toBe(200);
    // Success clears the account's failures.
    const after = await t.app.inject({ method: 'GET', url: `/app-api/v/user/loginLimit?account=${u.account}`, remoteAddress: nextIp() });
    expect(after.json().data.vCode).toBe(0);
  });

  it('requires a captcha after 5 failures from one address, whatever the account', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await login({ account: `ghost${i}abc`, password: 'Wrong12345' }, ip);
    const limit = await t.app.inject({ method: 'GET', url: '/app-api/v/user/loginLimit', remoteAddress: ip });
    expect(limit.json().data.vCode).toBe(1);
    const res = await login({ account: 'demo01', password: 'Demo12345' }, ip);
    expect(res.json().code).toBe('UC/VCODE_REQUIRED');
    const elsewhere = await t.app.inject({ method: 'GET', url: '/app-api/v/user/loginLimit', remoteAddress: nextIp() });
    expect(elsewhere.json().data.vCode).toBe(0);
  });

  it('answers 429 with Retry-After past 20 attempts a minute from one address', async () => {
    const ip = nextIp();
    const u = await createUser(t.app);
    for (let i = 0; i < 20; i++) {
      const res = await login({ account: u.account, password: u.password }, ip);
      expect(res.statusCode).toBe(200);
    }
    const res = await login({ account: u.account, password: u.password }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, code: 'SYS/RATE_LIMITED', msg: '操作过于频繁，请稍后再试', data: null });
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
  });

  it('always asks for the captcha when the company login limit says vCode 1', async () => {
    const u = await createUser(t.app);
    await t.pool.query(`UPDATE limit_configs SET data = jsonb_set(data, '{vCode}', '1') WHERE kind = 'login'`);
    try {
      const limit = await t.app.inject({ method: 'GET', url: '/app-api/v/user/loginLimit', remoteAddress: nextIp() });
      expect(limit.json().data.vCode).toBe(1);
      expect((await login({ account: u.account, password: u.password }, nextIp())).json().code).toBe('UC/VCODE_REQUIRED');
    } finally {
      await t.pool.query(`UPDATE limit_configs SET data = jsonb_set(data, '{vCode}', '0') WHERE kind = 'login'`);
    }
  });

  it('refuses an unknown company code', async () => {
    const res = await login({ account: 'demo01', password: 'Demo12345', companyCode: 'nope' }, nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('公司代码不存在');
  });

  it('rehashes a weaker password hash at login', async () => {
    const u = await createUser(t.app);
    const weak = await hashPassword(u.password, 8);
    await t.pool.query('UPDATE users SET password_hash = $2 WHERE id = $1', [u.id, weak]);
    const res = await login({ account: u.account, password: u.password }, nextIp());
    expect(res.statusCode).toBe(200);
    const { rows } = await t.pool.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [u.id]);
    expect(rows[0]!.password_hash).not.toBe(weak);
    expect(rows[0]!.password_hash.startsWith(`scrypt$${t.app.config.scryptLogN}$8$1$`)).toBe(true);
    expect((await login({ account: u.account, password: u.password }, nextIp())).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('tells the old device UC/LOGIN_ELSEWHERE (401) after a login on a new device', async () => {
    const u = await createUser(t.app);
    expect((await info(u.token)).statusCode).toBe(200);
    const res = await login({ account: u.account, password: u.password }, nextIp());
    const fresh = res.json().data.token as string;
    const old = await info(u.token);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: 'UC/LOGIN_ELSEWHERE', msg: '您的账号已在其他设备登录' });
    expect((await info(fresh)).statusCode).toBe(200);
    const reasons = await t.pool.query('SELECT revoke_reason FROM user_tokens WHERE user_id = $1 ORDER BY id', [u.id]);
    expect(reasons.rows.map((r) => r.revoke_reason)).toEqual(['elsewhere', null]);
  });

  it('rejects the old chat token with UC/LOGIN_ELSEWHERE and tells the socket hubs over the bus', async () => {
    const u = await createUser(t.app);
    expect((await resolveChatToken(t.pool, u.chatToken)).id).toBe(u.id);
    const heard: unknown[] = [];
    const off = t.app.bus.subscribe(TOKENS_REVOKED_CHANNEL, (m) => heard.push(m));
    const res = await login({ account: u.account, password: u.password }, nextIp());
    off();
    await expect(resolveChatToken(t.pool, u.chatToken)).rejects.toMatchObject({
      code: 'UC/LOGIN_ELSEWHERE',
      message: '您的账号已在其他设备登录',
      statusCode: 401,
    });
    expect((await resolveChatToken(t.pool, res.json().data.tokenChat)).id).toBe(u.id);
    expect(heard).toEqual([{ userId: u.id, reason: 'elsewhere' }]);
  });

  it('leaves exactly one live session when one account logs in from several devices at once', async () => {
    const u = await createUser(t.app);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => login({ account: u.account, password: u.password }, nextIp())),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const live = await t.pool.query('SELECT 1 FROM user_tokens WHERE user_id = $1 AND revoked_at IS NULL', [u.id]);
    expect(live.rowCount).toBe(1);
  });

  it('revokes the token at once on logout', async () => {
    const u = await createUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/app-api/v/user/logout', headers: { token: u.token } });
    expect(res.json()).toMatchObject({ success: true, data: null });
    const after = await info(u.token);
    expect(after.statusCode).toBe(400);
    expect(after.json()).toMatchObject({ code: 'UC/TOKEN_INVALID', msg: '登录已失效，请重新登录' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/app-api/v/user/logout' });
    expect(anonymous.statusCode).toBe(200);
  });

  it('answers 401 请先登录 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-api/api/user/info' });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('请先登录');
  });

  it('lets an operator kick a user (audited) and refuses without the admin token', async () => {
    const u = await createUser(t.app);
    const denied = await t.app.inject({ method: 'POST', url: `/app-api/admin/users/${u.id}/kick` });
    expect(denied.statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: `/app-api/admin/users/${u.id}/kick`,
      headers: { 'x-admin-token': t.app.config.adminToken, 'x-admin-name': 'ops' },
    });
    expect(res.json()).toMatchObject({ success: true, data: { revoked: 1 } });
    expect((await info(u.token)).json().code).toBe('UC/TOKEN_INVALID');
    const audit = await t.pool.query(`SELECT actor, action FROM audit_log WHERE target_type = 'user' AND target_id = $1`, [String(u.id)]);
    expect(audit.rows).toEqual([{ actor: 'admin:ops', action: 'user.kick' }]);
  });

  it('answers UC/RESET_PASSWORD with the operator message once flagged (audited)', async () => {
    const u = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/app-api/admin/users/${u.id}/reset-password-flag`,
      headers: { 'x-admin-token': t.app.config.adminToken },
      payload: { message: '您的账户存在风险，请联系客服重置密码' },
    });
    expect(res.statusCode).toBe(200);
    const attempt = await login({ account: u.account, password: u.password }, nextIp());
    expect(attempt.statusCode).toBe(400);
    expect(attempt.json()).toMatchObject({ code: 'UC/RESET_PASSWORD', msg: '您的账户存在风险，请联系客服重置密码' });
    const audit = await t.pool.query(`SELECT action, detail FROM audit_log WHERE target_id = $1`, [String(u.id)]);
    expect(audit.rows[0]).toMatchObject({ action: 'user.reset_password_flag', detail: { message: '您的账户存在风险，请联系客服重置密码' } });
    // Changing the password by account clears the flag.
    const changed = await t.app.inject({
      method: 'POST',
      url: '/app-api/api/user/updatePasswordByAccount',
      ...form({ account: u.account, oldPassword: u.password, newPassword: 'Brand9New', confirmPassword: 'Brand9New' }),
      remoteAddress: nextIp(),
    });
    expect(changed.json()).toMatchObject({ success: true, msg: '密码修改成功，请重新登录', data: { relogin: true } });
    expect((await login({ account: u.account, password: 'Brand9New' }, nextIp())).statusCode).toBe(200);
  });
});

describe('passwords', () => {
  it('changes the password, revokes every session at once and asks to log in again', async () => {
    const u = await createUser(t.app);
    const wrongOld = await t.app.inject({
      method: 'POST',
      url: '/app-api/api/user/updatePassword',
      headers: { token: u.token },
      payload: { oldPassword: 'Nope12345', newPassword: 'Fresh1234' },
    });
    expect(wrongOld.json()).toMatchObject({ success: false, msg: '原密码错误' });
    const weak = await t.app.inject({
      method: 'POST',
      url: '/app-api/api/user/updatePassword',
      headers: { token: u.token },
      payload: { oldPassword: u.password, newPassword: 'fresh' },
    });
    expect(weak.json().msg).toBe('为了您的账户安全，密码长度应至少为8个字符，并且必须包含大写字母、小写字母和数字。');
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/app-api/api/user/updatePassword',
      headers: { token: u.token },
      payload: { oldPassword: u.password, newPassword: 'Fresh1234', confirmPassword: 'Fresh12345' },
    });
    expect(mismatch.json().msg).toBe('登录密码与确认密码不一致');
    const res = await t.app.inject({
      method: 'POST',
      url: '/app-api/api/user/updatePassword',
      headers: { token: u.token },
      payload: { oldPassword: u.password, newPassword: 'Fresh1234', confirmPassword: 'Fresh1234' },
    });
    expect(res.json()).toMatchObject({ success: true, msg: '密码修改成功，请重新登录', data: { relogin: true } });
    expect((await info(u.token)).json().code).toBe('UC/TOKEN_INVALID');
    const reasons = await t.pool.query('SELECT DISTINCT revoke_reason FROM user_tokens WHERE user_id = $1', [u.id]);
    expect(reasons.rows).toEqual([{ revoke_reason: 'password' }]);
    expect((await login({ account: u.account, password: u.password }, nextIp())).json().code).toBe('UC/LOGIN_FAILED');
    expect((await login({ account: u.account, password: 'Fresh1234' }, nextIp())).statusCode).toBe(200);
  });
});

describe('GET /v/vCode', () => {
  it('answers an SVG captcha bound to a client id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-api/v/vCode?t=1700000000000' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body.startsWith('<svg')).toBe(true);
    const id = res.headers['x-client-id'] as string;
    expect(id.length).toBeGreaterThanOrEqual(16);
    const reg = await t.app.inject({ method: 'GET', url: '/app-api/v/vCode?m=reg&t=1&clientId=my-client-0001' });
    expect(reg.headers['x-client-id']).toBe('my-client-0001');
    const rows = await t.pool.query(`SELECT purpose FROM captchas WHERE client_id = 'my-client-0001'`);
    expect(rows.rows).toEqual([{ purpose: 'reg' }]);
  });
});

describe('profile and VIP', () => {
  it('answers userInfo, extInfo in yuan, userDetail.domain and unReadCount', async () => {
    const res = await login({ account: 'demo01', password: 'Demo12345' }, nextIp());
    const body = (await info(res.json().data.token)).json();
    expect(body.data.userInfo).toMatchObject({
      account: 'demo01',
      type: 'NORMAL',
      isDl: false,
      avatarId: 1,
      vipLevel: 1,
      rebate: 8,
      fullName: '张三',
    });
    expect(body.data.extInfo.fundPwd).toBe(true);
    expect(body.data.userDetail).toEqual({ domain: 'https://m.sixmark.example' });
    expect(body.data.unReadCount).toBe(2);
  });

  it('converts wallet thousandths to yuan with 3 decimals', async () => {
    const u = await createUser(t.app, { money: 1_234_567 });
    const body = (await info(u.token)).json();
    expect(body.data.extInfo).toEqual({ rechMoney: 0, money: 1234.567, liveMoney: 0, fundPwd: false });
    expect(body.data.unReadCount).toBe(0);
  });

  it('lists VIP levels 1-9 with betMoney', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-api/api/v2/uservip/rules' });
    const rules = res.json().data as { vipLevel: number; betMoney: number }[];
    expect(rules.map((r) => r.vipLevel)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(rules[0]!.betMoney).toBe(0);
  });

  it('checks whether an account name is free', async () => {
    const taken = await t.app.inject({ method: 'GET', url: '/app-api/v/user/checkUnique?account=demo01' });
    expect(taken.json().data).toEqual({ unique: false });
    const free = await t.app.inject({ method: 'GET', url: '/app-api/v/user/checkUnique?account=nobody123&companyCode=ttl' });
    expect(free.json().data).toEqual({ unique: true });
  });

  it('shows the downline seeded under agent01', async () => {
    const { rows } = await t.pool.query(
      `SELECT count(*)::int AS n FROM users m JOIN users a ON a.id = m.parent_id WHERE a.account = 'agent01'`,
    );
    expect(rows[0].n).toBe(3);
  });
});

describe('GET /v/user/regTest', () => {
  it('opens a trial account of type TEST with 2,000 yuan of play money, refused a fund password', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-api/v/user/regTest?companyCode=ttl', remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
    const { token, tokenChat } = res.json().data;
    expect(tokenChat).toBeTruthy();
    const profile = (await info(token)).json().data;
    expect(profile.userInfo.type).toBe('TEST');
    expect(profile.userInfo.account).toMatch(/^test\d{8}$/);
    expect(profile.extInfo.money).toBe(2000);
    const ledger = await t.pool.query('SELECT bill_type, amount FROM wallet_ledger WHERE user_id = $1', [profile.userInfo.userId]);
    expect(ledger.rows).toEqual([{ bill_type: Bill.trialMoney, amount: 2_000_000 }]);
    // A trial account has no password to log in with.
    const relogin = await login({ account: profile.userInfo.account, password: '!trial' }, nextIp());
    expect(relogin.json().code).toBe('UC/LOGIN_FAILED');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/app-api/api/user/updateFundPwd',
      headers: { token },
      payload: { fundPwd: '1234', password: 'x' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('试玩账户无法进行该操作，请注册正式账户!');
    await assertLedgerBalanced(t.pool);
  });

  it('opens at most 20 trial accounts an hour per address, then answers 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/app-api/v/user/regTest', remoteAddress: ip })).statusCode).toBe(200);
    }
    const res = await t.app.inject({ method: 'GET', url: '/app-api/v/user/regTest', remoteAddress: ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe('操作过于频繁，请稍后再试');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('OpenAPI', () => {
  it('documents the account calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/app-api/docs/json' })).json();
    for (const path of ['/app-api/v/user/login', '/app-api/v/user/reg', '/app-api/api/user/info', '/app-api/v/vCode']) {
      expect(doc.paths[path]).toBeDefined();
    }
  });
});

describe('demo seed', () => {
  it('adds nothing when it runs again', async () => {
    const count = async () =>
      (
        await t.pool.query(
          `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM user_banks)::int AS banks,
                  (SELECT count(*) FROM push_messages)::int AS messages`,
        )
      ).rows[0];
    const before = await count();
    await seedDemo(t.app);
    expect(await count()).toEqual(before);
    const demo = await t.pool.query(
      `SELECT b.card_no, u.fund_pwd_hash IS NOT NULL AS fund FROM users u JOIN user_banks b ON b.user_id = u.id WHERE u.account = 'demo01'`,
    );
    expect(demo.rows).toEqual([{ card_no: '6222021234567890123', fund: true }]);
  });
});
