import type { Page } from 'playwright-core';
import { adminToken, baseURL } from './browser';

/** Polls `probe` until it answers something truthy. */
export async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null | undefined | false>, everyMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Seconds to close as the game page shows them (`00:01:05`), or -1 while closed. */
export const secondsToClose = async (page: Page): Promise<number> => {
  const text = await page
    .getByTestId('close-countdown')
    .textContent({ timeout: 500 })
    .catch(() => null);
  const m = /(\d\d):(\d\d):(\d\d)$/.exec(text ?? '');
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : -1;
};

/**
 * Opens betting on a house game for `seconds` (more when it is already open longer) through the
 * test server's clock (TEST_CLOCK=1), so a journey never waits for the draw schedule. Answers
 * the period and its close time.
 */
export async function openPeriod(gameId: number, seconds: number): Promise<{ turnNum: string; closeAt: number }> {
  const res = await fetch(`${baseURL()}/app-api/admin/lottery/${gameId}/open-now`, {
    method: 'POST',
    headers: { 'x-admin-token': adminToken(), 'content-type': 'application/json' },
    body: JSON.stringify({ seconds }),
  });
  const body = (await res.json()) as { success: boolean; msg: string; data: { turnNum: string; closeAt: number } };
  if (!body.success) throw new Error(`open-now ${gameId}: ${body.msg}`);
  return body.data;
}

/**
 * Opens betting on the game page's game for `seconds` plus a margin, and waits until the page
 * shows at least `seconds` left (the closed cover takes the board's clicks). An open page asks
 * for the period again only near its close, so one that does not show the new time reloads.
 */
export async function waitForOpenPeriod(page: Page, gameId: number, seconds: number): Promise<void> {
  await openPeriod(gameId, seconds + 60);
  if ((await secondsToClose(page)) < seconds) await page.reload();
  await until('an open period with time to bet', 30_000, async () => (await secondsToClose(page)) >= seconds);
}
