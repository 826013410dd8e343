import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed';
import { assertLedgerBalanced, createTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('answers', () => {
  it('wraps data in the { success, code, msg, data } envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-api/company/get' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 'OK', data: { code: 'ttl', name: '六合宝典' } });
    expect(body.data.homeCarousels.length).toBeGreaterThan(0);
  });

  it('answers an unknown /app-api path with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-api/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'SYS/NOT_FOUND', msg: '请求的资源不存在', data: null });
  });

  it('answers a schema error with 400 and a Chinese message naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-api/api/notice/queryPage?noticeType=9' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.code).toBe('SYS/BAD_REQUEST');
    expect(body.msg).toContain('noticeType');
    expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('reports the database in /healthz', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json().data).toMatchObject({ status: 'ok', database: 'up', bus: 'memory' });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes the OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3/);
    expect(doc.paths['/app-api/api/notice/queryPage']).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: '/app-api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('configuration files', () => {
  it('serves config.json from memory with an ETag and answers 304, whatever _t says', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/sys-upload/data/json/config.json?_t=1' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const keys = first.json().system_config.map((c: { configKey: string }) => c.configKey);
    for (const key of ['home_lottery_setting', 'online_service_url', 'vcode_style', 'time_zone', 'hy_is_cancel'])
      expect(keys).toContain(key);
    expect(first.json().sys_config.time_zone).toBe('Asia/Shanghai');
    const again = await t.app.inject({
      method: 'GET',
      url: '/sys-upload/data/json/config.json?_t=2',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(t.app.staticJson.get('/sys-upload/data/json/config.json')?.etag).toBe(etag);
  });

  it('rebuilds a file when the data behind it changes', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/data/json/web_system_config.json' });
    expect(before.json().hy_is_cancel).toBe('1');
    await t.pool.query("UPDATE system_config SET config_value = '0' WHERE config_key = 'hy_is_cancel'");
    const cached = await t.app.inject({ method: 'GET', url: '/data/json/web_system_config.json' });
    expect(cached.json().hy_is_cancel).toBe('1');
    await t.app.staticJson.invalidate('system_config');
    const after = await t.app.inject({ method: 'GET', url: '/sys-upload/data/json/web_system_config.json' });
    expect(after.json().hy_is_cancel).toBe('0');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await t.pool.query("UPDATE system_config SET config_value = '1' WHERE config_key = 'hy_is_cancel'");
    await t.app.staticJson.invalidate('system_config');
  });

  it('serves app_config, config_chat, the company JSON, notices and the limit JSONs', async () => {
    const app = (await t.app.inject({ method: 'GET', url: '/sys-upload/data/json/app_config.json' })).json();
    expect(app.home_lottery_setting.map((g: { gameId: number }) => g.gameId)).toEqual([70, 90, 110, 1]);
    const chat = (await t.app.inject({ method: 'GET', url: '/sys-upload/data/json/config_chat.json' })).json();
    expect(chat.enable_chat_maintenance.configValue).toBe('0');
    const company = await t.app.inject({ method: 'GET', url: '/sys-upload/data/json/company/ttl.json' });
    expect(company.json().name).toBe('六合宝典');
    expect((await t.app.inject({ method: 'GET', url: '/sys-upload/data/json/company/none.json' })).statusCode).toBe(404);
    const notices = (await t.app.inject({ method: 'GET', url: '/sys-upload/data/json/notice_list.json' })).json();
    expect(notices.index_notice.length).toBeGreaterThan(0);
    expect(notices.lottery_notice.length).toBeGreaterThan(1);
    const reg = (await t.app.inject({ method: 'GET', url: '/sys-upload/data/json/limit/register_limit.json' })).json();
    expect(reg).toMatchObject({ account: 1, password: 1, sendMenoy: 18 });
    const login = (await t.app.inject({ method: 'GET', url: '/sys-upload/data/json/limit/login_limit.json' })).json();
    expect(login.vCode).toBe(0);
  });

  it('answers cached files over real HTTP before routing, with the same bytes, ETag and 304', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/sys-upload/data/json/app_config.json`;
    const first = await fetch(`${url}?_t=1`);
    const firstBody = await first.text();
    const second = await fetch(`${url}?_t=2`);
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    const notModified = await fetch(url, { headers: { 'if-none-match': second.headers.get('etag')! } });
    expect(notModified.status).toBe(304);

    // Lottery open info joins the same fast path once cached, in both polled forms.
    for (const path of ['/sys-upload/data/lotery/70.json', '/app-api/v/lottery/openInfo?gameId=70']) {
      const built = await fetch(`${address}${path}`);
      expect(built.status).toBe(200);
      const cached = await fetch(`${address}${path}${path.includes('?') ? '&' : '?'}_t=9`);
      const body = (await cached.json()) as { cur?: unknown; data?: { cur?: unknown } };
      expect(body.cur ?? body.data?.cur).toBeDefined();
      expect(cached.headers.get('etag')).toBeTruthy();
      expect(cached.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('gzips large files for clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sys-upload/data/json/game_center.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toBeTypeOf('object');
  });
});

describe('demo seed', () => {
  it('is idempotent and leaves every wallet equal to its ledger', async () => {
    const count = async () =>
      (await t.pool.query<{ n: number }>('SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM notices) + (SELECT count(*) FROM wallet_ledger) AS n')).rows[0]!.n;
    const before = await count();
    await seedDemo(t.app);
    expect(await count()).toBe(before);
    await assertLedgerBalanced(t.pool);
  });

  it('seeds the lottery games the specs name and demo users of every role', async () => {
    const games = (await t.pool.query('SELECT game_id FROM games ORDER BY game_id')).rows.map((r) => r.game_id);
    expect(games).toEqual(expect.arrayContaining([1, 70, 90, 95, 110]));
    const roles = (await t.pool.query('SELECT account, is_dl, type FROM users')).rows;
    expect(roles.some((r) => r.is_dl)).toBe(true);
    expect(roles.some((r) => !r.is_dl && r.type === 'NORMAL')).toBe(true);
  });

  it('refuses to update or delete ledger and audit rows', async () => {
    await expect(t.pool.query('UPDATE wallet_ledger SET amount = 0')).rejects.toThrow(/append-only/);
    await t.pool.query("INSERT INTO audit_log (actor, action) VALUES ('test', 'probe')");
    await expect(t.pool.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
  });
});

describe('failures', () => {
  it('answers an unexpected error with 500 系统错误，请重试 and no stack', async () => {
    await t.pool.query('ALTER TABLE carousels RENAME TO carousels_gone');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/app-api/api/notice/queryPage?noticeType=0' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, code: 'SYS/ERROR', msg: '系统错误，请重试', data: null });
      expect(res.body).not.toMatch(/at |stack|carousels/);
    } finally {
      await t.pool.query('ALTER TABLE carousels_gone RENAME TO carousels');
    }
  });
});
