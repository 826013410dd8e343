import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatMoney } from '@sixmark/shared/domain/money';
import { describeE2E, launch, phone } from './browser';
import { balanceOf, newMember, signInAs } from './members';
import { until } from './wait';

/** The sandbox provider's table in the demo catalogue (game 200, provider 沙盒娱乐). */
const SANDBOX_GAME = '亚洲龙虎';
const OTHER_LIVE_GAME = 'AG百家乐';
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));


/** Seconds left to bet as the table shows them, or -1 while it does not take bets. */
const secondsToBet = async (page: Page) => {
  const text = await page
    .getByTestId('dt-phase')
    .textContent({ timeout: 1000 })
    .catch(() => null);
  const m = /下注中 (\d+)秒/.exec(text ?? '');
  return m ? Number(m[1]) : -1;
};

describeE2E('games: game center, provider filter, the sandbox 龙虎 table and the live report', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('filters by provider, launches the sandbox game, transfers in, plays a round, transfers out and sees it in 真人报表', async () => {
    const { context, page } = await phone(browser);
    const member = await newMember(context.request, { money: 500 });
    await signInAs(context, member);
    const before = await balanceOf(context.request, member);

    await page.goto('/game-center#live');
    await page.getByRole('button', { name: SANDBOX_GAME }).waitFor();
    await page.getByRole('button', { name: OTHER_LIVE_GAME }).waitFor();
    expect(await page.getByTestId('game-grid').getAttribute('data-columns')).toBe('1');
    await until(
      'the balance',
      15_000,
      async () => money(await page.getByTestId('gc-balance').textContent()) === before,
    );

    // Only AG: the sandbox game leaves the grid.
    await page.getByRole('button', { name: '选择平台' }).click();
    const drawer = page.getByRole('dialog', { name: '全部平台' });
    await drawer.getByRole('button', { name: 'AG真人' }).click();
    expect(await drawer.getByRole('button', { name: '全部平台' }).getAttribute('aria-pressed')).toBe('false');
    await drawer.getByRole('button', { name: '完成' }).click();
    await page.getByRole('button', { name: SANDBOX_GAME }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: OTHER_LIVE_GAME }).waitFor();
    // Only the sandbox provider: AG leaves, the sandbox game is back.
    await page.getByRole('button', { name: '选择平台' }).click();
    await drawer.getByRole('button', { name: 'AG真人' }).click();
    await drawer.getByRole('button', { name: '沙盒娱乐' }).click();
    await drawer.getByRole('button', { name: '完成' }).click();
    await page.getByRole('button', { name: OTHER_LIVE_GAME }).waitFor({ state: 'detached' });
    expect(await page.getByTestId('provider-label').textContent()).toBe('沙盒娱乐');

    // Launch: the confirm modal, then the signed link in a new window.
    await page.getByRole('button', { name: SANDBOX_GAME }).click();
    await page.getByText('立即进入游戏！').waitFor();
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: '确定' }).click();
    const game = await popup;
    await game.waitForURL(/\/sandbox\/dragon-tiger\?t=/);
    await game.getByTestId('dt-money').waitFor();
    expect(money(await game.getByTestId('dt-money').textContent())).toBe(before);

    // Transfer 100 in.
    await game.getByPlaceholder('转账金额').fill('100');
    await game.getByRole('button', { name: '转入', exact: true }).click();
    await game.getByText('转账成功').waitFor();
    await until(
      '100 on the table',
      10_000,
      async () => money(await game.getByTestId('dt-live-money').textContent()) === 100,
    );
    expect(money(await game.getByTestId('dt-money').textContent())).toBe(before - 100);

    // Bet 10 on 龙 in a round with time left, then watch the deal.
    await until('a round taking bets', 60_000, async () => (await secondsToBet(game)) >= 6);
    const roundNo = ((await game.getByTestId('dt-round-no').textContent()) ?? '').replace(/[^\d]/g, '');
    await game.getByRole('radio', { name: '筹码 10', exact: true }).click();
    await game.getByRole('radio', { name: '龙 1:1' }).click();
    await game.getByRole('button', { name: '确认下注 龙 10' }).click();
    await game.getByText('下注成功').waitFor();
    await game.getByTestId('dt-stake-dragon').waitFor();
    await until(
      '90 on the table after the stake',
      10_000,
      async () => money(await game.getByTestId('dt-live-money').textContent()) === 90,
    );
    const result = game.getByTestId('dt-result');
    await result.filter({ hasText: `第${roundNo}局` }).waitFor({ timeout: 60_000 });
    const payoutText = (await game.getByTestId('dt-payout').textContent()) ?? '';
    const payout = Number(/派彩 ([\d.,]+)/.exec(payoutText)?.[1]?.replace(/,/g, '') ?? NaN);
    expect([0, 5, 20]).toContain(payout);
    await until(
      'the payout on the table',
      10_000,
      async () => money(await game.getByTestId('dt-live-money').textContent()) === 90 + payout,
    );

    // The round's fairness, recomputed in this browser.
    await game.getByTestId('dt-history-round').filter({ hasText: roundNo }).click();
    const fair = game.getByTestId('dt-fairness');
    await fair.getByRole('button', { name: '验证' }).click();
    await fair.getByText('哈希一致 ✓').waitFor();
    await fair.getByText('与公布结果一致 ✓').waitFor();
    await game.mouse.click(195, 60);
    await fair.waitFor({ state: 'detached' });

    // Everything back out.
    await game.getByRole('button', { name: '填入全部游戏余额' }).click();
    await game.getByRole('button', { name: '转出', exact: true }).click();
    await game.getByText('转账成功').waitFor();
    await until(
      'an empty table balance',
      10_000,
      async () => money(await game.getByTestId('dt-live-money').textContent()) === 0,
    );
    expect(await balanceOf(context.request, member)).toBe(before - 10 + payout);

    // 真人报表: the round's bet, valid bet and win/loss, and the record in the detail.
    await page.goto('/live-betting');
    const row = page.getByTestId('live-report-row').filter({ hasText: SANDBOX_GAME });
    await row.waitFor();
    const cells = await row.locator('td').allTextContents();
    expect(cells).toEqual([
      SANDBOX_GAME,
      formatMoney(10),
      formatMoney(payout === 5 ? 5 : 10),
      formatMoney(payout - 10),
    ]);
    await row.click();
    await page.waitForURL(/\/live-betting-detail\?gameCode=SBX_DT/);
    const record = page.getByTestId('live-record');
    await record.filter({ hasText: roundNo }).waitFor();
    expect(await record.count()).toBe(1);
    expect(await record.textContent()).toMatch(/龙（.+ vs .+）.*投注 10\.00/);
    await context.close();
  }, 240_000);
});
