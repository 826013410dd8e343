import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@sixmark/shared';
import { createTestApp, requester, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';
import { DEMO_OPERATORS } from '../../db/seed/operators';
import { hashToken, newToken } from '../../lib/tokens';

let t: TestApp;
let http: ReturnType<typeof requester>;
beforeAll(async () => {
  t = await createTestApp();
  http = requester(t.app);
});
afterAll(async () => t.close());

async function tokenOf(name: string): Promise<Record<string, string>> {
  const password = DEMO_OPERATORS.find((o) => o.name === name)!.password;
  const res = await http.post('/app-api/admin/auth/sign-in', { name, password });
  expect(res.body.code).toBe('OK');
  return { 'x-operator-token': res.body.data.token };
}

const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) members-test';
const signIn = (u: TestUser, password = u.password) =>
  t.app.inject({ method: 'POST', url: '/app-api/v/user/login', payload: { account: u.account, password }, headers: { 'user-agent': UA } });

describe('member search (GET admin/users)', () => {
  it('filters by id, account prefix, phone, agent, address and status, pages and sorts; read permission is enough', async () => {
    const ro = await tokenOf('readonly');
    const agent = await createUser(t.app, { isDl: true, account: `agsrch${Date.now().toString(36)}` });
    const stem = `srchm${Date.now().toString(36)}`;
    const a = await createUser(t.app, { parentId: agent.id, money: 5000, account: `${stem}a` });
    const b = await createUser(t.app, { parentId: agent.id, money: 1000, account: `${stem}b` });
    await t.pool.query(`UPDATE users SET phone = '13800138123', chat_nickname = '搜索小明', last_login_ip = '10.9.8.7' WHERE id = $1`, [a.id]);

    const prefix = stem;
    const byPrefix = await http.get(`/app-api/admin/users?account=${prefix}&sort=money&order=desc`, ro);
    expect(byPrefix.status).toBe(200);
    expect(byPrefix.body.data.totalCount).toBe(2);
    expect(byPrefix.body.data.data.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
    expect(byPrefix.body.data.data[0]).toMatchObject({ account: a.account, money: 5, agentId: agent.id, agentAccount: agent.account, status: 'active' });
    const asc = await http.get(`/app-api/admin/users?account=${prefix}&sort=money&order=asc&rows=1&page=2`, ro);
    expect(asc.body.data.data.map((r: { id: number }) => r.id)).toEqual([a.id]);

    expect((await http.get(`/app-api/admin/users?id=${b.id}`, ro)).body.data.data.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect((await http.get('/app-api/admin/users?phone=13800138123', ro)).body.data.data[0].id).toBe(a.id);
    expect((await http.get(`/app-api/admin/users?nickname=${encodeURIComponent('小明')}`, ro)).body.data.data[0].id).toBe(a.id);
    expect((await http.get('/app-api/admin/users?ip=10.9.8.7', ro)).body.data.data.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect((await http.get(`/app-api/admin/users?agentId=${agent.id}`, ro)).body.data.totalCount).toBe(2);
    expect((await http.get(`/app-api/admin/users?agentAccount=${agent.account}`, ro)).body.data.totalCount).toBe(2);
    expect((await http.get(`/app-api/admin/users?account=${prefix}&status=disabled`, ro)).body.data.totalCount).toBe(0);
    expect((await http.get(`/app-api/admin/users?account=${prefix}&status=active`, ro)).body.data.totalCount).toBe(2);
    // A wildcard in the prefix is literal.
    expect((await http.get('/app-api/admin/users?account=%25', ro)).body.data.totalCount).toBe(0);

    // Bounded inputs.
    expect((await http.get('/app-api/admin/users?rows=1000', ro)).status).toBe(400);
    expect((await http.get(`/app-api/admin/users?account=${'x'.repeat(40)}`, ro)).status).toBe(400);
    expect((await http.get('/app-api/admin/users?status=gone', ro)).status).toBe(400);
    expect((await http.get('/app-api/admin/users?sort=password_hash', ro)).status).toBe(400);
    // Members and guests are not operators.
    expect((await http.get('/app-api/admin/users', a.headers)).status).toBe(401);
  });
});

describe('member detail and history', () => {
  it('shows profile, balances, ledger, bets, sign-ins and devices', async () => {
    const ro = await tokenOf('readonly');
    const m = await createUser(t.app, { money: 12_345 });
    expect((await signIn(m, 'wrong-password')).json().code).not.toBe('OK');
    expect((await signIn(m)).json().code).toBe('OK');

    const detail = await http.get(`/app-api/admin/users/${m.id}`, ro);
    expect(detail.status).toBe(200);
    expect(detail.body.data.profile).toMatchObject({ id: m.id, account: m.account, status: 'active' });
    expect(detail.body.data.balances).toEqual({ money: 12.345, liveMoney: 0, frozen: 0 });
    expect(detail.body.data.flags).toEqual({ frozen: false, mustResetPassword: false });
    expect(detail.body.data.liveSessions).toBe(1); // the sign-in revoked the factory's token
    expect(detail.body.data.saferPlay.limits.length).toBeGreaterThan(0);

    const ledger = await http.get(`/app-api/admin/users/${m.id}/ledger?billType=6`, ro);
    expect(ledger.body.data.totalCount).toBe(1);
    expect(ledger.body.data.data[0]).toMatchObject({ billType: 6, amount: 12.345, balanceAfter: 12.345, account: 'money' });
    expect((await http.get(`/app-api/admin/users/${m.id}/ledger?billType=7`, ro)).body.data.totalCount).toBe(0);
    expect((await http.get(`/app-api/admin/users/${m.id}/ledger?from=2000-01-01&to=2000-01-02`, ro)).body.data.totalCount).toBe(0);
    expect((await http.get(`/app-api/admin/users/${m.id}/ledger?from=2000-02-30`, ro)).status).toBe(400);

    expect((await http.get(`/app-api/admin/users/${m.id}/bets`, ro)).body.data).toEqual({ data: [], totalCount: 0 });
    expect((await http.get(`/app-api/admin/users/${m.id}/bets?source=games`, ro)).body.data).toEqual({ data: [], totalCount: 0 });

    const signIns = await http.get(`/app-api/admin/users/${m.id}/sign-ins`, ro);
    expect(signIns.body.data.data.map((r: { result: string }) => r.result)).toEqual(['ok', 'bad_password']);
    expect(signIns.body.data.data[0]).toMatchObject({ userAgent: UA });

    const devices = await http.get(`/app-api/admin/users/${m.id}/devices`, ro);
    expect(devices.body.data.devices[0]).toMatchObject({ userAgent: UA, count: 3 }); // 2 attempts + 1 session
    expect(devices.body.data.addresses[0].ip).toBe('127.0.0.1');

    expect((await http.get('/app-api/admin/users/2147483647', ro)).status).toBe(404);
    expect((await http.get('/app-api/admin/users/2147483647/ledger', ro)).status).toBe(404);
  });
});

describe('freeze and unfreeze (risk)', () => {
  it('refuses the token and the sign-in of a frozen member, kicks sessions, audits, and unfreeze restores', async () => {
    const risk = await tokenOf('risk');
    const ro = await tokenOf('readonly');
    const m = await createUser(t.app);
    expect((await http.get('/app-api/api/user/info', m.headers)).status).toBe(200);

    // read-only may look but not act; a reason is required.
    expect((await http.post(`/app-api/admin/users/${m.id}/freeze`, { reason: '盗号' }, ro)).status).toBe(403);
    expect((await http.post(`/app-api/admin/users/${m.id}/freeze`, { reason: '' }, risk)).status).toBe(400);

    const frozen = await http.post(`/app-api/admin/users/${m.id}/freeze`, { reason: '疑似盗号' }, risk);
    expect(frozen.status).toBe(200);
    expect(frozen.body.data).toMatchObject({ status: 'disabled', revoked: 1 });
    expect((await http.post(`/app-api/admin/users/${m.id}/freeze`, { reason: '再次' }, risk)).body.code).toBe(ErrorCode.MEMBER_ALREADY_FROZEN);

    // The old token is gone (revoked, and it says why) and a fresh sign-in is refused with the account-disabled text.
    const info = await http.get('/app-api/api/user/info', m.headers);
    expect(info.status).toBe(401);
    expect(info.body).toMatchObject({ code: ErrorCode.ACCOUNT_STATE_ERROR, msg: '账号已被停用，请联系客服' });
    expect((await t.pool.query(`SELECT count(*)::int AS n FROM user_tokens WHERE user_id = $1 AND revoked_at IS NULL`, [m.id])).rows[0].n).toBe(0);
    const refused = (await signIn(m)).json();
    expect(refused.code).toBe(ErrorCode.ACCOUNT_STATE_ERROR);
    expect(refused.msg).toBe('账号已被停用，请联系客服');
    // Even a live token (issued straight in the database) is refused while frozen.
    const raw = newToken();
    await t.pool.query(
      `INSERT INTO user_tokens (user_id, token_hash, chat_token_hash, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`,
      [m.id, hashToken(raw), hashToken(newToken())],
    );
    const stale = await http.get('/app-api/api/user/info', { token: raw });
    expect(stale.status).toBe(401);
    expect(stale.body.code).toBe(ErrorCode.ACCOUNT_STATE_ERROR);

    const detail = await http.get(`/app-api/admin/users/${m.id}`, ro);
    expect(detail.body.data.flags.frozen).toBe(true);
    const audit = await t.pool.query(`SELECT actor, detail FROM audit_log WHERE action = 'user.freeze' AND target_id = $1`, [String(m.id)]);
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].actor).toMatch(/^operator:\d+:risk$/);
    expect(audit.rows[0].detail).toMatchObject({ reason: '疑似盗号', before: { status: 'active' }, after: { status: 'disabled' }, revoked: 1 });
    const attempts = await http.get(`/app-api/admin/users/${m.id}/sign-ins`, ro);
    expect(attempts.body.data.data[0].result).toBe('disabled');

    const thawed = await http.post(`/app-api/admin/users/${m.id}/unfreeze`, { reason: '核实本人' }, risk);
    expect(thawed.body.data.status).toBe('active');
    expect((await http.post(`/app-api/admin/users/${m.id}/unfreeze`, { reason: '再次' }, risk)).body.code).toBe(ErrorCode.MEMBER_NOT_FROZEN);
    const again = (await signIn(m)).json();
    expect(again.code).toBe('OK');
    expect((await http.get('/app-api/api/user/info', { token: again.data.token })).status).toBe(200);
    const un = await t.pool.query(`SELECT detail FROM audit_log WHERE action = 'user.unfreeze' AND target_id = $1`, [String(m.id)]);
    expect(un.rows[0].detail).toMatchObject({ before: { status: 'disabled' }, after: { status: 'active' } });
  });

  it('keeps a reset-password flag through a freeze', async () => {
    const risk = await tokenOf('risk');
    const m = await createUser(t.app);
    await http.post(`/app-api/admin/users/${m.id}/reset-password-flag`, { message: '请重置密码' }, risk);
    await http.post(`/app-api/admin/users/${m.id}/freeze`, { reason: '冻结' }, risk);
    expect((await http.post(`/app-api/admin/users/${m.id}/unfreeze`, { reason: '解冻' }, risk)).body.data.status).toBe('reset_password');
    expect((await signIn(m)).json().code).toBe(ErrorCode.RESET_PASSWORD);
  });
});

describe('chat, VIP level and notes', () => {
  it('changes chat level / enable and VIP level with before/after audit, and appends notes', async () => {
    const risk = await tokenOf('risk');
    const finance = await tokenOf('finance');
    const m = await createUser(t.app);

    expect((await http.post(`/app-api/admin/users/${m.id}/chat`, { chatLevel: 2, enableChat: false, reason: '违规' }, finance)).status).toBe(403);
    const chat = await http.post(`/app-api/admin/users/${m.id}/chat`, { chatLevel: 2, enableChat: false, reason: '违规发言' }, risk);
    expect(chat.body.data).toMatchObject({ chatLevel: 2, enableChat: 0 });
    expect((await http.post(`/app-api/admin/users/${m.id}/chat`, { chatLevel: 10, enableChat: true, reason: 'x' }, risk)).status).toBe(400);
    const chatAudit = await t.pool.query(`SELECT detail FROM audit_log WHERE action = 'user.chat' AND target_id = $1`, [String(m.id)]);
    expect(chatAudit.rows[0].detail).toEqual({ reason: '违规发言', before: { chatLevel: 1, enableChat: 1 }, after: { chatLevel: 2, enableChat: 0 } });

    const vip = await http.post(`/app-api/admin/users/${m.id}/vip-level`, { vipLevel: 5, reason: '大客户' }, risk);
    expect(vip.body.data.vipLevel).toBe(5);
    expect((await http.post(`/app-api/admin/users/${m.id}/vip-level`, { vipLevel: 0, reason: 'x' }, risk)).status).toBe(400);
    const vipAudit = await t.pool.query(`SELECT detail FROM audit_log WHERE action = 'user.vip_level' AND target_id = $1`, [String(m.id)]);
    expect(vipAudit.rows[0].detail).toEqual({ reason: '大客户', before: { vipLevel: 1 }, after: { vipLevel: 5 } });

    const n1 = await http.post(`/app-api/admin/users/${m.id}/notes`, { note: '第一次来电' }, risk);
    expect(n1.body.data).toMatchObject({ note: '第一次来电' });
    expect(n1.body.data.actor).toMatch(/:risk$/);
    await http.post(`/app-api/admin/users/${m.id}/notes`, { note: '第二条\n多行' }, risk);
    expect((await http.post(`/app-api/admin/users/${m.id}/notes`, { note: '   ' }, risk)).status).toBe(400);
    expect((await http.post(`/app-api/admin/users/${m.id}/notes`, { note: 'x'.repeat(1001) }, risk)).status).toBe(400);
    const notes = await http.get(`/app-api/admin/users/${m.id}/notes`, risk);
    expect(notes.body.data.map((n: { note: string }) => n.note)).toEqual(['第二条\n多行', '第一次来电']);
    const detail = await http.get(`/app-api/admin/users/${m.id}`, risk);
    expect(detail.body.data.notes).toHaveLength(2);
    expect(detail.body.data).toMatchObject({ chatLevel: 2, enableChat: 0 });
    // Append-only: the table refuses edits.
    await expect(t.pool.query(`UPDATE member_notes SET note = 'changed' WHERE id = $1`, [n1.body.data.id])).rejects.toThrow(/append-only/);
  });
});
