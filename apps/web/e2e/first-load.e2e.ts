import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseURL, describeE2E, launch, phone } from './browser';

/**
 * The first answers the server puts into a page's HTML (apps/server/src/plugins/first-load.ts)
 * are spelled as the web asks for them, and a guest opening the page then asks the network for
 * none of them. The server's list of calls is written by hand beside the web's, so this is what fails
 * when one side changes a call and the other does not (the seed would quietly stop saving the
 * round trips).
 */

/** The seeded addresses of a page, as the server sends them to a guest. */
async function seededKeys(path: string): Promise<string[]> {
  const html = await (await fetch(`${baseURL()}${path}`)).text();
  const m = /<script type="application\/json" id="sixmark-seed">([\s\S]*?)<\/script>/.exec(html);
  // Addresses only: the drawn screen's queries (`#queries`) are not a call.
  return m ? Object.keys(JSON.parse(m[1]!) as Record<string, unknown>).filter((k) => k.startsWith('/')) : [];
}

/** The address a seed is kept under (lib/first-load-seed.ts seedKey): without the `_t` buster. */
const keyOf = (url: string) => {
  const u = new URL(url);
  const params = u.search
    .slice(1)
    .split('&')
    .filter((p) => p !== '' && !p.startsWith('_t='));
  return params.length ? `${u.pathname}?${params.join('&')}` : u.pathname;
};

