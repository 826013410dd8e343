#!/usr/bin/env node
// node scripts/trace-tasks.mjs [/path,/path]: a Chrome trace of the built app's first load at 4x
// CPU (390x844 touch), from navigation to 2 s after the load event, listing the main thread's
// tasks over 50 ms with what each spent its time on (the top trace events by self time inside
// it): reads what Lighthouse reports as "Unattributable" or "Other". SLOW_PHONE_CPU=N slows the
// CPU N times instead of 4 (scripts/lib/slow-phone.mjs); TRACE_MIN_MS lists shorter tasks too;
// TRACE_URL traces a running server instead of starting the build. With SLOW_PHONE_CPU=1 it also
// prints what Lighthouse's simulation would count as blocking (each task after the first
// contentful paint times LIGHTHOUSE_CPU, default 4, minus 50 ms): a quicker, if still noisy,
// reading than a Lighthouse run. Starts the built server like cpu-profile.mjs (run `npm run
// build` first). Durations are throttled wall time on this machine.
import { chromium } from 'playwright-core';
import { slowPhonePage, startProfiler } from './lib/slow-phone.mjs';
import { startBuiltServer } from './lib/start-built-server.mjs';

const MIN_TASK_MS = Number(process.env.TRACE_MIN_MS) || 50;
// TRACE_URL: an already running server (one whose data was changed by hand, or another build).
const server = process.env.TRACE_URL
  ? { url: process.env.TRACE_URL.replace(/\/$/, ''), stop: async () => {} }
  : await startBuiltServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink',
  'loading',
  'toplevel',
].join(',');

try {
  for (const path of (process.argv[2] ?? '/').split(',')) {
    const { ctx, page, cdp } = await slowPhonePage(browser);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((res) => cdp.once('Tracing.tracingComplete', res));
    await startProfiler(cdp);
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(server.url + path, { waitUntil: 'load' });
    await page.waitForTimeout(2000);
    await cdp.send('Tracing.end');
    await done;
    const { profile } = await cdp.send('Profiler.stop');
    report(path, events, profile);
    await ctx.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

/** Self time per function (url:line:column) in each [from, to) window of the profile's clock. */
function samplesIn(profile, from, to) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    if (t < from || t >= to) return;
    const f = byId.get(id).callFrame;
    if (!f.url) return;
    const key = `${f.functionName || '(anon)'}@${f.url.replace(/^https?:\/\/[^/]+\/assets\//, '')}:${f.lineNumber}:${f.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, 5);
}

function report(path, events, profile) {
  // The renderer's main thread: the one with the navigation's first ParseHTML.
  const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').endsWith(path));
  if (!parse) return console.log(path, 'no ParseHTML event');
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
  const t0 = Math.min(...main.map((e) => e.ts));
  const tasks = main.filter((e) => e.name === 'RunTask' && e.dur >= MIN_TASK_MS * 1000).sort((a, b) => a.ts - b.ts);
  // Blocking time as total blocking time counts it, over the whole load (no FCP-to-TTI window):
  // steadier between runs than Lighthouse's, whose window moves with each run's first paint.
  const blocking = main.filter((e) => e.name === 'RunTask' && e.dur > 50_000).reduce((n, t) => n + t.dur - 50_000, 0);
  // What Lighthouse's simulation makes of the same tasks: it multiplies each observed task by its
  // slowdown (4x), and counts the part over 50 ms of those after the first contentful paint.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid);
  const slowdown = Number(process.env.LIGHTHOUSE_CPU) || 4;
  const simulated = fcp
    ? main
        .filter((e) => e.name === 'RunTask' && e.ts >= fcp.ts)
        .reduce((n, t) => n + Math.max(0, (slowdown * t.dur) / 1000 - 50), 0)
    : NaN;
  console.log(`\n=== ${path}: ${tasks.length} tasks ≥ ${MIN_TASK_MS} ms (throttled), total ${Math.round(tasks.reduce((s, t) => s + t.dur, 0) / 1000)} ms; blocking (Σ over 50 ms) ${Math.round(blocking / 1000)} ms`);
  // With SLOW_PHONE_CPU=1 (tasks as Lighthouse observes them), each counted task is marked +N below.
  console.log(`simulated ${slowdown}x blocking after first contentful paint (${fcp ? Math.round((fcp.ts - t0) / 1000) : '?'} ms): ${Math.round(simulated)} ms`);
  const totals = new Map();
  for (const t of tasks) {
    const inside = main.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur);
    // self time: duration minus direct children's (events nested by time)
    inside.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const self = new Map();
    const stack = [];
    for (const e of inside) {
      while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
      if (stack.length) {
        const p = stack[stack.length - 1];
        p._child = (p._child ?? 0) + e.dur;
      }
      stack.push(e);
    }
    for (const e of inside) {
      const label = e.name + (e.args?.data?.url ? ' ' + e.args.data.url.replace(/^https?:\/\/[^/]+/, '') : '') +
        (e.args?.data?.functionName ? ' ' + e.args.data.functionName : '');
      self.set(label, (self.get(label) ?? 0) + e.dur - (e._child ?? 0));
      totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur - (e._child ?? 0));
    }
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 6);
    const counted = fcp && t.ts >= fcp.ts ? Math.max(0, (slowdown * t.dur) / 1000 - 50) : 0;
    console.log(`${String(Math.round((t.ts - t0) / 1000)).padStart(6)} ms  ${String(Math.round(t.dur / 1000)).padStart(5)} ms ${counted ? `+${Math.round(counted)}`.padStart(5) : '     '}  ` +
      top.map(([k, v]) => `${k.slice(0, 70)}=${Math.round(v / 1000)}`).join(' | '));
    const js = samplesIn(profile, t.ts, t.ts + t.dur);
    if (js.length) console.log('           js: ' + js.map(([k, v]) => `${k}=${Math.round(v / 1000)}`).join(' | '));
  }
  console.log('self time in those tasks by event: ' + [...totals].sort((a, b) => b[1] - a[1]).slice(0, 14)
    .map(([k, v]) => `${k} ${Math.round(v / 1000)}`).join(', '));
}
