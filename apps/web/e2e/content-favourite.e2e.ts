import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeE2E, launch, phone } from './browser';
import { closeNotice } from './content-helpers';
import { newMember, signInAs } from './members';

describeE2E('favourite (spec 2 §4)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a favourited card appears in 我的收藏', async () => {
    const { context, page } = await phone(browser);
    // A member of its own: nothing favourited yet, whatever other journeys did.
    await signInAs(context, await newMember(context.request));
    await page.goto('/');
    await closeNotice(page);
    const unliked = page
      .locator('.template-card')
      .filter({ has: page.getByRole('button', { name: '收藏', exact: true }) })
      .first();
    await unliked.waitFor();
    // Pin the card by id: once liked it no longer matches the filter above.
    const id = await unliked.getAttribute('data-template-id');
    const card = page.locator(`.template-card[data-template-id="${id}"]`);
    const name = (await card.locator('.template-card__name').textContent())!;
    await card.getByRole('button', { name: '收藏', exact: true }).click();
    await card.getByRole('button', { name: '已收藏' }).waitFor();
    await page.getByRole('button', { name: '我的收藏' }).click();
    await page.waitForURL('**/my-collection');
    // The address changes before the page renders: home (with the same card) may still be on
    // screen, so wait for it to leave before looking for the card.
    await page.locator('.home').waitFor({ state: 'detached' });
    const liked = page.locator('.template-card__name', { hasText: name });
    await liked.first().waitFor();
    expect(await liked.count()).toBeGreaterThan(0);
    await context.close();
  });
});
