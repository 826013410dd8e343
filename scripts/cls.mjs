#!/usr/bin/env node
// npm run cls [-- --url http://host:port] [--pages /,/gallery,/game-center] [--runs 3] [--axe]
//
// Cumulative layout shift of pages as a phone sees them (Chromium, 390x844, touch), measured
// with a PerformanceObserver on `layout-shift` entries (those right after input excluded, as
// CLS does), from navigation until the page has been quiet: no request for 1.5 s and content
// drawn. Prints each page's CLS (largest of the runs) and the elements that moved most.
// `--axe` also runs axe-core's rules named by Lighthouse on the page (target-size,
// aria-required-children, label-content-name-mismatch, color-contrast…) and lists violations.
// Without --url it starts the built server (npm run build first) with the demo data.
// Deterministic enough to compare before/after on a loaded machine: layout does not depend on
// CPU speed, only on what arrives when (the script waits for every answer).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './lib/start-built-server.mjs';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    pages: { type: 'string', default: '/,/gallery,/game-center' },
    runs: { type: 'string', default: '3' },
    axe: { type: 'boolean', default: false },
  },
});

/** Collects layout shifts from the first paint on (runs before any page script). */
const OBSERVE = () => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__shifts.push({
        value: e.value,
        at: Math.round(e.startTime),
        sources: (e.sources ?? []).map((s) => {
          const n = s.node;
          if (!n || n.nodeType !== 1) return n ? n.nodeName : '?';
          const cls = typeof n.className === 'string' ? n.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
          const a = s.previousRect;
          const b = s.currentRect;
          return `${n.tagName.toLowerCase()}${cls ? `.${cls}` : ''} (y ${Math.round(a.y)}→${Math.round(b.y)}, h ${Math.round(a.height)}→${Math.round(b.height)})`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** Resolves when no request has been in flight for `quietMs` (and at least `minMs` passed). */
async function settle(page, quietMs = 1500, minMs = 2500, maxMs = 30_000) {
  let inflight = 0;
  let last = Date.now();
  const on = () => {
    inflight++;
    last = Date.now();
  };
  const off = () => {
    inflight = Math.max(0, inflight - 1);
    last = Date.now();
  };
  page.on('request', on);
  page.on('requestfinished', off);
  page.on('requestfailed', off);
  const start = Date.now();
  try {
    for (;;) {
      const now = Date.now();
      if (now - start > maxMs) break;
      if (now - start >= minMs && inflight === 0 && now - last >= quietMs) break;
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', on);
    page.off('requestfinished', off);
    page.off('requestfailed', off);
  }
}

export async function measurePage(browser, url, { axe = false } = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    // The site's CSP forbids inline scripts; axe is injected as one.
    bypassCSP: axe,
  });
  // Popups of the demo data (AD11, index notices) are not part of the page's layout: they are
  // fixed overlays and shift nothing; they are left as they come.
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  const shifts = await page.evaluate(() => window.__shifts);
  let violations;
  if (axe) {
    const require = createRequire(import.meta.url);
    await page.addScriptTag({ content: readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8') });
    violations = await page.evaluate(async () => {
      // target-size (WCAG 2.2) is off by default in axe; Lighthouse turns it on.
      const r = await window.axe.run(document, { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } });
      return r.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 6) }));
    });
  }
  await context.close();
  // CLS is the largest session window (shifts < 1 s apart, window ≤ 5 s).
  let cls = 0;
  let cur = 0;
  let first = -1;
  let prev = -1;
  for (const s of shifts) {
    if (first < 0 || s.at - prev > 1000 || s.at - first > 5000) {
      cur = 0;
      first = s.at;
    }
    cur += s.value;
    prev = s.at;
    cls = Math.max(cls, cur);
  }
  return { cls, shifts, violations };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = args.url ? { url: args.url.replace(/\/$/, ''), stop: async () => {} } : await startBuiltServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
  try {
    for (const path of args.pages.split(',')) {
      const runs = [];
      for (let i = 0; i < Number(args.runs); i++) runs.push(await measurePage(browser, server.url + path, { axe: args.axe && i === 0 }));
      const worst = runs.reduce((a, b) => (b.cls > a.cls ? b : a));
      console.log(`${path.padEnd(24)} CLS ${runs.map((r) => r.cls.toFixed(3)).join(' / ')}`);
      for (const s of [...worst.shifts].sort((a, b) => b.value - a.value).slice(0, 5)) {
        console.log(`    ${s.value.toFixed(4)} at ${s.at} ms: ${s.sources.join(', ')}`);
      }
      for (const v of runs[0].violations ?? []) console.log(`    axe ${v.id}: ${v.nodes.join(' | ')}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
