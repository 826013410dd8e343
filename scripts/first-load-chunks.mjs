#!/usr/bin/env node
// node scripts/first-load-chunks.mjs [DIST]: the requests each of the six first-load pages
// (apps/server/src/plugins/first-load.ts) makes for its route before it can render: the JS
// chunks and CSS files in the static closure of its route module beyond the entry's and the
// start-up chunks', with their brotli bytes. Read from Vite's manifest, so it is deterministic
// (no machine load in it); run after `npm run build -w @sixmark/web`. DIST defaults to
// apps/web/dist.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startupKeys, staticClosure } from './lib/size-budget.mjs';

const dist = resolve(process.argv[2] ?? 'apps/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const PAGES = [
  'src/features/content/pages/home-page.tsx',
  'src/features/content/pages/databases-page.tsx',
  'src/features/content/pages/gallery-page.tsx',
  'src/features/lottery/pages/lottery-history-page.tsx',
  'src/features/game-center/pages/game-center-page.tsx',
  'src/features/content/pages/template-page.tsx',
];

const brotliBytes = (file) => {
  const br = join(dist, `${file}.br`);
  return statSync(existsSync(br) ? br : join(dist, file)).size;
};

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('first-load-chunks: the manifest has no entry');
// The entry with the start-up chunks it imports (vendor, boot), which index.html preloads with it.
const entry = startupKeys(manifest, entryKey);
const jsCount = Object.values(manifest).filter((e) => e.file.endsWith('.js')).length;
const entryKb = [...entry].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')).reduce((n, f) => n + brotliBytes(f), 0) / 1000;
console.log(`JS chunks in the manifest: ${jsCount}; the entry and start-up load ${entry.size} (${entryKb.toFixed(1)} KB br)`);
console.log('page (route beyond the entry)              JS   CSS   JS KB br');
for (const page of PAGES) {
  if (!manifest[page]) {
    console.log(`${page.padEnd(42)} not in the manifest`);
    continue;
  }
  const keys = [...staticClosure(manifest, page)].filter((k) => !entry.has(k));
  const js = new Set(keys.map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
  const css = new Set(keys.flatMap((k) => manifest[k].css ?? []));
  const kb = [...js].reduce((n, f) => n + brotliBytes(f), 0) / 1000;
  console.log(`${page.replace(/^src\/features\//, '').padEnd(42)} ${String(js.size).padStart(3)} ${String(css.size).padStart(5)} ${kb.toFixed(1).padStart(10)}`);
}
