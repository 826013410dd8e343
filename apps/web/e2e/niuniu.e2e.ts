import { createHash, randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { NiuniuRound } from '@sixmark/shared/api/niuniu';
import { adminToken, baseURL, describeE2E, launch, phone } from './browser';
import { openPeriod, until } from './wait';
import { newMember, signInAs } from './members';

/** 幸运牛牛: no other journey bets on or draws this game. */
const GAME = 95;
/** Time the journey needs between reading the period and the bet being accepted. */
const NEEDED_BEFORE_CLOSE_S = 30;
const STAKE = 10;

async function get<T>(path: string): Promise<T> {
  const env = (await (await fetch(`${baseURL()}/app-api${path}`)).json()) as { success: boolean; msg: string; data: T };
  if (!env.success) throw new Error(`${path}: ${env.msg}`);
  return env.data;
}

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));
const cents = (yuan: number) => Math.round(yuan * 100);
const sha256Hex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

/** The period and seconds to close as the table shows them (`第2026123期 距封盘 01:05`), or null while closed. */
async function tableTurn(page: Page): Promise<{ turnNum: string; left: number } | null> {
  const text = await page
    .getByTestId('nn-turn')
    .textContent({ timeout: 500 })
    .catch(() => null);
  const m = /^第(\d+)期 距封盘 (\d\d):(\d\d)$/.exec(text ?? '');
  return m ? { turnNum: m[1]!, left: Number(m[2]) * 60 + Number(m[3]) } : null;
}