describeE2E('first load: seeded answers', () => {
  let browser: Browser;
  let templatePage: string;
  beforeAll(async () => {
    browser = await launch();
    const r = (await (
      await fetch(`${baseURL()}/app-api/game-document/template?gameId=70&location=home&page=1&rows=1`)
    ).json()) as {
      data: { data: { id: number }[] };
    };
    templatePage = `/template/70/${r.data.data[0]!.id}`;
  });
  afterAll(async () => {
    await browser?.close();
  });

  /**
   * The addresses the page asks the network for until it is idle (the `_t` buster dropped).
   * With `strip`, the page's HTML comes without its seed: what the web asks for by itself.
   */
  async function requestsOf(path: string, strip: boolean): Promise<string[]> {
    const { context, page } = await phone(browser);
    if (strip)
      await page.route(
        (u) => u.pathname === path.split('?')[0],
        async (route) => {
          const res = await route.fetch();
          const body = (await res.text()).replace(
            /<script type="application\/json" id="sixmark-seed">[\s\S]*?<\/script>/,
            '',
          );
          await route.fulfill({ response: res, body });
        },
      );
    const asked: string[] = [];
    page.on('request', (req) => asked.push(keyOf(req.url())));
    await page.goto(path, { waitUntil: 'networkidle' });
    await context.close();
    return asked;
  }

  it('each Lighthouse page seeds only calls the web makes, and a guest then asks the network for none of them', async () => {
    for (const path of ['/', '/databases', '/gallery', '/lottery-history/70', '/game-center', templatePage]) {
      const keys = await seededKeys(path);
      // The key file and the three configuration files, and the page's own calls.
      expect(keys.length, path).toBeGreaterThan(4);
      // Without the seed the web asks for every seeded address, spelled the same (a call the
      // web spells otherwise would leave its seed unused).
      const own = new Set(await requestsOf(path, true));
      expect(keys.filter((k) => !own.has(k)).join(' '), `${path}: seeded but not asked for by the web`).toBe(
        '',
      );
      // With it, none goes to the network. A draw can make a page refetch its results at any
      // moment, so a hit is checked once more on a fresh load: a double call repeats every time.
      const seeded = new Set(keys);
      const first = (await requestsOf(path, false)).filter((k) => seeded.has(k));
      const asked = first.length ? (await requestsOf(path, false)).filter((k) => seeded.has(k)) : first;
      expect(asked, `${path} asked for ${asked.join(' ')}`).toEqual([]);
    }
  }, 120_000);

  it('every page\'s HTML asks for the start-up chunks and their styles with the entry, not after the entry ran', async () => {
    // main.tsx evaluates React, then imports the libraries and the app (chunks `vendor` and
    // `boot`): every file the entry would fetch for those imports must be in the HTML already
    // (vite.config.ts preloadStartup; the first-load pages keep them), or each page waits a round
    // trip more, and renders unstyled.
    for (const path of ['/', '/databases', templatePage, '/mine', '/login']) {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      // A page the server drew asks for its scripts after the first paint (late-start.js), with
      // the same list, and carries its stylesheets' rules in the page (each link kept, disabled,
      // for Vite's loader to find).
      const late = /<script src="\/late-start\.js" data-entry="([^"]+)" data-preload="([^"]*)"/.exec(html);
      const entry = late?.[1] ?? /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
      expect(entry, path).toMatch(/^\/assets\/index-.+\.js$/);
      const code = await (await fetch(`${baseURL()}${entry!}`)).text();
      const deps = [...code.matchAll(/"(assets\/[^"]+\.(?:js|css))"/g)].map((m) => `/${m[1]!}`);
      expect(deps.some((d) => d.endsWith('.js')) && deps.some((d) => d.endsWith('.css')), `${path}: ${deps.join(' ')}`).toBe(true);
      for (const dep of deps) {
        const rel = dep.endsWith('.css') ? 'stylesheet' : 'modulepreload';
        if (late && rel === 'modulepreload') expect(late[2]!.split(' '), `${path} lacks ${dep}`).toContain(dep);
        else if (late) expect(html, `${path} lacks ${dep}`).toContain(`</style><link rel="stylesheet" crossorigin href="${dep}" disabled>`);
        else expect(html, `${path} lacks ${dep}`).toContain(`<link rel="${rel}" crossorigin href="${dep}">`);
      }
    }
  });

  it('the start-up chunks ask V8 to compile them as they stream in; a page chunk does not', async () => {
    // vite.config.ts compileHints: the entry and the chunks its start-up imports (`vendor`,
    // `boot`) begin with the hint; route code stays lazily compiled.
    const html = await (await fetch(`${baseURL()}/`)).text();
    const late = /<script src="\/late-start\.js" data-entry="([^"]+)" data-preload="([^"]*)"/.exec(html);
    expect(late, 'home is drawn').not.toBeNull();
    const head = async (file: string) => (await (await fetch(`${baseURL()}${file}`)).text()).slice(0, 40);
    const entryCode = await (await fetch(`${baseURL()}${late![1]!}`)).text();
    expect(entryCode.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    const startup = [...entryCode.matchAll(/"(assets\/[^"]+\.js)"/g)].map((m) => `/${m[1]!}`);
    expect(startup.some((f) => /\/vendor-/.test(f)) && startup.some((f) => /\/boot-/.test(f)), startup.join(' ')).toBe(true);
    for (const file of startup) expect(await head(file), file).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    const page = late![2]!.split(' ').find((f) => /\/home-page-/.test(f));
    expect(page).toBeDefined();
    expect(await head(page!)).not.toContain('allFunctionsCalledOnLoad');
  });

  it("every chunk late-start.js lists is asked for by it, one per task, not by Vite's loader all at once", async () => {
    // public/late-start.js and app/late-start.ts: the app waits until the script has asked for
    // them all; an import made before that had the loader append the missing links in one task.
    for (const path of ['/', '/databases', '/gallery', '/lottery-history/70', '/game-center', templatePage]) {
      const { context, page } = await phone(browser);
      await page.addInitScript(() => {
        const added: { href: string; late: boolean }[] = [];
        (window as unknown as { __links: typeof added }).__links = added;
        const append = Node.prototype.appendChild;
        Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
          if (node instanceof HTMLLinkElement && node.rel === 'modulepreload')
            added.push({ href: new URL(node.href).pathname, late: /\/late-start\.js/.test(new Error().stack ?? '') });
          return append.call(this, node) as T;
        };
      });
      await page.goto(path, { waitUntil: 'load' });
      await page.locator('script[data-started]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      const listed = (await page.locator('script[data-preload]').getAttribute('data-preload'))!.split(' ').filter(Boolean);
      const added = await page.evaluate(() => (window as unknown as { __links: { href: string; late: boolean }[] }).__links);
      await context.close();
      expect(listed.length, path).toBeGreaterThan(3);
      expect(added.filter((l) => l.late).map((l) => l.href), path).toEqual(listed);
      expect(added.filter((l) => !l.late && listed.includes(l.href)), path).toEqual([]);
    }
  }, 120_000);

  it('what a page imports once idle (the toast, the chat icon, the popups) adds no preload links', async () => {
    // vite.config.ts afterLoadImports: Vite's loader would append a link per chunk such an import
    // needs, all in one task; the browser now asks for them as it reads each chunk.
    const html = await (await fetch(`${baseURL()}/`)).text();
    const late = /<script src="\/late-start\.js" data-entry="([^"]+)" data-preload="([^"]*)"/.exec(html);
    expect(late, 'home is drawn').not.toBeNull();
    const inHtml = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]!);
    const expected = new Set([...inHtml, ...late![2]!.split(' ').filter(Boolean)]);
    const { context, page } = await phone(browser);
    const asked: string[] = [];
    page.on('request', (req) => asked.push(new URL(req.url()).pathname));
    await page.goto('/', { waitUntil: 'load' });
    await expect.poll(() => asked.some((p) => /\/assets\/toast-impl-/.test(p)), { timeout: 15_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    const links = await page.$$eval('link[rel="modulepreload"]', (els) => els.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    await context.close();
    expect(links.filter((l) => !expected.has(l))).toEqual([]);
  }, 60_000);

  it("the router in the start-up chunks is React Router's production build (no development warnings)", async () => {
    // vite.config.ts reactRouterProduction: the package exports only its build with warnings on.
    const html = await (await fetch(`${baseURL()}/`)).text();
    const entry = /data-entry="([^"]+)"/.exec(html)![1]!;
    const entryCode = await (await fetch(`${baseURL()}${entry}`)).text();
    const files = [entry, ...[...entryCode.matchAll(/"(assets\/[^"]+\.js)"/g)].map((m) => `/${m[1]!}`)];
    const code = (await Promise.all(files.map(async (f) => (await fetch(`${baseURL()}${f}`)).text()))).join('\n');
    expect(code).toContain('useNavigate() may be used only in the context of a <Router> component.');
    expect(code).not.toContain('You rendered descendant <Routes>');
  });

  it('each Lighthouse page fetches every script and stylesheet once (a preload the page cannot use is fetched again)', async () => {
    for (const path of ['/', '/databases', '/gallery', '/lottery-history/70', '/game-center', templatePage]) {
      const assets = (await requestsOf(path, false)).filter((k) => k.startsWith('/assets/'));
      expect(assets.length, path).toBeGreaterThan(3);
      const twice = assets.filter((k, i) => assets.indexOf(k) !== i);
      expect(twice, `${path} fetched twice: ${twice.join(' ')}`).toEqual([]);
    }
  }, 120_000);
});
