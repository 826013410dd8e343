import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { freshAccount, PASSWORD, solvePageCaptcha, waitForRateBudget } from './accounts-helpers';
import { adminToken, baseURL, describeE2E, launch, phone } from './browser';
import { authHeaders, credit, newMember, signInAs } from './members';
import { until, waitForOpenPeriod } from './wait';

/** A house rng game (bets.e2e uses it too; journeys run one at a time). */
const GAME = 90;
/** Seconds the member needs between opening the slip and paying, before the period closes. */
const NEEDED_BEFORE_CLOSE_S = 30;
/** The fresh agent's rebate; the link grants 0, so the agent earns all 8% of the valid stake. */
const AGENT_REBATE = 8;


const admin = (path: string, body?: unknown) =>
  fetch(`${baseURL()}/app-api/admin${path}`, {
    method: 'POST',
    headers: {
      'x-admin-token': adminToken(),
      'idempotency-key': randomUUID(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((r) => r.json() as Promise<{ success: boolean; msg: string; data: Record<string, unknown> }>);


/** Picks `label` in the open antd wheel: a tap on an item scrolls the wheel to it, even one out of sight. */
async function pickInWheel(page: Page, label: string) {
  const item = page.locator('.adm-picker-view-column-item', { hasText: new RegExp(`^${label.replace('.', '\\.')}$`) });
  await item.waitFor({ state: 'attached' });
  await item.dispatchEvent('click');
  await page.waitForTimeout(400);
  await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
}

describeE2E('agents: a fresh agent invites a member who bets, and sees the team and the commission', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(() => waitForRateBudget(baseURL()), 90_000);

  it('creates a link, a new member registers through it and bets, and the agent sees the member, the team figures and the 代理返点 bill', async () => {
    // The agent: a member of its own, made an agent with rebate 8 by the operator API.
    const { context: agentCtx, page: agentPage } = await phone(browser);
    await agentCtx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    const agent = await newMember(agentCtx.request);
    const made = await admin('/agents/agent', { userId: agent.userId, isDl: true, rebate: AGENT_REBATE });
    expect(made.success, made.msg).toBe(true);
    await signInAs(agentCtx, agent);

    // 我的 shows 推广赚钱 to the agent; it opens the agent page.
    await agentPage.goto('/profile');
    await agentPage.getByText('推广赚钱', { exact: true }).click();
    await agentPage.waitForURL('**/agent');
    await agentPage.getByTestId('agent-own-rebate').getByText('我的返点 8.0%').waitFor();

    // 创建推广链接: a member link with rebate 0.
    await agentPage.getByRole('button', { name: /创建推广链接/ }).click();
    await agentPage.waitForURL('**/agent/create-link');
    await agentPage.getByText('可选范围 0.0% - 8.0%').waitFor();
    await agentPage.getByRole('button', { name: '返点' }).click();
    await pickInWheel(agentPage, '0.0%');
    await expect(agentPage.getByRole('button', { name: '返点' }).textContent()).resolves.toBe('0.0%');
    await agentPage.getByPlaceholder('选填，最多50字').fill('e2e 朋友圈');
    await agentPage.getByRole('button', { name: '生成链接' }).click();
    await agentPage.waitForURL(/\/agent\/link\/\d+$/);
    const linkPageUrl = agentPage.url();
    const url = ((await agentPage.getByTestId('agent-link-url').textContent()) ?? '').trim();
    expect(url).toMatch(new RegExp(`^${baseURL()}/auth/register\\?code=\\w{8}$`));
    await agentPage.getByRole('img', { name: '推广二维码' }).waitFor();
    await agentPage.getByRole('button', { name: '复制链接' }).click();
    await agentPage.getByText('复制成功').waitFor();
    await expect(agentPage.evaluate(() => navigator.clipboard.readText())).resolves.toBe(url);
    const code = new URL(url).searchParams.get('code')!;

    // The member opens the link in a browser of its own and registers.
    const { context: memberCtx, page: memberPage } = await phone(browser);
    const flags = (await (await memberPage.request.get('/sys-upload/data/json/limit/register_limit.json')).json()) as Record<string, unknown>;
    await memberPage.goto(url);
    const accountBox = memberPage.getByPlaceholder(String(flags.userAccountMessage || '请输入6-15位字母或数字，字母开头'));
    await accountBox.waitFor();
    if (flags.intrCode === 1 || flags.intrCode === 0) await expect(memberPage.getByPlaceholder('请输入推广码').inputValue()).resolves.toBe(code);
    const account = freshAccount('inv');
    await accountBox.fill(account);
    await memberPage.getByPlaceholder('请输入8-20位字母和数字').fill(PASSWORD);
    await memberPage.getByPlaceholder('请再次输入登录密码').fill(PASSWORD);
    const values: Record<string, [string, string]> = {
      fullName: ['请输入您的真实姓名', '张伟'],
      fundPwd: ['请输入4位数字资金密码', '1357'],
      email: ['请输入邮箱地址', `${account}@example.com`],
      qq: ['请输入QQ号码', '123456'],
      weixin: [String(flags.wechatPlaceholder || '请输入微信号'), 'wx12345'],
      phone: ['请输入手机号码', '13912345678'],
    };
    for (const [field, [placeholder, value]] of Object.entries(values)) if (flags[field] === 1) await memberPage.getByPlaceholder(placeholder).fill(value);
    if (flags.birthday === 1) await memberPage.getByLabel('出生日期').fill('1990-01-01');
    if (flags.vCode === 1 || flags.vCode === 0) await solvePageCaptcha(memberPage);
    await memberPage.getByRole('button', { name: '注册', exact: true }).click();
    await memberPage.getByText('注册成功!').waitFor();
    await memberPage.waitForURL('**/profile');
    const token = (await memberPage.evaluate(() => localStorage.getItem('token')))!;
    const info = (await (await memberCtx.request.get('/app-api/api/user/info', { headers: authHeaders(token) })).json()) as {
      data: { userInfo: { userId: number; isDl: boolean; rebate: number } };
    };
    expect(info.data.userInfo.isDl).toBe(false);
    expect(info.data.userInfo.rebate).toBe(0);
    // 推广赚钱 is for agents only.
    await memberPage.getByTestId('profile-account').getByText(account).waitFor();
    expect(await memberPage.getByText('推广赚钱', { exact: true }).count()).toBe(0);

    // The link page counts the visit and the registration.
    await agentPage.goto(linkPageUrl);
    await until('the link counts', 10_000, async () => {
      const visits = Number(await agentPage.getByTestId('agent-link-visits').textContent());
      const regists = Number(await agentPage.getByTestId('agent-link-regists').textContent());
      return visits >= 1 && regists === 1;
    });

    // The member bets 特码 大 (25 numbers) at 2 yuan: 50 yuan of valid stake, whatever the draw.
    await credit(memberCtx.request, info.data.userInfo.userId, 200);
    await memberPage.goto(`/game/${GAME}`);
    await until('the balance', 30_000, async () => Number(((await memberPage.getByTestId('game-balance').textContent()) ?? '').replace(/[^\d.]/g, '')) >= 200);
    await waitForOpenPeriod(memberPage, GAME, NEEDED_BEFORE_CLOSE_S);
    await memberPage.getByPlaceholder('每注金额').fill('2');
    await memberPage.getByRole('button', { name: '大', exact: true }).click();
    await expect(memberPage.getByTestId('draft-lines').textContent()).resolves.toBe('25');
    await memberPage.getByRole('button', { name: '加入注单' }).click();
    await memberPage.getByRole('button', { name: '投注', exact: true }).click();
    await memberPage.getByTestId('bet-confirm').getByText('共 25 注，合计 50.00 元').waitFor();
    await memberPage.getByRole('button', { name: '确认投注' }).click();
    await memberPage.getByText('投注成功').waitFor();
    await memberCtx.close();

    // The period is drawn now; settlement pays the agent 8% of 50 = 4.00 as 代理返点 (bill 16).
    const drawn = await admin(`/lottery/${GAME}/draw-now`);
    expect(drawn.success, drawn.msg).toBe(true);
    await agentPage.goto('/bills');
    await until(
      'the 代理返点 bill',
      180_000,
      async () => {
        await agentPage.reload();
        await agentPage.getByTestId('bill-row').or(agentPage.getByText('暂无数据')).first().waitFor();
        const rows = await agentPage.getByTestId('bill-row').allTextContents();
        return rows.some((r) => r.includes('代理返点') && r.includes('+4.00'));
      },
      3_000,
    );

    // 下级用户: the member is there, direct, with rebate 0; its detail shows the bet.
    await agentPage.goto('/agent');
    await agentPage.getByRole('button', { name: /下级用户/ }).click();
    await agentPage.waitForURL('**/agent/user-list');
    await agentPage.getByRole('textbox', { name: '用户名' }).fill(account);
    await agentPage.getByRole('button', { name: '搜索' }).click();
    const row = agentPage.getByTestId('agent-user-row').filter({ hasText: account });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('直属');
    await expect(row.textContent()).resolves.toContain('返点 0.0%');
    await row.click();
    await agentPage.waitForURL(/\/agent\/user-detail\/\d+$/);
    await agentPage.getByTestId('agent-member-betting').getByText('50.00').waitFor();

    // 团队总览 over the default last 7 days: the registration, the stake and the commission.
    await agentPage.goto('/agent/team-overview');
    await agentPage.getByTestId('agent-team-figures').waitFor();
    await expect(agentPage.getByTestId('team-registCount').locator('.agent-figure__value').textContent()).resolves.toBe('1');
    await expect(agentPage.getByTestId('team-teamCount').locator('.agent-figure__value').textContent()).resolves.toBe('1');
    await expect(agentPage.getByTestId('team-lottery-bettingMoney').locator('.agent-figure__value').textContent()).resolves.toBe('50.00');
    await expect(agentPage.getByTestId('team-dlRebate').locator('.agent-figure__value').textContent()).resolves.toBe('4.00');
    const charts = agentPage.getByTestId('agent-team-charts');
    await charts.waitFor();
    for (const title of ['每日注册', '每日首充', '充值与提现', '投注与输赢', '团队人数']) await charts.getByRole('img', { name: title }).waitFor();
    await agentCtx.close();
  }, 600_000);
});