describeE2E('幸运牛牛', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('bets on a 闲 under the published hash, the round draws and settles, the results page verifies the seed, the heat map shows it', async () => {
    const { context, page } = await phone(browser);
    const member = await newMember(context.request, { money: 500 });
    await signInAs(context, member);

    // The game center sends game 95 to the table.
    await page.goto(`/game/${GAME}`);
    await page.waitForURL(/\/lucky-niu-niu$/);
    const start = await until('the balance', 30_000, async () => {
      const v = money(await page.getByTestId('nn-balance').textContent());
      return v >= 500 ? v : null;
    });

    // A period with time to bet, opened by the test clock; the countdown runs.
    await openPeriod(GAME, NEEDED_BEFORE_CLOSE_S + 60);
    // The table asks for the period again only around its close: it reloads to show the new one.
    if (((await tableTurn(page))?.left ?? -1) < NEEDED_BEFORE_CLOSE_S) await page.reload();
    const first = await until('an open period with time to bet', 30_000, async () => {
      const t = await tableTurn(page);
      return t && t.left >= NEEDED_BEFORE_CLOSE_S ? t : null;
    });
    await until('the countdown to run', 5_000, async () => {
      const t = await tableTurn(page);
      return t && t.turnNum === first.turnNum && t.left < first.left;
    });
    const turnNum = first.turnNum;
    expect(turnNum).toMatch(/^\d+$/);

    // The seed hash of this period is on the table before any bet, as the open info publishes it.
    const shownHash = await until('the seed hash of the period', 10_000, async () => {
      const info = await get<{ cur: { turnNum: string; seedHash?: string } }>(`/v/lottery/openInfo?gameId=${GAME}`);
      const text = (await page.getByTestId('nn-seed-hash').textContent()) ?? '';
      return info.cur.turnNum === turnNum && info.cur.seedHash === text ? text : null;
    });
    expect(shownHash).toMatch(/^[0-9a-f]{64}$/);

    // 闲一 at the 10 yuan chip.
    await page.getByRole('button', { name: '闲一胜' }).click();
    await page.getByRole('button', { name: String(STAKE), exact: true }).click();
    await page.getByRole('button', { name: `确认下注 1注 共${STAKE}元` }).click();
    await page.getByText(`投注成功：1注，共${STAKE}.00元`).waitFor();
    await page.getByRole('button', { name: '我知道了' }).click();
    await until('the stake to leave the balance', 10_000, async () => cents(money(await page.getByTestId('nn-balance').textContent())) === cents(start - STAKE));

    // Draw the period now (the operator's audited draw-now).
    const drawn = (await (
      await fetch(`${baseURL()}/app-api/admin/lottery/${GAME}/draw-now`, {
        method: 'POST',
        headers: { 'x-admin-token': adminToken(), 'idempotency-key': randomUUID() },
      })
    ).json()) as { success: boolean; msg: string };
    expect(drawn.success, drawn.msg).toBe(true);
    const round = await until(
      'the round among the results',
      180_000,
      async () => (await get<{ data: NiuniuRound[] }>('/niuniu/rounds?page=1&rows=10')).data.find((r) => r.turnNum === turnNum),
      1_000,
    );
    // The seed published after the draw hashes to what the table showed before the bet.
    expect(round.seedHash).toBe(shownHash);
    expect(sha256Hex(round.seed)).toBe(shownHash);

    // The order settles by 闲一's hand: its tier's odds on a win, nothing on a loss.
    const odds = await get<{ odds: Record<string, number>; plays: { play: string; rebate: number }[] }>(`/api/cp/play/odds?gameId=${GAME}`);
    const xian1 = round.players[0]!;
    const reward = xian1.win ? cents(STAKE * odds.odds[`NN_WIN:${xian1.tier}`]!) / 100 : 0;
    // 返水 on the stake, as the play is configured (none in the seed); floored to the fen like the settlement.
    const rebate = Math.floor((STAKE * (odds.plays.find((p) => p.play === 'NN_WIN')?.rebate ?? 0)) / 100 * 100) / 100;
    await page.goto(`/bet-list?game_id=${GAME}`);
    await until(
      'the settled order',
      60_000,
      async () => {
        await page.reload();
        await page.locator('.adm-tabs-tab', { hasText: /^已开奖$/ }).click();
        await page.getByTestId('bet-list').or(page.getByText('暂无数据')).first().waitFor();
        return (await page.getByTestId('bet-row').count()) === 1;
      },
      2_000,
    );
    const row = page.getByTestId('bet-row');
    await expect(row.locator('.bet-row__turn').textContent()).resolves.toBe(`第${turnNum}期`);
    await expect(row.getByTestId('bet-status').textContent()).resolves.toBe(xian1.win ? '已派奖' : '未中奖');
    await expect(row.locator('.bet-row__reward').textContent()).resolves.toBe(`派奖 ${reward.toFixed(2)}`);

    // Back at the table the balance is the start less the stake plus the payout.
    await page.goto('/lucky-niu-niu');
    await until('the settled balance', 15_000, async () => cents(money(await page.getByTestId('nn-balance').textContent())) === cents(start - STAKE + reward + rebate));

    // 开奖结果: the round with every hand, and the browser's own check of seed and deal.
    await page.getByRole('link', { name: '开奖结果' }).click();
    await page.waitForURL(/\/lucky-niu-niu\/joy-ming$/);
    const section = page.getByRole('region', { name: `第${turnNum}期` });
    await section.waitFor();
    const hands = [['庄', round.banker.cards, round.banker.name], ...round.players.map((p) => [p.player, p.cards, p.name] as const)] as const;
    for (const [label, cards, name] of hands) {
      const hand = section.getByTestId(`hand-${label}`);
      expect(await hand.locator('[data-card]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-card'))))).toEqual(cards);
      await expect(hand.locator('.nn-hand__name').textContent()).resolves.toBe(name);
    }
    await expect(section.getByTestId('hand-闲一').textContent()).resolves.toContain(xian1.win ? '胜' : '负');
    await section.getByRole('button', { name: '验证公平性' }).click();
    await page.getByText(`公平性验证 · 第${turnNum}期`).waitFor();
    await page.getByText(shownHash, { exact: true }).waitFor();
    await page.getByText(round.seed, { exact: true }).waitFor();
    const verdict = page.getByTestId('fairness-verdict');
    await verdict.getByText('✔ 种子的SHA-256与开盘前公布的哈希一致').waitFor();
    await verdict.getByText('✔ 由种子洗牌发出的牌与公布的牌面一致').waitFor();
    await page.getByRole('button', { name: '关闭' }).click();

    // 走势: the last 30 rounds (the demo has weeks of them), ours among them with its wins.
    await page.getByRole('link', { name: '走势' }).click();
    await page.waitForURL(/\/lucky-niu-niu\/heat-map$/);
    const grid = page.getByRole('table', { name: '走势' });
    await grid.waitFor();
    const recent = (await get<{ data: NiuniuRound[] }>('/niuniu/rounds?page=1&rows=30')).data;
    await until('30 rounds in the grid', 10_000, async () => (await grid.locator('tbody tr').count()) === 30);
    const rows = await grid.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => {
        const tds = [...tr.querySelectorAll('td')];
        return { turn: tds[0]?.textContent ?? '', wins: tds.slice(2).map((td) => td.getAttribute('data-win')) };
      }),
    );
    // A round drawn between the page's call and ours shifts the window by one: compare from ours.
    const at = rows.findIndex((r) => r.turn === turnNum.slice(-3));
    const ours = recent.findIndex((r) => r.turnNum === turnNum);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(rows[at]!.wins).toEqual(round.players.map((p) => (p.win ? '1' : '0')));
    expect(rows.slice(at, at + 5).map((r) => r.turn)).toEqual(recent.slice(ours, ours + 5).map((r) => r.turnNum.slice(-3)));
    const counts = await page.getByTestId('nn-win-counts').locator('td').allTextContents();
    expect(counts.slice(1).map(Number)).toEqual([0, 1, 2, 3, 4].map((i) => rows.filter((r) => r.wins[i] === '1').length));
    await context.close();
  }, 420_000);
});
