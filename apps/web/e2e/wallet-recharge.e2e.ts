import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeE2E, launch, phone } from './browser';

/** Logs the context in through the API and puts the token where the app keeps it. */
async function signIn(context: BrowserContext, account: string, password: string) {
  const res = await context.request.post('/app-api/v/user/login', { form: { account, password } });
  const body = (await res.json()) as { success: boolean; data: { token: string; tokenChat: string } };
  expect(body).toMatchObject({ success: true });
  await context.addInitScript(([token, chat]) => {
    localStorage.setItem('token', token);
    localStorage.setItem('tokenChat', chat);
  }, [body.data.token, body.data.tokenChat] as const);
}

describeE2E('wallet: recharge through the sandbox provider', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('pays on the sandbox page and sees the balance and the bill', async () => {
    const { context, page } = await phone(browser);
    // member02 starts with no money, so the new balance is exactly the recharge.
    await signIn(context, 'member02', 'Member12345');
    await page.goto('/recharge');
    await page.getByText('在线支付（沙盒）').click();
    await page.getByText('200', { exact: true }).click();
    await page.getByRole('button', { name: '立即充值' }).click();
    await page.waitForURL(/\/recharge\/online\/R\d+/);
    await page.getByRole('button', { name: '前往支付' }).click();
    await page.waitForURL(/\/app-api\/sandbox-pay\//);
    await page.getByText('沙盒支付（游戏币，非真实资金）').waitFor();
    await page.getByRole('button', { name: '支付成功' }).click();
    await page.waitForURL(/\/recharge\/processing\/R\d+/);
    await page.getByText('充值成功').waitFor();
    await page.getByText(/当前余额 200\.00 元/).waitFor();
    await page.getByRole('button', { name: '查看账变记录' }).click();
    await page.waitForURL(/\/bills$/);
    const row = page.getByTestId('bill-row').first();
    await expect(row.textContent()).resolves.toContain('在线支付');
    await expect(row.textContent()).resolves.toContain('+200.00');
    await context.close();
  });
});
