import { randomBytes, randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { totpAt } from '../../server/src/modules/operators/totp';
import { adminToken, baseURL, describeE2E, launch, nextClientIp, phone } from './browser';
import { closeNotice } from './content-helpers';
import { FUND_PASSWORD, authHeaders, newMember } from './members';

/** A desktop context (1366x800), the console's target. */
async function desktop(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': nextClientIp() },
    baseURL: baseURL(),
    viewport: { width: 1366, height: 800 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

const admin = () => ({ 'X-Admin-Token': adminToken() });

describeE2E('operator console', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an operator enrols TOTP, signs in with it, approves a withdrawal, enters a draw result with its confirmation, and edits a notice the member home shows', async () => {
    const { context, page } = await desktop(browser);
    // A fresh super admin, created the way the first one is (its one-time password answered once).
    const name = `e2e${randomBytes(4).toString('hex')}`;
    const created = await context.request.post('/app-api/admin/operators', { headers: admin(), data: { name, role: 'super_admin' } });
    expect(created.status()).toBe(200);
    const oneTime = ((await created.json()) as { data: { password: string } }).data.password;
    // Nothing but the password change is open to a one-time password: change it first.
    const first = await context.request.post('/app-api/admin/auth/sign-in', { data: { name, password: oneTime } });
    const session = { 'x-operator-token': ((await first.json()) as { data: { token: string } }).data.token };
    const password = `e2e-${randomBytes(6).toString('hex')}`;
    const changed = await context.request.post('/app-api/admin/auth/password', { headers: session, data: { oldPassword: oneTime, newPassword: password } });
    expect(changed.status(), await changed.text()).toBe(200);

    // First sign-in: password only (TOTP is optional outside production), then enrol TOTP.
    await page.goto('/admin/');
    await page.getByLabel('账号').fill(name);
    await page.getByLabel('密码').fill(password);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByTestId('operator-name').filter({ hasText: name }).waitFor();
    await page.getByRole('button', { name: '账号安全' }).click();
    await page.getByRole('button', { name: '生成绑定二维码' }).click();
    await page.getByAltText('两步验证二维码').waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel('动态验证码').fill(totpAt(secret, Date.now()));
    await page.getByRole('button', { name: '确认绑定' }).click();
    await page.getByText('已开启两步验证').waitFor();
    await page.getByRole('button', { name: '退出登录' }).click();

    // Second sign-in: the server asks for the code; a code is accepted once, so the next step's
    // code (inside the ±1 step window) is the one sent now.
    await page.getByLabel('账号').fill(name);
    await page.getByLabel('密码').fill(password);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByLabel('动态验证码').fill(totpAt(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: '验证并登录' }).click();
    await page.getByTestId('operator-name').filter({ hasText: name }).waitFor();
    await expect(page.getByRole('menu').textContent()).resolves.toContain('审计日志');

    // A member's withdrawal, approved from the console.
    const member = await newMember(context.request, { bankCard: true, money: 500, turnoverMet: true });
    const saved = await context.request.post('/app-api/api/userWithdraw/save/v2', {
      headers: { ...authHeaders(member.token), 'idempotency-key': randomUUID() },
      form: { amount: '100', cashPassword: FUND_PASSWORD },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const order = ((await saved.json()) as { data: { id: number; orderNo: string } }).data;
    await page.getByRole('menuitem', { name: '提现审核' }).click();
    const row = page.locator('tr').filter({ hasText: order.orderNo });
    await row.getByRole('button', { name: /批\s*准/ }).click();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('已批准提现').waitFor();
    const list = await context.request.get('/app-api/admin/withdraw/orders?status=approved&rows=100', { headers: admin() });
    const approved = ((await list.json()) as { data: { data: { id: number; status: string }[] } }).data.data;
    expect(approved.find((o) => o.id === order.id)?.status).toBe('approved');

    // 会员管理: search the journey's member by account, open the detail, see the balance.
    const detail = await context.request.get(`/app-api/admin/users/${member.userId}`, { headers: admin() });
    const money = ((await detail.json()) as { data: { balances: { money: number } } }).data.balances.money;
    await page.getByRole('menuitem', { name: '会员管理' }).click();
    await page.getByLabel('账号').fill(member.account);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.locator('tr').filter({ hasText: member.account }).getByRole('link').first().click();
    // The profile tab is a bordered Descriptions: the label cell, then its value cell.
    const wallet = page.locator('th.ant-descriptions-item-label', { hasText: '中心钱包（元）' }).locator('xpath=following-sibling::td[1]');
    await wallet.waitFor();
    await expect(wallet.textContent()).resolves.toBe(String(money));
    await expect(page.locator('td.ant-descriptions-item-content').filter({ hasText: member.account }).count()).resolves.toBeGreaterThan(0);

    // A manual draw result for 香港六合彩, published only after the numbers are typed again.
    const info = await context.request.get('/app-api/v/lottery/openInfo?gameId=1');
    const turnNum = ((await info.json()) as { data: { cur: { turnNum: string } } }).data.cur.turnNum;
    await page.getByRole('menuitem', { name: '开奖管理' }).click();
    const entry = page.locator('.ant-card').filter({ hasText: '录入开奖结果' });
    await entry.getByLabel('期号').fill(turnNum);
    await entry.getByLabel('号码').fill('3 14 22 31 40 47 9');
    await entry.getByRole('button', { name: /提\s*交/ }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '二次确认' });
    await confirm.getByTestId('pending-numbers').filter({ hasText: '3 14 22 31 40 47 9' }).waitFor();
    await expect(confirm.getByRole('button', { name: '确认发布' }).isDisabled()).resolves.toBe(true);
    await confirm.getByLabel('再次输入号码').fill('3 14 22 31 40 47 8');
    await expect(confirm.getByRole('button', { name: '确认发布' }).isDisabled()).resolves.toBe(true);
    await confirm.getByLabel('再次输入号码').fill('3,14,22,31,40,47,9');
    await confirm.getByRole('button', { name: '确认发布' }).click();
    await page.getByText(`已录入第 ${turnNum} 期开奖结果：3,14,22,31,40,47,9`).waitFor();
    const history = await context.request.get('/app-api/lottery/history?gameId=1&rows=5');
    expect(JSON.stringify(await history.json())).toContain(`"turnNum":"${turnNum}"`);

    // A notice edited here shows on the member home in a second browser.
    const text = `控制台公告 ${randomBytes(3).toString('hex')}`;
    await page.getByRole('menuitem', { name: '公告管理' }).click();
    await page.locator('tr').filter({ hasText: '首页弹窗公告' }).first().getByRole('button', { name: /编\s*辑/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '编辑公告' });
    await dialog.getByLabel('内容').fill(text);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('公告已保存，会员端已刷新').waitFor();

    const second = await phone(browser);
    await second.page.goto('/');
    await second.page.getByText(text).waitFor();
    await closeNotice(second.page);
    await second.context.close();

    // Every step above is in the audit log under this operator.
    const audit = await context.request.get(`/app-api/admin/audit?actor=${name}&rows=50`, { headers: admin() });
    const actions = ((await audit.json()) as { data: { data: { action: string }[] } }).data.data.map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['content.notice_update', 'lottery.result.enter']));
    await context.close();
  });
});
