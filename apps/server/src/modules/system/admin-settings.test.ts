import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, SETTINGS_GROUPS } from '@sixmark/shared';
import { createTestApp, type TestApp } from '../../../test/helper';
import { createUser } from '../../../test/factories';
import { DEMO_OPERATORS } from '../../db/seed/operators';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const call = async (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};
const staticJson = async (url: string) => JSON.parse((await t.app.inject({ method: 'GET', url })).body);

async function tokenOf(name: string): Promise<Record<string, string>> {
  const password = DEMO_OPERATORS.find((o) => o.name === name)!.password;
  const res = await t.app.inject({ method: 'POST', url: '/app-api/admin/auth/sign-in', payload: { name, password } });
  return { 'x-operator-token': res.json().data.token };
}

async function lastAudit(group: string) {
  const { rows } = await t.pool.query(
    `SELECT actor, detail FROM audit_log WHERE action = 'settings.update' AND target_type = 'settings' AND target_id = $1 ORDER BY id DESC LIMIT 1`,
    [group],
  );
  return rows[0];
}

/** PUTs a group with changes, after warming `files` so the test proves they are invalidated. */
async function save(group: string, change: (v: Record<string, unknown>) => Record<string, unknown>, files: string[]) {
  const h = await tokenOf('admin');
  const current = await call('GET', `/app-api/admin/settings/${group}`, h);
  expect(current.status).toBe(200);
  for (const f of files) await staticJson(f);
  const next = change(structuredClone(current.body.data));
  const res = await call('PUT', `/app-api/admin/settings/${group}`, h, next);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data).toEqual(next);
  const row = await lastAudit(group);
  expect(row.actor).toMatch(/^operator:\d+:admin$/);
  expect(row.detail).toEqual({ before: current.body.data, after: next });
  expect((await call('GET', `/app-api/admin/settings/${group}`, h)).body.data).toEqual(next);
  return next;
}

