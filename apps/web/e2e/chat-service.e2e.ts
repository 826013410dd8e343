import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeE2E, launch, phone } from './browser';
import { messageWithText, operator, sendText, socketOpen, until } from './chat-helpers';

interface Conversation {
  id: number;
  customer: { kind: 'guest' | 'member'; id: number; nickname: string };
  last_message: { content: string } | null;
}

describeE2E('chat: a guest asks customer service and an operator answers', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a visitor opens /services as a guest, asks, and sees the operator’s answer live', async () => {
    const { context, page } = await phone(browser);
    await page.goto('/services');
    await socketOpen(page);
    const guestId = Number(await page.evaluate(() => localStorage.getItem('guestId')));
    expect(guestId).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const question = `请问怎么充值？#${guestId}`;
    await sendText(page, question);
    await messageWithText(page, question).and(page.locator('[data-state="sent"]')).waitFor();

    // The operator finds the guest's conversation in the queue and answers as the staff.
    const conversation = await until('the guest conversation in the queue', 20_000, async () => {
      const list = await operator<{ items: Conversation[] }>('GET', '/chat/cs/conversations?status=open&rows=100');
      return list.items.find((c) => c.customer.kind === 'guest' && c.customer.id === guestId && c.last_message?.content === question);
    });
    const answer = '您好，点击「我的」-「充值」即可，祝您好运！';
    await operator('POST', `/chat/cs/conversations/${conversation.id}/reply`, { content: answer });

    const reply = messageWithText(page, answer);
    await reply.waitFor();
    expect(await reply.getAttribute('class')).not.toContain('chat-msg--own');
    await context.close();
  });
});
