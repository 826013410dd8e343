import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@sixmark/shared';
import { createTestApp, requester, type TestApp } from '../../../test/helper';
import { DEMO_OPERATORS } from '../../db/seed/operators';
import { createUser } from '../../../test/factories';

let t: TestApp;
let http: ReturnType<typeof requester> & { put: (url: string, payload: object, headers?: Record<string, string>) => ReturnType<ReturnType<typeof requester>['post']> };
beforeAll(async () => {
  t = await createTestApp();
  const base = requester(t.app);
  http = {
    ...base,
    put: async (url: string, payload: object, headers: Record<string, string> = {}) => {
      const res = await t.app.inject({ method: 'PUT', url, payload, headers });
      return { status: res.statusCode, body: res.json(), headers: res.headers };
    },
  };
});
afterAll(async () => t.close());

async function tokenOf(name: string): Promise<Record<string, string>> {
  const password = DEMO_OPERATORS.find((o) => o.name === name)!.password;
  const res = await http.post('/app-api/admin/auth/sign-in', { name, password });
  expect(res.body.code).toBe('OK');
  return { 'x-operator-token': res.body.data.token };
}

describe('operator notices (admin/content/notices)', () => {
  it('lists notices, refuses guests and members, and lets only the content permission edit', async () => {
    expect((await http.get('/app-api/admin/content/notices')).status).toBe(401);
    const member = await createUser(t.app);
    expect((await http.get('/app-api/admin/content/notices', member.headers)).status).toBe(401);

    const ro = await tokenOf('readonly');
    const list = await http.get('/app-api/admin/content/notices', ro);
    expect(list.status).toBe(200);
    const notice = list.body.data.find((n: { kind: string }) => n.kind === 'index_notice');
    expect(notice).toBeTruthy();
    const body = { title: '维护通知', content: '今晚 23:00 系统维护', enabled: true };
    for (const name of ['readonly', 'finance', 'support']) {
      const res = await http.put(`/app-api/admin/content/notices/${notice.id}`, body, await tokenOf(name));
      expect(res.status, name).toBe(403);
      expect(res.body.code).toBe(ErrorCode.OPERATOR_FORBIDDEN);
    }
  });

  it('saves an edit with a before/after audit row, and the member notice list shows it at once', async () => {
    const h = await tokenOf('content');
    const notice = (await http.get('/app-api/admin/content/notices', h)).body.data.find((n: { kind: string }) => n.kind === 'index_notice');
    // Warm the static JSON cache so the test proves the invalidation.
    await t.app.inject({ method: 'GET', url: '/sys-upload/data/json/notice_list.json' });
    const text = `公告 ${Date.now()}`;
    const res = await http.put(`/app-api/admin/content/notices/${notice.id}`, { title: '最新公告', content: text, enabled: true }, h);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: notice.id, title: '最新公告', content: text, enabled: true });
    const json = JSON.parse((await t.app.inject({ method: 'GET', url: '/sys-upload/data/json/notice_list.json' })).body);
    expect(json.index_notice).toContainEqual({ id: notice.id, noticeTitle: '最新公告', noticeContent: text });
    const { rows } = await t.pool.query(`SELECT actor, detail FROM audit_log WHERE action = 'content.notice_update' AND target_id = $1 ORDER BY id DESC LIMIT 1`, [
      String(notice.id),
    ]);
    expect(rows[0].actor).toMatch(/^operator:\d+:content$/);
    expect(rows[0].detail).toMatchObject({ before: { title: notice.title, content: notice.content }, after: { title: '最新公告', content: text } });
  });

  it('refuses junk and an unknown notice', async () => {
    const h = await tokenOf('content');
    expect((await http.put('/app-api/admin/content/notices/999999', { title: 'x', content: 'y', enabled: true }, h)).status).toBe(404);
    expect((await http.put('/app-api/admin/content/notices/1', { title: '', content: 'y', enabled: true }, h)).status).toBe(400);
    expect((await http.put('/app-api/admin/content/notices/1', { title: 'x'.repeat(5000), content: 'y', enabled: 'yes' }, h)).status).toBe(400);
  });
});
