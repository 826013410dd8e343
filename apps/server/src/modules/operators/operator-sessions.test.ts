import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@sixmark/shared';
import { createTestApp, requester, type TestApp } from '../../../test/helper';
import { DEMO_OPERATORS } from '../../db/seed/operators';

// A super admin sees every operator's live sessions and ends any of them (issue 15); others may not.
let t: TestApp;
let http: ReturnType<typeof requester>;

beforeAll(async () => {
  t = await createTestApp();
  http = requester(t.app);
});
afterAll(async () => t.close());

const passwordOf = (name: string) => DEMO_OPERATORS.find((o) => o.name === name)!.password;
async function sessionOf(name: string, password = passwordOf(name), ua = 'vitest') {
  const res = await t.app.inject({ method: 'POST', url: '/app-api/admin/auth/sign-in', payload: { name, password }, headers: { 'user-agent': ua } });
  expect(res.json().code).toBe('OK');
  return { 'x-operator-token': res.json().data.token as string };
}
async function newOperator(role: string) {
  const name = `ss${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await http.post('/app-api/admin/operators', { name, role }, await sessionOf('admin'));
  return { name, id: res.body.data.operator.id as number, password: res.body.data.password as string };
}

describe('operator sessions (super admin)', () => {
  it('lists another operator\u2019s live sessions only (not revoked, not expired), newest first', async () => {
    const op = await newOperator('support');
    const laptop = await sessionOf(op.name, op.password, 'laptop-browser');
    const phone = await sessionOf(op.name, op.password, 'phone-browser');
    const gone = await sessionOf(op.name, op.password, 'expired-browser');
    await http.post('/app-api/admin/auth/sign-out', {}, gone);
    await sessionOf(op.name, op.password, 'stale-browser');
    await t.pool.query(`UPDATE operator_sessions SET expires_at = now() - interval '1 minute' WHERE operator_id = $1 AND user_agent = 'stale-browser'`, [op.id]);
    const admin = await sessionOf('admin');
    const res = await http.get(`/app-api/admin/operators/${op.id}/sessions`, admin);
    expect(res.body.data.map((s: { userAgent: string; current: boolean }) => [s.userAgent, s.current])).toEqual([
      ['phone-browser', false],
      ['laptop-browser', false],
    ]);
    expect((await http.get('/app-api/admin/auth/me', laptop)).status).toBe(200);
    expect((await http.get('/app-api/admin/auth/me', phone)).status).toBe(200);
    expect((await http.get('/app-api/admin/operators/999999/sessions', admin)).status).toBe(404);
  });

  it('ends one session of another operator at once (the other keeps working), audited with whose it was', async () => {
    const op = await newOperator('finance');
    const laptop = await sessionOf(op.name, op.password, 'laptop-browser');
    const phone = await sessionOf(op.name, op.password, 'phone-browser');
    const admin = await sessionOf('admin');
    const list = (await http.get(`/app-api/admin/operators/${op.id}/sessions`, admin)).body.data as { id: number; userAgent: string }[];
    const target = list.find((s) => s.userAgent === 'phone-browser')!;
    const res = await http.post(`/app-api/admin/operators/${op.id}/sessions/${target.id}/revoke`, {}, admin);
    expect(res.body.code).toBe('OK');
    const after = await http.get('/app-api/admin/auth/me', phone);
    expect([after.status, after.body.code]).toEqual([401, ErrorCode.OPERATOR_SESSION_INVALID]);
    expect((await http.get('/app-api/admin/auth/me', laptop)).status).toBe(200);
    const adminId = (await http.get('/app-api/admin/auth/me', admin)).body.data.id;
    const { rows } = await t.pool.query(`SELECT actor, target_type, target_id, detail FROM audit_log WHERE action = 'operator.session_revoked' ORDER BY id DESC LIMIT 1`);
    expect(rows[0]).toMatchObject({ actor: `operator:${adminId}:admin`, target_type: 'operator_session', target_id: String(target.id) });
    expect(rows[0].detail).toMatchObject({ operatorId: op.id, userAgent: 'phone-browser' });
    // Again, or under another operator's id: nothing to end.
    const again = await http.post(`/app-api/admin/operators/${op.id}/sessions/${target.id}/revoke`, {}, admin);
    expect([again.status, again.body.msg]).toEqual([404, '会话不存在或已结束']);
    const laptopId = list.find((s) => s.userAgent === 'laptop-browser')!.id;
    expect((await http.post(`/app-api/admin/operators/${adminId}/sessions/${laptopId}/revoke`, {}, admin)).status).toBe(404);
    expect((await http.get('/app-api/admin/auth/me', laptop)).status).toBe(200);
  });

  it('refuses to end the caller\u2019s own current session here (sign out instead), marks it current in the list', async () => {
    const admin = await sessionOf('admin');
    const adminId = (await http.get('/app-api/admin/auth/me', admin)).body.data.id;
    const mine = (await http.get(`/app-api/admin/operators/${adminId}/sessions`, admin)).body.data as { id: number; current: boolean }[];
    const current = mine.find((s) => s.current)!;
    expect(mine.filter((s) => s.current)).toHaveLength(1);
    const res = await http.post(`/app-api/admin/operators/${adminId}/sessions/${current.id}/revoke`, {}, admin);
    expect([res.status, res.body.msg]).toEqual([403, '不能在此结束当前会话，请退出登录']);
    expect((await http.get('/app-api/admin/auth/me', admin)).status).toBe(200);
  });

  it('answers 403 to every role without the operators permission, and their call ends nothing', async () => {
    const op = await newOperator('content');
    await sessionOf(op.name, op.password, 'victim-browser');
    const admin = await sessionOf('admin');
    const [victim] = (await http.get(`/app-api/admin/operators/${op.id}/sessions`, admin)).body.data as { id: number }[];
    for (const name of ['finance', 'risk', 'content', 'support', 'readonly']) {
      const h = await sessionOf(name);
      const list = await http.get(`/app-api/admin/operators/${op.id}/sessions`, h);
      const revoke = await http.post(`/app-api/admin/operators/${op.id}/sessions/${victim!.id}/revoke`, {}, h);
      expect([list.status, list.body.code, revoke.status, revoke.body.code], name).toEqual([403, ErrorCode.OPERATOR_FORBIDDEN, 403, ErrorCode.OPERATOR_FORBIDDEN]);
    }
    expect((await http.get(`/app-api/admin/operators/${op.id}/sessions`, admin)).body.data).toHaveLength(1);
  });
});
