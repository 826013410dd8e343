import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminToken, baseURL, describeE2E, launch, phone } from './browser';
import { authHeaders, newMember, signInAs } from './members';
import { until, waitForOpenPeriod } from './wait';

/** A house rng game the other journeys leave alone (bets uses 90, live draw 70). */
const GAME = 110;


const admin = (path: string) =>
  fetch(`${baseURL()}/app-api/admin${path}`, { method: 'POST', headers: { 'x-admin-token': adminToken(), 'idempotency-key': randomUUID() } }).then(
    (r) => r.json() as Promise<{ success: boolean; msg: string }>,
  );

describeE2E('bonus: 洗码返水 after a settled bet, and a deposit limit', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a member bets, the period is drawn, claims the betting bonus and sees the 洗码返水 bill', async () => {
    const { context, page } = await phone(browser);
    const member = await newMember(context.request, { money: 500 });
    await signInAs(context, member);
    const headers = authHeaders(member.token);
    // Bet 100 yuan on 特码 01 through the game page, in a period with time left.
    await page.goto(`/game/${GAME}`);
    await until('the balance', 30_000, async () => Number(((await page.getByTestId('game-balance').textContent()) ?? '').replace(/[^\d.-]/g, '')) >= 100);
    await waitForOpenPeriod(page, GAME, 20);
    await page.getByPlaceholder('每注金额').fill('100');
    await page.getByRole('button', { name: '01', exact: true }).click();
    await page.getByRole('button', { name: '加入注单' }).click();
    await page.getByRole('button', { name: '投注', exact: true }).click();
    await page.getByTestId('bet-confirm').waitFor();
    await page.getByRole('button', { name: '确认投注' }).click();
    await page.getByText('投注成功').waitFor();
    const drawn = await admin(`/lottery/${GAME}/draw-now`);
    expect(drawn.success, drawn.msg).toBe(true);

    // The settlement job settles the period; the page then shows 100 yuan of lottery turnover.
    await until('the settled turnover', 120_000, async () => {
      const b = (await (await context.request.get('/app-api/api/user/betting-bonus', { headers })).json()) as { data: { totalAvailable: number } };
      return b.data.totalAvailable > 0;
    });
    await page.goto('/betting-bonus');
    await page.getByText('彩票', { exact: true }).waitFor();
    const available = (await page.getByTestId('bonus-available').textContent()) ?? '';
    expect(available).toBe('0.40'); // 100 yuan × 0.40% at VIP1
    await page.getByRole('button', { name: '一键领取' }).click();
    await page.getByText('确认领取 0.40 元返水？').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('领取成功，0.40元已到账').waitFor();
    await page.getByText('覆盖有效投注 100.00 元', { exact: false }).waitFor();
    await until('nothing left to claim', 10_000, async () => (await page.getByTestId('bonus-available').textContent()) === '0.00');

    await page.goto('/bills');
    await page.getByTestId('bill-row').filter({ hasText: '洗码返水' }).filter({ hasText: '+0.40' }).first().waitFor();
    await context.close();
  });

  it('sets a daily deposit limit in the security center and is refused a recharge above it', async () => {
    const { context, page } = await phone(browser);
    const member = await newMember(context.request);
    await signInAs(context, member);
    await page.goto('/security-center');
    await page.getByText('理性游戏').click();
    await page.waitForURL(/\/security-center\/safer-play$/);
    await page.locator('input[aria-label="每日存款限额"]').fill('100');
    await page.getByRole('button', { name: '保存' }).first().click();
    await page.getByText('设置已保存').waitFor();
    await page.getByText('100.00 元').first().waitFor();

    await page.goto('/recharge');
    await page.getByText('在线支付（沙盒）').click();
    await page.getByText('200', { exact: true }).click();
    await page.getByRole('button', { name: '立即充值' }).click();
    await page.getByText(/本次存款将超出您设置的每日存款限额（100\.00元），该限额将于.+重置/).waitFor();
    const orders = (await (await context.request.get('/app-api/api/recharge/history?page=1&rows=10', { headers: authHeaders(member.token) })).json()) as {
      data: { totalCount: number };
    };
    expect(orders.data.totalCount).toBe(0);
    await context.close();
  });
});
