import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeE2E, launch, phone } from './browser';
import { findTemplate, firstHomeGame } from './content-helpers';
import { newMember } from './members';

describeE2E('locked card (spec 2 §4 Lock)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a login-locked card unlocks after login', async () => {
    const gameId = await firstHomeGame();
    const card = await findTemplate(gameId, 'MB37');
    const locked = card.groups.flatMap((g) => g.items).find((i) => i.locked === 'login');
    expect(locked).toBeTruthy();
    const { context, page } = await phone(browser);
    const member = await newMember(context.request);
    await page.goto(`/template/${gameId}/${card.id}`);
    await page.getByText('登陆后可以解锁查看！').first().click();
    await page.waitForURL('**/auth/login');
    // Same document from here on (client routing): watch for the guest's locked copy coming back.
    await page.evaluate(() => {
      const w = window as unknown as { sawLock: boolean };
      w.sawLock = false;
      new MutationObserver(() => {
        if (
          location.pathname.startsWith('/template') &&
          document.body.textContent?.includes('登陆后可以解锁查看！')
        )
          w.sawLock = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByPlaceholder('请输入账号').fill(member.account);
    await page.getByPlaceholder('请输入密码').fill(member.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    // Login goes back to the card, now sent in full by the server.
    await page.waitForURL(`**/template/${gameId}/${card.id}`);
    // The member's copy: the 登录可见 row drawn in full, not as the covered placeholder.
    await page.locator('.card-item:not(.card-item--placeholder)', { hasText: '登录可见' }).first().waitFor();
    expect(await page.locator('.lock-overlay').filter({ hasText: '登陆后可以解锁查看！' }).count()).toBe(0);
    // The guest's cached locked copy never flashed: the member's copy is read under a new key.
    expect(await page.evaluate(() => (window as unknown as { sawLock: boolean }).sawLock)).toBe(false);
    await context.close();
  });
});
