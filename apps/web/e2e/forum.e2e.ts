import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminToken, baseURL, describeE2E, launch, phone } from './browser';
import { openPeriod, until } from './wait';
import { authHeaders, newMember, signInAs } from './members';

const GAME = 70;

interface Detail {
  forecast: { turnNum: string; picks: unknown; result: Record<string, string> | null; records: { record: { periods: number } }[] } | null;
}

async function api<T>(path: string, token?: string): Promise<T> {
  const res = await fetch(`${baseURL()}/app-api/api/forum${path}`, { headers: token ? authHeaders(token) : {} });
  const env = (await res.json()) as { success: boolean; msg: string; data: T };
  if (!env.success) throw new Error(`${path}: ${env.msg}`);
  return env.data;
}

describeE2E('forum forecasts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a member posts a forecast for the next period, another follows and unlocks it, the draw marks it for both and the record grows', async () => {
    const a = await phone(browser);
    const b = await phone(browser);
    const author = await newMember(a.context.request);
    const buyer = await newMember(b.context.request, { money: 100 });
    await signInAs(a.context, author);
    await signInAs(b.context, buyer);

    // Start with room before the close, opened by the test clock.
    await openPeriod(GAME, 180);
    const period = await until('an open period with time to post', 30_000, async () => {
      const p = await api<{ turnNum: string; closeAt: number } | null>(`/next-period?gameId=${GAME}`);
      return p && p.closeAt - Date.now() > 45_000 ? p : null;
    });

    // The author posts the forecast through the form: zodiacs, colours and a 1 yuan price.
    await a.page.goto('/forum/new?board=master');
    // The form's games are the server's list: the Mark Six lottery games, not 幸运牛牛.
    const games = a.page.getByLabel('游戏');
    await games.getByText('澳门六合彩', { exact: true }).click();
    await games.getByText('香港六合彩', { exact: true }).waitFor();
    expect(await games.getByText('幸运牛牛').count()).toBe(0);
    await a.page.getByTestId('next-period').getByText(`预测第${period.turnNum}期`).waitFor();
    await a.page.getByPlaceholder('标题').fill('E2E 特码预测');
    for (const z of ['鼠', '牛', '虎', '兔', '龙', '蛇']) await a.page.getByTestId('forecast-form').getByText(z, { exact: true }).click();
    await a.page.getByText('红波', { exact: true }).click();
    await a.page.getByText('绿波', { exact: true }).click();
    await a.page.getByPlaceholder('0', { exact: true }).fill('1');
    await a.page.getByRole('button', { name: '发布预测' }).click();
    await a.page.waitForURL(/\/forum\/post\/\d+$/);
    const postId = Number(/\/forum\/post\/(\d+)$/.exec(a.page.url())![1]);
    await a.page.getByTestId('forecast-view').getByText(`第${period.turnNum}期`).waitFor();

    // The buyer sees it locked, follows the author and unlocks it (paid once).
    await b.page.goto(`/forum/post/${postId}`);
    await b.page.getByText('作者设置了付费查看，开奖后免费公开').waitFor();
    await b.page.getByRole('button', { name: '关注' }).click();
    await b.page.getByRole('button', { name: '已关注' }).waitFor();
    await b.page.getByRole('button', { name: '1元解锁查看预测' }).click();
    await b.page.getByText('确定', { exact: true }).click();
    await b.page.getByTestId('forecast-view').getByText('鼠 牛 虎 兔 龙 蛇').waitFor();
    const unlocked = await api<Detail>(`/posts/${postId}`, buyer.token);
    expect(unlocked.forecast?.picks).toBeTruthy();

    // The period is drawn now; the scoring job marks the forecast once the result is final.
    const drawn = await fetch(`${baseURL()}/app-api/admin/lottery/${GAME}/draw-now`, {
      method: 'POST',
      headers: { 'x-admin-token': adminToken() },
    }).then((r) => r.json() as Promise<{ success: boolean; msg: string; data: { turnNum: string } }>);
    expect(drawn.success, drawn.msg).toBe(true);
    expect(drawn.data.turnNum).toBe(period.turnNum);
    const scored = await until('the forecast to be scored', 120_000, async () => {
      const d = await api<Detail>(`/posts/${postId}`);
      return d.forecast?.result ? d : null;
    }, 1000);
    const outcomes = Object.values(scored.forecast!.result!);
    expect(outcomes).toHaveLength(2);
    expect(scored.forecast!.records.every((r) => r.record.periods === 1)).toBe(true);

    for (const { page } of [a, b]) {
      await page.reload();
      await page.getByTestId('forecast-view').getByText(/开奖：/).waitFor();
      const tags = await page.getByTestId('forecast-view').locator('[data-testid^="outcome-"]').count();
      expect(tags).toBe(2);
      await page.getByTestId('forecast-view').getByText(/近10期 \d\/1/).first().waitFor();
    }
    // The author's page shows the record and the unlock earnings (1 yuan less the 20 % house share).
    await a.page.goto(`/forum/author/${author.userId}`);
    await a.page.getByTestId('forum-earnings').getByText(/0\.80 元（1 次解锁）/).waitFor();
    await a.context.close();
    await b.context.close();
  }, 420_000);
});
