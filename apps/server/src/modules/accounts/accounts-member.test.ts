import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_THEME_COLORS } from '@sixmark/shared';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';
import { sweepAccountCounters } from './accounts.job';
import { verifyFundPassword } from './fund-password';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (u: TestUser, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/app-api${url}`, headers: u.headers, payload: payload as Record<string, unknown> });
const get = (u: TestUser, url: string) => t.app.inject({ method: 'GET', url: `/app-api${url}`, headers: u.headers });
const checkCash = (u: TestUser, cashPassword?: string) =>
  post(u, '/v/user/check/cashPassword', cashPassword === undefined ? {} : { cashPassword });

describe('fund password', () => {
  it('answers UC/CASH_PASSWORD_NULL 请先设置资金密码 before one is set', async () => {
    const u = await createUser(t.app);
    const res = await checkCash(u, '1234');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UC/CASH_PASSWORD_NULL', msg: '请先设置资金密码' });
    expect((await get(u, '/api/user/info')).json().data.extInfo.fundPwd).toBe(false);
  });

  it('sets it with the login password, then changes it with the old fund password', async () => {
    const u = await createUser(t.app);
    const badFormat = await post(u, '/api/user/updateFundPwd', { fundPwd: '12a4', password: u.password });
    expect(badFormat.json().msg).toBe('资金密码必须是4位数字');
    const mismatch = await post(u, '/api/user/updateFundPwd', { fundPwd: '1234', confirmFundPwd: '4321', password: u.password });
    expect(mismatch.json().msg).toBe('两次输入的资金密码不一致');
    const wrongLogin = await post(u, '/api/user/updateFundPwd', { fundPwd: '1234', password: 'Nope12345' });
    expect(wrongLogin.json()).toMatchObject({ code: 'UC/PASSWORD_ERROR', msg: '登录密码错误' });
    const set = await post(u, '/api/user/updateFundPwd', { fundPwd: '1234', confirmFundPwd: '1234', password: u.password });
    expect(set.json()).toMatchObject({ success: true, msg: '资金密码设置成功' });
    expect((await get(u, '/api/user/info')).json().data.extInfo.fundPwd).toBe(true);
    expect((await checkCash(u, '1234')).json().success).toBe(true);

    const noOld = await post(u, '/api/user/updateFundPwd', { fundPwd: '5678', password: u.password });
    expect(noOld.json()).toMatchObject({ code: 'UC/CASH_PASSWORD', msg: '请输入资金密码' });
    const wrongOld = await post(u, '/api/user/updateFundPwd', { fundPwd: '5678', oldFundPwd: '0000' });
    expect(wrongOld.json()).toMatchObject({ code: 'UC/CASH_PASSWORD_ERROR', msg: '交易密码输入错误！' });
    const changed = await post(u, '/api/user/updateFundPwd', { fundPwd: '5678', oldFundPwd: '1234' });
    expect(changed.json().success).toBe(true);
    expect((await checkCash(u, '5678')).json().success).toBe(true);
  });

  it('answers UC/CASH_PASSWORD 请输入资金密码 for an empty entry and UC/CASH_PASSWORD_ERROR for a wrong one', async () => {
    const u = await createUser(t.app, { fundPwd: '1234' });
    expect((await checkCash(u)).json()).toMatchObject({ code: 'UC/CASH_PASSWORD', msg: '请输入资金密码' });
    expect((await checkCash(u, '')).json().code).toBe('UC/CASH_PASSWORD');
    expect((await checkCash(u, '9999')).json()).toMatchObject({ code: 'UC/CASH_PASSWORD_ERROR', msg: '交易密码输入错误！' });
  });

  it('locks for 15 minutes after 5 wrong entries, and the lock survives a restart', async () => {
    const u = await createUser(t.app, { fundPwd: '1234' });
    for (let i = 0; i < 4; i++) expect((await checkCash(u, '0000')).json().code).toBe('UC/CASH_PASSWORD_ERROR');
    const fifth = await checkCash(u, '0000');
    expect(fifth.json()).toMatchObject({ code: 'UC/CASH_PASSWORD_LOCKED', msg: '资金密码错误次数过多，请15分钟后再试' });
    expect((await checkCash(u, '1234')).json().code).toBe('UC/CASH_PASSWORD_LOCKED');
    await expect(verifyFundPassword(t.pool, u.id, '1234')).rejects.toMatchObject({ code: 'UC/CASH_PASSWORD_LOCKED' });

    // A new server process on the same database sees the same lock.
    const pool = new pg.Pool({ connectionString: t.url, max: 4 });
    // Idle connections are killed when the test database is dropped; that is expected.
    pool.on('error', () => undefined);
    const config = loadConfig({}, { databaseUrl: t.url, webDist: undefined, runJobs: false, scryptLogN: 10, seedDemo: false });
    const second = await buildApp(config, {
      database: { pool, embedded: undefined, close: async () => undefined },
      logger: false,
    });
    try {
      const res = await second.inject({
        method: 'POST',
        url: '/app-api/v/user/check/cashPassword',
        headers: u.headers,
        payload: { cashPassword: '1234' },
      });
      expect(res.json().code).toBe('UC/CASH_PASSWORD_LOCKED');
      // Once the 15 minutes are over the right password works again.
      await pool.query(`UPDATE rate_counters SET locked_until = now() - interval '1 second', window_start = now() - interval '16 minutes' WHERE key = $1`, [
        `fundpwd:${u.id}`,
      ]);
      const later = await second.inject({
        method: 'POST',
        url: '/app-api/v/user/check/cashPassword',
        headers: u.headers,
        payload: { cashPassword: '1234' },
      });
      expect(later.json().success).toBe(true);
    } finally {
      await second.close();
      await pool.end();
    }
  });

  it('resets the failure count after a right entry', async () => {
    const u = await createUser(t.app, { fundPwd: '1234' });
    for (let i = 0; i < 4; i++) await checkCash(u, '0000');
    expect((await checkCash(u, '1234')).json().success).toBe(true);
    for (let i = 0; i < 4; i++) expect((await checkCash(u, '0000')).json().code).toBe('UC/CASH_PASSWORD_ERROR');
  });
});

describe('bank accounts', () => {
  it('adds, lists, updates, sets default and removes bank accounts', async () => {
    const u = await createUser(t.app);
    const bad = await post(u, '/api/user/updateBank', { bankName: '工商银行', cardNo: '12', holderName: '张三' });
    expect(bad.json().msg).toBe('请输入正确的银行卡号');
    const badHolder = await post(u, '/api/user/updateBank', { bankName: '工商银行', cardNo: '6222021234567890', holderName: 'x' });
    expect(badHolder.json().msg).toBe('请输入正确的开户人姓名');
    const first = await post(u, '/api/user/updateBank', {
      bankName: '工商银行',
      bankBranch: '朝阳支行',
      cardNo: '6222 0212 3456 7890',
      holderName: '张三',
    });
    expect(first.json().data).toMatchObject([
      { bankName: '工商银行', cardNo: '6222021234567890', cardNoMasked: '************7890', isDefault: true },
    ]);
    const second = await post(u, '/api/user/updateBank', { bankName: '建设银行', cardNo: '6217001234567890', holderName: '张三', isDefault: '1' });
    const list = second.json().data as { id: number; bankName: string; isDefault: boolean }[];
    expect(list.map((b) => [b.bankName, b.isDefault])).toEqual([
      ['建设银行', true],
      ['工商银行', false],
    ]);
    const id = list.find((b) => b.bankName === '工商银行')!.id;
    const updated = await post(u, '/api/user/updateBank', { id, bankName: '农业银行', cardNo: '6228481234567890', holderName: '张三' });
    expect(updated.json().data.map((b: { bankName: string }) => b.bankName)).toContain('农业银行');
    expect((await get(u, '/api/user/banks')).json().data).toHaveLength(2);
    const removed = await post(u, '/api/user/removeBank', { id });
    expect(removed.json().data).toHaveLength(1);
    const missing = await post(u, '/api/user/removeBank', { id });
    expect(missing.json()).toMatchObject({ success: false, msg: '银行卡不存在' });
  });

  it('keeps another member out of my cards and trial accounts out entirely', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const added = await post(owner, '/api/user/updateBank', { bankName: '工商银行', cardNo: '6222021234567890', holderName: '张三' });
    const id = added.json().data[0].id as number;
    expect((await post(other, '/api/user/removeBank', { id })).statusCode).toBe(404);
    const trial = await createUser(t.app, { type: 'TEST' });
    const refused = await get(trial, '/api/user/banks');
    expect(refused.json().msg).toBe('试玩账户无法进行该操作，请注册正式账户!');
  });

  it('asks for the fund password, once one is set, to add, change or remove a card', async () => {
    const u = await createUser(t.app, { fundPwd: '1234' });
    const card = { bankName: '工商银行', cardNo: '6222021234567890', holderName: '张三' };
    const missing = await post(u, '/api/user/updateBank', card);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, code: 'UC/CASH_PASSWORD', msg: '请输入资金密码' });
    const wrong = await post(u, '/api/user/updateBank', { ...card, cashPassword: '0000' });
    expect(wrong.json()).toMatchObject({ success: false, code: 'UC/CASH_PASSWORD_ERROR', msg: '交易密码输入错误！' });
    expect((await get(u, '/api/user/banks')).json().data).toHaveLength(0);
    // A form error is reported before the password is checked, so it costs no try.
    const badCard = await post(u, '/api/user/updateBank', { ...card, cardNo: '12', cashPassword: '0000' });
    expect(badCard.json().msg).toBe('请输入正确的银行卡号');

    const added = await post(u, '/api/user/updateBank', { ...card, cashPassword: '1234' });
    expect(added.json().data).toHaveLength(1);
    const id = added.json().data[0].id as number;
    const change = { ...card, id, bankName: '农业银行' };
    expect((await post(u, '/api/user/updateBank', change)).json().code).toBe('UC/CASH_PASSWORD');
    expect((await post(u, '/api/user/updateBank', { ...change, cashPassword: '1234' })).json().data[0].bankName).toBe('农业银行');

    expect((await post(u, '/api/user/removeBank', { id })).json().code).toBe('UC/CASH_PASSWORD');
    expect((await post(u, '/api/user/removeBank', { id, cashPassword: '9999' })).json().code).toBe('UC/CASH_PASSWORD_ERROR');
    expect((await get(u, '/api/user/banks')).json().data).toHaveLength(1);
    expect((await post(u, '/api/user/removeBank', { id, cashPassword: '1234' })).json().data).toHaveLength(0);
  });

  it('locks card edits with the shared counter after five wrong fund passwords', async () => {
    const u = await createUser(t.app, { fundPwd: '1234' });
    const card = { bankName: '工商银行', cardNo: '6222021234567890', holderName: '张三', cashPassword: '0000' };
    for (let i = 0; i < 4; i++) expect((await post(u, '/api/user/updateBank', card)).json().code).toBe('UC/CASH_PASSWORD_ERROR');
    const fifth = await post(u, '/api/user/updateBank', card);
    expect(fifth.json()).toMatchObject({ code: 'UC/CASH_PASSWORD_LOCKED', msg: '资金密码错误次数过多，请15分钟后再试' });
    expect((await post(u, '/api/user/updateBank', { ...card, cashPassword: '1234' })).json().code).toBe('UC/CASH_PASSWORD_LOCKED');
    expect((await checkCash(u, '1234')).json().code).toBe('UC/CASH_PASSWORD_LOCKED');
  });

  it('refuses a sixth card with 最多只能绑定5张银行卡', async () => {
    const u = await createUser(t.app);
    for (let i = 0; i < 5; i++) {
      const res = await post(u, '/api/user/updateBank', { bankName: '工商银行', cardNo: `622202123456789${i}`, holderName: '张三' });
      expect(res.statusCode).toBe(200);
    }
    const sixth = await post(u, '/api/user/updateBank', { bankName: '工商银行', cardNo: '6222021234567899', holderName: '张三' });
    expect(sixth.json().msg).toBe('最多只能绑定5张银行卡');
  });
});

describe('personal info and chat colour', () => {
  it('saves valid fields and refuses invalid ones with the registration messages', async () => {
    const u = await createUser(t.app);
    const ok = await post(u, '/api/user/modifyUserInfo', {
      avatarId: 7,
      fullName: '赵六',
      email: 'zhao@example.com',
      phone: '137 0000 1111',
      qq: '55555',
      weixin: 'zhao666',
      birthday: '1988-08-08',
    });
    expect(ok.json().success).toBe(true);
    const info = (await get(u, '/api/user/info')).json().data.userInfo;
    expect(info).toMatchObject({
      avatarId: 7,
      fullName: '赵六',
      email: 'zhao@example.com',
      phone: '13700001111',
      qq: '55555',
      weixin: 'zhao666',
      birthday: '1988-08-08',
    });
    const cases: [object, string][] = [
      [{ avatarId: 17 }, '头像不正确'],
      [{ fullName: 'Zhao' }, '请输入正确您的中文姓名'],
      [{ email: 'x@' }, '邮箱地址格式不正确'],
      [{ phone: '123' }, '手机号码填写错误'],
      [{ qq: '1' }, '请输入正确QQ号码'],
      [{ weixin: 'a' }, '请输入正确微信账号'],
      [{ birthday: '2999-01-01' }, '请输入您的出生日期'],
    ];
    for (const [body, message] of cases) {
      expect((await post(u, '/api/user/modifyUserInfo', body)).json().msg).toBe(message);
    }
  });

  it('saves one of the eight chat colours, including red #e00221, and refuses others', async () => {
    expect(CHAT_THEME_COLORS).toHaveLength(8);
    const u = await createUser(t.app);
    const res = await post(u, '/api/v2/user/update/chat-theme-color', { chatThemeColor: '#E00221' });
    expect(res.json().success).toBe(true);
    expect((await get(u, '/api/user/info')).json().data.userInfo.chatThemeColor).toBe('#e00221');
    const bad = await post(u, '/api/v2/user/update/chat-theme-color', { chatThemeColor: '#123456' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('请选择正确的聊天颜色');
  });
});

describe('notifications', () => {
  it('lists, marks read and removes push messages, keeping unReadCount in step', async () => {
    const u = await createUser(t.app);
    for (const title of ['一', '二', '三']) {
      await t.pool.query('INSERT INTO push_messages (user_id, title, content) VALUES ($1, $2, $3)', [u.id, title, `内容${title}`]);
    }
    const list = (await get(u, '/api/pushMessage/queryAll?page=1&rows=2')).json().data;
    expect(list.totalCount).toBe(3);
    expect(list.unReadCount).toBe(3);
    expect(list.data).toHaveLength(2);
    const id = list.data[0].id as number;
    expect((await get(u, `/api/pushMessage/modifyReadStatus?id=${id}`)).json().success).toBe(true);
    expect((await get(u, '/api/user/info')).json().data.unReadCount).toBe(2);
    expect((await get(u, `/api/pushMessage/remove?id=${id}`)).json().success).toBe(true);
    const after = (await get(u, '/api/pushMessage/queryAll')).json().data;
    expect(after.totalCount).toBe(2);
    const gone = await get(u, `/api/pushMessage/remove?id=${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().msg).toBe('消息不存在');
    const stranger = await createUser(t.app);
    expect((await get(stranger, `/api/pushMessage/modifyReadStatus?id=${after.data[0].id}`)).statusCode).toBe(404);
  });

  it('pages 20 a page by default, newest first, without repeating a message', async () => {
    const u = await createUser(t.app);
    await t.pool.query(
      `INSERT INTO push_messages (user_id, title, content, created_at)
         SELECT $1, '消息' || n, '内容', now() - n * interval '1 minute' FROM generate_series(1, 25) n`,
      [u.id],
    );
    const first = (await get(u, '/api/pushMessage/queryAll')).json().data;
    expect(first.totalCount).toBe(25);
    expect(first.data).toHaveLength(20);
    expect(first.data[0].title).toBe('消息1');
    const second = (await get(u, '/api/pushMessage/queryAll?page=2&rows=20')).json().data;
    expect(second.data.map((m: { title: string }) => m.title)).toEqual(['消息21', '消息22', '消息23', '消息24', '消息25']);
  });
});

describe('sweep', () => {
  it('forgets day-old counters and expired captchas but keeps live locks and other modules keys', async () => {
    await t.pool.query(
      `INSERT INTO rate_counters (key, count, window_start, locked_until) VALUES
         ('login:fail:ip:9.9.9.9', 3, now() - interval '2 days', NULL),
         ('fundpwd:999999', 5, now() - interval '2 days', now() + interval '5 minutes'),
         ('other:thing', 1, now() - interval '2 days', NULL)`,
    );
    await t.pool.query(
      `INSERT INTO captchas (client_id, purpose, answer_hash, expires_at) VALUES ('old-client-1', 'login', 'x', now() - interval '1 minute')`,
    );
    await sweepAccountCounters(t.pool);
    const keys = await t.pool.query(`SELECT key FROM rate_counters WHERE key = ANY($1) ORDER BY key`, [
      ['login:fail:ip:9.9.9.9', 'fundpwd:999999', 'other:thing'],
    ]);
    expect(keys.rows.map((r) => r.key)).toEqual(['fundpwd:999999', 'other:thing']);
    expect((await t.pool.query(`SELECT 1 FROM captchas WHERE client_id = 'old-client-1'`)).rowCount).toBe(0);
  });
});
