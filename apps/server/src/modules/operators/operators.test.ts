import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode, OPERATOR_LIMITS, OPERATOR_ROLES, hasPermission, type OperatorRole } from '@sixmark/shared';
import { createTestApp, describeWithRedis, requester, testRedisUrl, type TestApp } from '../../../test/helper';
import { DEMO_OPERATORS } from '../../db/seed/operators';
import { accessOf, isAdminRoute } from './route-permissions';
import { totpAt } from './totp';

let t: TestApp;
let http: ReturnType<typeof requester>;

beforeAll(async () => {
  t = await createTestApp({}, { poolSize: 24 });
  http = requester(t.app);
});
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());

const passwordOf = (name: string) => DEMO_OPERATORS.find((o) => o.name === name)!.password;
const nameOfRole = (role: OperatorRole) => DEMO_OPERATORS.find((o) => o.role === role)!.name;

async function signIn(name: string, password = passwordOf(name), totp?: string) {
  return http.post('/app-api/admin/auth/sign-in', { name, password, ...(totp ? { totp } : {}) });
}
async function tokenOf(name: string): Promise<Record<string, string>> {
  const res = await signIn(name);
  expect(res.body.code).toBe('OK');
  return { 'x-operator-token': res.body.data.token };
}

async function newOperator(role: OperatorRole) {
  const admin = await tokenOf('admin');
  const name = `op${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await http.post('/app-api/admin/operators', { name, role }, admin);
  expect(res.body.code).toBe('OK');
  // The one-time password opens nothing but its change: the new operator chooses its own first.
  const oneTime = res.body.data.password as string;
  const session = { 'x-operator-token': (await signIn(name, oneTime)).body.data.token as string };
  const password = `chosen-${Math.random().toString(36).slice(2, 10)}`;
  expect((await http.post('/app-api/admin/auth/password', { oldPassword: oneTime, newPassword: password }, session)).body.code).toBe('OK');
  await http.post('/app-api/admin/auth/sign-out', {}, session);
  return { name, password, id: res.body.data.operator.id as number };
}

describe('sign-in and sessions', () => {
  it('signs a demo operator in, answers me with the role permissions, and signs out', async () => {
    const res = await signIn('finance');
    expect(res.status).toBe(200);
    expect(res.body.data.operator).toMatchObject({ name: 'finance', role: 'finance', permissions: ['read', 'finance'], totpEnabled: false, mustEnrolTotp: false });
    const h = { 'x-operator-token': res.body.data.token };
    expect((await http.get('/app-api/admin/auth/me', h)).body.data.name).toBe('finance');
    expect((await http.post('/app-api/admin/auth/sign-out', {}, h)).body.code).toBe('OK');
    const after = await http.get('/app-api/admin/auth/me', h);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(ErrorCode.OPERATOR_SESSION_INVALID);
  });

  it('refuses a wrong password and an unknown name with the same answer, and records both', async () => {
    const wrong = await signIn('content', 'nope-nope-nope');
    const unknown = await signIn('nobody-here', 'whatever');
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ code: ErrorCode.OPERATOR_SIGN_IN_FAILED, msg: '账号或密码错误' });
    }
    const { rows } = await t.pool.query(`SELECT result FROM operator_sign_ins WHERE name IN ('content', 'nobody-here') ORDER BY id`);
    expect(rows.map((r) => r.result)).toEqual(['bad_password', 'unknown']);
    await signIn('content'); // clears the failure count for other tests
  });

  it('expires a session idle past its end and never answers on a revoked one', async () => {
    const h = await tokenOf('support');
    await t.pool.query(`UPDATE operator_sessions SET expires_at = now() - interval '1 second' WHERE operator_id = (SELECT id FROM operators WHERE name = 'support')`);
    expect((await http.get('/app-api/admin/auth/me', h)).status).toBe(401);
    const h2 = await tokenOf('support');
    const list = await http.get('/app-api/admin/auth/sessions', h2);
    const current = list.body.data.find((s: { current: boolean }) => s.current);
    const other = await tokenOf('support');
    const otherId = (await http.get('/app-api/admin/auth/sessions', other)).body.data.find((s: { current: boolean }) => s.current).id;
    expect((await http.post(`/app-api/admin/auth/sessions/${otherId}/revoke`, {}, h2)).body.code).toBe('OK');
    expect((await http.get('/app-api/admin/auth/me', other)).status).toBe(401);
    expect(current.id).not.toBe(otherId);
  });

  it('locks the name after 5 failures: 50 parallel wrong guesses check at most 5 passwords, then even the right one is refused', async () => {
    const op = await newOperator('read_only');
    const results = await Promise.all(Array.from({ length: 50 }, () => signIn(op.name, 'wrong-password-x')));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === ErrorCode.OPERATOR_SIGN_IN_FAILED)).toHaveLength(OPERATOR_LIMITS.maxFailures);
    expect(codes.filter((c) => c === ErrorCode.OPERATOR_LOCKED)).toHaveLength(50 - OPERATOR_LIMITS.maxFailures);
    const { rows } = await t.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM operator_sign_ins WHERE name = $1 AND result = 'bad_password'`, [op.name]);
    expect(rows[0]!.n).toBe(OPERATOR_LIMITS.maxFailures);
    const right = await signIn(op.name, op.password);
    expect(right.status).toBe(429);
    expect(right.body.msg).toMatch(/登录失败次数过多，账号已锁定，请 1[45] 分钟后再试/);
  });
});

