import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerViaApi } from './accounts-helpers';
import { adminToken, baseURL, describeE2E, launch, phone } from './browser';
import { financeHeaders } from './members';
import { until, waitForOpenPeriod } from './wait';

/** A house rng game of its own (the live-draw journey uses 70). */
const GAME = 90;
/** Time the journey needs between the slip and the cancel, before the period closes. */
const NEEDED_BEFORE_CLOSE_S = 50;


const admin = async (path: string, body?: unknown) =>
  fetch(`${baseURL()}/app-api/admin${path}`, {
    method: 'POST',
    headers: {
      // Manual adjustments need a signed-in operator (the static token is refused).
      ...(path.endsWith('/adjust') ? await financeHeaders() : { 'x-admin-token': adminToken() }),
      'idempotency-key': randomUUID(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((r) => r.json() as Promise<{ success: boolean; msg: string; data: Record<string, unknown> }>);


const money = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));
const yuan = (v: number) => new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(v);

/** The records row whose 投注内容 is exactly `info`. */
const rowOf = (page: Page, info: string) =>
  page.getByTestId('bet-row').filter({ has: page.locator('.bet-row__info', { hasText: new RegExp(`^${info}$`) }) });

describeE2E('bets: place a slip, cancel one order, settle the rest', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('picks 特码 numbers and a 连码 combination, pays, cancels one, and sees the payout in 账单 after the draw', async () => {
    const { context, page } = await phone(browser);
    const user = await registerViaApi(context.request);
    const auth = { token: user.token, authorization: user.token };
    const info = (await (await context.request.get('/app-api/api/user/info', { headers: auth })).json()) as { data: { userInfo: { userId: number } } };
    const credited = await admin(`/users/${info.data.userInfo.userId}/adjust`, { amount: 500, reason: 'e2e 投注资金', turnover: 'none' });
    expect(credited.success).toBe(true);
    await context.addInitScript(([token, chat]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('tokenChat', chat);
    }, [user.token, user.tokenChat] as const);

    await page.goto(`/game/${GAME}`);
    // New members may get a registration bonus on top of the credit: work from what the page shows.
    const start = await until('the balance', 30_000, async () => {
      const v = money(await page.getByTestId('game-balance').textContent());
      return v >= 500 ? v : null;
    });
    // Start on a period with time left for the whole slip and the cancel.
    await waitForOpenPeriod(page, GAME, NEEDED_BEFORE_CLOSE_S);
    const turnNum = /第(\d+)期/.exec((await page.getByTestId('turn-status').textContent()) ?? '')?.[1] ?? '';
    expect(turnNum).toMatch(/^\d{7}$/);

    const amount = page.getByPlaceholder('每注金额');
    const addToSlip = () => page.getByRole('button', { name: '加入注单' }).click();
    // 特码: 大 (25-49) and 小 (01-24) at 2 yuan cover all 49 numbers, so exactly one 注 wins.
    await amount.fill('2');
    await page.getByRole('button', { name: '大', exact: true }).click();
    await expect(page.getByTestId('draft-lines').textContent()).resolves.toBe('25');
    await addToSlip();
    await page.getByRole('button', { name: '小', exact: true }).click();
    await expect(page.getByTestId('draft-lines').textContent()).resolves.toBe('24');
    await addToSlip();
    // A single 特码 07 at 10 yuan: the order to cancel.
    await amount.fill('10');
    await page.getByRole('button', { name: '07', exact: true }).click();
    await addToSlip();
    // 连码 三中二 01 02 03 at 5 yuan: one 注 (C(3,3)).
    await page.locator('.play-board__cats .adm-tabs-tab', { hasText: /^连码$/ }).click();
    await page.getByText('三中二', { exact: true }).click();
    await amount.fill('5');
    for (const n of ['01', '02', '03']) await page.getByRole('button', { name: n, exact: true }).click();
    await expect(page.getByTestId('draft-lines').textContent()).resolves.toBe('1');
    await page.getByRole('button', { name: '投注', exact: true }).click();

    const confirm = page.getByTestId('bet-confirm');
    await confirm.waitFor();
    const summary = (await confirm.textContent()) ?? '';
    expect(summary).toContain(`第${turnNum}期`);
    expect(summary).toContain('共 51 注，合计 113.00 元');
    await page.getByRole('button', { name: '确认投注' }).click();
    await page.getByText('投注成功').waitFor();
    await page.getByText(`余额 ${yuan(start - 113)} 元`, { exact: false }).waitFor();
    await page.getByRole('button', { name: '继续投注' }).click();
    await until('the balance after the bet', 10_000, async () => money(await page.getByTestId('game-balance').textContent()) === Math.round((start - 113) * 100) / 100);

    // Records filtered by this game: four unsettled orders, each still cancellable.
    await page.getByRole('link', { name: '投注记录' }).click();
    await page.waitForURL(new RegExp(`/bet-list\\?game_id=${GAME}$`));
    await until('four orders', 10_000, async () => (await page.getByTestId('bet-row').count()) === 4);
    for (const status of await page.getByTestId('bet-status').allTextContents()) expect(status).toBe('可撤销');
    const lm = rowOf(page, '01,02,03');
    await expect(lm.locator('.bet-row__cate').textContent()).resolves.toBe('三中二');

    // Cancel the 07 order.
    await page.getByRole('button', { name: '撤单', exact: true }).click();
    await rowOf(page, '07').click();
    await page.getByRole('button', { name: '撤单(1)' }).click();
    await page.getByText('确定撤单吗?').waitFor();
    await page.getByText('即将撤销1笔注单').waitFor();
    await page.getByRole('button', { name: '确定', exact: true }).click();
    await page.getByText('撤销成功').waitFor();
    await until('the cancelled order', 10_000, async () => (await rowOf(page, '07').getByTestId('bet-status').textContent()) === '已撤单');

    // Draw the period now and wait for the settlement.
    const drawn = await admin(`/lottery/${GAME}/draw-now`);
    expect(drawn.success, drawn.msg).toBe(true);
    await page.locator('.adm-tabs-tab', { hasText: /^已开奖$/ }).click();
    await until(
      'three settled orders',
      180_000,
      async () => {
        await page.reload();
        await page.locator('.adm-tabs-tab', { hasText: /^已开奖$/ }).click();
        await page.getByTestId('bet-list').or(page.getByText('暂无数据')).first().waitFor();
        return (await page.getByTestId('bet-row').count()) === 3;
      },
      2_000,
    );
    const statuses = await page.getByTestId('bet-status').allTextContents();
    expect(statuses.every((s) => ['未中奖', '已派奖', '和局'].includes(s))).toBe(true);
    // Exactly one of the two 特码 orders holds the special number: 2 × 48.265 = 96.53.
    const won = page.getByTestId('bet-row').filter({ has: page.locator('.bet-row__cate', { hasText: /^特码$/ }) }).filter({ hasText: '已派奖' });
    await expect(won.count()).resolves.toBe(1);
    await expect(won.locator('.bet-row__reward').textContent()).resolves.toBe('派奖 96.53');

    // 账单: the bets, the refund and the payout.
    await page.goto('/bills');
    await page.getByTestId('bill-row').first().waitFor();
    const bills = await page.getByTestId('bill-row').allTextContents();
    expect(bills.some((b) => b.includes('彩票派奖') && b.includes('+96.53'))).toBe(true);
    expect(bills.some((b) => b.includes('彩票撤单退款') && b.includes('+10.00'))).toBe(true);
    expect(bills.filter((b) => b.includes('-')).length).toBeGreaterThanOrEqual(4);
    await context.close();
  }, 600_000);
});
