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
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(400);
    }
    const later = await lettersAt();
    expect(later.length).toBeGreaterThan(first.length);
    expect([...later].sort()).toEqual(later);
    await page.locator('.gallery__cell').first().click();
    await page.waitForURL(/\/gallery-detail\/\d+\/\d+/);
    await page.locator('.gallery-detail__latest img').waitFor();
    await context.close();
  });
});
