import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeE2E, launch, phone } from './browser';
import { newMember, signInAs } from './members';
import { until } from './wait';

/** Resting x of the chat icon once its snap animation has finished. */
async function restingX(page: Page, icon: Locator): Promise<number> {
  await page.waitForFunction(
    () => document.querySelector('.chat-fab')?.getAttribute('data-dragging') === '0',
  );
  let last = NaN;
  for (let i = 0; i < 40; i++) {
    const box = await icon.boundingBox();
    if (box && Math.abs(box.x - last) < 0.5) return Math.round(box.x);
    last = box?.x ?? NaN;
    await page.waitForTimeout(100);
  }
  return Math.round(last);
}

async function dragTo(page: Page, icon: Locator, x: number, y: number) {
  const box = (await icon.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, y, { steps: 12 });
  await page.mouse.up();
}

/** Logs the context in through the API and puts the token where the app keeps it. */
async function signIn(context: BrowserContext, how: 'trial' | { account: string; password: string }) {
  const res =
    how === 'trial'
      ? await context.request.get('/app-api/v/user/regTest')
      : await context.request.post('/app-api/v/user/login', { form: how });
  const body = (await res.json()) as { success: boolean; data: { token: string; tokenChat: string } };
  expect(body.success).toBe(true);
  await context.addInitScript(
    ([token, chat]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('tokenChat', chat);
    },
    [body.data.token, body.data.tokenChat] as const,
  );
}

describeE2E('app shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads the home page with the demo data', async () => {
    const { context, page } = await phone(browser);
    // The company file may come in the page's HTML (first-load seed) rather than over the network.
    const company = await (await context.request.get('/sys-upload/data/json/company/ttl.json')).json();
    expect(company).toMatchObject({ name: '六合宝典', code: 'ttl' });
    await page.goto('/');
    // The seeded notices: the index_notice popup or the lottery_notice marquee.
    await page
      .getByText(/欢迎来到六合宝典|澳门六合彩每晚21:30开奖/)
      .first()
      .waitFor();
    // The start-up loader has faded out and gone.
    await page.waitForFunction(() => !document.getElementById('app-loader'));
    await page.waitForFunction(() => document.title === '六合宝典');
    // The service worker /sw.js is registered for installing as an app (spec 3 §7).
    // A registration exists as soon as register() is called, before its script is fetched and a
    // worker is installing: wait for the worker, and read its script in the same look (it moves
    // from installing to waiting to active meanwhile).
    // (page.waitForFunction does not await a promise: it polls the predicate's own truthiness.)
    const script = await until('a service worker', 15_000, () =>
      page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => (r?.active ?? r?.installing ?? r?.waiting)?.scriptURL ?? null)),
    );
    expect(script).toMatch(/\/sw\.js$/);
    await context.close();
  });

  it('navigates with each bottom tab (theme1, 70 px bar)', async () => {
    const { context, page } = await phone(browser);
    // Start off home so its notice popup does not cover the bar; home is the last tab visited.
    await page.goto('/databases');
    const nav = page.getByRole('navigation', { name: '底部导航' });
    await nav.waitFor();
    expect(Math.round((await nav.boundingBox())!.height)).toBeGreaterThanOrEqual(70);
    const tabs: [string, string][] = [
      ['游戏大厅', '/game-center'],
      ['图库', '/gallery'],
      ['我的', '/profile'],
      ['资料库', '/databases'],
      ['首页', '/'],
    ];
    for (const [label, path] of tabs) {
      await nav.getByText(label, { exact: true }).click();
      await page.waitForURL((u) => u.pathname === path);
      expect(new URL(page.url()).pathname).toBe(path);
      // A tab page has nowhere to go back to.
      await page.locator('.page-transition').first().waitFor();
      expect(await page.locator('.adm-nav-bar-back').count(), path).toBe(0);
    }
    await context.close();
  });

  it('shows 页面加载失败 instead of a developer error when a page chunk cannot be fetched', async () => {
    const { context, page } = await phone(browser);
    await page.route(/\/assets\/not-found-page-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/no-such-page');
    // The first failure reloads once by itself; the chunk is still blocked, so the page stays.
    await page.waitForFunction(() => sessionStorage.getItem('route-error.reloadedAt') !== null);
    await page.getByRole('button', { name: '重新加载' }).waitFor();
    expect(await page.getByText('页面加载失败').first().isVisible()).toBe(true);
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    await context.close();
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

  it('drags the chat icon and snaps it to the nearer edge', async () => {
    const { context, page } = await phone(browser);
    await page.goto('/about');
    const icon = page.getByRole('button', { name: '聊天室' });
    await icon.waitFor();
    const start = (await icon.boundingBox())!;
    expect(Math.round(start.width)).toBe(70);
    expect(Math.round(start.height)).toBe(67);
    expect(Math.round(start.x)).toBe(390 - 70 - 5);

    await dragTo(page, icon, 120, 400);
    expect(await restingX(page, icon)).toBe(5);
    expect(await icon.getAttribute('data-side')).toBe('left');
    const left = (await icon.boundingBox())!;
    // It keeps the height it was dropped at (finger at y 400, held at its centre).
    expect(Math.abs(left.y - (400 - 67 / 2))).toBeLessThanOrEqual(1);

    await dragTo(page, icon, 280, 300);
    expect(await restingX(page, icon)).toBe(390 - 70 - 5);
    expect(await icon.getAttribute('data-side')).toBe('right');
    // Still on the page: a drag is not a tap.
    expect(new URL(page.url()).pathname).toBe('/about');

    // Dragged onto the bottom bar, it rests above it.
    await dragTo(page, icon, 300, 840);
    await restingX(page, icon);
    const low = (await icon.boundingBox())!;
    expect(low.y + low.height).toBeLessThanOrEqual(844 - 70);
    await context.close();
  });

  it('refuses a trial account on /recharge with 试玩账户无法进行该操作，请注册正式账户!', async () => {
    const { context, page } = await phone(browser);
    await signIn(context, 'trial');
    await page.goto('/recharge');
    await page.getByText('试玩账户无法进行该操作，请注册正式账户!').waitFor();
    await page.waitForURL((u) => u.pathname === '/profile');
    await context.close();
  });

  it('keeps a non-agent out of /agent and lets the demo agent in', async () => {
    const member = await phone(browser);
    await signInAs(member.context, await newMember(member.context.request));
    await member.page.goto('/agent');
    await member.page.waitForURL((u) => u.pathname === '/profile');
    await member.context.close();

    // No API makes an agent, so this one is the seed's; the journey only reads with it.
    const agent = await phone(browser);
    await signIn(agent.context, { account: 'agent01', password: 'Agent12345' });
    await agent.page.goto('/agent');
    await agent.page.getByRole('button', { name: '聊天室' }).waitFor();
    expect(new URL(agent.page.url()).pathname).toBe('/agent');
    await agent.context.close();
  });

  it('opens the chat rooms with a tap on the chat icon when chat is on (a visitor logs in first)', async () => {
    const visitor = await phone(browser);
    await visitor.page.goto('/about');
    await visitor.page.getByRole('button', { name: '聊天室' }).tap();
    await visitor.page.waitForURL((u) => u.pathname === '/auth/login');
    await visitor.context.close();

    const { context, page } = await phone(browser);
    await signInAs(context, await newMember(context.request));
    await page.goto('/about');
    await page.getByRole('button', { name: '聊天室' }).tap();
    await page.waitForURL((u) => u.pathname === '/chat-rooms');
    await context.close();
  });
});
