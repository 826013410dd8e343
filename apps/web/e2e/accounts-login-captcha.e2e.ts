import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { baseURL, describeE2E, launch, phone } from './browser';
import { registerViaApi, solvePageCaptcha, waitForRateBudget } from './accounts-helpers';

/**
 * This journey fails five logins on purpose, which also makes this address need a captcha for
 * 15 minutes; loginViaUi in the other journeys solves it when asked.
 */
describeE2E('accounts: captcha after failed logins', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(() => waitForRateBudget(baseURL()), 90_000);

  it('asks for a captcha after 5 failures, refuses a wrong one with 验证码不正确 and logs in with the right one', async () => {
    const { context, page } = await phone(browser);
    const user = await registerViaApi(page.request);
    await page.goto('/auth/login');
    await page.getByPlaceholder('请输入账号').fill(user.account);
    await page.getByPlaceholder('请输入密码').fill('Wrong12345');
    const captcha = page.getByAltText('验证码图片');
    const loginButton = page.getByRole('button', { name: '登录', exact: true });

    for (let i = 0; i < 5; i++) {
      await page.waitForLoadState('networkidle');
      if (await captcha.isVisible()) await solvePageCaptcha(page);
      await loginButton.click();
      await page.getByText('账号或密码错误').last().waitFor();
      // The toast lasts 3 s; wait it out so the next failure is seen afresh.
      await page.getByText('账号或密码错误').last().waitFor({ state: 'hidden', timeout: 6000 });
    }
    // Five failures for this account: the screen now asks for the captcha.
    await captcha.waitFor();
    await page.getByPlaceholder('请输入密码').fill(user.password);

    await page.getByPlaceholder('请输入验证码').fill('zzzz');
    await loginButton.click();
    await page.getByText('验证码不正确').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');

    await page.getByText('验证码不正确').waitFor({ state: 'hidden', timeout: 6000 });
    await solvePageCaptcha(page);
    await loginButton.click();
    await page.getByText('登录成功').waitFor();
    await page.waitForURL((u) => !u.pathname.startsWith('/auth/'));
    await context.close();
  });
});