describe('TOTP two-factor', () => {
  it('enrols with an otpauth URI, confirms, then needs the code of the current step once (clock-controlled)', async () => {
    const op = await newOperator('risk');
    const h = { 'x-operator-token': (await signIn(op.name, op.password)).body.data.token };
    const enrol = await http.post('/app-api/admin/auth/totp/enrol', {}, h);
    const { secret, otpauthUri } = enrol.body.data;
    expect(otpauthUri).toBe(`otpauth://totp/sixmark%3A${op.name}?secret=${secret}&issuer=sixmark&algorithm=SHA1&digits=6&period=30`);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:05Z'));
    const wrongCode = totpAt(secret, Date.now() + 120_000);
    expect((await http.post('/app-api/admin/auth/totp/confirm', { code: wrongCode }, h)).body.code).toBe(ErrorCode.OPERATOR_TOTP_INVALID);
    const confirmed = await http.post('/app-api/admin/auth/totp/confirm', { code: totpAt(secret, Date.now()) }, h);
    expect(confirmed.body.data).toMatchObject({ totpEnabled: true, mustEnrolTotp: false });

    // Password alone is not enough any more (and is not counted as a failure).
    const noCode = await signIn(op.name, op.password);
    expect(noCode.body).toMatchObject({ code: ErrorCode.OPERATOR_TOTP_REQUIRED, msg: '请输入动态验证码' });
    // The confirm step's code cannot be replayed; the next step's code works once.
    expect((await signIn(op.name, op.password, totpAt(secret, Date.now()))).body.code).toBe(ErrorCode.OPERATOR_TOTP_INVALID);
    vi.setSystemTime(new Date('2026-11-23T10:00:35Z'));
    const code = totpAt(secret, Date.now());
    const ok = await signIn(op.name, op.password, code);
    expect(ok.body.code).toBe('OK');
    expect(ok.body.data.operator.totpEnabled).toBe(true);
    expect((await signIn(op.name, op.password, code)).body.code).toBe(ErrorCode.OPERATOR_TOTP_INVALID);
    // Two steps later (60 s of drift) the old code is refused; the fresh one passes.
    vi.setSystemTime(new Date('2026-11-23T10:02:05Z'));
    expect((await signIn(op.name, op.password, code)).body.code).toBe(ErrorCode.OPERATOR_TOTP_INVALID);
    expect((await signIn(op.name, op.password, totpAt(secret, Date.now()))).body.code).toBe('OK');
  });
});

