import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { withUploadPrefix } from '@sixmark/shared';
import { GALLERY_FIRST_ROW } from '@sixmark/shared/domain/card-rules';
import { sanitizeContent, uploadImageSize } from '../modules/content';

/**
 * The first load of a page, cut short (issue 16, docs/performance.md "LCP"): the page's HTML
 * carries what the browser would otherwise discover one round trip after another — the route's
 * chunks (modulepreload, from Vite's manifest), the first answers it asks for (a JSON script the
 * web's request layer answers from, lib/first-load-seed.ts), and the images home waits for
 * before showing its top. Only guests' answers are put in (the requests carry no cookie or
 * token), so the HTML is the same for everyone and may be cached like index.html.
 */

/** The id of the `<script type="application/json">` the web reads (lib/first-load-seed.ts). */
export const SEED_ELEMENT_ID = 'sixmark-seed';
/** How long a page's HTML is reused before its answers are asked for again (ms). */
export const FIRST_LOAD_TTL_MS = 2000;
/** At most this many page HTMLs are held (distinct paths such as /lottery-history/:id). */
export const FIRST_LOAD_MAX_ENTRIES = 200;
/**
 * At most this many pages are built per FIRST_LOAD_TTL_MS, all paths together. Page requests are
 * not rate limited and a build makes the server's own (limiter-exempt) calls, so without a cap a
 * flood of distinct addresses (/template/1/1, /template/1/2, …) would be API calls nobody
 * limits; past the cap a page is plain index.html and the browser asks (and is limited) itself.
 */
export const FIRST_LOAD_MAX_BUILDS = 20;

/** Counts a build against the window's cap before it runs; false when the cap is reached. */
export function createBuildBudget(max = FIRST_LOAD_MAX_BUILDS, windowMs = FIRST_LOAD_TTL_MS) {
  let windowStart = -Infinity;
  let used = 0;
  return (now: number): boolean => {
    if (now - windowStart >= windowMs) {
      windowStart = now;
      used = 0;
    }
    used += 1;
    return used <= max;
  };
}

/**
 * Marks the server's own calls for a page (header FIRST_LOAD_HEADER), so the rate limiter does
 * not charge them to 127.0.0.1; random per process, so no client can borrow it.
 */
export const FIRST_LOAD_HEADER = 'x-sixmark-first-load';
export const FIRST_LOAD_TOKEN = randomBytes(16).toString('hex');

const ENCRYPT_KEY_FILE = '/sys-upload/data/json/encrypt_key.json';
/** The configuration files every page reads at start-up (app/start.ts, lib/startup-config.ts). */
const startupUrls = (company: string) => [
  '/sys-upload/data/json/config.json',
  '/sys-upload/data/json/app_config.json',
  `/sys-upload/data/json/company/${company}.json`,
];

interface AppConfigAnswer {
  home_lottery_setting?: { gameId?: unknown }[];
}
interface AdAnswer {
  templateCode?: unknown;
  enabled?: unknown;
  imageUrl?: unknown;
  content?: unknown;
}

/** Home's top ads that show (adHasContent in ad-slot.tsx), from the seeded ads answer. */
function homeTopAds(answers: Map<string, unknown>, company: string): AdAnswer[] {
  const env = answers.get(`/app-api/game-document/template/ads?companyCode=${company}`) as { data?: unknown } | undefined;
  const ads = Array.isArray(env?.data) ? (env.data as AdAnswer[]) : [];
  return HOME_TOP_ADS.flatMap((code) => {
    const ad = ads.find((a) => typeof a.templateCode === 'string' && a.templateCode.toUpperCase() === code);
    return ad && ad.enabled === 1 ? [ad] : [];
  });
}
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

interface PageContext {
  company: string;
  /** The games of app_config.json's home_lottery_setting, in order. */
  games: number[];
  match: RegExpMatchArray;
}

