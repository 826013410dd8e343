import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeE2E, launch, phone } from './browser';
import { messageWithText, operator, sendText, socketOpen } from './chat-helpers';
import { newMember, signInAs } from './members';

describeE2E('chat: a muted member is refused with a clear message', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('after an operator mutes them, a member’s message is refused with 您已被禁言 and the time it ends', async () => {
    const { context, page } = await phone(browser);
    const member = await newMember(context.request);
    await signInAs(context, member);
    await page.goto('/chat-rooms');
    // The room is in the second class group's tab.
    await page.getByRole('tab', { name: '交流' }).click();
    await page.getByText('新手交流').click();
    await page.waitForURL(/\/chat-rooms\/\d+$/);
    await socketOpen(page);

    const before = `禁言前 ${member.account}`;
    await sendText(page, before);
    await messageWithText(page, before).and(page.locator('[data-state="sent"]')).waitFor();

    const roomId = Number(/\/chat-rooms\/(\d+)$/.exec(page.url())![1]);
    const muted = await operator<{ until: string }>('POST', '/chat/mutes', { userId: member.userId, minutes: 30, room_id: roomId, reason: 'e2e' });
    expect(Date.parse(muted.until)).toBeGreaterThan(Date.now());

    const after = `禁言后 ${member.account}`;
    await sendText(page, after);
    const refusal = page.getByTestId('chat-refusal');
    await refusal.filter({ hasText: '您已被禁言' }).waitFor();
    expect(await refusal.textContent()).toMatch(/您已被禁言，解(禁|除)时间：\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
    await messageWithText(page, after).and(page.locator('[data-state="failed"]')).waitFor();
    await context.close();
  });
});
