import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  OFFLINE_CACHE_NAMES,
  OFFLINE_LIMITS,
  OFFLINE_NETWORK_TIMEOUT_S,
  isGuestCardRequest,
  isResultsRequest,
  isStaticJsonRequest,
  offlineCacheKey,
  offlineCachedResponseWillBeUsed,
  offlineCacheWillUpdate,
} from './src/lib/offline-cache';
import { chunkClosure, chunkPlan } from '../../scripts/lib/chunk-plan.mjs';
import { BOOT_MODULE, REQUIRED_ROUTES, isRouteKey } from '../../scripts/lib/size-budget.mjs';

const sharedSrc = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));

/**
 * Marks the initialisers of top-level constants in packages/shared as pure, so a constant the web
 * does not use is dropped. The shared api modules keep zod schemas beside the texts and constants
 * the web imports; zod calls are not annotated pure (and schemas nest calls and object spreads),
 * so without this every schema of every module the web touched, and zod, stayed in the entry
 * chunk. An initialiser that calls something becomes `/* @__PURE__ *\/ (() => init)()`: the
 * same value, computed at the same place when the constant is used, dropped when it is not.
 * Safe because a shared module's top-level constants are definitions: nothing relies on an
 * unused constant's initialiser running (statements that are not declarations are left alone).
 */