describe('production: TOTP required for every operator', () => {
  let p: TestApp;
  beforeAll(async () => {
    p = await createTestApp({ production: true, seedDemo: true, adminToken: '', sandboxPaySecret: 's'.repeat(32), gameLaunchSecret: 'g'.repeat(32) });
  });
  afterAll(async () => p.close());

  it('gives an operator without TOTP an enrol-only session, and refuses the static token when ADMIN_TOKEN is unset', async () => {
    const ph = requester(p.app);
    const res = await ph.post('/app-api/admin/auth/sign-in', { name: 'admin', password: 'admin123456' });
    expect(res.body.data.operator.mustEnrolTotp).toBe(true);
    const h = { 'x-operator-token': res.body.data.token };
    const blocked = await ph.get('/app-api/admin/dashboard', h);
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe(ErrorCode.OPERATOR_TOTP_ENROL_REQUIRED);
    const { secret } = (await ph.post('/app-api/admin/auth/totp/enrol', {}, h)).body.data;
    expect((await ph.post('/app-api/admin/auth/totp/confirm', { code: totpAt(secret, Date.now()) }, h)).body.code).toBe('OK');
    expect((await ph.get('/app-api/admin/dashboard', h)).status).toBe(200);
    const token = await ph.get('/app-api/admin/recharge/orders', { 'x-admin-token': 'sixmark-admin-demo-token' });
    expect(token.status).toBe(401);
    expect((await ph.get('/app-api/admin/recharge/orders', { 'x-admin-token': '' })).status).toBe(401);
  });
});

