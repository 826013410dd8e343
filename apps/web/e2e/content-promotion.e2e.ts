import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeE2E, launch, phone } from './browser';
import { api } from './content-helpers';

describeE2E('promotions (spec 2 §2)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a promotion opens its detail', async () => {
    const list = await api<{
      data: { id: number; name: string; classifyType: number; templateType: number }[];
    }>('/promotion/list?device=1');
    const promo = list.data.find((p) => p.templateType !== 3)!;
    const { context, page } = await phone(browser);
    await page.goto('/promotional');
    await page.getByText('全部优惠').waitFor();
    await page.locator(`[data-promotion-id="${promo.id}"]`).click();
    await page.waitForURL(`**/promotional/${promo.classifyType}/${promo.id}`);
    await page.locator('.promo-detail h2', { hasText: promo.name }).waitFor();
    expect(await page.locator('.promo-detail h2').textContent()).toBe(promo.name);
    await context.close();
  });
});
