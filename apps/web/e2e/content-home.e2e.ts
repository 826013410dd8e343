import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeE2E, launch, phone } from './browser';
import { closeNotice } from './content-helpers';

describeE2E('home (spec 2 §2)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renders every part in order and the notice modal closes', async () => {
    const { context, page } = await phone(browser);
    await page.goto('/');
    // The notice modal opens on mount (index_notice).
    await page.getByRole('button', { name: '我知道了' }).waitFor();
    await page.locator('.template-card').first().waitFor();
    // AD11 pops up when enabled and non-empty (the demo enables it).
    expect(await page.locator('[data-part="ad11"]').count()).toBe(1);
    await closeNotice(page);
    const order = [
      'ad12',
      'carousel',
      'ad01',
      'game-tabs',
      'draw-panel',
      'ad02',
      'info-panel',
      'template-list',
    ];
    const tops = await page.evaluate((parts) => {
      const all = [...document.querySelectorAll('[data-part]')].map((e) => e.getAttribute('data-part'));
      return parts.map((p) => all.indexOf(p));
    }, order);
    expect(tops.every((i) => i >= 0)).toBe(true);
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    // Marquee of lottery_notice and the 我的收藏 button are there.
    expect(await page.locator('[data-part="marquee"]').count()).toBe(1);
    expect(await page.getByRole('button', { name: '我的收藏' }).isVisible()).toBe(true);
    // Category chips: 全部 first and chosen.
    expect(await page.locator('.template-list__chip').first().textContent()).toBe('全部');
    await context.close();
  });

  it('tells a guest 请先登录 on 我的收藏', async () => {
    const { context, page } = await phone(browser);
    await page.goto('/');
    await closeNotice(page);
    await page.getByRole('button', { name: '我的收藏' }).click();
    await page.getByText('请先登录').waitFor();
    await context.close();
  });

  it('info-panel tabs preview the latest draws, the library, the gallery and promotions', async () => {
    const { context, page } = await phone(browser);
    await page.goto('/');
    await closeNotice(page);
    const panel = page.locator('[data-part="info-panel"]');
    // 最新开奖: three draws of seven balls, the last after a +.
    const rows = panel.locator('.info-panel__draws li');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(3);
    expect(await rows.first().locator('.lottery-ball').count()).toBe(7);
    await panel.getByRole('tab', { name: '资料库' }).click();
    await panel.locator('.info-panel__docs a').first().waitFor();
    expect(await panel.locator('.info-panel__docs a').count()).toBeGreaterThan(0);
    await panel.getByRole('tab', { name: '图库' }).click();
    await panel.locator('.info-panel__gallery a').first().waitFor();
    await panel.getByRole('tab', { name: '优惠' }).click();
    await panel.locator('.info-panel__promos a').first().waitFor();
    await panel.getByRole('tab', { name: '最新开奖' }).click();
    await panel.getByText('查看开奖记录').click();
    await page.waitForURL('**/lottery-record');
    await context.close();
  });

  it('returns to the same card after opening one deep in the list and going back', async () => {
    // The list mounts after the top's images, so the saved position waits for the page to grow
    // to it (app/scroll-restoration.ts); and cards below the fold are laid out lazily with a
    // guessed height (content.css), so a page returned to is drawn in full, or the demo's taller
    // cards above this one would move it.
    const { context, page } = await phone(browser);
    await page.goto('/');
    await closeNotice(page);
    const cards = page.locator('.template-card');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(15);
    const card = cards.nth(14);
    const id = await card.getAttribute('data-template-id');
    const topOf = (el: Element) => Math.round(el.getBoundingClientRect().top) + 0; // not -0
    await card.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const top = await card.evaluate(topOf);
    await card.locator('.template-card__history').click();
    await page.waitForURL('**/template/**');
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/');
    const again = page.locator(`.template-card[data-template-id="${id}"]`);
    await again.waitFor();
    await expect.poll(() => again.evaluate(topOf)).toBe(top);
    await context.close();
  });
});
