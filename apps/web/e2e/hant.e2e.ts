import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { zhHans } from '@sixmark/shared/i18n/table';
import { uiHant } from '@sixmark/shared/i18n/ui-zh-Hant';
import { zhHant } from '@sixmark/shared/i18n/zh-Hant';
import { describeE2E, launch, phone } from './browser';
import { newMember, signInAs } from './members';
import { until } from './wait';

/** The Mark Six game the e2e server draws every 2 minutes. */
const GAME = 70;

/**
 * Every Simplified text whose 繁體 differs (the page catalogue and the message table): one of them
 * on screen in 繁體 is a text left untranslated.
 */
const untranslated = (() => {
  const out: Record<string, string> = {};
  for (const [from, to] of Object.entries(uiHant)) if (from !== to && !from.includes('{')) out[from] = to;
  for (const [section, entries] of Object.entries(zhHans)) {
    for (const [key, from] of Object.entries(entries as Record<string, string>)) {
      const to = (zhHant as unknown as Record<string, Record<string, string>>)[section]![key]!;
      if (from !== to && !from.includes('{')) out[from] = to;
    }
  }
  return out;
})();

/** The visible texts (and placeholders/labels) outside translate="no" that are such Simplified texts. */
const leftovers = (page: Page) =>
  page.evaluate((keys: string[]) => {
    const simplified = new Set(keys);
    const found = new Set<string>();
    const skip = 'script,style,textarea,[translate="no"]';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = (n.nodeValue ?? '').trim();
      if (!el || !text || el.closest(skip) || !el.checkVisibility()) continue;
      if (simplified.has(text)) found.add(text);
    }
    for (const el of document.querySelectorAll('[placeholder],[aria-label],[title],[alt]')) {
      if (el.closest(skip) || !el.checkVisibility()) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const v = el.getAttribute(name)?.trim();
        if (v && simplified.has(v)) found.add(`${name}=${v}`);
      }
    }
    return [...found];
  }, Object.keys(untranslated));

/** Waits for `named` (a Traditional text of the page), then for nothing Simplified to be left. */
async function expectTraditional(page: Page, path: string, named: string[]) {
  await page.goto(path);
  for (const text of named) await page.getByText(text, { exact: true }).first().waitFor();
  // Data arrives in pieces (lists, balances): the page settles within a few seconds.
  let last: string[] = [];
  await until(`${path} fully in 繁體`, 10_000, async () => {
    last = await leftovers(page);
    return last.length === 0;
  }).catch(() => undefined);
  expect({ path, left: last }).toEqual({ path, left: [] });
}

describeE2E('繁體: the whole member app in Traditional Chinese', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('chooses 繁體 in 设置, sees home, a game, recharge, the forum, the profile and its inbox in Traditional, keeps it on reload and switches back', async () => {
    const { context, page } = await phone(browser);
    const member = await newMember(context.request, { money: 100 });
    await signInAs(context, member);

    await page.goto('/setting');
    await page.getByRole('button', { name: '繁體' }).click();
    await page.getByText('設定', { exact: true }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('zh-Hant');

    await expectTraditional(page, '/', ['首頁']);
    await expectTraditional(page, `/game/${GAME}`, ['特碼']);
    await expectTraditional(page, '/recharge', ['存款']);
    await expectTraditional(page, '/master-documents', ['高手資料']);
    // The member's own inbox: the welcome message the server wrote in Simplified at registration
    // (an inline server text, accounts.service.ts) shows in 繁體, its body too.
    await expectTraditional(page, '/notifications', ['歡迎加入六合寶典']);
    await page.getByText('歡迎加入六合寶典', { exact: true }).first().click();
    await page.getByText('恭喜您註冊成功！祝您遊戲愉快，理性購彩，量力而行。', { exact: true }).waitFor();
    expect(await page.getByText('恭喜您注册成功！祝您游戏愉快，理性购彩，量力而行。', { exact: true }).count()).toBe(0);
    await expectTraditional(page, '/profile', ['存款', '提款']);

    // Remembered: a reload starts in 繁體 (the chunk loads before the first render).
    await page.reload();
    await page.getByText('提款', { exact: true }).first().waitFor();
    expect(await page.getByText('提现', { exact: true }).count()).toBe(0);

    // Back to 简体: the Simplified source again, everywhere.
    await page.goto('/setting');
    await page.getByRole('button', { name: '简体' }).click();
    await page.getByText('设置', { exact: true }).first().waitFor();
    expect(await page.getByText('設定', { exact: true }).count()).toBe(0);
    await page.goto('/profile');
    await page.getByText('提现', { exact: true }).first().waitFor();
    expect(await page.getByText('提款', { exact: true }).count()).toBe(0);
    await page.goto('/recharge');
    await until('recharge in 简体', 10_000, async () => (await page.getByText('存款', { exact: true }).count()) === 0);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('zh-Hans');
    await context.close();
  });
});
