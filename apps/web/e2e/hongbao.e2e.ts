import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { describeE2E, launch, phone } from './browser';
import { balanceOf, newMember, signInAs, type Member } from './members';

/** The demo hall (六合彩大厅), the seed's default public room. */
async function hallRoomId(): Promise<number> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(`SELECT id FROM chat_rooms WHERE is_default AND kind = 'public' ORDER BY id LIMIT 1`);
    if (!rows[0]) throw new Error('no default chat room in the seed');
    return rows[0].id;
  } finally {
    await client.end();
  }
}

async function member(browser: Browser, money: number): Promise<{ page: Page; m: Member }> {
  const { context, page } = await phone(browser);
  const m = await newMember(context.request, { money });
  await signInAs(context, m);
  return { page, m };
}

/** Opens the bubble of packet `id` in the room and grabs it; answers the amount the detail page shows. */
async function grab(page: Page, room: number, id: string): Promise<number> {
  await page.goto(`/chat-rooms/${room}`);
  const bubble = page.locator(`[data-testid="hongbao-bubble"][data-hongbao-id="${id}"]`);
  await bubble.waitFor({ timeout: 30_000 });
  await bubble.click();
  await page.getByRole('button', { name: '开红包' }).click();
  await page.waitForURL(`**/chat-rooms/${room}/hong-bao/${id}`, { timeout: 20_000 });
  const mine = await page.getByTestId('hongbao-mine').textContent({ timeout: 20_000 });
  return Number((mine ?? '').replace(/[^\d.]/g, ''));
}

describeE2E('red packets: one member sends, two grab, all three see the detail and their bills', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends a 2-share lucky packet of 10 元 in the hall; both grabbers get a share, the shares add up, the bills show 红包发送 / 红包领取', async () => {
    const room = await hallRoomId();
    const [a, b, c] = [await member(browser, 100), await member(browser, 0), await member(browser, 0)];
    const startA = await balanceOf(a.page.context().request, a.m);

    // Sender: the room's 发红包 button, then the form.
    await a.page.goto(`/chat-rooms/${room}`);
    await a.page.getByRole('button', { name: /发红包/ }).click();
    await a.page.waitForURL(`**/chat-rooms/${room}/hong-bao`);
    await a.page.getByRole('textbox', { name: '红包个数' }).fill('2');
    await a.page.getByRole('textbox', { name: '总金额' }).fill('10');
    const greeting = `e2e红包${Date.now() % 100000}`;
    await a.page.getByRole('textbox', { name: '留言' }).fill(greeting);
    await expect.poll(() => a.page.getByTestId('hongbao-total').textContent()).toBe('¥10.00');
    await a.page.getByRole('button', { name: '塞钱进红包' }).click();
    // Back in the room, the packet is a message of its own.
    await a.page.waitForURL(`**/chat-rooms/${room}`, { timeout: 20_000 });
    const bubble = a.page.getByTestId('hongbao-bubble').filter({ hasText: greeting });
    await bubble.waitFor({ timeout: 30_000 });
    const id = (await bubble.getAttribute('data-hongbao-id')) ?? '';
    expect(id).toMatch(/^\d+$/);
    await expect.poll(() => bubble.getByTestId('hongbao-state').textContent()).toBe('已领取0/2个');

    const gotB = await grab(b.page, room, id);
    // The sender's bubble follows the grab live (the room's HONGBAO_GRAB frame).
    await expect.poll(() => bubble.getByTestId('hongbao-state').textContent(), { timeout: 20_000 }).toBe('已领取1/2个');
    const gotC = await grab(c.page, room, id);
    await expect.poll(() => bubble.getByTestId('hongbao-state').textContent(), { timeout: 20_000 }).toBe('已领完');
    expect(gotB).toBeGreaterThanOrEqual(0.01);
    expect(gotC).toBeGreaterThanOrEqual(0.01);
    expect(Math.round((gotB + gotC) * 100)).toBe(1000);

    // All three see the detail: both shares, one best luck, finished.
    for (const p of [a.page, b.page, c.page]) {
      await p.goto(`/chat-rooms/${room}/hong-bao/${id}`);
      await expect.poll(() => p.getByTestId('hongbao-share').count(), { timeout: 20_000 }).toBe(2);
      expect(await p.getByText('手气最佳').count()).toBe(1);
      await expect.poll(() => p.getByTestId('hongbao-summary').textContent()).toContain('2个红包共10.00元，已被领完');
    }

    // Bills: 红包发送 -10 for the sender, 红包领取 for each grabber.
    for (const [p, label] of [
      [a.page, '红包发送'],
      [b.page, '红包领取'],
      [c.page, '红包领取'],
    ] as const) {
      await p.goto('/bills');
      await p.getByTestId('bill-row').filter({ hasText: label }).first().waitFor({ timeout: 20_000 });
    }
    expect(await balanceOf(a.page.context().request, a.m)).toBeCloseTo(startA - 10, 2);
    expect(await balanceOf(b.page.context().request, b.m)).toBeGreaterThanOrEqual(gotB);

    // History: the sender's sent list has it with both shares taken.
    await a.page.goto(`/chat-rooms/${room}/hong-bao/history`);
    await a.page.getByText('发出的红包', { exact: true }).click();
    await a.page.getByTestId('hongbao-history-row').filter({ hasText: '2/2' }).first().waitFor({ timeout: 20_000 });
  }, 240_000);
});
