import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, OPERATOR_LIMITS, formatSystemTime, milliToYuan, type DashboardFigures } from '@sixmark/shared';
import { assertLedgerBalanced, createTestApp, requester, type TestApp } from '../../../test/helper';
import { createUser } from '../../../test/factories';
import { DEMO_OPERATORS } from '../../db/seed/operators';

let t: TestApp;
let http: ReturnType<typeof requester>;
const tokens: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp({}, { poolSize: 24 });
  http = requester(t.app);
  for (const op of DEMO_OPERATORS) {
    const res = await http.post('/app-api/admin/auth/sign-in', { name: op.name, password: op.password });
    tokens[op.name] = { 'x-operator-token': res.body.data.token };
  }
});
afterAll(async () => t.close());

const balanceOf = async (userId: number) =>
  Number((await t.pool.query<{ money: string }>('SELECT money::text FROM wallets WHERE user_id = $1', [userId])).rows[0]!.money);

describe('four-eyes manual adjustments', () => {
  it('applies below the threshold at once; at or above it waits for a second operator', async () => {
    const u = await createUser(t.app);
    const set = await http.post('/app-api/admin/operator-settings', { adjustApprovalThreshold: 500 }, tokens.admin);
    expect(set.body.data).toEqual({ adjustApprovalThreshold: 500 });
    const small = await http.post(`/app-api/admin/users/${u.id}/adjust`, { amount: 499.99, reason: '补单' }, tokens.finance);
    expect(small.body.data.money).toBe(499.99);
    const big = await http.post(`/app-api/admin/users/${u.id}/adjust`, { amount: 500, reason: '大额补单' }, tokens.finance);
    expect(big.body.data).toMatchObject({ pending: true });
    expect(await balanceOf(u.id)).toBe(499_990);
    const id = big.body.data.requestId;

    const own = await http.post(`/app-api/admin/adjust-requests/${id}/approve`, {}, tokens.finance);
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ code: ErrorCode.OPERATOR_OWN_APPROVAL, msg: '不能审批自己提交的申请' });
    // Support may read the queue but not decide.
    expect((await http.get('/app-api/admin/adjust-requests?status=pending', tokens.support)).body.data.data.some((r: { id: number }) => r.id === id)).toBe(true);
    expect((await http.post(`/app-api/admin/adjust-requests/${id}/approve`, {}, tokens.support)).status).toBe(403);

    const approved = await http.post(`/app-api/admin/adjust-requests/${id}/approve`, { reason: '已核实' }, tokens.admin);
    expect(approved.body.data).toMatchObject({ status: 'approved', amount: 500, reference: `adjust-request:${id}` });
    expect(approved.body.data.decidedBy).toMatch(/^operator:\d+:admin$/);
    expect(await balanceOf(u.id)).toBe(999_990);
    const again = await http.post(`/app-api/admin/adjust-requests/${id}/reject`, {}, tokens.admin);
    expect(again.body.code).toBe(ErrorCode.OPERATOR_REQUEST_CLOSED);
    const { rows } = await t.pool.query(`SELECT action, actor FROM audit_log WHERE target_type = 'user' AND target_id = $1 ORDER BY id`, [String(u.id)]);
    expect(rows.map((r) => r.action)).toEqual(['wallet.manual_deposit', 'wallet.adjust_requested', 'wallet.manual_deposit']);
    await assertLedgerBalanced(t.pool);
  });

  it('applies a request once when 20 approvals arrive at once', async () => {
    const u = await createUser(t.app, { money: 1_000_000 });
    await http.post('/app-api/admin/operator-settings', { adjustApprovalThreshold: 0 }, tokens.admin);
    const req = await http.post(`/app-api/admin/users/${u.id}/adjust`, { amount: -300, reason: '扣回' }, tokens.admin);
    const id = req.body.data.requestId;
    const results = await Promise.all(Array.from({ length: 20 }, () => http.post(`/app-api/admin/adjust-requests/${id}/approve`, {}, tokens.finance)));
    expect(results.filter((r) => r.body.code === 'OK')).toHaveLength(1);
    expect(results.filter((r) => r.body.code === ErrorCode.OPERATOR_REQUEST_CLOSED)).toHaveLength(19);
    expect(await balanceOf(u.id)).toBe(700_000);
    const ledger = await t.pool.query(`SELECT count(*)::int AS n FROM wallet_ledger WHERE reference = $1`, [`adjust-request:${id}`]);
    expect(ledger.rows[0].n).toBe(1);
    await assertLedgerBalanced(t.pool);
    await http.post('/app-api/admin/operator-settings', { adjustApprovalThreshold: 10000 }, tokens.admin);
  });

  it('refuses manual adjustments and their approval to the static token, whatever name it gives', async () => {
    const u = await createUser(t.app);
    const as = (name: string) => ({ 'x-admin-token': t.app.config.adminToken, 'x-admin-name': name });
    for (const amount of [10, 10_000]) {
      const res = await http.post(`/app-api/admin/users/${u.id}/adjust`, { amount, reason: '令牌存入' }, as('alice'));
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: ErrorCode.OPERATOR_SESSION_REQUIRED, msg: '资金操作须由运营人员登录后台办理，自动化令牌不能执行' });
    }
    const req = await http.post(`/app-api/admin/users/${u.id}/adjust`, { amount: 10_000, reason: '大额' }, tokens.admin);
    const id = req.body.data.requestId as number;
    for (const name of ['alice', 'bob']) {
      const res = await http.post(`/app-api/admin/adjust-requests/${id}/approve`, {}, as(name));
      expect(res.body.code).toBe(ErrorCode.OPERATOR_SESSION_REQUIRED);
    }
    // Recharge and withdrawal decisions too; reading stays open to automation.
    for (const url of ['/app-api/admin/recharge/R1/confirm', '/app-api/admin/recharge/R1/reject', '/app-api/admin/withdraw/1/approve', '/app-api/admin/withdraw/1/reject'])
      expect((await http.post(url, {}, as('ci'))).body.code, url).toBe(ErrorCode.OPERATOR_SESSION_REQUIRED);
    expect((await http.get('/app-api/admin/adjust-requests?status=pending', as('bob'))).status).toBe(200);
    expect((await http.get('/app-api/admin/withdraw/orders', as('bob'))).status).toBe(200);
    expect(await balanceOf(u.id)).toBe(0);
    await http.post(`/app-api/admin/adjust-requests/${id}/reject`, {}, tokens.finance);
  });

  it('an operator on its one-time password can only change it; one the requester created or set the password of cannot approve', async () => {
    const u = await createUser(t.app);
    const req = await http.post(`/app-api/admin/users/${u.id}/adjust`, { amount: 10_000, reason: '大额补单' }, tokens.admin);
    const id = req.body.data.requestId as number;
    const created = await http.post('/app-api/admin/operators', { name: `fin${Date.now().toString(36)}`, role: 'finance' }, tokens.admin);
    const { operator, password } = created.body.data as { operator: { id: number; name: string }; password: string };
    const signIn = async (pw: string) => ({ 'x-operator-token': (await http.post('/app-api/admin/auth/sign-in', { name: operator.name, password: pw })).body.data.token as string });
    const fresh = await signIn(password);
    for (const call of [
      () => http.post(`/app-api/admin/adjust-requests/${id}/approve`, {}, fresh),
      () => http.get('/app-api/admin/withdraw/orders', fresh),
      () => http.get('/app-api/admin/auth/sessions', fresh),
    ]) {
      const res = await call();
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: ErrorCode.OPERATOR_PASSWORD_CHANGE_REQUIRED, msg: '请先修改一次性密码，再进行其他操作' });
    }
    expect((await http.get('/app-api/admin/auth/me', fresh)).body.data.mustChangePassword).toBe(true);
    expect((await http.post('/app-api/admin/auth/password', { oldPassword: password, newPassword: 'chosen-password-1' }, fresh)).body.code).toBe('OK');
    // Created by the requester: still its creature after the change.
    const tied = await http.post(`/app-api/admin/adjust-requests/${id}/approve`, {}, fresh);
    expect(tied.status).toBe(403);
    expect(tied.body).toMatchObject({ code: ErrorCode.OPERATOR_TIED_APPROVAL, msg: '审批人由申请人创建或设置了密码，不能审批该申请，请由其他运营审批' });
    // The demo finance operator was seeded, not made by the requester... until the requester resets its password.
    const finance = (await http.get('/app-api/admin/auth/me', tokens.finance)).body.data as { id: number };
    const reset = await http.post(`/app-api/admin/operators/${finance.id}/reset-password`, {}, tokens.admin);
    const oneTime = reset.body.data.password as string;
    const financeSession = { 'x-operator-token': (await http.post('/app-api/admin/auth/sign-in', { name: 'finance', password: oneTime })).body.data.token as string };
    await http.post('/app-api/admin/auth/password', { oldPassword: oneTime, newPassword: 'finance123456' }, financeSession);
    expect((await http.post(`/app-api/admin/adjust-requests/${id}/approve`, {}, financeSession)).body.code).toBe(ErrorCode.OPERATOR_TIED_APPROVAL);
    expect(await balanceOf(u.id)).toBe(0);
    // The operator changing a password it chose itself unties it.
    await http.post('/app-api/admin/auth/password', { oldPassword: 'finance123456', newPassword: 'finance-own-1' }, financeSession);
    await http.post('/app-api/admin/auth/password', { oldPassword: 'finance-own-1', newPassword: 'finance123456' }, financeSession);
    expect((await http.post(`/app-api/admin/adjust-requests/${id}/approve`, {}, financeSession)).body.code).toBe('OK');
    expect(await balanceOf(u.id)).toBe(10_000_000);
    tokens.finance = financeSession;
  });
});