describe('site settings editor (admin/settings/:group)', () => {
  it('reads every group for any operator, refuses guests, members and roles without `operators`', async () => {
    expect((await call('GET', '/app-api/admin/settings/site', {})).status).toBe(401);
    const member = await createUser(t.app);
    expect((await call('GET', '/app-api/admin/settings/site', member.headers)).status).toBe(401);
    const ro = await tokenOf('readonly');
    for (const g of SETTINGS_GROUPS) expect((await call('GET', `/app-api/admin/settings/${g}`, ro)).status, g).toBe(200);
    expect((await call('GET', '/app-api/admin/settings/nope', ro)).status).toBe(400);
    const site = (await call('GET', '/app-api/admin/settings/site', ro)).body.data;
    for (const name of ['readonly', 'finance', 'content', 'support', 'risk']) {
      const res = await call('PUT', '/app-api/admin/settings/site', await tokenOf(name), site);
      expect(res.status, name).toBe(403);
      expect(res.body.code).toBe(ErrorCode.OPERATOR_FORBIDDEN);
    }
  });

  it('site: hy_is_cancel, service link, home games and profile links reach config.json / web_system_config.json / app_config.json at once', async () => {
    const next = await save(
      'site',
      (v) => ({
        ...v,
        hy_is_cancel: !v.hy_is_cancel,
        online_service_url: 'https://kefu.example.com/chat',
        home_lottery_setting: [70],
        profile_tabs: { subTab1: ['personalInfo'], subTab2: ['about', 'setting'] },
      }),
      ['/sys-upload/data/json/config.json', '/data/json/web_system_config.json', '/sys-upload/data/json/app_config.json'],
    );
    const web = await staticJson('/data/json/web_system_config.json');
    expect(web.hy_is_cancel).toBe(next.hy_is_cancel ? '1' : '0');
    const cfg = await staticJson('/sys-upload/data/json/config.json');
    const entry = (k: string) => cfg.system_config.find((e: { configKey: string }) => e.configKey === k)?.configValue;
    expect(entry('online_service_url')).toBe('https://kefu.example.com/chat');
    expect(JSON.parse(entry('profile_tabs'))).toEqual({ subTab1: ['personalInfo'], subTab2: ['about', 'setting'] });
    expect((await staticJson('/sys-upload/data/json/app_config.json')).home_lottery_setting.map((g: { gameId: number }) => g.gameId)).toEqual([70]);
  });

  it('chat: maintenance switch and message reach config_chat.json', async () => {
    await save(
      'chat',
      (v) => ({ ...v, enable_chat_maintenance: true, chat_maintenance_message: '聊天室维护中，请稍后再来', rech_level: 100 }),
      ['/sys-upload/data/json/config_chat.json'],
    );
    const chat = await staticJson('/sys-upload/data/json/config_chat.json');
    expect(chat.enable_chat_maintenance).toEqual({ configValue: '1' });
    expect(chat.chat_maintenance_config.message).toBe('聊天室维护中，请稍后再来');
    expect(chat.rech_level).toBe(100);
  });

  it('register: field modes map to register_limit flags (hidden fields dropped), the gift and texts saved', async () => {
    await save(
      'register',
      (v) => ({
        ...v,
        fields: { ...(v.fields as object), phone: 'required', qq: 'optional', vCode: 'hidden' },
        sendMenoy: 28,
        userAccountMessage: '请输入6-15位账号',
      }),
      ['/sys-upload/data/json/limit/register_limit.json'],
    );
    const reg = await staticJson('/sys-upload/data/json/limit/register_limit.json');
    expect(reg).toMatchObject({ account: 1, password: 1, phone: 1, qq: 0, sendMenoy: 28, userAccountMessage: '请输入6-15位账号' });
    expect(reg).not.toHaveProperty('vCode');
    // Registration follows at once: the phone is now required (and the hidden captcha not asked).
    const res = await t.app.inject({
      method: 'POST',
      url: '/app-api/v/user/reg',
      payload: new URLSearchParams({ account: 'nophone01', password: 'Secret123', confirmPassword: 'Secret123' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('手机号码不能为空');
  });

  it('login and withdraw limits reach their limit JSON files; company links reach company/<code>.json', async () => {
    await save('login', (v) => ({ ...v, vCode: true, failTimesForVCode: 3 }), ['/sys-upload/data/json/limit/login_limit.json']);
    expect(await staticJson('/sys-upload/data/json/limit/login_limit.json')).toMatchObject({ vCode: 1, failTimesForVCode: 3 });
    await save('withdraw', () => ({ minMoney: 50, maxMoney: 20000, dayTimes: 3 }), ['/sys-upload/data/json/limit/withdraw_limit.json']);
    expect(await staticJson('/sys-upload/data/json/limit/withdraw_limit.json')).toMatchObject({ minMoney: 50, maxMoney: 20000, dayTimes: 3 });
    const file = `/sys-upload/data/json/company/${t.app.config.companyCode}.json`;
    await save(
      'company',
      (v) => ({
        ...v,
        iosDownloadUrl: 'https://dl.example.com/app.ipa',
        androidDownloadUrl: 'https://dl.example.com/app.apk',
        companyDetailList: [{ content: 'kefu002', httpImageUrl: '/logo.svg', wechatUrl: 'kefu002' }],
      }),
      [file],
    );
    expect(await staticJson(file)).toMatchObject({
      iosDownloadUrl: 'https://dl.example.com/app.ipa',
      androidDownloadUrl: 'https://dl.example.com/app.apk',
      companyDetailList: [{ content: 'kefu002', httpImageUrl: '/logo.svg', wechatUrl: 'kefu002' }],
    });
  });

  it('refuses out-of-bounds values with a Chinese message and changes nothing', async () => {
    const h = await tokenOf('admin');
    const site = (await call('GET', '/app-api/admin/settings/site', h)).body.data;
    const auditBefore = (await t.pool.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'settings.update'`)).rows[0].n;
    const bad: [string, object][] = [
      ['site', { ...site, time_zone: 'Mars/Base' }],
      ['site', { ...site, online_service_url: 'javascript:alert(1)' }],
      ['site', { ...site, home_lottery_setting: Array.from({ length: 21 }, (_, i) => i + 1) }],
      ['site', { ...site, profile_tabs: { subTab1: ['../x'], subTab2: [] } }],
      ['site', { hy_is_cancel: true }],
      ['withdraw', { minMoney: 500, maxMoney: 100, dayTimes: 1 }],
      ['withdraw', { minMoney: 1, maxMoney: 1e12, dayTimes: 1 }],
      ['login', { vCode: 'yes', failTimesForVCode: 3 }],
      ['chat', { enable_chat: true }],
    ];
    for (const [group, body] of bad) {
      const res = await call('PUT', `/app-api/admin/settings/${group}`, h, body);
      expect(res.status, `${group} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const reg = (await call('GET', '/app-api/admin/settings/register', h)).body.data;
    const res = await call('PUT', '/app-api/admin/settings/register', h, { ...reg, fields: { ...reg.fields, password: 'optional' } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('账号和密码必须为必填项');
    expect((await t.pool.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'settings.update'`)).rows[0].n).toBe(auditBefore);
  });
});
