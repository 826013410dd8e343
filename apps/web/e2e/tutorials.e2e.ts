import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { priceKeysOf, type PlayCode } from '@sixmark/shared';
import { playTutorial, runTutorialExample } from '@sixmark/shared/domain/plays/tutorials';
import { baseURL, describeE2E, launch, phone } from './browser';
import { waitForOpenPeriod } from './wait';

/** Read only (no bets): 直播六合彩. */
const GAME = 110;
const STAKE_MILLI = 10_000;

const pathOf = (page: Page) => {
  const u = new URL(page.url());
  return u.pathname + u.search;
};

/**
 * The worked examples on a play page are what the shared settlement computes for them: every
 * row's 注, outcome and payout, example by example.
 */
async function expectExamplesOf(page: Page, code: string) {
  const tutorial = playTutorial(code)!;
  const examples = page.getByTestId('tutorial-example');
  await examples.first().waitFor();
  expect(await examples.count()).toBe(tutorial.examples.length);
  for (const [i, example] of tutorial.examples.entries()) {
    const { lines } = runTutorialExample(example, STAKE_MILLI);
    const shown = await examples.nth(i).locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({ key: tr.children[0]?.textContent ?? '', outcome: tr.getAttribute('data-outcome') ?? '', payout: tr.children[2]?.textContent ?? '' })),
    );
    expect(shown.map((r) => [r.key, r.outcome])).toEqual(lines.map((l) => [l.line.key, l.result.outcome]));
    expect(shown.map((r) => Number(r.payout.replace(/,/g, '')))).toEqual(lines.map((l) => l.payoutMilli / 1000));
  }
}

describeE2E('play tutorials', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('from the betting page: the selected play’s tutorial, its current odds, another play, the list, and back to betting', async () => {
    const { context, page } = await phone(browser);
    await page.goto(`/game/${GAME}`);
    // The board takes clicks only while the period is open (the demo closes it every period).
    await waitForOpenPeriod(page, GAME, 15);

    // The 玩法说明 link follows the selected play: 特码 first, then 连码 · 三中二.
    const help = page.locator('.play-board__help');
    await expect(help.getAttribute('href')).resolves.toBe(`/game-tutorial/TM_NUM?gameId=${GAME}`);
    await page.locator('.play-board__cats .adm-tabs-tab', { hasText: /^连码$/ }).click();
    await page.getByText('三中二', { exact: true }).click();
    await page.getByRole('link', { name: '三中二玩法说明' }).click();
    await page.waitForURL((u) => u.pathname === '/game-tutorial/LM_3Z2' && u.searchParams.get('gameId') === String(GAME));

    // One play: its rules and the examples computed on real draws.
    await page.getByRole('heading', { name: /^三中二/ }).first().waitFor();
    await expect(page.getByTestId('tutorial-win').textContent()).resolves.toBe(playTutorial('LM_3Z2')!.win);
    await expect(page.getByTestId('tutorial-tie').textContent()).resolves.toBe(playTutorial('LM_3Z2')!.tie);
    await expectExamplesOf(page, 'LM_3Z2');
    // 三中二 pays 中二 on two of three: some example shows the named tier.
    await page.getByText('中奖(中二)').first().waitFor();

    // 查看当前赔率: this game's odds table, the prices the betting API quotes for this period.
    await page.getByRole('link', { name: '查看当前赔率' }).click();
    await page.waitForURL((u) => u.pathname === '/game-structures' && u.searchParams.get('gameId') === String(GAME));
    const res = (await (await fetch(`${baseURL()}/app-api/api/cp/play/odds?gameId=${GAME}`)).json()) as {
      data: { turn: { turnNum: string } | null; odds: Record<string, number>; plays: { play: string; minAmount: number; maxAmount: number }[] };
    };
    const odds = res.data;
    const note = page.getByTestId('structure-note');
    await note.waitFor();
    // The period may turn over between the page's call and ours: the note names one of the two.
    expect(await note.textContent()).toMatch(/^第\d+期赔率\(含本金\)，生肖按\d{4}年\(.年\)计算。$/);
    if (odds.turn) expect(Number(/第(\d+)期/.exec((await note.textContent()) ?? '')![1])).toBeLessThanOrEqual(Number(odds.turn.turnNum));
    for (const code of ['TM_NUM', 'LM_3Z2', 'LM_2ZT'] as PlayCode[]) {
      const section = page.getByTestId(`structure-${code}`);
      const shown = await section.locator('.structure-price__odds').allTextContents();
      expect(shown, code).toEqual(priceKeysOf(code).map((k) => String(odds.odds[k])));
      const limits = odds.plays.find((p) => p.play === code)!;
      await expect(section.locator('.structure-play__limits').textContent()).resolves.toContain(`单注 ${limits.minAmount}-${limits.maxAmount} 元`);
    }

    // 说明 of another play opens its tutorial, keeping the game.
    await page.getByTestId('structure-LM_2ZT').getByRole('link', { name: '说明' }).click();
    await page.waitForURL((u) => u.pathname === '/game-tutorial/LM_2ZT' && u.searchParams.get('gameId') === String(GAME));
    await expect(page.getByTestId('tutorial-win').textContent()).resolves.toBe(playTutorial('LM_2ZT')!.win);
    await expectExamplesOf(page, 'LM_2ZT');

    // 全部玩法: the basics and every play; 特肖 from the list shows this lunar year's zodiac table.
    await page.getByRole('link', { name: '全部玩法' }).click();
    await page.waitForURL((u) => u.pathname === '/game-tutorial' && u.searchParams.get('gameId') === String(GAME));
    await page.getByRole('heading', { name: '基础知识' }).waitFor();
    const zodiacHeading = (await page.getByRole('region', { name: '生肖' }).getByRole('heading').first().textContent()) ?? '';
    const [, year, animal] = /^生肖：(\d{4})年为(.)年$/.exec(zodiacHeading) ?? [];
    expect(year).toBeTruthy();
    // A list row is the play's name followed by its one-line rule.
    await page.locator('.tutorial-plays .adm-list-item-content-main', { hasText: /^特肖/ }).click();
    await page.waitForURL((u) => u.pathname === '/game-tutorial/TM_ZODIAC' && u.searchParams.get('gameId') === String(GAME));
    await page.getByRole('heading', { name: `今年生肖：${year}年为${animal}年，本命${animal}` }).waitFor();
    await expectExamplesOf(page, 'TM_ZODIAC');

    // 去投注 returns to the same game's betting page.
    await page.getByRole('button', { name: '去投注' }).click();
    await page.waitForURL((u) => u.pathname === `/game/${GAME}`);
    await page.locator('.play-board__help').waitFor();
    expect(pathOf(page)).toBe(`/game/${GAME}`);

    // An address with no such play says so and links back to the list.
    await page.goto(`/game-tutorial/NO_SUCH?gameId=${GAME}`);
    await page.getByText('没有这个玩法').waitFor();
    await page.getByRole('link', { name: '查看全部玩法' }).click();
    await page.waitForURL((u) => u.pathname === '/game-tutorial' && u.searchParams.get('gameId') === String(GAME));
    await context.close();
  }, 180_000);
});
