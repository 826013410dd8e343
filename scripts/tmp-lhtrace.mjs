// node /tmp/lhtrace.mjs URL [cpu]: one Lighthouse mobile run; prints main-thread tasks after FCP >= 8 ms (observed, unthrottled) with top events
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import mobileConfig from 'lighthouse/core/config/default-config.js';
const url = process.argv[2]; const cpu = Number(process.argv[3] || 4);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(cpu !== 4 && { throttling: { cpuSlowdownMultiplier: cpu } }) }, mobileConfig);
await chrome.kill();
const a = r.lhr.audits;
if (r.lhr.runtimeError) { console.log('error', r.lhr.runtimeError.code); process.exit(0); }
console.log('TBT', a['total-blocking-time'].numericValue.toFixed(0), 'FCP', a['first-contentful-paint'].numericValue.toFixed(0), 'TTI', a['interactive'].numericValue.toFixed(0), 'perf', r.lhr.categories.performance.score);
const events = r.artifacts.Trace.traceEvents;
const fcpEv = events.find((e) => e.name === 'firstContentfulPaint');
const parse = events.find((e) => e.name === 'ParseHTML');
const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
const t0 = events.find((e) => e.name === 'navigationStart')?.ts ?? Math.min(...main.map((e) => e.ts));
const tasks = main.filter((e) => e.name === 'RunTask' && e.dur >= 8000).sort((x, y) => x.ts - y.ts);
console.log('observed FCP at', ((fcpEv?.ts - t0) / 1000).toFixed(0));
let sim = 0;
for (const t of tasks) {
  const inside = main.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur).sort((x, y) => x.ts - y.ts || y.dur - x.dur);
  const stack = [];
  for (const e of inside) { e._child = 0; }
  for (const e of inside) { while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop(); if (stack.length) stack.at(-1)._child += e.dur; stack.push(e); }
  const self = new Map();
  for (const e of [...inside, t]) { if (e === t) { e._child = inside.filter((c) => c.ts >= t.ts && c.ts + c.dur <= t.ts + t.dur && !inside.some((p) => p !== c && p.ts <= c.ts && p.ts + p.dur >= c.ts + c.dur && p.dur > c.dur)).reduce((n, c) => n + c.dur, 0); } const d = e.args?.data ?? {}; const label = e.name + (d.url ? ' ' + String(d.url).replace(/^https?:\/\/[^/]+/, '').slice(0, 50) : '') + (d.functionName ? ' ' + d.functionName : ''); self.set(label, (self.get(label) ?? 0) + e.dur - e._child); }
  const after = fcpEv && t.ts > fcpEv.ts;
  if (after) sim += Math.max(0, t.dur / 1000 * cpu - 50);
  console.log(`${after ? ' ' : '<'}${String(Math.round((t.ts - t0) / 1000)).padStart(6)} ${String((t.dur / 1000).toFixed(1)).padStart(6)}  ` + [...self].sort((x, y) => y[1] - x[1]).slice(0, 6).map(([k, v]) => `${k}=${(v / 1000).toFixed(1)}`).join(' | '));
}
console.log('Σ max(0, d×cpu − 50) after FCP:', sim.toFixed(0));
