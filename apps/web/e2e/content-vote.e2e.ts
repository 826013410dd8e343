import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeE2E, launch, phone } from './browser';
import { findTemplate, firstHomeGame } from './content-helpers';
import { newMember, signInAs } from './members';

describeE2E('poll (spec 2 §4 Poll)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a vote counts once', async () => {
    const { context, page } = await phone(browser);
    // A member of its own, who has not voted yet (a vote counts once per member).
    const member = await newMember(context.request);
    const gameId = await firstHomeGame();
    const card = await findTemplate(gameId, 'MB35', member.token);
    const item = card.groups[0]!.items.find((i) => i.pollOptions.length > 0)!;
    const option = item.pollOptions[0]!;
    await signInAs(context, member);
    await page.goto(`/template/${gameId}/${card.id}`);
    const poll = page.locator('.poll').first();
    const count = poll.getByTestId(`poll-count-${option.option_id}`);
    await count.waitFor();
    const before = Number(/^(\d+)票/.exec((await count.textContent())!)![1]);
    await poll.getByRole('button', { name: '投票', exact: true }).click();
    await page.getByText('请先选择投票内容！').waitFor();
    await count.click();
    await poll.getByRole('button', { name: '投票', exact: true }).click();
    await page.getByText('投票成功！').waitFor();
    await poll.getByRole('button', { name: '已投票' }).click();
    await page.getByText('您已经投票过了！').waitFor();
    // The server kept exactly one vote.
    await page.reload();
    await count.waitFor();
    expect(Number(/^(\d+)票/.exec((await count.textContent())!)![1])).toBe(before + 1);
    await context.close();
  });
});
