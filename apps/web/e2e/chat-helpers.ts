import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { adminToken, baseURL } from './browser';

/** A 1x1 PNG: small enough for any upload rule, a real image for type sniffing. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** An operator call (X-Admin-Token), answering the envelope's data or throwing its message. */
export async function operator<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL()}/app-api/admin${path}`, {
    method,
    headers: {
      'x-admin-token': adminToken(),
      'idempotency-key': randomUUID(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const env = (await res.json()) as { success: boolean; code: string; msg: string; data: T };
  if (!env.success) throw new Error(`${method} ${path}: ${env.code} ${env.msg}`);
  return env.data;
}

export { until } from './wait';

/** The message rows of the open conversation whose text is exactly `text`. */
export const messageWithText = (page: Page, text: string) =>
  page.getByTestId('chat-message').filter({ has: page.locator('.chat-msg__bubble', { hasText: new RegExp(`^${text}$`) }) });

/** Waits until the page's chat socket is open (the conversation marks it). */
export const socketOpen = (page: Page) => page.locator('[data-testid="chat-conversation"][data-socket="open"]').waitFor();

/** Types and sends a text message in the open conversation. */
export async function sendText(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder('说点什么...').fill(text);
  await page.getByRole('button', { name: '发送' }).click();
}
