import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeE2E, launch, phone } from './browser';

// Issue 16: no layout shift from late content. CLS as browsers count it: layout-shift entries
// not caused by input, grouped in session windows (gaps < 1 s, windows ≤ 5 s), the largest
// window's sum. Layout does not depend on CPU speed, only on what arrives when, and each page
// is read once everything it asks for has arrived, so the figure is stable on a loaded machine.
const observe = () => {
  const w = window as unknown as { __shifts: { value: number; at: number }[] };
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!e.hadRecentInput) w.__shifts.push({ value: e.value, at: e.startTime });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

async function cls(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const shifts = (window as unknown as { __shifts: { value: number; at: number }[] }).__shifts;
    let best = 0;
    let cur = 0;
    let first = -Infinity;
    let prev = -Infinity;
    for (const s of shifts) {
      if (s.at - prev > 1000 || s.at - first > 5000) {
        cur = 0;
        first = s.at;
      }
      cur += s.value;
      prev = s.at;
      best = Math.max(best, cur);
    }
    return best;
  });
}

/** Lighthouse's "good" CLS. */
const GOOD_CLS = 0.1;

describeE2E('layout shift (issue 16)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const pages: [string, string][] = [
    // Home: its top, the draw panel's result and the first cards are in.
    ['/', '.template-card'],
    ['/gallery', '.gallery__cell'],
    ['/game-center', '[data-testid="game-card"]'],
  ];
  for (const [path, content] of pages) {
    it(`${path} shifts by at most ${GOOD_CLS} while its content arrives`, async () => {
      const { context, page } = await phone(browser);
      await page.addInitScript(observe);
      await page.goto(path);
      await page.locator(content).first().waitFor();
      if (path === '/') await page.locator('[data-testid="draw-balls"]').waitFor();
      const value = await cls(page);
      expect(value).toBeLessThanOrEqual(GOOD_CLS);
      await context.close();
    });
  }
});