function pureSharedConstants(): Plugin {
  type Node = { type: string; start: number; end: number; [k: string]: unknown };
  /** Whether evaluating the node calls something (calls inside functions defined there do not count). */
  const calls = (node: unknown): boolean => {
    if (!node || typeof node !== 'object') return false;
    if (Array.isArray(node)) return node.some(calls);
    const n = node as Node;
    if (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression') return false;
    if (n.type === 'CallExpression' || n.type === 'NewExpression' || n.type === 'TaggedTemplateExpression') return true;
    return Object.entries(n).some(([k, v]) => k !== 'type' && calls(v));
  };
  return {
    name: 'sixmark-pure-shared-constants',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.startsWith(sharedSrc) || !/\.tsx?$/.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const inits: Node[] = [];
      for (const statement of program.body) {
        const decl = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
        if (!decl || decl.type !== 'VariableDeclaration') continue;
        for (const d of decl.declarations as { init: Node | null }[]) if (d.init && calls(d.init)) inits.push(d.init);
      }
      if (inits.length === 0) return null;
      let out = code;
      for (const { start, end } of inits.sort((x, y) => y.start - x.start)) {
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}

/** The package (or source folder) a module belongs to, for the bundle report. */
const ownerOf = (id: string): string => {
  const nm = id.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = id.slice(nm + 14).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const rel = id.replace(/^.*?\/(apps|packages)\//, '$1/').replace(/\?.*$/, '');
  return rel.split('/').slice(0, 4).join('/');
};

/**
 * Writes dist/.vite/bundle-report.json: per chunk, its size and the packages (source folders)
 * in it, by rendered size. scripts/size-budget.mjs reads it to keep heavy packages out of the
 * home page, and it is the bundle map of docs/performance.md.
 */
function bundleReport(): Plugin {
  return {
    name: 'sixmark-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, { bytes: number; packages: Record<string, number> }> = {};
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const packages: Record<string, number> = {};
        for (const [id, m] of Object.entries(chunk.modules)) {
          if (m.renderedLength === 0) continue;
          const owner = ownerOf(id);
          packages[owner] = (packages[owner] ?? 0) + m.renderedLength;
        }
        const sorted = Object.fromEntries(Object.entries(packages).sort((a, b) => b[1] - a[1]));
        chunks[file] = { bytes: chunk.code.length, packages: sorted };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/bundle-report.json', source: JSON.stringify({ chunks }, null, 1) });
    },
  };
}

/**
 * The six pages the server puts into its first-load HTML (REQUIRED_ROUTES; a test checks it
 * against PAGE_PLANS in apps/server/src/plugins/first-load.ts), named for the chunk plan.
 */
const FIRST_LOAD_PAGES = REQUIRED_ROUTES.map((module) => ({ name: module.replace(/^.*\/|-page\.tsx$/g, ''), module }));

/**
 * `SIXMARK_CHUNK_PLAN=write:FILE` (first pass of scripts/build.mjs): writes the chunk plan of
 * this build's output (scripts/lib/chunk-plan.mjs). `read:FILE` (second pass): builds with it.
 * Without the variable (vite dev, a plain `vite build`) Rollup's default splitting is used.
 */
const CHUNK_PLAN = /^(write|read):(.+)$/.exec(process.env.SIXMARK_CHUNK_PLAN ?? '');

function writeChunkPlan(file: string): Plugin {
  return {
    name: 'sixmark-chunk-plan',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const plan = chunkPlan(chunks, FIRST_LOAD_PAGES, (id) => [...(this.getModuleInfo(id)?.importedIds ?? [])], {
        isRoute: (id) => isRouteKey(id.slice(id.lastIndexOf('/src/') + 1)),
        // Every page fetches the toast once loaded and idle (AFTER_LOAD in scripts/lib/size-budget.mjs).
        weightOf: (id) => (id.endsWith('/src/lib/toast-impl.ts') ? 1 : undefined),
        // A route opened first may fetch at most 10 % more in shared chunks than Rollup's split.
        maxGrowth: 0.1,
        allModuleIds: this.getModuleIds(),
        boot: BOOT_MODULE,
      });
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(plan, null, 1));
    },
  };
}

/**
 * Modules imported only once the page has loaded and is idle (lib/after-load.ts): antd's Toast,
 * the notification sync, the service worker's registration (two steps), the layout's hosts,
 * home's popups (the offline banner also at once when the page opens with no network: its
 * chunks then come from the service worker's cache).
 */
const AFTER_LOAD_IMPORTS = [
  'src/lib/toast-impl.ts',
  'src/features/notifications/notify-sync.ts',
  'src/app/pwa-update.tsx',
  'src/app/pwa-register.ts',
  'src/components/floating-chat-icon.tsx',
  'src/components/offline-banner.tsx',
  'src/features/bonus/components/reality-check.tsx',
  'src/features/chat/components/private-prompt-host.tsx',
  'src/features/content/components/home-modals.tsx',
];
/** Their chunks' file names in this build, and the entry's (afterLoadImports()). */
const afterLoadChunks = new Set<string>();
const entryChunks = new Set<string>();

/**
 * For an import, Vite's loader appends a `<link rel=modulepreload>` for each chunk it needs, all
 * in one task: the toast's 11 in 12-25 ms of one task in Lighthouse's trace (each request started
 * from script records its stack there), counted as blocking at 4x (issue 16). Nobody waits for
 * these imports, so they get no links: the browser asks for a chunk's imports as it reads the
 * chunk, each in a task of its own, a round trip later. Collects their chunks (and the entry's)
 * for `build.modulePreload.resolveDependencies`, which Vite calls after this hook.
 */
function afterLoadImports(): Plugin {
  return {
    name: 'sixmark-after-load-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      afterLoadChunks.clear();
      entryChunks.clear();
      for (const c of Object.values(bundle)) {
        // The entry is a <script> (index.html, late-start.js), never a link: the loader found no
        // link for it and appended one, a request started for a module already there.
        if (c.type === 'chunk' && c.isEntry) entryChunks.add(c.fileName);
        if (c.type !== 'chunk' || !c.isDynamicEntry || !c.facadeModuleId) continue;
        if (AFTER_LOAD_IMPORTS.some((m) => c.facadeModuleId!.endsWith(`/web/${m}`)))
          afterLoadChunks.add(c.fileName);
      }
      // A module renamed, or now also imported statically (then its code loads with a page and
      // this rule would not apply): the list is kept honest by failing the build.
      if (afterLoadChunks.size !== AFTER_LOAD_IMPORTS.length)
        throw new Error(
          `after-load imports: ${AFTER_LOAD_IMPORTS.length} listed, ${afterLoadChunks.size} found as lazy chunks`,
        );
    },
  };
}

/**
 * The plan names the modules tree-shaken away everywhere `unused` (scripts/lib/chunk-plan.mjs);
 * their chunk renders nothing anyone imports, but would carry the styles of components no page
 * uses into the output and the service worker's precache. Dropped when nothing imports it.
 */
function dropUnusedChunk(): Plugin {
  return {
    name: 'sixmark-drop-unused-chunk',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      for (const c of chunks) {
        if (c.name !== 'unused') continue;
        if (chunks.some((o) => o.imports.includes(c.fileName) || o.dynamicImports.includes(c.fileName))) continue;
        for (const css of c.viteMetadata?.importedCss ?? []) delete bundle[css];
        delete bundle[c.fileName];
      }
    },
  };
}

