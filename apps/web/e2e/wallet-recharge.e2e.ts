import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatMoney } from '@sixmark/shared/domain/money';
import { describeE2E, launch, phone } from './browser';
import { balanceOf, newMember, signInAs } from './members';

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
    const member = await newMember(context.request);
    await signInAs(context, member);
    // A sign-up gift may already be there: the new balance is what it was plus the recharge.
    const before = await balanceOf(context.request, member);
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
    await page.getByText(`当前余额 ${formatMoney(before + 200)} 元`).waitFor();
    expect(await balanceOf(context.request, member)).toBe(before + 200);
    await page.getByRole('button', { name: '查看账变记录' }).click();
    await page.waitForURL(/\/bills$/);
    // The recharge's own row, once the list has it.
    await page.getByTestId('bill-row').filter({ hasText: '在线支付' }).filter({ hasText: '+200.00' }).first().waitFor();
    await context.close();
  });
});
