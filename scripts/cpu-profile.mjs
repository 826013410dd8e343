#!/usr/bin/env node
// node scripts/cpu-profile.mjs [/path,/path]: a sampling CPU profile of the built app's first load
// in Chromium at 4x CPU throttling (390x844 touch), from navigation to 1.5 s after the load event:
// self time per script, the top functions, and who calls dayjs's tz() (the time-zone reads the
// first render makes). Starts the built server like cls.mjs (run `npm run build` first); minified
// names, so read the call sites with the chunk files. Sampling: figures vary between runs and with
// the machine's load.
import { chromium } from 'playwright-core';
import { slowPhonePage, startProfiler } from './lib/slow-phone.mjs';
import { startBuiltServer } from './lib/start-built-server.mjs';
const server = await startBuiltServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const path of (process.argv[2] ?? '/').split(',')) {
    const { ctx, page, cdp } = await slowPhonePage(browser);
    await startProfiler(cdp);
    await page.goto(server.url + path, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const dt = new Map();
    profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
    const self = new Map();
    const byUrl = new Map();
    for (const [id, us] of dt) {
      const f = byId.get(id).callFrame;
      const url = f.url.replace(/^https?:\/\/[^/]+/, '') || '(' + f.functionName + ')';
      const key = `${f.functionName || '(anon)'} ${url}:${f.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + us);
      byUrl.set(url, (byUrl.get(url) ?? 0) + us);
    }
    const parent = new Map();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const chains = new Map();
    for (const [id, us] of dt) {
      const f = byId.get(id).callFrame;
      if (f.functionName !== 'tz' && !/^v?\.?tz$/.test(f.functionName)) continue;
      const chain = [];
      for (let p = parent.get(id), k = 0; p && k < 8; p = parent.get(p), k++) { const c = byId.get(p).callFrame; chain.push(`${c.functionName || '?'}@${c.url.replace(/^.*\//, '')}:${c.lineNumber}:${c.columnNumber}`); }
      const key = chain.join(' < ');
      chains.set(key, (chains.get(key) ?? 0) + us);
    }
    console.log('tz callers:'); for (const [k, v] of [...chains].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`  ${(v / 1000).toFixed(0)} ms ${k}`);
    const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `  ${(v / 1000).toFixed(0).padStart(6)} ms  ${k.slice(0, 110)}`).join('\n');
    console.log(`=== ${path}: self time by script (4x CPU)\n${top(byUrl, 12)}\n--- top functions\n${top(self, 25)}`);
    await ctx.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
