#!/usr/bin/env node
// Checks the web build against its byte budgets (scripts/lib/size-budget.mjs). Runs after
// `vite build` in apps/web's build script; exits 1 over budget. Usage: node scripts/size-budget.mjs [distDir]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { BUDGETS, checkRequiredRoutes, measure } from './lib/size-budget.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(process.argv[2] ?? join(root, 'apps/web/dist'));
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`size-budget: no ${manifestPath}; build the web app first (npm run build -w @sixmark/web)`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const reportPath = join(dist, '.vite/bundle-report.json');
const report = existsSync(reportPath) ? JSON.parse(readFileSync(reportPath, 'utf8')) : undefined;

const cache = new Map();
/** Brotli size at quality 11, as the build's precompressed .br files (which it reuses). */
const sizeOf = (file) => {
  if (!cache.has(file)) {
    const path = join(dist, file);
    const br = `${path}.br`;
    const size = existsSync(br)
      ? readFileSync(br).length
      : brotliCompressSync(readFileSync(path), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    cache.set(file, size);
  }
  return cache.get(file);
};

checkRequiredRoutes(manifest);
const result = measure(manifest, sizeOf, report);
const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
console.log(`entry (every page)   ${kb(result.entry).padStart(9)}  budget ${kb(BUDGETS.entry)}`);
console.log(`home total           ${kb(result.home).padStart(9)}  budget ${kb(BUDGETS.home)}  (${result.home} B)`);
console.log(`after load (toast)   ${kb(result.afterLoad).padStart(9)}  budget ${kb(BUDGETS.afterLoad)}`);
console.log(`home + after load    ${kb(result.homeAfterLoad).padStart(9)}  budget ${kb(BUDGETS.homeAfterLoad)}`);
const largest = Object.entries(result.routes).sort((a, b) => b[1] - a[1]);
console.log(`routes (beyond entry and after load, budget ${kb(BUDGETS.route)} each), largest first:`);
for (const [key, size] of largest.slice(0, process.env.SIZE_BUDGET_ALL ? undefined : 12)) {
  console.log(`  ${kb(size).padStart(9)}  ${key.replace(/^src\//, '')}`);
}
if (result.failures.length) {
  console.error(`\nsize-budget: over budget:\n  ${result.failures.join('\n  ')}`);
  process.exit(1);
}
console.log('size-budget: within budget');
