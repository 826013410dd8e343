import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeE2E, launch, phone } from './browser';
import { FUND_PASSWORD, financeHeaders, newMember, signInAs } from './members';

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
    // A member of its own: fund password, a bound card, 500 credited by an operator, and the
    // sign-up gift's turnover met (a withdrawal is refused until it is).
    const member = await newMember(context.request, { bankCard: true, money: 500, turnoverMet: true });
    await signInAs(context, member);
    await page.goto('/withdraw-money');
    await page.getByPlaceholder('请输入提现金额').fill('100');
    await page.getByRole('button', { name: '立即提现' }).click();
    await page.getByText('请输入资金密码').waitFor();
    await page.locator('.adm-passcode-input').click();
    await page.keyboard.type(FUND_PASSWORD);
    await page.getByRole('button', { name: '确认' }).click();
    await page.waitForURL(/\/withdraw-history\/\d+$/);
    const status = page.locator('.adm-list-item').filter({ hasText: '状态' });
    await status.getByText('审核中').waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    // Withdrawal decisions need a signed-in operator (the static token is refused).
    const approved = await context.request.post(`/app-api/admin/withdraw/${id}/approve`, {
      headers: await financeHeaders(),
      data: {},
    });
    expect(approved.status()).toBe(200);

    // The list row of this very order turns to 提现成功 (it said 审核中 before the approval).
    await page.goto('/withdraw-history');
    const row = page.locator(`[data-order-id="${id}"]`);
    await row.getByText('提现成功').waitFor();
    await expect(row.textContent()).resolves.toContain('100.00 元');
    await row.click();
    await page.waitForURL(new RegExp(`/withdraw-history/${id}$`));
    // The detail's own status row, not the list still fading out.
    await status.getByText('提现成功').waitFor();
    await context.close();
  });
});