function readChunkPlan(file: string): Record<string, string> {
  if (!existsSync(file)) throw new Error(`chunk plan: ${file} not found (the first pass writes it)`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { assign: Record<string, string> }).assign;
}
const chunkAssign = CHUNK_PLAN?.[1] === 'read' ? readChunkPlan(CHUNK_PLAN[2]!) : null;

/**
 * index.html fetches the start-up chunks (`vendor` and `boot`: main.tsx imports them once React
 * has evaluated; scripts/lib/chunk-plan.mjs) with the entry: they are preloaded and their
 * stylesheets load with the entry's, render-blocking as those are, libraries' before the app's.
 * Otherwise the page would find them only after the entry ran, a round trip later, and render
 * unstyled until they came. Vite's loader finds these links and does not add them again.
 */
function preloadStartup(): Plugin {
  return {
    name: 'sixmark-preload-startup',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return [];
        // A chunk's static imports come before it: their styles first in the cascade.
        const closure = (start: (typeof chunks)[number]) => chunkClosure(byFile, start, { postOrder: true });
        const loaded = new Set(closure(entry));
        const css = new Set([...loaded].flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]));
        const tags: HtmlTagDescriptor[] = [];
        for (const start of entry.dynamicImports.flatMap((f) => byFile.get(f) ?? [])) {
          for (const c of closure(start)) {
            if (loaded.has(c)) continue;
            loaded.add(c);
            tags.push({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${c.fileName}` }, injectTo: 'head' });
            for (const file of c.viteMetadata?.importedCss ?? []) {
              if (css.has(file)) continue;
              css.add(file);
              tags.push({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` }, injectTo: 'head' });
            }
          }
        }
        return tags;
      },
    },
  };
}

/**
 * React Router's production build in the app's builds. Its package exports only the build with
 * ENABLE_DEV_WARNINGS on (the production one is beside it in dist/), so every render of the routes
 * built its warning messages (template strings over the location) and the bundle carried them.
 * `vite dev` and the tests keep the warnings.
 */
function reactRouterProduction(): Plugin {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  const files: Record<string, string> = {
    'react-router': join(dist, 'index.mjs'),
    'react-router/dom': join(dist, 'dom-export.mjs'),
  };
  return {
    name: 'sixmark-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => files[source] ?? null,
  };
}

/** V8's explicit compile hint (Chromium 136+): compile every function of the file as it streams in. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts COMPILE_HINT at the top of the start-up chunks: the entry (React) and the start-up
 * module's chunk with what it imports (`vendor` and `boot`), the code every page runs at once.
 * Without it V8 compiles a function on the main thread when it is first called, and React's,
 * the router's and the first screen's are all first called in the start-up tasks; with it the
 * browser compiles them on its streaming thread while the file downloads. Traced, medians of 8
 * loads (docs/performance.md, tenth session): the three evaluation tasks 20 / 8 / 14 ms → 5 / 2
 * / 6 ms. Other chunks keep lazy compilation: much of a route's code is never called on its
 * first screen, and compiling it would cost memory and the streaming thread's time.
 */
function compileHints(): Plugin {
  let outDir = '';
  return {
    name: 'sixmark-compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(c) {
      outDir = resolve(c.root, c.build.outDir);
    },
    // On the written files: Vite puts its `__vite__mapDeps` line on top of a chunk in its own
    // generateBundle, and V8 reads the hint where it starts parsing the functions it covers.
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const starts = [
        chunks.find((c) => c.isEntry),
        chunks.find((c) => Object.keys(c.modules).some((id) => id.endsWith(`/${BOOT_MODULE}`))),
      ];
      for (const c of new Set(starts.flatMap((s) => (s ? chunkClosure(byFile, s) : [])))) {
        const file = join(outDir, c.fileName);
        writeFileSync(file, `${COMPILE_HINT}\n${readFileSync(file, 'utf8')}`);
        // One line more at the top (a build with --sourcemap).
        if (existsSync(`${file}.map`)) {
          const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { mappings: string };
          writeFileSync(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
        }
      }
    },
  };
}

