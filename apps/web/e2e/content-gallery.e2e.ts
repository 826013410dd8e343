import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeE2E, launch, phone } from './browser';

describeE2E('gallery (spec 2 §2, §4)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads 全部 letter by letter and opens a detail', async () => {
    const { context, page } = await phone(browser);
    await page.goto('/gallery');
    await page.locator('.gallery__letter[data-letter="A"]').waitFor();
    const lettersAt = () =>
      page.locator('.gallery__letter').evaluateAll((els) => els.map((e) => e.getAttribute('data-letter')));
    const first = await lettersAt();
    // Scrolling brings the next initials, in alphabetical order.
    for (let i = 0; i < 8 && (await lettersAt()).length <= first.length; i++) {
      const shown = (await lettersAt()).length;
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      // Wait for the next initial to arrive; one scroll may not reach the trigger, so scroll again.
      await page
        .waitForFunction((n) => document.querySelectorAll('.gallery__letter').length > n, shown, { timeout: 3_000 })
        .catch(() => undefined);
    }
    const later = await lettersAt();
    expect(later.length).toBeGreaterThan(first.length);
    expect([...later].sort()).toEqual(later);
    await page.locator('.gallery__cell').first().click();
    await page.waitForURL(/\/gallery-detail\/\d+\/\d+/);
    await page.locator('.gallery-detail__latest img').waitFor();
    await context.close();
  });

  it('searches through /gallery/search and names the sheet types after the server categories', async () => {
    const { context, page } = await phone(browser);
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/app-api/gallery/search')) searches.push(r.url());
    });
    await page.goto('/gallery');
    await page.locator('.gallery__letter[data-letter="A"]').waitFor();
    // The demo's categories are 彩色图库 / 黑白图库.
    await page.getByText('黑白图库').waitFor();
    const name = (await page.locator('.gallery__cell-name').first().textContent())!;
    const input = page.getByPlaceholder('请输入图库名称');
    await input.fill(name);
    await input.press('Enter');
    await page.waitForFunction((n) => {
      const names = [...document.querySelectorAll('.gallery__cell-name')].map((e) => e.textContent ?? '');
      return names.length > 0 && names.every((t) => t.includes(n));
    }, name);
    expect(searches).toHaveLength(1);
    expect(new URL(searches[0]!).searchParams.get('searchText')).toBe(name);
    await context.close();
  });
});
