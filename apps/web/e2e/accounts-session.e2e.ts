import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { baseURL, describeE2E, launch, phone } from './browser';
import { loginViaUi, PASSWORD, registerViaApi, waitForRateBudget } from './accounts-helpers';

const auth = (token: string) => ({ authorization: token, token });

describeE2E('accounts: sessions, fund password and password change', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(() => waitForRateBudget(baseURL()), 90_000);

  it('tells the first device 您的账号已在其他设备登录 when a second browser logs in', async () => {
    const first = await phone(browser);
    const user = await registerViaApi(first.page.request);
    await loginViaUi(first.page, user.account, user.password);
    await first.page.goto('/profile');
    await first.page.getByTestId('profile-account').getByText(user.account).waitFor();

    const second = await phone(browser);
    await loginViaUi(second.page, user.account, user.password);
    await second.page.getByText('登录成功').waitFor();

    // The first device's next call learns it was logged out elsewhere.
    await first.page.getByRole('button', { name: '刷新余额' }).click();
    await first.page.getByText('您的账号已在其他设备登录').waitFor();
    await first.page.waitForFunction(() => localStorage.getItem('token') === null, undefined, { timeout: 10_000 });
    await first.page.getByText('您还未登录').waitFor();
    await first.context.close();
    await second.context.close();
  });

  it('sets a fund password with the 4-digit masked entry', async () => {
    const { context, page } = await phone(browser);
    const user = await registerViaApi(page.request);
    await loginViaUi(page, user.account, user.password);
    await page.goto('/security-center');
    await page.getByText('未设置').waitFor();
    await page.getByText('资金密码', { exact: true }).click();
    await page.waitForURL('**/password-withdraw-money');
    await page.getByPlaceholder('请输入登录密码').fill(user.password);
    const boxes = page.locator('.adm-passcode-input');
    for (const i of [0, 1]) {
      await boxes.nth(i).click();
      await page.keyboard.type('2468');
    }
    // Masked: no digit is printed in the boxes.
    expect(await boxes.first().innerText()).not.toContain('2');
    await page.getByRole('button', { name: '确认', exact: true }).click();
    await page.getByText('资金密码设置成功').waitFor();
    await page.waitForURL('**/security-center');
    await page.getByText('已设置').waitFor();

    const token = await page.evaluate(() => localStorage.getItem('token'));
    const check = await page.request.post('/app-api/v/user/check/cashPassword', { form: { cashPassword: '2468' }, headers: auth(token!) });
    expect(((await check.json()) as { success: boolean }).success).toBe(true);
    await context.close();
  });

  it('changes the password, ends every session of the account and logs in with the new one', async () => {
    const { context, page } = await phone(browser);
    const user = await registerViaApi(page.request);
    // A session elsewhere (an API client) that must end with the change.
    const elsewhere = user.token;
    await loginViaUi(page, user.account, user.password);
    const newPassword = 'N3wPassword9';
    await page.goto('/change-password');
    await page.getByPlaceholder('请输入原登录密码').fill(PASSWORD);
    await page.getByPlaceholder('8-25位，含大小写字母和数字').fill(newPassword);
    await page.getByPlaceholder('请再次输入新密码').fill(newPassword);
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.getByText('密码修改成功，请重新登录').waitFor();
    await page.waitForURL('**/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const info = await page.request.get('/app-api/api/user/info', { headers: auth(elsewhere) });
    expect(((await info.json()) as { success: boolean }).success).toBe(false);

    await loginViaUi(page, user.account, newPassword);
    await page.getByText('登录成功').waitFor();
    await context.close();
  });
});
