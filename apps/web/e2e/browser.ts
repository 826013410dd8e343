import { randomBytes } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { describe, inject } from 'vitest';

/** True when Chromium is installed; under REQUIRE_E2E=1 its absence fails the run instead. */
export const hasBrowser = !!inject('chromiumPath');
const requireE2E = process.env.REQUIRE_E2E === '1';
if (!hasBrowser && requireE2E) throw new Error('REQUIRE_E2E=1 but /usr/bin/chromium is missing');
if (!hasBrowser) console.warn('e2e: /usr/bin/chromium is not installed, browser journeys are skipped');

/** `describe` for browser journeys: skipped (and said so) where Chromium is absent. */
export const describeE2E: typeof describe = hasBrowser ? describe : (describe.skip as typeof describe);

export const baseURL = () => inject('baseURL');
export const adminToken = () => inject('adminToken');

/** Headless Debian Chromium with the flags this sandbox needs. */
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromiumPath'),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * A distinct client address per browser context (the e2e server trusts X-Forwarded-For).
 * Random, not a counter: every journey file runs in its own process.
 */
export const nextClientIp = () => {
  const [a, b, c] = randomBytes(3);
  return `127.${a}.${b}.${(c ?? 0) % 250 + 2}`;
};

/** A phone-sized context (390x844, touch) against the test server. */
export async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': nextClientIp() },
    baseURL: baseURL(),
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  // A first screen the server drew is on screen before the app can take a tap or a key (its
  // scripts load after the paint): a journey goes on once the app has started, as a person waits
  // for the page to respond. (`commit` is for tests that look at the page before that.)
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await page.waitForFunction(appStarted);
    return response;
  };
  return { context, page };
}

/** Whether the app has mounted its first screen: the start-up loader is gone or fading out. */
export const appStarted = (): boolean => {
  const loader = document.getElementById('app-loader');
  return !loader || loader.classList.contains('app-loader--hide');
};
