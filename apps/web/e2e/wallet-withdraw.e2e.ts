import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminToken, describeE2E, launch, phone } from './browser';

/** Logs the context in through the API and puts the token where the app keeps it. */
async function signIn(context: BrowserContext, account: string, password: string) {
  const res = await context.request.post('/app-api/v/user/login', { form: { account, password } });
  const body = (await res.json()) as { success: boolean; data: { token: string; tokenChat: string } };
  expect(body.success).toBe(true);
  await context.addInitScript(([token, chat]) => {
    localStorage.setItem('token', token);
    localStorage.setItem('tokenChat', chat);
  }, [body.data.token, body.data.tokenChat] as const);
}

describeE2E('wallet: withdrawal approved by an operator', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('requests a withdrawal with the fund password, is approved, and sees it in history', async () => {
    const { context, page } = await phone(browser);
    // demo01 has a bound bank card and the fund password 1234 from the accounts seed.
    await signIn(context, 'demo01', 'Demo12345');
    await page.goto('/withdraw-money');
    await page.getByPlaceholder('请输入提现金额').fill('100');
    await page.getByRole('button', { name: '立即提现' }).click();
    await page.getByText('请输入资金密码').waitFor();
    await page.locator('.adm-passcode-input').click();
    await page.keyboard.type('1234');
    await page.getByRole('button', { name: '确认' }).click();
    await page.waitForURL(/\/withdraw-history\/\d+$/);
    await page.getByText('审核中').waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    const approved = await context.request.post(`/app-api/admin/withdraw/${id}/approve`, {
      headers: { 'X-Admin-Token': adminToken() },
      data: {},
    });
    expect(approved.status()).toBe(200);

    await page.goto('/withdraw-history');
    const row = page.getByRole('button').filter({ hasText: '100.00 元' }).first();
    await row.getByText('提现成功').waitFor();
    await row.click();
    await page.waitForURL(new RegExp(`/withdraw-history/${id}$`));
    await page.getByText('提现成功').waitFor();
    await context.close();
  });
});