interface PagePlan {
  pattern: RegExp;
  /** The page's module in Vite's manifest (the route's React.lazy import). */
  module: string;
  /**
   * The GET calls the page makes on its first render through lib/http.ts, spelled as the web
   * spells them (without `_t`); e2e first-load.e2e.ts fails when one is not what the web asks
   * for. Not the lottery info files: the web reads them with fetch for their Date header (the
   * countdown's clock), which a seed cannot give.
   */
  urls: (ctx: PageContext) => string[];
  /** Images the first paint waits for, from the answers above. */
  images?: (answers: Map<string, unknown>, ctx: PageContext) => string[];
  /** Lazy modules the first paint waits for, from the answers above. */
  lazyModules?: (answers: Map<string, unknown>, ctx: PageContext) => string[];
}

/** The ads above the fold whose images home waits for (TOP_ADS in home-view.tsx). */
const HOME_TOP_ADS = ['AD12', 'AD01', 'AD02'];
/** The game the gallery opens on when configured (galleryGameId in gallery-game.ts). */
const GALLERY_GAME = 110;

const galleryGame = ({ games }: PageContext) => (games.includes(GALLERY_GAME) ? GALLERY_GAME : games[0]);
const galleryGroupsUrl = (g: number, company: string) =>
  `/app-api/gallery/group?groupType=1&gameId=${g}&initials=A&page=1&rows=30&companyCode=${company}`;

const idParam = (s: string | undefined) => (s && /^[1-9]\d{0,8}$/.test(s) ? Number(s) : null);

/**
 * The pages of issue 16's Lighthouse set. Each list must match the web's calls exactly (order of
 * the query parameters included): a call that does not match just goes to the network.
 */