describe('withdrawal card numbers', () => {
  it('shows the full card number only to operators with finance, and audits each such view', async () => {
    const audits = async () =>
      (await t.pool.query<{ actor: string; detail: { orders: number[] } }>(`SELECT actor, detail FROM audit_log WHERE action = 'withdraw.card_viewed' ORDER BY id`)).rows;
    const before = (await audits()).length;
    for (const role of ['readonly', 'content', 'support', 'risk']) {
      const res = await http.get('/app-api/admin/withdraw/orders', tokens[role]);
      expect(res.status, role).toBe(200);
      const rows = res.body.data.data as { fullCardNo: string; cardNo: string }[];
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        expect(r.fullCardNo, role).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
        expect(r.fullCardNo).toBe(r.cardNo);
      }
    }
    expect(await audits()).toHaveLength(before);
    const finance = await http.get('/app-api/admin/withdraw/orders', tokens.finance);
    const rows = finance.body.data.data as { id: number; fullCardNo: string }[];
    expect(rows.some((r) => r.fullCardNo === '6222021234567890123')).toBe(true);
    const me = (await http.get('/app-api/admin/auth/me', tokens.finance)).body.data as { id: number };
    const viewed = (await audits()).slice(before);
    expect(viewed).toEqual([{ actor: `operator:${me.id}:finance`, detail: { orders: rows.map((r) => r.id) } }]);
  });
});

