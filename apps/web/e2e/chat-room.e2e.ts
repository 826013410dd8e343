import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeE2E, launch, phone } from './browser';
import { messageWithText, sendText, socketOpen, TINY_PNG } from './chat-helpers';
import { newMember, signInAs } from './members';

describeE2E('chat: two members talk in a room, one sends an image', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a text and an image sent by one member reach the other live', async () => {
    const a = await phone(browser);
    const b = await phone(browser);
    const alice = await newMember(a.context.request);
    const bob = await newMember(b.context.request);
    await signInAs(a.context, alice);
    await signInAs(b.context, bob);

    // Both enter through the room list, as a member would.
    for (const { page } of [a, b]) {
      await page.goto('/chat-rooms');
      await page.getByText('六合彩大厅').click();
      await page.waitForURL(/\/chat-rooms\/\d+$/);
      await socketOpen(page);
    }
    expect(a.page.url()).toBe(b.page.url());

    const hello = `你好，我是${alice.account}`;
    await sendText(a.page, hello);
    await messageWithText(a.page, hello).and(a.page.locator('[data-state="sent"]')).waitFor();
    await messageWithText(b.page, hello).waitFor();
    // Bob sees it as someone else's message, Alice as her own.
    expect(await messageWithText(b.page, hello).getAttribute('class')).not.toContain('chat-msg--own');
    expect(await messageWithText(a.page, hello).getAttribute('class')).toContain('chat-msg--own');

    await a.page.getByTestId('chat-image-input').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: TINY_PNG });
    const sentImage = a.page.locator('[data-testid="chat-message"][data-type="image"][data-state="sent"]').last();
    await sentImage.waitFor();
    const id = await sentImage.getAttribute('data-id');
    expect(id).toMatch(/^\d+$/);
    const seen = b.page.locator(`[data-testid="chat-message"][data-type="image"][data-id="${id}"] img`);
    await seen.waitFor();
    const src = await seen.getAttribute('src');
    expect(src).toMatch(/^\/sys-upload\//);
    // The stored image (or its thumbnail) is really served.
    const res = await b.context.request.get(src!);
    expect(res.status()).toBe(200);
    expect((res.headers()['content-type'] ?? '').startsWith('image/')).toBe(true);

    await a.context.close();
    await b.context.close();
  });
});