export const PAGE_PLANS: PagePlan[] = [
  {
    pattern: /^\/$/,
    module: 'src/features/content/pages/home-page.tsx',
    urls: ({ company, games }) => {
      const g = games[0];
      return [
        `/app-api/game-document/template/ads?companyCode=${company}`,
        '/app-api/api/notice/queryPage?noticeType=0',
        '/sys-upload/data/json/notice_list.json',
        ...(g === undefined
          ? []
          : [
              `/app-api/lottery/history?gameId=${g}&page=1&rows=3`,
              `/app-api/game-document/template/play-cate?gameId=${g}&location=home&companyCode=${company}`,
            ]),
      ];
    },
    // useTopReady in home-view.tsx: the top shows once these images are in, and the sanitiser
    // when a top ad has HTML; the carousel's first slide is the other large image up there.
    images: (answers, { company }) => {
      const ads = homeTopAds(answers, company).flatMap((ad) => (trimmed(ad.imageUrl) ? [withUploadPrefix(trimmed(ad.imageUrl))] : []));
      const slides = (answers.get('/app-api/api/notice/queryPage?noticeType=0') as { data?: unknown } | undefined)?.data;
      const first = Array.isArray(slides) ? trimmed((slides[0] as { noticeContent?: unknown } | undefined)?.noticeContent) : '';
      return [...ads, ...(first ? [withUploadPrefix(first)] : [])];
    },
    lazyModules: (answers, { company }) =>
      homeTopAds(answers, company).some((ad) => trimmed(ad.content)) ? ['src/components/html-content.tsx'] : [],
  },
  {
    pattern: /^\/databases$/,
    module: 'src/features/content/pages/databases-page.tsx',
    urls: ({ company, games }) =>
      games[0] === undefined
        ? []
        : [
            `/app-api/game-document/database/play-cate?gameId=${games[0]}&companyCode=${company}`,
            `/app-api/game-document/database?gameId=${games[0]}&page=1&rows=100&companyCode=${company}`,
          ],
  },
  {
    pattern: /^\/gallery$/,
    module: 'src/features/content/pages/gallery-page.tsx',
    urls: (ctx) => {
      const g = galleryGame(ctx);
      return g === undefined ? [] : [galleryGroupsUrl(g, ctx.company), `/app-api/gallery/play-category?gameId=${g}`];
    },
    // The first row's thumbnails (gallery-page.tsx loads them eagerly): the page's LCP.
    images: (answers, ctx) => {
      const g = galleryGame(ctx);
      const env = g === undefined ? undefined : (answers.get(galleryGroupsUrl(g, ctx.company)) as { data?: { data?: unknown } } | undefined);
      const rows = Array.isArray(env?.data?.data) ? (env.data.data as { imageUrl?: unknown }[]) : [];
      return rows.slice(0, GALLERY_FIRST_ROW).flatMap((r) => (trimmed(r?.imageUrl) ? [withUploadPrefix(trimmed(r.imageUrl))] : []));
    },
  },
  {
    pattern: /^\/lottery-history\/([^/]+)$/,
    module: 'src/features/lottery/pages/lottery-history-page.tsx',
    urls: ({ match }) => {
      const g = idParam(match[1]);
      return g === null ? [] : [`/app-api/lottery/history/group?gameId=${g}`, `/app-api/lottery/history?gameId=${g}&page=1&rows=20`];
    },
  },
  {
    pattern: /^\/game-center$/,
    module: 'src/features/game-center/pages/game-center-page.tsx',
    urls: () => [
      '/app-api/api/notice/queryPage?noticeType=0',
      '/sys-upload/data/json/notice_list.json',
      '/app-api/game/list-all?groupType=hot&page=1&rows=30',
      '/app-api/game/group',
      '/app-api/game/group-type?groupType=hot',
    ],
    // The carousel's first slide (by sort, as game-carousel.tsx orders them) is the page's LCP.
    images: (answers) => {
      const slides = (answers.get('/app-api/api/notice/queryPage?noticeType=0') as { data?: unknown } | undefined)?.data;
      if (!Array.isArray(slides)) return [];
      const sorted = (slides as { sort?: unknown; noticeContent?: unknown }[])
        .filter((s) => typeof s === 'object' && s !== null)
        .sort((a, b) => (typeof a.sort === 'number' ? a.sort : 0) - (typeof b.sort === 'number' ? b.sort : 0));
      const first = trimmed(sorted[0]?.noticeContent);
      return first ? [withUploadPrefix(first)] : [];
    },
  },
  {
    pattern: /^\/template\/([^/]+)\/([^/]+)$/,
    module: 'src/features/content/pages/template-page.tsx',
    urls: ({ match }) => {
      const g = idParam(match[1]);
      const id = idParam(match[2]);
      return g === null || id === null ? [] : [`/app-api/game-document/template/info/${g}/${id}`];
    },
  },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A chunk's file and CSS with those of its static imports, depth first, each once. */
function chunkTree(manifest: Manifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const out = { js: [] as string[], css: [] as string[] };
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const c = manifest[k];
    if (!c) return;
    out.js.push(c.file);
    out.css.push(...(c.css ?? []));
    for (const i of c.imports ?? []) visit(i);
  };
  visit(key);
  return out;
}

