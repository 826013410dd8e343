import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorCode, bonusMsg, walletMsg, zhHans } from '@sixmark/shared';
import { createTestApp, type TestApp } from '../../test/helper';
import { AppError } from '../lib/errors';
import { ok } from '../lib/reply';
import { errorsPlugin } from './errors';
import { i18nPlugin } from './i18n';

let ipSeq = 1;
// A fresh address and account per call: repeated failures of either would start asking for a captcha.
const nextIp = () => `10.9.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
const login = (t: TestApp, headers: Record<string, string>, payload: object = { account: `nouser${ipSeq}x`, password: 'Whatever123' }) =>
  t.app.inject({ method: 'POST', url: '/app-api/v/user/login', payload, headers, remoteAddress: nextIp() });

describe('answers in the language the request asks for (the built app)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
  });
  afterAll(() => t.close());

  it('answers a refusal in Traditional for x-lang: zh-Hant, code and status unchanged', async () => {
    const hant = await login(t, { 'x-lang': 'zh-Hant' });
    const hans = await login(t, {});
    expect(hans.statusCode).toBe(400);
    expect(hans.json()).toMatchObject({ success: false, code: ErrorCode.LOGIN_FAILED, msg: '账号或密码错误', data: null });
    expect(hant.statusCode).toBe(400);
    expect(hant.json()).toEqual({ ...hans.json(), msg: '帳號或密碼錯誤' });
  });

  it('follows Accept-Language zh-HK and zh-MO, and lets x-lang zh-Hans win over it', async () => {
    expect((await login(t, { 'accept-language': 'zh-HK,zh;q=0.9,en;q=0.8' })).json().msg).toBe('帳號或密碼錯誤');
    expect((await login(t, { 'accept-language': 'zh-MO' })).json().msg).toBe('帳號或密碼錯誤');
    expect((await login(t, { 'accept-language': 'zh-CN' })).json().msg).toBe('账号或密码错误');
    expect((await login(t, { 'accept-language': 'zh-HK', 'x-lang': 'zh-Hans' })).json().msg).toBe('账号或密码错误');
  });

  it('translates the 404 envelope and a schema refusal, field name and zod detail included', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/app-api/no/such/route', headers: { 'x-lang': 'zh-Hant' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: ErrorCode.NOT_FOUND, msg: '請求的資源不存在' });

    const hans = await login(t, {}, { password: 'Whatever123' });
    const hant = await login(t, { 'x-lang': 'zh-Hant' }, { password: 'Whatever123' });
    expect(hans.statusCode).toBe(400);
    expect(hans.json().msg).toMatch(/^参数「account」不正确：/);
    expect(hant.json().code).toBe(hans.json().code);
    expect(hant.json().msg).toMatch(/^參數「account」不正確：/);
    // The shared schemas' own detail (INPUT_MSG) comes from the table too.
    expect(hans.json().msg).toBe('参数「account」不正确：应为文本');
    expect(hant.json().msg).toBe('參數「account」不正確：應為文字');
  });
});

describe('the answer hook (a bare app with the two plugins)', () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  beforeAll(async () => {
    // As app.ts configures it for the whole process.
    z.config(z.locales.zhCN());
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    await app.register(i18nPlugin);
    app.get('/range', () => {
      throw new AppError(ErrorCode.WITHDRAW_RANGE, { message: walletMsg.withdrawRange(100, 50000) });
    });
    app.get('/limit', () => {
      throw new AppError(ErrorCode.SAFER_DEPOSIT_LIMIT, {
        message: bonusMsg.depositLimit(zhHans.bonus.depositLimitLabel, '500.00', '2026-11-25 00:00'),
      });
    });
    // Inline service texts (push.service.ts, console-edit.service.ts), outside the message table.
    app.get('/inline', () => {
      throw new AppError(ErrorCode.FORBIDDEN, { message: '该推送地址已由其他账号登记，无法更改' });
    });
    app.get('/inline-template', () => {
      throw new AppError(ErrorCode.BAD_REQUEST, { message: `第 ${2026123} 期已开奖，不能再新增本期资料` });
    });
    app.get('/ok', () => ok({ n: 1 }));
    app.get('/free', () => {
      throw new AppError(ErrorCode.BAD_REQUEST, { message: '运营自定义的说明' });
    });
    app.get('/boom', () => {
      throw new Error('internal detail');
    });
    app.get('/query', { schema: { querystring: z.object({ n: z.coerce.number().int().max(5) }) } }, () => ok(null));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, lang?: string) => app.inject({ method: 'GET', url, headers: lang ? { 'x-lang': lang } : {} });

  it('refills texts built with parameters in Traditional, parameters kept', async () => {
    expect((await get('/range', 'zh-Hant')).json()).toMatchObject({ code: 'WALLET/WITHDRAW_RANGE', msg: '單筆提款金額需在100-50000元之間' });
    expect((await get('/range')).json().msg).toBe('单笔提现金额需在100-50000元之间');
    expect((await get('/limit', 'zh-Hant')).json().msg).toBe(
      '本次存款將超出您設定的存款限額（500.00元），該限額將於2026-11-25 00:00重設',
    );
  });

  it('translates success and 500 messages, and leaves texts outside the table as they are', async () => {
    expect((await get('/ok', 'zh-Hant')).json()).toEqual({ success: true, code: 'OK', msg: '操作成功', data: { n: 1 } });
    expect((await get('/boom', 'zh-Hant')).json()).toMatchObject({ code: 'SYS/ERROR', msg: '系統錯誤，請重試' });
    expect((await get('/free', 'zh-Hant')).json().msg).toBe('运营自定义的说明');
  });

  it('translates inline service texts through the page catalogue, template holes refilled', async () => {
    expect((await get('/inline', 'zh-Hant')).json()).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: '該推送地址已由其他帳號登記，無法更改' });
    expect((await get('/inline')).json().msg).toBe('该推送地址已由其他账号登记，无法更改');
    expect((await get('/inline-template', 'zh-Hant')).json().msg).toBe('第 2026123 期已開獎，不能再新增本期資料');
  });

  it('renders zod refusals with the zh-TW wording', async () => {
    const res = await get('/query?n=9', 'zh-Hant');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^參數「n」不正確：.*5/);
    expect(res.json().msg).not.toMatch(/[过数]/);
  });
});
