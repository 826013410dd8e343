import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminToken, baseURL, describeE2E, launch, phone } from './browser';
import { openPeriod, until } from './wait';

const GAME = 70;

interface PanelState {
  turn: string;
  streaming: boolean;
  numbers: number[];
  countdown: string | null;
  liveText: boolean;
}

/** What the draw panel of game 70 shows right now, as a user reads it. */
const readPanel = (page: Page) =>
  page.evaluate((gameId): PanelState | null => {
    const panel = document.querySelector(`section[aria-label="开奖面板"][data-game-id="${gameId}"]`);
    if (!panel) return null;
    return {
      turn: panel.querySelector('.draw-panel__turn')?.textContent ?? '',
      streaming: panel.getAttribute('data-streaming') === 'true',
      numbers: [...panel.querySelectorAll('[data-testid="draw-balls"] .lottery-ball[data-num]')].map((b) => Number(b.getAttribute('data-num'))),
      countdown: panel.querySelector('.draw-panel__countdown')?.textContent ?? null,
      liveText: (panel.textContent ?? '').includes('开奖直播中...'),
    };
  }, GAME);

const secondsLeft = (countdown: string | null): number => {
  const m = /(?:(\d+)天 )?(\d\d):(\d\d):(\d\d)$/.exec(countdown ?? '');
  return m ? Number(m[1] ?? 0) * 86_400 + Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4]) : -1;
};