/** The chunks a page needs beyond what index.html already loads, or null when not in the build. */
export function routeChunks(manifest: Manifest, modules: string[]): { js: string[]; css: string[] } | null {
  if (!modules.every((m) => manifest[m])) return null;
  const entryKey = Object.keys(manifest).find((k) => (manifest[k] as { isEntry?: boolean }).isEntry) ?? 'index.html';
  const seen = new Set<string>();
  const entry = chunkTree(manifest, entryKey, seen);
  // The entry's dynamic imports are the app's start-up chunks (apps/web/src/main.tsx), which
  // index.html preloads with their stylesheets (apps/web/vite.config.ts, preloadStartup).
  for (const startup of manifest[entryKey]?.dynamicImports ?? []) entry.css.push(...chunkTree(manifest, startup, seen).css);
  const js: string[] = [];
  const css: string[] = [];
  for (const m of modules) {
    const tree = chunkTree(manifest, m, seen);
    js.push(...tree.js);
    css.push(...tree.css);
  }
  const have = new Set(entry.css);
  return { js, css: [...new Set(css)].filter((c) => !have.has(c)) };
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * JSON inside `<script type="application/json">`: `<` escaped so no `</script>` or `<!--` can end
 * or change the element; U+2028/2029 for old parsers.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * Draws a page's first screen from its seeded answers (apps/web/src/entry-server.tsx, built into
 * apps/web/dist-ssr): the markup of `#root` and the queries it drew, or null when the page cannot
 * be drawn (a member's page, an answer JSON cannot carry).
 */
export type DrawFirstScreen = (
  url: string,
  seeds: Record<string, unknown>,
  options: { sanitizeHtml: (html: string) => string },
) => Promise<{ html: string; queries: unknown[] } | null>;

/** The seed entry with the drawn screen's queries (DRAWN_QUERIES_KEY in lib/first-load-seed.ts). */
export const DRAWN_QUERIES_KEY = '#queries';
/** The seed entry with the sizes of the page's images (IMAGE_SIZES_KEY in lib/first-load-seed.ts). */
export const IMAGE_SIZES_KEY = '#image-sizes';

/** The script that loads the app after the first paint of a drawn page (apps/web/public). */
export const LATE_START_SCRIPT = '/late-start.js';
/** A draw taking longer than this is not waited for: the page goes out undrawn (ms). */
export const DRAW_TIMEOUT_MS = 1500;

/** The server build of the web app beside its browser build (`dist`), or null when not built. */
export function loadDrawer(dist: string): () => Promise<DrawFirstScreen | null> {
  const file = join(dirname(dist), 'dist-ssr', 'entry-server.js');
  let loading: Promise<DrawFirstScreen | null> | undefined;
  return () =>
    (loading ??= existsSync(file)
      ? import(pathToFileURL(file).href).then((m: { renderFirstScreen?: DrawFirstScreen }) => m.renderFirstScreen ?? null)
      : Promise.resolve(null));
}

const withTimeout = <T>(p: Promise<T>, ms: number): Promise<T | null> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(null), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });

/**
 * A drawn page's HTML: the screen in `#root`, the start-up loader as one that does not cover it,
 * and the app's scripts asked for only after the first paint (LATE_START_SCRIPT; our CSP allows
 * no inline script). Scripts requested while the page is parsed compete with its stylesheets
 * and images over a slow line, and the first paint waits for them (docs/performance.md).
 */
export function drawnHtml(html: string, screen: string, routeJs: string[]): string {
  const late: string[] = [];
  let entry = '';
  let out = html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/, (_m, src: string) => {
      entry = src;
      return '';
    })
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_m, href: string) => {
      late.push(href);
      return '';
    });
  if (!entry) return html;
  late.push(...routeJs);
  out = out
    .replace('<div id="root"></div>', () => `<div id="root" data-drawn="">${screen}</div>`)
    .replace('class="app-loader"', 'class="app-loader app-loader--drawn"')
    .replace(
      '</body>',
      `<script src="${LATE_START_SCRIPT}" data-entry="${attr(entry)}" data-preload="${attr([...new Set(late)].join(' '))}" defer></script></body>`,
    );
  return out;
}

/**
 * A drawn page's stylesheets in the page itself: each `<link rel="stylesheet">` of an asset
 * becomes a `<style>` with its rules, and the link stays, `disabled` (never fetched), so Vite's
 * loader finds the sheet present when the app imports its chunk and adds no second copy. The
 * paint waited for 8-11 stylesheet requests over HTTP/1.1's six connections (a round trip each on
 * a slow line, beside the first images). `css(href)` is the file's text, or null to keep the link.
 */
export function inlineStyles(html: string, css: (href: string) => string | null): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g, (link: string, href: string) => {
    const text = css(href);
    // `</style` would end the element early (CSS has no use for it outside strings and comments,
    // where `<\/` reads the same).
    return text === null ? link : `<style>${text.replace(/<\/(style)/gi, '<\\/$1')}</style>${link.replace('>', ' disabled>')}`;
  });
}

