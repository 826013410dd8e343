import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { baseURL, describeE2E, launch, phone } from './browser';
import { freshAccount, loginViaUi, PASSWORD, solvePageCaptcha, waitForRateBudget } from './accounts-helpers';

const PLACEHOLDERS: Record<string, string> = {
  fullName: '请输入您的真实姓名',
  fundPwd: '请输入4位数字资金密码',
  email: '请输入邮箱地址',
  qq: '请输入QQ号码',
  intrCode: '请输入推广码',
  phone: '请输入手机号码',
  vCode: '请输入验证码',
};
const VALUES: Record<string, string> = {
  fullName: '张伟',
  fundPwd: '1357',
  email: 'e2e@example.com',
  qq: '123456',
  phone: '13912345678',
};

describeE2E('accounts: register, log out, log in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(() => waitForRateBudget(baseURL()), 90_000);

  it('registers a new member with the server field config, logs out and logs back in', async () => {
    const { context, page } = await phone(browser);
    const flags = (await (await page.request.get('/sys-upload/data/json/limit/register_limit.json')).json()) as Record<string, unknown>;
    await page.goto('/auth/register');

    // The form follows the server's flags: 1/0 shown, absent hidden.
    await page.getByPlaceholder(String(flags.userAccountMessage || '请输入6-15位字母或数字，字母开头')).waitFor();
    // Shown fields are awaited (the form may still be settling); hidden ones are then absent.
    const entries = Object.entries(PLACEHOLDERS);
    const isShown = (field: string) => flags[field] === 1 || flags[field] === 0;
    for (const [field, placeholder] of entries) if (isShown(field)) await page.getByPlaceholder(placeholder).waitFor();
    for (const [field, placeholder] of entries) {
      expect(await page.getByPlaceholder(placeholder).isVisible(), field).toBe(isShown(field));
    }
    if (Number(flags.sendMenoy) > 0) await page.getByText(`新用户注册即送${flags.sendMenoy}元`).waitFor();

    const account = freshAccount('reg');
    await page.getByPlaceholder(String(flags.userAccountMessage || '请输入6-15位字母或数字，字母开头')).fill(account);
    await page.getByPlaceholder('请输入8-20位字母和数字').fill(PASSWORD);
    await page.getByPlaceholder('请再次输入登录密码').fill(PASSWORD);
    for (const [field, value] of Object.entries(VALUES)) if (flags[field] === 1) await page.getByPlaceholder(PLACEHOLDERS[field]!).fill(value);
    if (flags.birthday === 1) await page.getByLabel('出生日期').fill('1990-01-01');
    if (flags.vCode === 1 || flags.vCode === 0) await solvePageCaptcha(page);

    await page.getByRole('button', { name: '注册', exact: true }).click();
    await page.getByText('注册成功!').waitFor();
    await page.waitForURL('**/profile');
    await page.getByTestId('profile-account').getByText(account).waitFor();

    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByText('您还未登录').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await loginViaUi(page, account, PASSWORD);
    await page.getByText('登录成功').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto('/profile');
    await page.getByTestId('profile-account').getByText(account).waitFor();
    await context.close();
  });

  it('opens a trial account with 立即试玩 and refuses it a recharge', async () => {
    const { context, page } = await phone(browser);
    await page.goto('/auth/login');
    await page.getByRole('button', { name: '立即试玩' }).click();
    await page.waitForURL('**/profile');
    await page.getByText('试玩账户', { exact: true }).waitFor();
    await page.getByRole('button', { name: '充值', exact: true }).click();
    await page.getByText('试玩账户无法进行该操作，请注册正式账户!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    // Opening the recharge address directly is refused the same way.
    await page.goto('/recharge');
    await page.getByText('试玩账户无法进行该操作，请注册正式账户!').waitFor();
    // The server refuses it too, whatever the screen does.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const res = await page.request.get('/app-api/api/user/info', { headers: { authorization: token!, token: token! } });
    const profile = (await res.json()) as { data: { userInfo: { type: string } } };
    expect(profile.data.userInfo.type).toBe('TEST');
    await context.close();
  });
});