describeE2E('live draw', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reveals a live rng draw ball by ball on the home page, restarts the countdown, and a second browser sees the same result', async () => {
    const a = await phone(browser);
    const b = await phone(browser);
    await Promise.all([a.page.goto('/macau-lottery'), b.page.goto('/macau-lottery')]);

    // The current period open long enough that the schedule cannot draw it under the journey.
    await openPeriod(GAME, 120);
    // Start from a settled panel: a scheduled draw of the previous period may still be revealing.
    await until('a settled panel', 90_000, async () => {
      const s = await readPanel(a.page);
      return s && !s.streaming && s.numbers.length === 7 && s.countdown ? s : null;
    });

    const res = await fetch(`${baseURL()}/app-api/admin/lottery/${GAME}/draw-now`, {
      method: 'POST',
      headers: { 'x-admin-token': adminToken() },
    });
    const body = (await res.json()) as { success: boolean; data: { turnNum: string } };
    expect(body.success).toBe(true);
    const drawnTurn = body.data.turnNum;
    // The next period takes the slot this one had, which may be due within the reveal: give it
    // room, so its countdown runs after the reveal.
    await openPeriod(GAME, 120);
    expect(drawnTurn).toMatch(/^\d{7}$/);

    // Watch page A: the panel goes live and the balls fill in one by one until the 7th.
    const seenCounts = new Set<number>();
    let sawLiveText = false;
    const final = await until('the 7th ball', 150_000, async () => {
      const s = await readPanel(a.page);
      if (!s || s.turn !== `第${drawnTurn}期`) return null;
      if (s.streaming) {
        seenCounts.add(s.numbers.length);
        sawLiveText ||= s.liveText;
      }
      return !s.streaming && s.numbers.length === 7 ? s : null;
    });
    expect(sawLiveText).toBe(true);
    // The reveal is a ball a second here, so a 250 ms watcher sees partial draws on the way.
    expect([...seenCounts].some((n) => n >= 1 && n <= 6)).toBe(true);
    expect(new Set(final.numbers).size).toBe(7);
    expect(final.numbers.every((n) => n >= 1 && n <= 49)).toBe(true);

    // The countdown restarts towards the next turn and runs.
    const next = Number(drawnTurn) + 1;
    expect(final.countdown).toMatch(new RegExp(`^距第${next}期开奖 \\d\\d:\\d\\d:\\d\\d$`));
    const first = secondsLeft(final.countdown);
    expect(first).toBeGreaterThan(0);
    const later = await until('the countdown to run', 10_000, async () => {
      const left = secondsLeft((await readPanel(a.page))?.countdown ?? null);
      return left < first ? left : null;
    });
    expect(later).toBeGreaterThan(0);

    // The second browser shows the same result, as does the history API.
    const other = await until('the same result in the second browser', 30_000, async () => {
      const s = await readPanel(b.page);
      return s && s.turn === `第${drawnTurn}期` && !s.streaming && s.numbers.length === 7 ? s : null;
    });
    expect(other.numbers).toEqual(final.numbers);
    const hist = (await (await fetch(`${baseURL()}/app-api/lottery/history?gameId=${GAME}&page=1&rows=5`)).json()) as {
      data: { data: { turnNum: string; openNum: string }[] };
    };
    expect(hist.data.data.find((r) => r.turnNum === drawnTurn)?.openNum).toBe(final.numbers.join(','));

    await a.context.close();
    await b.context.close();
  }, 300_000);

  it('keeps the replays announced on the socket and plays them from the draw panel; the history page has a draw calendar', async () => {
    const { context, page } = await phone(browser);
    // Announce only once the page's socket has asked for the replay topic of this game.
    const subscribed = new Promise<void>((resolve) => {
      page.on('websocket', (ws) =>
        ws.on('framesent', (frame) => {
          const sent = String(frame.payload);
          if (sent.includes('"SUBSCRIBE"') && sent.includes('"LIVE_URL_HISTORY"') && sent.includes(`"gameId":${GAME}`)) resolve();
        }),
      );
    });
    await page.goto('/macau-lottery');
    await until('the draw panel', 60_000, () => readPanel(page));
    await subscribed;

    const setLiveUrl = (liveUrl: string) =>
      fetch(`${baseURL()}/app-api/admin/lottery/${GAME}/live-url`, {
        method: 'PUT',
        headers: { 'x-admin-token': adminToken(), 'content-type': 'application/json' },
        body: JSON.stringify({ liveUrl }),
      }).then((r) => r.json() as Promise<{ success: boolean }>);
    const url = `https://video.example.com/replay/${Date.now()}.mp4`;
    const stored = async () => {
      const raw = await page.evaluate((g) => localStorage.getItem(`sixmark:live-replays:${g}`), GAME);
      const list = raw ? (JSON.parse(raw) as { turnNum: string; liveUrl: string }[]) : [];
      return list.some((r) => r.liveUrl === url) ? list : null;
    };
    // The SUBSCRIBE frame left the browser; the server may handle it a moment later, so an
    // announcement that found no subscriber yet is made again.
    let replays: { turnNum: string; liveUrl: string }[] | undefined;
    for (let attempt = 0; !replays && attempt < 3; attempt++) {
      expect((await setLiveUrl(url)).success).toBe(true);
      replays = await until('the announced replay in the browser', 5_000, stored).catch(() => undefined);
    }
    if (!replays) throw new Error('the replay announcement never reached the browser');
    const turn = replays.find((r) => r.liveUrl === url)!.turnNum;
    expect(turn).toMatch(/^\d{7}$/);

    // Outside a running draw the panel offers the replay; the home page's notices may cover it,
    // so the click goes to the button itself.
    await until('a settled panel', 90_000, async () => {
      const s = await readPanel(page);
      return s && !s.streaming ? s : null;
    });
    const replayButton = page.locator(`section[data-game-id="${GAME}"] button`, { hasText: '开奖回放' });
    await replayButton.waitFor();
    // The address is made up: the browser asks for it, fails, and the popup says there is no video.
    await page.route(url, (route) => route.abort());
    const requested = page.waitForRequest((r) => r.url() === url, { timeout: 10_000 });
    await replayButton.dispatchEvent('click');
    const list = page.getByTestId('live-replays').first();
    await list.waitFor();
    expect(await list.textContent()).toContain(`第${turn}期`);
    await requested;
    await page.getByText('暂无视频资源，请稍后在观看！').first().waitFor();
    await setLiveUrl('');

    await page.goto(`/lottery-history/${GAME}?tab=calendar`);
    await page.getByTestId('calendar-summary').waitFor();
    const today = await page.evaluate(() => document.querySelector('.draw-calendar__day--today')?.getAttribute('data-day'));
    const [y, m] = (today ?? '').split('-');
    expect(await page.getByTestId('calendar-month').textContent()).toBe(`${y}年${Number(m)}月`);
    // The demo game draws every few minutes: today is a draw day.
    expect(await page.locator('.draw-calendar__day--today').getAttribute('class')).toContain('draw-calendar__day--draw');
    expect(await page.getByTestId('calendar-next').textContent()).toMatch(/^下期开奖：第\d{7}期 \d{4}\/\d\d\/\d\d \d\d:\d\d$/);
    expect(await page.locator('.draw-calendar__day--next').count()).toBe(1);
    await context.close();
  }, 240_000);
});
