import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeE2E, launch, phone } from './browser';

describeE2E('app shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('redirects a login-only route to /auth/login', async () => {
    const { context, page } = await phone(browser);
    await page.goto('/bills');
    await page.waitForURL('**/auth/login');
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    await context.close();
  });

  it('shows a not-found page for an unknown route', async () => {
    const { context, page } = await phone(browser);
    await page.goto('/no-such-page');
    await page.getByText('页面不存在').first().waitFor();
    expect(await page.getByRole('button', { name: '返回首页' }).isVisible()).toBe(true);
    await context.close();
  });
});
