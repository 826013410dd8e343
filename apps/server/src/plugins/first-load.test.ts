import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_SCREEN_COOKIE, withUploadPrefix } from '@sixmark/shared';
import { GALLERY_FIRST_ROW } from '@sixmark/shared/domain/card-rules';
import { createTestApp, type TestApp } from '../../test/helper';
import { uploadImageSize, uploadsDir } from '../modules/content';
import {
  DRAWN_QUERIES_KEY,
  IMAGE_SIZES_KEY,
  DRAW_TIMEOUT_MS,
  FIRST_LOAD_HEADER,
  FIRST_LOAD_TOKEN,
  LATE_START_SCRIPT,
  PAGE_PLANS,
  SEED_ELEMENT_ID,
  createBuildBudget,
  createFirstLoad,
  inlineStyles,
  loadDrawer,
  routeChunks,
  scriptJson,
  type DrawFirstScreen,
} from './first-load';

let t: TestApp;
let dist: string;
const INDEX =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-E1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/boot-B1.js">' +
  '<link rel="stylesheet" href="/assets/index-E1.css"></head><body>' +
  '<div id="app-loader" class="app-loader"><p>加载中...</p></div><div id="root"></div></body></html>';
// The shape of Vite's manifest: the entry, a route chunk with a shared import and CSS, the entry's
// own import (already loaded by index.html, so not preloaded again) and the lazy sanitiser.
const MANIFEST = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, css: ['assets/index-E1.css'], imports: ['_vendor-V1.js'], dynamicImports: ['_libs-L1.js', '_boot-B1.js'] },
  '_vendor-V1.js': { file: 'assets/vendor-V1.js' },
  // The start-up chunks (main.tsx imports them: libraries, then the app), which index.html
  // preloads with their styles.
  '_libs-L1.js': { file: 'assets/libs-L1.js', isDynamicEntry: true, css: ['assets/libs-L1.css'] },
  '_boot-B1.js': { file: 'assets/boot-B1.js', isDynamicEntry: true, imports: ['_vendor-V1.js', '_libs-L1.js', '_app-A1.js'], css: ['assets/boot-B1.css'] },
  '_app-A1.js': { file: 'assets/app-A1.js', css: ['assets/app-A1.css'] },
  '_shared-S1.js': { file: 'assets/shared-S1.js', css: ['assets/shared-S1.css'] },
  'src/features/content/pages/home-page.tsx': {
    file: 'assets/home-page-H1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_vendor-V1.js', '_libs-L1.js', '_app-A1.js', '_shared-S1.js'],
    css: ['assets/home-page-H1.css', 'assets/index-E1.css', 'assets/libs-L1.css', 'assets/app-A1.css'],
  },
  'src/features/lottery/pages/lottery-history-page.tsx': { file: 'assets/history-L1.js', imports: ['index.html', '_shared-S1.js'] },
  'src/components/html-content.tsx': { file: 'assets/html-content-D1.js', imports: ['index.html'] },
};