/** Writes .br and .gz beside every text asset once at build time; the server picks them. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sixmark-precompress',
    apply: 'build',
    configResolved(c) {
      outDir = resolve(c.root, c.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((f) => {
          const p = join(dir, f);
          if (f === '.vite') return []; // build reports, not served
          return statSync(p).isDirectory() ? walk(p) : [p];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|webmanifest|txt)$/.test(file)) continue;
        const buf = readFileSync(file);
        if (buf.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    VitePWA({
      // A new version waits until the member agrees (app/pwa-update.ts asks 发现新版本).
      registerType: 'prompt',
      filename: 'sw.js',
      // Registered by app/start.ts after the page has loaded (virtual:pwa-register), not by a script tag.
      injectRegister: false,
      manifest: {
        id: '/',
        name: '六合宝典',
        short_name: '六合宝典',
        lang: 'zh-CN',
        start_url: '/',
        scope: '/',
        theme_color: '#e00221',
        background_color: '#ffffff',
        display: 'standalone',
        // PNGs from public/logo.svg by scripts/make-icons.mjs (committed).
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/logo.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/app-api/, /^\/chat-api/, /^\/sys-upload/, /^\/ws-/, /^\/healthz/, /^\/data\//, /^\/admin(\/|$)/],
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // The first visit's page is controlled at once, so it reads offline without a reload.
        // No skipWaiting: an update still waits for the prompt.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // Offline reading (docs/offline.md): only answers that are the same for every reader.
        runtimeCaching: (
          [
            ['results', isResultsRequest],
            ['staticJson', isStaticJsonRequest],
            ['cards', isGuestCardRequest],
          ] as const
        ).map(([kind, urlPattern]) => ({
          urlPattern,
          handler: 'NetworkFirst' as const,
          options: {
            cacheName: OFFLINE_CACHE_NAMES[kind],
            networkTimeoutSeconds: OFFLINE_NETWORK_TIMEOUT_S,
            expiration: { ...OFFLINE_LIMITS[kind], purgeOnQuotaError: true },
            plugins: [
              {
                cacheKeyWillBeUsed: offlineCacheKey,
                cacheWillUpdate: offlineCacheWillUpdate,
                cachedResponseWillBeUsed: offlineCachedResponseWillBeUsed,
              },
            ],
          },
        })),
        // Web Push display and clicks (public/push-sw.js, docs/notifications.md).
        importScripts: ['push-sw.js'],
      },
    }),
    pureSharedConstants(),
    bundleReport(),
    preloadStartup(),
    afterLoadImports(),
    // The first pass only plans; its output is thrown away.
    ...(CHUNK_PLAN?.[1] === 'write' ? [writeChunkPlan(CHUNK_PLAN[2]!)] : [dropUnusedChunk(), compileHints(), precompress()]),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@sixmark/shared': fileURLToPath(new URL('../../packages/shared/src', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/app-api': 'http://localhost:3000',
      '/chat-api': 'http://localhost:3000',
      '/sys-upload': 'http://localhost:3000',
      '/data/json': 'http://localhost:3000',
      '/ws-game': { target: 'ws://localhost:3000', ws: true },
      '/ws-chat': { target: 'ws://localhost:3000', ws: true },
      '/ws-notify': { target: 'ws://localhost:3000', ws: true },
    },
  },
  build: {
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 1024,
    manifest: true,
    // Vite's loader adds no preload links for what is imported once the page is idle (its
    // stylesheets still load first), nor for the entry, which every import comes after: see
    // afterLoadImports().
    modulePreload: {
      resolveDependencies: (file, deps) =>
        afterLoadChunks.has(file) ? [] : deps.filter((d) => !entryChunks.has(d)),
    },
    rollupOptions: chunkAssign
      ? {
          output: { manualChunks: (id) => chunkAssign[id] },
          // Chunks importing each other can run a module before one it needs (react-spring read
          // react-dom's export as undefined, and every page showed 页面加载失败): a planned build
          // with a chunk cycle fails instead of shipping; scripts/build.mjs then dissolves a
          // group on the cycle (SIXMARK_CHUNK_CYCLE names the file it reads the cycle from).
          onwarn(warning, warn) {
            if (warning.code !== 'CIRCULAR_CHUNK') return warn(warning);
            if (process.env.SIXMARK_CHUNK_CYCLE)
              writeFileSync(process.env.SIXMARK_CHUNK_CYCLE, JSON.stringify(warning.ids ?? []));
            throw new Error(`chunk plan: ${warning.message}`);
          },
        }
      : {},
  },
});
