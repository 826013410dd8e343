import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from 'playwright-core';
import { readCaptcha } from './accounts-captcha';

/** A fresh, valid account name (letter first, 6-15 letters or digits). */
export const freshAccount = (prefix = 'e2e') => `${prefix}${randomBytes(4).toString('hex')}`.slice(0, 15);
export const PASSWORD = 'Passw0rdE2e';

const svgOf = async (request: APIRequestContext, url: string) => (await request.get(url)).text();

/**
 * Solves the captcha picture the page shows: fetching its address again (same client id)
 * makes the server store a new answer for that client, which is the one we read and type.
 */
export async function solvePageCaptcha(page: Page): Promise<void> {
  const img = page.getByAltText('验证码图片');
  const src = await img.getAttribute('src');
  if (!src) throw new Error('captcha image has no address');
  const text = readCaptcha(await svgOf(page.request, new URL(src, page.url()).toString()));
  await page.getByPlaceholder('请输入验证码').fill(text);
}

/**
 * Logs in through the login screen like a person; when the screen asks for a captcha (this
 * address may have failed before) it is solved first.
 */
export async function loginViaUi(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByPlaceholder('请输入账号').blur();
  await page.waitForLoadState('networkidle');
  if (await page.getByAltText('验证码图片').isVisible()) await solvePageCaptcha(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/auth/'));
}

/** Registers a member straight through the API (captcha solved), for journeys that need a fresh account. */
export async function registerViaApi(request: APIRequestContext, account = freshAccount(), password = PASSWORD) {
  const flags = (await (await request.get('/sys-upload/data/json/limit/register_limit.json')).json()) as Record<string, unknown>;
  const clientId = randomBytes(12).toString('hex');
  const form: Record<string, string> = { account, password, confirmPassword: password, clientId };
  if (flags.vCode === 1 || flags.vCode === 0) form.vCode = readCaptcha(await svgOf(request, `/app-api/v/vCode?m=reg&t=${Date.now()}&clientId=${clientId}`));
  const required: Record<string, string> = {
    fullName: '张伟',
    fundPwd: '1357',
    birthday: '1990-01-01',
    email: `${account}@example.com`,
    qq: '123456',
    weixin: 'wx12345',
    phone: '13912345678',
  };
  for (const [k, v] of Object.entries(required)) if (flags[k] === 1) form[k] = v;
  const res = await request.post('/app-api/v/user/reg', { form });
  const body = (await res.json()) as { success: boolean; msg: string; data: { token: string; tokenChat: string } };
  if (!body.success) throw new Error(`registration failed: ${body.msg}`);
  return { account, password, ...body.data };
}

/**
 * Every journey shares one address (127.0.0.1) and the server allows it 600 requests a
 * minute; a phone page load costs ~50. Before a journey we wait for the window to reset when
 * fewer than `need` requests are left, so journeys do not fail each other with 429s.
 */
export async function waitForRateBudget(base: string, need = 300): Promise<void> {
  const res = await fetch(`${base}/app-api/company/get`);
  const remaining = Number(res.headers.get('x-ratelimit-remaining') ?? need);
  const resetSec = Number(res.headers.get('x-ratelimit-reset') ?? 0);
  if (res.status === 429 || remaining < need) await new Promise((r) => setTimeout(r, (resetSec + 1) * 1000));
}