beforeAll(async () => {
  dist = join(mkdtempSync(join(tmpdir(), 'sixmark-web-')), 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  // No dist-ssr beside it: the pages above are not drawn (the server build is tested below).
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
});

/** The seed a page carries, parsed the way the web reads it (lib/first-load-seed.ts). */
function seedOf(html: string): Record<string, unknown> | null {
  const m = html.match(new RegExp(`<script type="application/json" id="${SEED_ELEMENT_ID}">([\\s\\S]*?)</script>`));
  return m ? (JSON.parse(m[1]!) as Record<string, unknown>) : null;
}
const get = async (url: string, accept = 'gzip, deflate, br') => {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': accept } });
  const enc = res.headers['content-encoding'];
  const html = (enc === 'br' ? brotliDecompressSync(res.rawPayload) : enc === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload).toString();
  return { res, html };
};

describe('the first load of a page (issue 16)', () => {
  it("puts home's chunks, first answers and top images into its HTML, compressed and uncached", async () => {
    const { res, html } = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('accept-encoding');
    // The route chunk and its static imports, not what index.html loads already.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-H1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-S1.js">');
    expect(html).not.toContain('href="/assets/vendor-V1.js"');
    // crossorigin like the stylesheet link Vite's loader adds, or the preload is not used.
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/home-page-H1.css" fetchpriority="low">',
    );
    expect(html).not.toContain('<link rel="preload" as="style" crossorigin href="/assets/index-E1.css"');

    const seed = seedOf(html);
    expect(seed).not.toBeNull();
    // Exactly what a guest's request gets.
    for (const url of [
      '/sys-upload/data/json/encrypt_key.json',
      '/sys-upload/data/json/config.json',
      '/sys-upload/data/json/app_config.json',
      '/app-api/game-document/template/ads?companyCode=ttl',
      '/app-api/api/notice/queryPage?noticeType=0',
    ]) {
      const direct = await t.app.inject({ method: 'GET', url });
      expect(seed![url], url).toEqual(direct.json());
    }
    const games = (seed!['/sys-upload/data/json/app_config.json'] as { home_lottery_setting: { gameId: number }[] }).home_lottery_setting;
    expect(seed![`/app-api/lottery/history?gameId=${games[0]!.gameId}&page=1&rows=3`]).toBeDefined();
    // Not the lottery info file: the web reads it with fetch, for its Date header.
    expect(seed![`/sys-upload/data/lotery/${games[0]!.gameId}.json`]).toBeUndefined();

    // The images home waits for (its top ads) are fetched with the HTML, at high priority.
    const ads = (seed!['/app-api/game-document/template/ads?companyCode=ttl'] as { data: { templateCode: string; enabled: number; imageUrl: string }[] }).data;
    const top = ads.filter((a) => ['AD12', 'AD01', 'AD02'].includes(a.templateCode.toUpperCase()) && a.enabled === 1 && a.imageUrl.trim());
    expect(top.length).toBeGreaterThan(0);
    for (const ad of top) expect(html).toContain(`<link rel="preload" as="image" href="${withUploadPrefix(ad.imageUrl.trim())}" fetchpriority="high">`);
    // With their sizes as the files have them (ad-slot.tsx draws each with its room).
    const sizes = seed![IMAGE_SIZES_KEY] as Record<string, [number, number]>;
    for (const ad of top) {
      const src = withUploadPrefix(ad.imageUrl.trim());
      const file = await t.app.inject({ method: 'GET', url: src });
      expect(file.statusCode, src).toBe(200);
      const { width, height } = await sharp(file.rawPayload).metadata();
      expect(sizes[src], src).toEqual([width, height]);
    }

    // A top ad with HTML (the demo's AD12) needs the sanitiser before home shows its top.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/html-content-D1.js">');

    const gz = await get('/', 'gzip');
    expect(gz.res.headers['content-encoding']).toBe('gzip');
    expect(gz.html).toBe(html);
  });

  it("serves a route's own answers, and index.html as it is for pages it has no plan for", async () => {
    const history = await get('/lottery-history/70');
    expect(history.html).toContain('href="/assets/history-L1.js"');
    expect(seedOf(history.html)!['/app-api/lottery/history?gameId=70&page=1&rows=20']).toBeDefined();
    // A path parameter that is not an id is not asked for.
    expect(Object.keys(seedOf((await get('/lottery-history/x%3C')).html)!).filter((k) => k.includes('history'))).toEqual([]);

    const profile = await get('/profile');
    expect(profile.res.statusCode).toBe(200);
    expect(profile.html).toBe(INDEX);
  });

  it("preloads the game center's first carousel slide by sort, and no data: address", () => {
    const plan = PAGE_PLANS.find((p) => p.pattern.test('/game-center'))!;
    const slides = (data: unknown) => new Map<string, unknown>([['/app-api/api/notice/queryPage?noticeType=0', { data }]]);
    const ctx = {} as Parameters<NonNullable<typeof plan.images>>[1];
    const images = plan.images!(
      slides([
        { sort: 2, noticeContent: 'uploads/b.png' },
        { sort: 1, noticeContent: ' uploads/a.png ' },
      ]),
      ctx,
    );
    expect(images).toEqual([withUploadPrefix('uploads/a.png')]);
    expect(plan.images!(slides([]), ctx)).toEqual([]);
    expect(plan.images!(new Map(), ctx)).toEqual([]);
  });

  it("preloads the gallery's first row of thumbnails from its seeded answer", () => {
    const plan = PAGE_PLANS.find((p) => p.pattern.test('/gallery'))!;
    const ctx = { company: 'c1', games: [70, 110], match: [] as unknown as RegExpMatchArray };
    const url = plan.urls(ctx)[0]!;
    expect(url).toContain('gameId=110&initials=A');
    const rows = ['uploads/1.png', ' uploads/2.png ', '', 'uploads/4.png'].map((imageUrl) => ({ imageUrl }));
    expect(plan.images!(new Map([[url, { data: { data: rows, totalCount: 4 } }]]), ctx)).toEqual(
      // Three columns: the first row is the first GALLERY_FIRST_ROW cells (the third has no image).
      [withUploadPrefix('uploads/1.png'), withUploadPrefix('uploads/2.png')],
    );
    expect(GALLERY_FIRST_ROW).toBe(3);
    expect(plan.images!(new Map(), ctx)).toEqual([]);
    expect(plan.images!(new Map([[url, { data: null }]]), ctx)).toEqual([]);
  });

  it('holds only guest answers, whoever asks for the page', async () => {
    // The page's own request headers (a token, cookies) never reach the calls it is built from.
    const res = await t.app.inject({
      method: 'GET',
      url: '/databases',
      headers: { accept: 'text/html', authorization: 'member-token', token: 'member-token', cookie: 'sid=member' },
    });
    const seed = seedOf(res.body)!;
    const guest = await t.app.inject({ method: 'GET', url: '/sys-upload/data/json/app_config.json' });
    expect(seed['/sys-upload/data/json/app_config.json']).toEqual(guest.json());
    expect(Object.keys(seed).some((k) => k.startsWith('/app-api/game-document/database'))).toBe(true);
  });

  it('keeps the server-internal calls out of the rate limit only with the process token', () => {
    expect(FIRST_LOAD_HEADER).toBe('x-sixmark-first-load');
    expect(FIRST_LOAD_TOKEN).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('first-load helpers', () => {
  it("puts an asset stylesheet's rules into the page, where they cannot end their element early", () => {
    const css: Record<string, string> = { '/assets/a.css': 'a{b:c}', '/assets/b.css': '.x::after{content:"</style><script>x()</script>"}' };
    const html = inlineStyles(
      '<head><link rel="stylesheet" crossorigin href="/assets/a.css"><link rel="stylesheet" crossorigin href="/assets/b.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/gone.css"><link rel="stylesheet" href="https://cdn.example/x.css"></head>',
      (href) => css[href] ?? null,
    );
    expect(html).toBe(
      '<head><style>a{b:c}</style><link rel="stylesheet" crossorigin href="/assets/a.css" disabled>' +
        '<style>.x::after{content:"<\\/style><script>x()</script>"}</style><link rel="stylesheet" crossorigin href="/assets/b.css" disabled>' +
        '<link rel="stylesheet" crossorigin href="/assets/gone.css"><link rel="stylesheet" href="https://cdn.example/x.css"></head>',
    );
  });

  it("reads an upload's size from its file, and none for another address or a file that is not an image or not there", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sixmark-img-'));
    mkdirSync(uploadsDir(dataDir));
    const [a, b] = ['a'.repeat(32), 'b'.repeat(32)];
    await sharp({ create: { width: 750, height: 200, channels: 3, background: '#c00' } }).png().toFile(join(uploadsDir(dataDir), `${a}.png`));
    writeFileSync(join(uploadsDir(dataDir), `${b}.png`), 'not an image');
    expect(await uploadImageSize(dataDir, `/sys-upload/uploads/${a}.png`)).toEqual([750, 200]);
    for (const src of [`/sys-upload/uploads/${b}.png`, `/sys-upload/uploads/${'c'.repeat(32)}.png`, `/sys-upload/uploads/../${a}.png`, `/other/${a}.png`])
      expect(await uploadImageSize(dataDir, src), src).toBeNull();
  });

  it('escapes JSON so it cannot close or change its script element', () => {
    const out = scriptJson({ a: '</script><script>alert(1)</script>', b: '<!--', c: '\u2028' });
    expect(out).not.toMatch(/<\/?script/i);
    expect(out).not.toContain('<!--');
    expect(JSON.parse(out)).toEqual({ a: '</script><script>alert(1)</script>', b: '<!--', c: '\u2028' });
  });

  it('resolves a route to its chunks without those of the entry and the start-up, and knows every planned page module', () => {
    expect(routeChunks(MANIFEST, ['src/features/content/pages/home-page.tsx', 'src/components/html-content.tsx'])).toEqual({
      js: ['assets/home-page-H1.js', 'assets/shared-S1.js', 'assets/html-content-D1.js'],
      css: ['assets/home-page-H1.css', 'assets/shared-S1.css'],
    });
    expect(routeChunks(MANIFEST, ['src/no-such-page.tsx'])).toBeNull();
    // The plans name the web's source files as Vite's manifest keys them (apps/web/...).
    const web = fileURLToPath(new URL('../../../web/', import.meta.url));
    for (const m of [...PAGE_PLANS.map((p) => p.module), 'src/components/html-content.tsx']) expect(existsSync(join(web, m)), m).toBe(true);
  });
});

describe('page build budget', () => {
  it('allows the cap per window, counted before the check, and a new window starts afresh', () => {
    const mayBuild = createBuildBudget(20, 2000);
    const first = Array.from({ length: 50 }, () => mayBuild(1000));
    expect(first.filter(Boolean)).toHaveLength(20);
    expect(first.slice(0, 20).every(Boolean)).toBe(true);
    expect(mayBuild(2999)).toBe(false);
    expect(mayBuild(3000)).toBe(true);
  });
});

describe('a first screen drawn by the server (issue 16)', () => {
  const historyPath = '/lottery-history/70';
  const screen = { html: '<div class="page">第2026060期</div>', queries: [[['lottery', 'history', 70], { rows: 1 }]] };

  it('puts the drawn screen into #root, blocks paint on its styles, and asks for the scripts after the first paint', async () => {
    const calls: { url: string; seeds: Record<string, unknown>; clean: string }[] = [];
    const draw: DrawFirstScreen = async (url, seeds, { sanitizeHtml }) => {
      calls.push({ url, seeds, clean: sanitizeHtml('<p onclick="x()">ad<script>x()</script></p>') });
      return screen;
    };
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'assets/shared-S1.css'), '.row{color:#e00221}');
    const page = await createFirstLoad(t.app, dist, INDEX, async () => draw).page(historyPath);
    const html = page!.html.toString();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(historyPath);
    // Drawn from the answers it also seeds, operator HTML through the server's own sanitiser.
    expect(calls[0]!.seeds['/app-api/lottery/history?gameId=70&page=1&rows=20']).toBeDefined();
    expect(calls[0]!.clean).toBe('<p>ad</p>');

    expect(html).toContain(`<div id="root" data-drawn="">${screen.html}</div>`);
    expect(html).toContain('class="app-loader app-loader--drawn"');
    // No script is requested while the page is parsed: the entry, index.html's preloads and the
    // route's chunks are the late-start script's to ask for.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    const late = html.match(/<script src="([^"]+)" data-entry="([^"]+)" data-preload="([^"]*)" defer><\/script>/);
    expect(late?.[1]).toBe(LATE_START_SCRIPT);
    expect(late?.[2]).toBe('/assets/index-E1.js');
    expect(late?.[3]?.split(' ')).toEqual(['/assets/boot-B1.js', '/assets/history-L1.js', '/assets/shared-S1.js']);
    // The route's styles are needed for the drawn screen's first paint: in the page, with the
    // link kept (disabled, so not fetched) for Vite's loader to find.
    expect(html).toContain('<style>.row{color:#e00221}</style><link rel="stylesheet" crossorigin href="/assets/shared-S1.css" disabled>');
    expect(html).not.toContain('rel="preload" as="style"');
    expect(seedOf(html)![DRAWN_QUERIES_KEY]).toEqual(screen.queries);
  });

  it('serves the page undrawn when drawing fails, is slow, or the address has a query string', async () => {
    const failing = createFirstLoad(t.app, dist, INDEX, async () => async () => {
      throw new Error('render failed');
    });
    const undrawn = (await failing.page(historyPath))!.html.toString();
    expect(undrawn).toContain('<div id="root"></div>');
    expect(undrawn).toContain('<link rel="modulepreload" crossorigin href="/assets/history-L1.js">');
    expect(seedOf(undrawn)![DRAWN_QUERIES_KEY]).toBeUndefined();

    const slow = createFirstLoad(t.app, dist, INDEX, async () => () => new Promise(() => undefined));
    const started = Date.now();
    expect((await slow.page(historyPath))!.html.toString()).toContain('<div id="root"></div>');
    expect(Date.now() - started).toBeGreaterThanOrEqual(DRAW_TIMEOUT_MS - 50);

    let drawn = 0;
    const counting = createFirstLoad(t.app, dist, INDEX, async () => async () => {
      drawn += 1;
      return screen;
    });
    expect((await counting.page(historyPath, true))!.html.toString()).toContain('<div id="root"></div>');
    expect(drawn).toBe(0);
    expect((await counting.page(historyPath))!.html.toString()).toContain('data-drawn');
    expect(drawn).toBe(1);
  });

  it('finds the server build beside the browser build, and none where it was not built', async () => {
    expect(await loadDrawer(dist)()).toBeNull();
    const ssr = join(dist, '..', 'dist-ssr');
    mkdirSync(ssr, { recursive: true });
    writeFileSync(join(ssr, 'entry-server.js'), 'export const renderFirstScreen = async (url) => ({ html: url, queries: [] });\n');
    const draw = await loadDrawer(dist)();
    expect(await draw!('/x', {}, { sanitizeHtml: (h) => h })).toEqual({ html: '/x', queries: [] });
  });
});

describe('who is sent a drawn first screen (issue 16)', () => {
  let drawnApp: TestApp;
  beforeAll(async () => {
    // A browser build with a server build beside it that draws a marker for any page.
    const web = join(mkdtempSync(join(tmpdir(), 'sixmark-web-')), 'dist');
    mkdirSync(join(web, '.vite'), { recursive: true });
    writeFileSync(join(web, 'index.html'), INDEX);
    writeFileSync(join(web, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    mkdirSync(join(web, '..', 'dist-ssr'));
    writeFileSync(
      join(web, '..', 'dist-ssr', 'entry-server.js'),
      'export const renderFirstScreen = async (url) => ({ html: `<p>画面 ${url}</p>`, queries: [] });\n',
    );
    drawnApp = await createTestApp({ webDist: web });
  });
  afterAll(async () => {
    await drawnApp.close();
  });
  const page = async (url: string, cookie?: string) => {
    const res = await drawnApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    return { html: res.body, vary: String(res.headers.vary) };
  };

  it('draws the guest screen for a guest, and sends a member or a 繁體 reader the page undrawn', async () => {
    const guest = await page('/lottery-history/70');
    expect(guest.html).toContain('<div id="root" data-drawn=""><p>画面 /lottery-history/70</p></div>');
    // The web sets OWN_SCREEN_COOKIE for a member or a 繁體 reader (lib/own-screen-hint.ts).
    for (const cookie of [`${OWN_SCREEN_COOKIE}=1`, `theme=red; ${OWN_SCREEN_COOKIE}=1`]) {
      const own = await page('/lottery-history/70', cookie);
      expect(own.html, cookie).toContain('<div id="root"></div>');
      expect(own.html).toContain('<link rel="modulepreload" crossorigin href="/assets/history-L1.js">');
      expect(seedOf(own.html)!['/app-api/lottery/history?gameId=70&page=1&rows=20']).toBeDefined();
    }
    // Another cookie of a similar name is not the hint; a query string is never drawn.
    expect((await page('/lottery-history/70', `x${OWN_SCREEN_COOKIE}=1`)).html).toContain('data-drawn');
    expect((await page('/lottery-history/70?year=2026')).html).toContain('<div id="root"></div>');
    // A cache in front keeps the two apart.
    expect(guest.vary).toContain('cookie');
  });
});
