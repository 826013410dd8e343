/**
 * The first screen drawn on the server (issue 16, docs/performance.md "A first screen drawn by
 * the server"): apps/server/src/plugins/first-load.ts imports the SSR build of this module
 * (apps/web/dist-ssr) and draws a first-load page from the same components and the same guest
 * answers it already puts into the HTML as seeds. The browser paints that HTML before any script
 * has run; the client then renders the same screen from the same answers (boot.tsx fills the
 * query cache with the `queries` below before its first render) and replaces it.
 *
 * Only a guest's screen in 简体 is drawn: the HTML is the same for everyone, and a member's token
 * lives in localStorage, which the server never sees.
 */
import { QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { AppProviders } from './app/providers';
import { AppRouterProvider } from './app/app-router';
import { LocaleRoot } from './components/locale-root';
import { createAppRouter } from './app/router';
import { setServerSanitizer } from './components/html-content';
import { preloadHtmlContent } from './components/lazy-html-content';
import { endServerSeeds, primeSeeds, type DrawnQuery } from './lib/first-load-seed';

export interface DrawnScreen {
  /** The HTML to put inside `#root`. */
  html: string;
  queries: DrawnQuery[];
}

/**
 * Queries that start only after another's answer (the games of app_config.json, then the page's
 * lists) need another pass; past this many the screen is not drawn.
 */
const MAX_PASSES = 6;

/** Browser storage for code that reads it while rendering: empty, so a guest's screen in 简体. */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}
const globals = globalThis as Record<string, unknown>;
for (const name of ['localStorage', 'sessionStorage']) if (!(name in globals)) globals[name] = new MemoryStorage();

/** The markup of `tree` once every lazy module in it has loaded (a React.lazy page suspends). */
function renderComplete(tree: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += String(chunk);
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // A component that throws is drawn by the client alone: the server's screen would show an
      // error the browser may not have.
      onError: (err) => reject(err instanceof Error ? err : new Error(String(err))),
    });
  });
}

/** Whether JSON carries `value` unchanged (the drawn answers travel to the browser as JSON). */
export function survivesJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(survivesJson);
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value).every((v) => v === undefined || survivesJson(v));
}

async function draw(url: string, seeds: Record<string, unknown>): Promise<DrawnScreen | null> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createAppRouter([url]);
  // A page behind a gate is a member's: never drawn.
  if (!router.state.initialized) return null;
  const tree = (
    <AppProviders client={client}>
      <LocaleRoot>
        <AppRouterProvider router={router} />
      </LocaleRoot>
    </AppProviders>
  );
  primeSeeds(seeds);
  try {
    // Each pass draws what the answers so far allow; the queries it started are answered from
    // the seeds, and one with no seed is left pending (drawn as loading, as the client will).
    const tried = new Set<string>();
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const html = await renderComplete(tree);
      const waiting = client
        .getQueryCache()
        .findAll({ predicate: (q) => q.state.status === 'pending' && !tried.has(q.queryHash) });
      if (waiting.length === 0) {
        const queries = client
          .getQueryCache()
          .findAll({ predicate: (q) => q.state.status === 'success' })
          .map((q): DrawnQuery => [q.queryKey, q.state.data]);
        return queries.every(([key, data]) => survivesJson(key) && survivesJson(data)) ? { html, queries } : null;
      }
      await Promise.all(
        waiting.map((q) => {
          tried.add(q.queryHash);
          return q.fetch().catch(() => client.getQueryCache().remove(q));
        }),
      );
    }
    return null;
  } finally {
    endServerSeeds();
    client.clear();
  }
}

// Draws run one at a time: the seeds are the request layer's module state.
let queue: Promise<unknown> = Promise.resolve();

export interface DrawOptions {
  /** Sanitises operator HTML (ads, notices) as the browser's DOMPurify would: the server's own. */
  sanitizeHtml?: (html: string) => string;
}

/** The first screen of `url` for a guest, from the page's seeded answers; null when not drawable. */
export function renderFirstScreen(url: string, seeds: Record<string, unknown>, options: DrawOptions = {}): Promise<DrawnScreen | null> {
  // Without a sanitiser, operator HTML is drawn empty and the browser's render grows it.
  if (options.sanitizeHtml) setServerSanitizer(options.sanitizeHtml);
  // Loaded before the first draw, as boot.tsx loads it before hydrating a screen with operator
  // HTML: both then draw it in place, with no Suspense boundary around it.
  const run = queue.then(preloadHtmlContent).then(() => draw(url, seeds));
  queue = run.catch(() => undefined);
  return run;
}