describe('route table and role matrix', () => {
  async function adminRoutes(): Promise<{ method: string; url: string }[]> {
    const res = await t.app.inject({ method: 'GET', url: '/app-api/docs/json' });
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
    const out: { method: string; url: string }[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      if (!isAdminRoute(url)) continue;
      for (const method of Object.keys(ops)) out.push({ method: method.toUpperCase(), url });
    }
    return out;
  }

  it('maps every registered /app-api/admin route (OpenAPI document and the router) to a permission', async () => {
    const routes = await adminRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const unmapped = routes.filter((r) => accessOf(r.method, r.url) === null);
    expect(unmapped).toEqual([]);
    // Routes without a schema are missing from the document: the router's own list has them all.
    const printed = t.app.printRoutes({ commonPrefix: false });
    // The tree prints a child under its parent route relative to it (`/app-api/admin/games` then
    // `│   ├── /:gameId`), so each line's path is its parent's plus its own segment.
    const stack: string[] = [];
    const fromRouter = printed.split('\n').flatMap((line) => {
      const m = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
      if (!m) return [];
      const depth = m[1]!.length / 4;
      const url = (stack[depth - 1] ?? '') + m[2]!;
      stack[depth] = url;
      stack.length = depth + 1;
      if (!url.startsWith('/app-api/admin/') || !m[3]) return [];
      return m[3].split(', ').map((method) => ({ method, url }));
    });
    expect(fromRouter.length).toBeGreaterThanOrEqual(routes.length);
    expect(fromRouter.filter((r) => accessOf(r.method, r.url) === null)).toEqual([]);
  });

  it('refuses a route missing from the table (fail closed)', () => {
    expect(accessOf('GET', '/app-api/admin/new-module/things')).toBeNull();
    expect(accessOf('POST', '/app-api/admin/users/:id/adjust')).toBe('finance');
    expect(accessOf('POST', '/app-api/admin/users/:id/kick')).toBe('risk');
    expect(accessOf('GET', '/app-api/admin/audit')).toBe('audit');
  });

  it('answers 403 exactly where the role lacks the permission, for every admin route and role', async () => {
    const routes = await adminRoutes();
    const tokens = Object.fromEntries(await Promise.all(OPERATOR_ROLES.map(async (role) => [role, await tokenOf(nameOfRole(role))] as const)));
    const mismatches: string[] = [];
    for (const { method, url } of routes) {
      const access = accessOf(method, url)!;
      const path = url.replace(/:\w+/g, '1');
      for (const role of OPERATOR_ROLES) {
        // A body that cannot parse: an allowed call stops at 400 before its handler runs, a
        // refused one at 403 in the access hook (which runs first).
        const res = await t.app.inject({
          method: method as 'GET',
          url: path,
          headers: { ...tokens[role], ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
          ...(method === 'GET' ? {} : { payload: '{"x":' }),
        });
        const allowed = access === 'public' || access === 'signed-in' || hasPermission(role, access);
        const refused = res.statusCode === 403 && res.json().code === ErrorCode.OPERATOR_FORBIDDEN;
        if (refused === allowed || (allowed && res.statusCode === 403)) {
          mismatches.push(`${role} ${method} ${url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses callers without credentials or with a bad token', async () => {
    expect((await http.get('/app-api/admin/dashboard')).status).toBe(401);
    expect((await http.get('/app-api/admin/dashboard', { 'x-operator-token': 'forged' })).body.code).toBe(ErrorCode.OPERATOR_SESSION_INVALID);
    expect((await http.get('/app-api/admin/dashboard', { 'x-admin-token': t.app.config.adminToken })).status).toBe(200);
  });

  it('records the operator as the actor of other modules\u2019 audit rows (requireAdmin returns the session actor)', async () => {
    const h = await tokenOf('risk');
    const me = (await http.get('/app-api/admin/auth/me', h)).body.data;
    const res = await http.post('/app-api/admin/bets/70/close-seconds', { seconds: 30 }, h);
    expect(res.status).not.toBe(403);
    const { rows } = await t.pool.query(`SELECT actor FROM audit_log WHERE action LIKE 'bets.%' ORDER BY id DESC LIMIT 1`);
    if (res.body.code === 'OK') expect(rows[0].actor).toBe(`operator:${me.id}:risk`);
  });
});

describeWithRedis('lockout counted in Redis (REDIS_URL)', () => {
  let r: TestApp;
  beforeAll(async () => {
    r = await createTestApp({ redisUrl: testRedisUrl });
  });
  afterAll(async () => r.close());

  it('checks at most 5 passwords of 50 parallel wrong guesses, and nothing is counted in PostgreSQL', async () => {
    const rh = requester(r.app);
    const admin = { 'x-admin-token': r.app.config.adminToken };
    const name = `rd${Date.now().toString(36)}`;
    const created = await rh.post('/app-api/admin/operators', { name, role: 'support' }, admin);
    const results = await Promise.all(Array.from({ length: 50 }, () => rh.post('/app-api/admin/auth/sign-in', { name, password: 'wrong-password-y' })));
    expect(results.filter((x) => x.body.code === ErrorCode.OPERATOR_SIGN_IN_FAILED)).toHaveLength(OPERATOR_LIMITS.maxFailures);
    expect(results.filter((x) => x.body.code === ErrorCode.OPERATOR_LOCKED)).toHaveLength(50 - OPERATOR_LIMITS.maxFailures);
    expect((await rh.post('/app-api/admin/auth/sign-in', { name, password: created.body.data.password })).status).toBe(429);
    const pgRows = await r.pool.query(`SELECT 1 FROM rate_counters WHERE key = $1`, [`op-signin:${name}`]);
    expect(pgRows.rowCount).toBe(0);
  });
});

describe('sign-in history and account administration', () => {
  it('lists one\u2019s own sign-ins; another operator\u2019s only with the operators permission', async () => {
    await signIn('content', 'bad-password-zz');
    const h = await tokenOf('content');
    const mine = await http.get('/app-api/admin/auth/sign-ins', h);
    expect(mine.body.data.data.slice(0, 2).map((r: { result: string }) => r.result)).toEqual(['ok', 'bad_password']);
    const adminId = (await http.get('/app-api/admin/auth/me', await tokenOf('admin'))).body.data.id;
    expect((await http.get(`/app-api/admin/auth/sign-ins?operatorId=${adminId}`, h)).status).toBe(403);
    const asAdmin = await http.get(`/app-api/admin/auth/sign-ins?operatorId=${mine.body.data.data[0].operatorId}`, await tokenOf('admin'));
    expect(asAdmin.body.data.totalCount).toBeGreaterThanOrEqual(2);
  });

  it('disables an operator (its sessions end at once) but never lets one change its own account', async () => {
    const op = await newOperator('support');
    const session = { 'x-operator-token': (await signIn(op.name, op.password)).body.data.token };
    const admin = await tokenOf('admin');
    const res = await http.post(`/app-api/admin/operators/${op.id}`, { disabled: true }, admin);
    expect(res.body.data).toMatchObject({ disabled: true });
    expect((await http.get('/app-api/admin/auth/me', session)).status).toBe(401);
    expect((await signIn(op.name, op.password)).body.msg).toBe('该运营账号已停用');
    const adminId = (await http.get('/app-api/admin/auth/me', admin)).body.data.id;
    const self = await http.post(`/app-api/admin/operators/${adminId}`, { role: 'read_only' }, admin);
    expect(self.status).toBe(403);
    const audit = await t.pool.query(`SELECT detail FROM audit_log WHERE action = 'operator.updated' AND target_id = $1`, [String(op.id)]);
    expect(audit.rows[0].detail).toEqual({ before: { role: 'support', disabled: false }, after: { role: 'support', disabled: true } });
  });
});