describe('audit log API', () => {
  it('filters by operator, action, target and day, pages, and exports the same rows as CSV', async () => {
    const u = await createUser(t.app);
    for (const amount of [1, 2, 3]) await http.post(`/app-api/admin/users/${u.id}/adjust`, { amount, reason: `测试${amount}` }, tokens.finance);
    const me = (await http.get('/app-api/admin/auth/me', tokens.finance)).body.data;
    const today = formatSystemTime(Date.now(), 'YYYY-MM-DD', 'Asia/Shanghai');
    const q = `operatorId=${me.id}&action=wallet.manual&targetType=user&targetId=${u.id}&from=${today}&to=${today}`;
    const page1 = await http.get(`/app-api/admin/audit?${q}&rows=2`, tokens.risk);
    expect(page1.body.data.totalCount).toBe(3);
    expect(page1.body.data.data.map((r: { detail: { amount: number } }) => r.detail.amount)).toEqual([3, 2]);
    expect(page1.body.data.data[0]).toMatchObject({ actor: `operator:${me.id}:finance`, operatorId: me.id, action: 'wallet.manual_deposit' });
    const page2 = await http.get(`/app-api/admin/audit?${q}&rows=2&page=2`, tokens.risk);
    expect(page2.body.data.data).toHaveLength(1);
    const yesterday = await http.get(`/app-api/admin/audit?targetId=${u.id}&to=2020-01-01`, tokens.risk);
    expect(yesterday.body.data.totalCount).toBe(0);
    // finance has no audit permission.
    expect((await http.get(`/app-api/admin/audit?${q}`, tokens.finance)).status).toBe(403);

    const csv = await t.app.inject({ method: 'GET', url: `/app-api/admin/audit/export.csv?${q}`, headers: tokens.risk });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actor,action,target_type,target_id,ip,detail');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`operator:${me.id}:finance,wallet.manual_deposit,user,${u.id}`);
  });

  it('cuts the CSV at its bound and says so, and neutralises spreadsheet formulas', async () => {
    const { auditCsv } = await import('./audit.service');
    await t.pool.query(`INSERT INTO audit_log (actor, action, target_type, target_id) SELECT 'admin:csv', 'csv.test', 'x', '=1+1' FROM generate_series(1, 1500)`);
    const stream = auditCsv(t.pool, { actor: 'admin:csv' }, 'Asia/Shanghai', 1200);
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 1200 + 1);
    expect(lines.at(-1)).toBe('# 导出已截断：最多 1200 行，请缩小筛选范围');
    expect(lines[1]).toContain(",'=1+1,");
  });
});

