import type { Page } from 'playwright-core';

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
 * Waits on the game page for an open period with at least `seconds` left before it closes. The
 * demo's rng games close for a while every period (and a journey's draw-now closes one at once),
 * and the closed cover takes the board's clicks.
 */
export const waitForOpenPeriod = (page: Page, seconds: number, timeoutMs = 240_000) =>
  until('an open period with time to bet', timeoutMs, async () => (await secondsToClose(page)) >= seconds);