export interface FirstLoadPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Builds (and for FIRST_LOAD_TTL_MS reuses) the HTML of the pages in PAGE_PLANS; null for
 * other paths (they get index.html as it is).
 */
export function createFirstLoad(app: FastifyInstance, dist: string, indexHtml: string, drawer = loadDrawer(dist)) {
  const manifestPath = join(dist, '.vite/manifest.json');
  const manifest: Manifest | null = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : null;
  const company = app.config.companyCode;
  const cache = new Map<string, { at: number; page: Promise<FirstLoadPage | null> }>();
  const mayBuild = createBuildBudget();

  /** A guest's answer to a GET, parsed; undefined unless 200 JSON (and, for the API, a success envelope). */
  async function answer(url: string): Promise<unknown> {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', [FIRST_LOAD_HEADER]: FIRST_LOAD_TOKEN } });
    if (res.statusCode !== 200 || !String(res.headers['content-type'] ?? '').includes('json')) return undefined;
    try {
      const body: unknown = res.json();
      if (url.startsWith('/app-api/') && (body as { success?: unknown } | null)?.success === false) return undefined;
      return body;
    } catch {
      return undefined;
    }
  }

  /** The page's first screen drawn from its answers, or null (not built, not drawable, failed, slow). */
  async function drawScreen(path: string, answers: Map<string, unknown>) {
    try {
      const draw = await drawer();
      // Operator HTML (home's top ads) through the server's sanitiser: the same allow-list as the
      // browser's DOMPurify, so the drawn ad has the height the browser's render gives it.
      const drawing = draw?.(path, Object.fromEntries(answers), { sanitizeHtml: sanitizeContent });
      return drawing ? await withTimeout(drawing, DRAW_TIMEOUT_MS) : null;
    } catch (err) {
      app.log.warn({ err, path }, 'first screen not drawn');
      return null;
    }
  }

  // Asset names carry their content's hash: a file's text is read once.
  const styles = new Map<string, string | null>();
  const styleText = (href: string): string | null => {
    if (!styles.has(href)) {
      const file = join(dist, href);
      styles.set(href, file.startsWith(join(dist, 'assets')) && existsSync(file) ? readFileSync(file, 'utf8') : null);
    }
    return styles.get(href)!;
  };

  // Uploads are named by their content's hash: a file's size never changes, and is read once.
  const sizeOf = new Map<string, Promise<readonly [number, number] | null>>();
  /**
   * The width and height of the page's images that are our own uploads, by address: the page
   * draws them with their size (ad-slot.tsx), so an image arriving after the first paint takes
   * the room it was given instead of pushing the page down (issue 16).
   */
  async function imageSizes(srcs: string[]): Promise<Record<string, readonly [number, number]>> {
    const out: Record<string, readonly [number, number]> = {};
    for (const src of srcs) {
      if (!sizeOf.has(src)) {
        if (sizeOf.size >= 1000) sizeOf.clear();
        sizeOf.set(src, uploadImageSize(app.config.dataDir, src));
      }
      const size = await sizeOf.get(src)!;
      if (size) out[src] = size;
    }
    return out;
  }

  /** `drawPath`: the path to draw the first screen of, or null to leave it to the browser. */
  async function build(plan: PagePlan, match: RegExpMatchArray, drawPath: string | null): Promise<FirstLoadPage | null> {
    const head: string[] = [];
    const modules = [plan.module];
    const answers = new Map<string, unknown>();
    const keyFile = (await answer(ENCRYPT_KEY_FILE)) as { encrypt?: unknown } | undefined;
    // With encrypted transport on, answers go out only as envelopes (docs/encryption.md): none
    // are put into the page in clear.
    if (keyFile && keyFile.encrypt !== 1) {
      answers.set(ENCRYPT_KEY_FILE, keyFile);
      const startup = startupUrls(company);
      const got = await Promise.all(startup.map(answer));
      startup.forEach((u, i) => got[i] !== undefined && answers.set(u, got[i]));
      const appConfig = answers.get(startup[1]!) as AppConfigAnswer | undefined;
      const games = (appConfig?.home_lottery_setting ?? [])
        .map((g) => g.gameId)
        .filter((g): g is number => typeof g === 'number' && Number.isSafeInteger(g));
      const ctx: PageContext = { company, games, match };
      const urls = plan.urls(ctx);
      const more = await Promise.all(urls.map(answer));
      urls.forEach((u, i) => more[i] !== undefined && answers.set(u, more[i]));
      const images = [...new Set(plan.images?.(answers, ctx) ?? [])];
      for (const src of images) {
        if (/^\/(?!\/)/.test(src)) head.push(`<link rel="preload" as="image" href="${attr(src)}" fetchpriority="high">`);
      }
      const sizes = await imageSizes(images);
      if (Object.keys(sizes).length) answers.set(IMAGE_SIZES_KEY, sizes);
      modules.push(...(plan.lazyModules?.(answers, ctx) ?? []));
    }
    const chunks = manifest ? routeChunks(manifest, modules) : null;
    const screen = chunks && drawPath !== null && answers.size ? await drawScreen(drawPath, answers) : null;
    if (screen) answers.set(DRAWN_QUERIES_KEY, screen.queries);
    // The route's CSS at low priority: a preloaded style is fetched as render-blocking (highest
    // priority), and held back the loader's first paint on slow 4G; the page needs it only with
    // its chunks, which Vite's loader waits for anyway. `crossorigin` as Vite's loader sets it on
    // the stylesheet it adds: a preload whose credentials mode differs is not used, and the
    // browser fetched every route stylesheet twice.
    // A drawn page needs them to paint: render-blocking then, and put into the page (inlineStyles).
    for (const css of chunks?.css ?? [])
      head.push(
        screen
          ? `<link rel="stylesheet" crossorigin href="/${attr(css)}">`
          : `<link rel="preload" as="style" crossorigin href="/${attr(css)}" fetchpriority="low">`,
      );
    if (!screen) for (const js of chunks?.js ?? []) head.push(`<link rel="modulepreload" crossorigin href="/${attr(js)}">`);
    let html = indexHtml;
    if (head.length) html = html.replace('</head>', `${head.join('')}</head>`);
    if (screen) html = inlineStyles(drawnHtml(html, screen.html, (chunks?.js ?? []).map((js) => `/${js}`)), styleText);
    if (answers.size) {
      const seed = `<script type="application/json" id="${SEED_ELEMENT_ID}">${scriptJson(Object.fromEntries(answers))}</script>`;
      html = html.replace('</body>', `${seed}</body>`);
    }
    const bytes = Buffer.from(html);
    const [br, gzip] = await Promise.all([
      brotli(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gz(bytes, { level: 6 }),
    ]);
    return { html: bytes, br, gzip };
  }

  return {
    /**
     * The page's HTML, or null when the path is not one of PAGE_PLANS (or building failed).
     * `undrawn`: without the guest's first screen drawn in it (seeded answers only, as before).
     */
    page(path: string, undrawn = false): Promise<FirstLoadPage | null> {
      let match: RegExpMatchArray | null = null;
      const plan = PAGE_PLANS.find((p) => (match = path.match(p.pattern)) !== null);
      if (!plan || !match) return Promise.resolve(null);
      const now = Date.now();
      const key = undrawn ? `${path}?` : path;
      const hit = cache.get(key);
      if (hit && now - hit.at < FIRST_LOAD_TTL_MS) return hit.page;
      if (!mayBuild(now)) return Promise.resolve(null);
      const page = build(plan, match, undrawn ? null : path).catch((err: unknown) => {
        app.log.warn({ err, path }, 'first-load page not built');
        return null;
      });
      if (cache.size >= FIRST_LOAD_MAX_ENTRIES) {
        for (const [k, v] of cache) if (now - v.at >= FIRST_LOAD_TTL_MS) cache.delete(k);
        if (cache.size >= FIRST_LOAD_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
      }
      cache.set(key, { at: now, page });
      return page;
    },
  };
}
