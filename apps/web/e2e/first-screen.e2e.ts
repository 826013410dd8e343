import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseURL, describeE2E, launch, phone } from './browser';

/**
 * The first screen the server draws into a first-load page (apps/web/src/entry-server.tsx,
 * apps/server/src/plugins/first-load.ts): painted before any script runs, and hydrated by the
 * app without anything on it moving or going back to a loading state (issue 16).
 */

/** A part of each page's first screen, drawn by the server; its place must not change. */
const PAGES: { path: string; part: string }[] = [
  { path: '/', part: '[data-part="game-tabs"]' },
  { path: '/databases', part: '.database__row' },
  { path: '/gallery', part: '.gallery__cell img' },
  { path: '/lottery-history/70', part: '.lottery-row' },
  { path: '/game-center', part: '.gc-carousel__slide' },
];

/** What the page would show while it loads: none of it may appear over a drawn screen. */
const PLACEHOLDERS = '.page-fallback, [data-part="home-skeleton"], .lottery-history__skeleton, .adm-skeleton';
/**
 * Parts that join a page after its first paint, below what the server drew, with a loading state
 * of their own (home's info panel, as before the server drew anything).
 */
const LATER_PARTS = '.info-panel';

// Runs in the page before its scripts: records every placeholder inserted and every layout shift.
const watch = ({ placeholders, later }: { placeholders: string; later: string }) => {
  const w = window as unknown as { __placeholders: string[]; __shift: number };
  w.__placeholders = [];
  w.__shift = 0;
  new MutationObserver((records) => {
    for (const r of records)
      for (const n of Array.from(r.addedNodes))
        if (n instanceof Element && (n.matches(placeholders) || n.querySelector(placeholders)) && !n.closest(later))
          w.__placeholders.push(n.className || n.nodeName);
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!e.hadRecentInput) w.__shift += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

const rectOf = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) };
  });

describeE2E('first load: a first screen drawn by the server', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('paints each page with scripts off: its content, not a loader over it', async () => {
    for (const { path, part } of PAGES) {
      const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      expect(await page.locator('#root[data-drawn]').count(), path).toBe(1);
      expect(await page.locator(part).count(), path).toBeGreaterThan(0);
      expect(await page.locator(`#root :is(${PLACEHOLDERS})`).count(), path).toBe(0);
      // The start-up loader is a bar along the top, not a cover.
      const loader = await rectOf(page, '#app-loader');
      expect(loader.height, path).toBeLessThanOrEqual(4);
      // No script is asked for before the first paint: the late-start script asks after it.
      expect(await page.locator('head script[type="module"], link[rel="modulepreload"]').count(), path).toBe(0);
      await context.close();
    }
  });

  it('hands each page to the app in place: nothing moves, no loading state comes back, and it answers taps', async () => {
    for (const { path, part } of PAGES) {
      const { context, page } = await phone(browser);
      await page.addInitScript(watch, { placeholders: PLACEHOLDERS, later: LATER_PARTS });
      // A hydration that finds markup it did not expect reports it (React's recoverable error)
      // and builds the screen again.
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      const stylesAsked: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'stylesheet') stylesAsked.push(new URL(r.url()).pathname);
      });
      // The drawn screen as painted, before the app's scripts have run (they are held back).
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/late-start.js', async (route) => {
        await held;
        await route.continue();
      });
      // (Not 'domcontentloaded': that waits for the deferred late-start script held here.)
      await page.goto(path, { waitUntil: 'commit' });
      await page.locator(part).first().waitFor();
      // Measured as painted: with the page's stylesheets in (the parser may still be running).
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')).every((l) => l.sheet !== null),
      );
      const before = await rectOf(page, part);
      // Marked where React does not look: the same element must be there after the app starts.
      await page.locator(part).first().evaluate((el) => ((el as unknown as { drawn: boolean }).drawn = true));
      release();
      // The layout hides the start-up loader when the app's first screen mounts.
      await page.locator('#app-loader').waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
      expect(errors, path).toEqual([]);
      // Its stylesheets came in the page: none is fetched, and the app's loader adds no copy.
      const inPage = await page.$$eval('link[rel="stylesheet"][disabled]', (ls) => ls.map((l) => l.getAttribute('href')!));
      expect(inPage.length, path).toBeGreaterThan(0);
      expect(stylesAsked.filter((h) => inPage.includes(h)), path).toEqual([]);
      expect(await page.locator('link[rel="stylesheet"]:not([disabled])').evaluateAll((ls, hrefs) => ls.filter((l) => hrefs.includes(l.getAttribute('href')!)).length, inPage), path).toBe(0);
      expect(await rectOf(page, part), path).toEqual(before);
      // Hydrated: the app took over the server's elements instead of building new ones.
      expect(await page.locator(part).first().evaluate((el) => (el as unknown as { drawn?: boolean }).drawn), path).toBe(true);
      const seen = await page.evaluate(() => {
        const w = window as unknown as { __placeholders: string[]; __shift: number };
        return { __placeholders: w.__placeholders, __shift: w.__shift };
      });
      expect(seen.__placeholders, path).toEqual([]);
      // The gallery's list grows under its first row as letters load (its own, as before).
      expect(seen.__shift, path).toBeLessThan(0.05);
      await context.close();
    }
  });

  it('is interactive once the app has started: a drawn tab switches', async () => {
    const { context, page } = await phone(browser);
    await page.goto('/lottery-history/70');
    await page.locator('#app-loader').waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: '统计走势' }).click();
    await expect.poll(() => page.getByRole('tab', { name: '统计走势' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });
});
