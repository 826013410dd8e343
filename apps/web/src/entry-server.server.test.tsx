import { describe, expect, it } from 'vitest';
import { renderFirstScreen, survivesJson } from './entry-server';
import { seedsOnly, takeSeed } from './lib/first-load-seed';

const ok = (data: unknown) => ({ success: true, code: 'OK', msg: '操作成功', data });
const row = (turnNum: string, openTime: number) => ({ gameId: 70, turnNum, openTime, openNum: '40,49,45,36,4,43,16', source: 'rng' });

/** The answers first-load.ts seeds /lottery-history/70 with, as the API gives them. */
const historySeeds = (turns: string[]) => ({
  '/app-api/lottery/history/group?gameId=70': ok([{ year: 2026, count: turns.length }]),
  '/app-api/lottery/history?gameId=70&page=1&rows=20': ok({
    data: turns.map((t, i) => row(t, 1795527000000 - i * 86_400_000)),
    totalCount: turns.length,
  }),
});

/** The markup without React's separators between adjacent texts. */
const plain = (html: string) => html.replace(/<!-- -->/g, '');

describe('the server drawing a first screen (issue 16)', () => {
  it("draws a page from its seeded answers, with the queries the browser's first render needs", async () => {
    const screen = await renderFirstScreen('/lottery-history/70', historySeeds(['2026060', '2026059']));
    expect(screen).not.toBeNull();
    // The rows themselves, not a loading state: what the browser paints before any script.
    expect(plain(screen!.html)).toContain('第2026060期');
    expect(plain(screen!.html)).toContain('第2026059期');
    expect(plain(screen!.html)).toContain('历史开奖');
    const keys = screen!.queries.map(([key]) => JSON.stringify(key));
    expect(keys).toContain(JSON.stringify(['lottery', 'history-group', 70]));
    const history = screen!.queries.find(([key]) => key[1] === 'history')!;
    // What the queries hold travels as JSON and arrives the same.
    expect(JSON.parse(JSON.stringify(history[1]))).toEqual(history[1]);
    expect(history).toHaveLength(2);
  });

  it('draws a call without a seed as loading, never asks the network, and leaves nothing behind', async () => {
    const screen = await renderFirstScreen('/lottery-history/70', {});
    expect(screen).not.toBeNull();
    expect(plain(screen!.html)).not.toContain('第2026060期');
    expect(screen!.queries.filter(([key]) => key[0] === 'lottery')).toEqual([]);
    // The request layer is the browser's again: no seeds left, and calls go to the network.
    expect(seedsOnly()).toBe(false);
    expect(takeSeed('/app-api/lottery/history/group?gameId=70')).toBeUndefined();
  });

  it("draws each page from its own answers only, one draw after another", async () => {
    const [a, b] = await Promise.all([
      renderFirstScreen('/lottery-history/70', historySeeds(['2026050'])),
      renderFirstScreen('/lottery-history/70', historySeeds(['2026040'])),
    ]);
    expect(plain(a!.html)).toContain('第2026050期');
    expect(plain(a!.html)).not.toContain('第2026040期');
    expect(plain(b!.html)).toContain('第2026040期');
    expect(plain(b!.html)).not.toContain('第2026050期');
  });

  it('draws operator HTML through the sanitiser the server gives', async () => {
    const seeds = {
      '/sys-upload/data/json/app_config.json': { home_lottery_setting: [{ gameId: 70, gameName: '澳门六合彩' }] },
      '/app-api/game-document/template/ads?companyCode=ttl': ok([
        { templateCode: 'AD12', enabled: 1, name: '顶部', imageUrl: '', content: '<p>公告<script>x()</script></p>', redirectUrl: '' },
      ]),
      '/app-api/api/notice/queryPage?noticeType=0': ok([]),
      '/sys-upload/data/json/notice_list.json': { lottery_notice: [], index_notice: [] },
    };
    const seen: string[] = [];
    const screen = await renderFirstScreen('/', seeds, {
      sanitizeHtml: (html) => {
        seen.push(html);
        return html.replace(/<script>.*?<\/script>/g, '');
      },
    });
    expect(seen).toContain('<p>公告<script>x()</script></p>');
    expect(plain(screen!.html)).toContain('<p>公告</p>');
    expect(plain(screen!.html)).not.toContain('<script>');
  });

  it('knows which answers JSON carries unchanged', () => {
    expect(survivesJson({ a: [1, 'x', null, true, { b: undefined }] })).toBe(true);
    expect(survivesJson({ at: new Date(0) })).toBe(false);
    expect(survivesJson([new Map()])).toBe(false);
    expect(survivesJson({ n: Number.NaN })).toBe(false);
    expect(survivesJson({ f: () => 1 })).toBe(false);
  });
});