describe('dashboard', () => {
  // New York's 30 days include the end of DST (2026-11-01, a 25-hour day).
  it.each(['Asia/Shanghai', 'America/New_York'])('matches an independent count of the ledger, users and tokens for every day of the trend (%s)', async (tz) => {
    const u = await createUser(t.app, { money: 123_450 });
    const tag = tz.slice(0, 4);
    await t.pool.query(`INSERT INTO wallet_ledger (user_id, account, bill_type, amount, balance_after, reference) VALUES ($1, 'money', 7, -23450, 100000, $2), ($1, 'money', 8, 50000, 150000, $3)`, [u.id, `dash-bet-${tag}`, `dash-win-${tag}`]);
    await t.pool.query(`UPDATE wallets SET money = 150000 WHERE user_id = $1`, [u.id]);
    const updated = await t.pool.query(`UPDATE system_config SET config_value = $1 WHERE config_key = 'time_zone'`, [tz]);
    if (!updated.rowCount) await t.pool.query(`INSERT INTO system_config (company_id, config_key, config_value) VALUES ($1, 'time_zone', $2)`, [await t.app.companyId(), tz]);
    const res = await http.get('/app-api/admin/dashboard', tokens.readonly);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.timeZone).toBe(tz);
    expect(d.trend).toHaveLength(OPERATOR_LIMITS.trendDays);
    expect(d.today).toEqual(d.trend.at(-1));
    expect(d.today.day).toBe(formatSystemTime(Date.now(), 'YYYY-MM-DD', tz));

    // Independent: raw rows bucketed by day in JavaScript, bill types spelled out here.
    const since = new Date(Date.now() - 32 * 86_400_000);
    const ledger = (await t.pool.query<{ user_id: string; bill_type: number; amount: string; created_at: Date }>(
      `SELECT l.user_id, l.bill_type, l.amount::text, l.created_at FROM wallet_ledger l JOIN users u ON u.id = l.user_id
        WHERE u.type = 'NORMAL' AND l.account = 'money' AND l.created_at >= $1`, [since])).rows;
    const users = (await t.pool.query<{ created_at: Date }>(`SELECT created_at FROM users WHERE type = 'NORMAL' AND created_at >= $1`, [since])).rows;
    const logins = (await t.pool.query<{ user_id: string; created_at: Date }>(
      `SELECT t.user_id, t.created_at FROM user_tokens t JOIN users u ON u.id = t.user_id WHERE u.type = 'NORMAL' AND t.created_at >= $1`, [since])).rows;
    const day = (at: Date) => formatSystemTime(at.getTime(), 'YYYY-MM-DD', tz);
    const sum = (rows: typeof ledger, types: number[]) => rows.filter((r) => types.includes(r.bill_type)).reduce((s, r) => s + Number(r.amount), 0);
    let checkedMoney = 0;
    for (const f of d.trend as DashboardFigures[]) {
      const rows = ledger.filter((r) => day(r.created_at) === f.day);
      // `+ 0` turns the -0 of an empty negated sum into 0.
      const stakes = -sum(rows, [7, 35, 9, 36]) + 0;
      const payouts = sum(rows, [8, 10]);
      const expected: DashboardFigures = {
        day: f.day,
        registrations: users.filter((r) => day(r.created_at) === f.day).length,
        activeUsers: new Set([...rows.map((r) => r.user_id), ...logins.filter((r) => day(r.created_at) === f.day).map((r) => r.user_id)]).size,
        deposits: milliToYuan(sum(rows, [1, 2, 3, 4, 5, 6])),
        depositCount: rows.filter((r) => [1, 2, 3, 4, 5, 6].includes(r.bill_type)).length,
        withdrawals: milliToYuan(-sum(rows, [11, 13]) + 0),
        withdrawalCount: rows.filter((r) => r.bill_type === 11).length,
        bets: milliToYuan(stakes),
        betCount: rows.filter((r) => [7, 35].includes(r.bill_type)).length,
        payouts: milliToYuan(payouts),
        ggr: milliToYuan(stakes - payouts + 0),
      };
      expect(f).toEqual(expected);
      checkedMoney += rows.length;
    }
    expect(checkedMoney).toBeGreaterThan(3);
    expect(d.today.bets).toBeGreaterThanOrEqual(23.45);
    expect(d.today.payouts).toBeGreaterThanOrEqual(50);
    const pending = await t.pool.query(`SELECT count(*)::int AS n FROM withdraw_orders WHERE status = 'pending'`);
    expect(d.pendingReviews.withdrawals).toBe(pending.rows[0].n);
    expect(d.onlineUsers).toBeGreaterThanOrEqual(1);
  });
});
