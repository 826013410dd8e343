#!/usr/bin/env node
// node scripts/lighthouse-facts.mjs REPORT.json [...]: the load-independent facts of saved
// Lighthouse reports (npm run lighthouse -- --save DIR): the LCP element and its phases, the
// requests before it (start/end, bytes), render-blocking resources, script boot-up time, long
// tasks with their attribution and the main-thread breakdown.
import { readFileSync } from 'node:fs';

const kb = (b) => `${((b ?? 0) / 1000).toFixed(1)} KB`;
const short = (u) => String(u ?? '').replace(/^https?:\/\/[^/]+/, '');

for (const file of process.argv.slice(2)) {
  const lhr = JSON.parse(readFileSync(file, 'utf8'));
  const a = lhr.audits;
  console.log(`\n=== ${file}: ${lhr.finalDisplayedUrl}`);
  console.log(
    `perf ${Math.round(lhr.categories.performance.score * 100)}  FCP ${a['first-contentful-paint'].numericValue.toFixed(0)}  LCP ${a['largest-contentful-paint'].numericValue.toFixed(0)}  TBT ${a['total-blocking-time'].numericValue.toFixed(0)}  SI ${a['speed-index'].numericValue.toFixed(0)}`,
  );
  const el = a['largest-contentful-paint-element']?.details?.items ?? [];
  for (const t of el) {
    for (const i of t.items ?? []) {
      if (i.node) console.log(`LCP element: ${i.node.selector}  ${i.node.nodeLabel?.slice(0, 60)}`);
      else if (i.phase) console.log(`  ${i.phase.padEnd(22)} ${String(i.timing?.toFixed?.(0) ?? '').padStart(6)} ms (${(i.percent ?? '')})`);
    }
  }
  const lcpImg = a['prioritize-lcp-image'] ?? a['lcp-lazy-loaded'];
  if (lcpImg?.details?.debugData) console.log('LCP image debug', JSON.stringify(lcpImg.details.debugData).slice(0, 300));
  const rb = a['render-blocking-resources']?.details?.items ?? [];
  if (rb.length) console.log('render-blocking:', rb.map((i) => `${short(i.url)} ${i.wastedMs}ms`).join(', '));
  // Network requests in start order (observed, unthrottled; the simulation reorders by dependency).
  const reqs = a['network-requests']?.details?.items ?? [];
  console.log('requests (observed start→end ms, transfer, priority):');
  for (const r of reqs.slice(0, 45)) {
    console.log(
      `  ${r.networkRequestTime?.toFixed(0).padStart(6)}→${r.networkEndTime?.toFixed(0).padStart(6)} ${kb(r.transferSize).padStart(9)} ${String(r.priority).padEnd(8)} ${r.resourceType?.padEnd(10)} ${short(r.url).slice(0, 90)}`,
    );
  }
  const boot = a['bootup-time']?.details?.items ?? [];
  console.log('bootup (total / scripting / parse ms):');
  for (const b of boot.slice(0, 10)) console.log(`  ${b.total.toFixed(0).padStart(6)} ${b.scripting.toFixed(0).padStart(6)} ${b.scriptParseCompile.toFixed(0).padStart(5)}  ${short(b.url)}`);
  const mt = a['mainthread-work-breakdown']?.details?.items ?? [];
  console.log('main thread:', mt.map((m) => `${m.groupLabel} ${m.duration.toFixed(0)}`).join(', '));
  const lt = a['long-tasks']?.details?.items ?? [];
  console.log('long tasks (start, duration, url):');
  for (const t of lt) console.log(`  ${t.startTime.toFixed(0).padStart(6)} ${t.duration.toFixed(0).padStart(5)}  ${short(t.url)}`);
  // Total blocking time as Lighthouse counts it: the part over 50 ms of each long task between
  // first contentful paint and time to interactive, here summed per script.
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const tti = lhr.audits['interactive']?.numericValue ?? Infinity;
  const blocking = new Map();
  for (const t of lt) {
    if (t.startTime + t.duration < fcp || t.startTime > tti) continue;
    blocking.set(short(t.url), (blocking.get(short(t.url)) ?? 0) + Math.max(0, t.duration - 50));
  }
  console.log(
    `blocking time by script (FCP ${fcp.toFixed(0)} → TTI ${tti.toFixed(0)} ms): ` +
      [...blocking].sort((a, b) => b[1] - a[1]).map(([u, ms]) => `${u} ${ms.toFixed(0)}`).join(', '),
  );
  const uj = a['unused-javascript']?.details?.items ?? [];
  if (uj.length) console.log('unused JS:', uj.map((i) => `${short(i.url)} ${kb(i.wastedBytes)}/${kb(i.totalBytes)}`).join(', '));
  const chains = a['critical-request-chains']?.details;
  if (chains?.longestChain) console.log('longest chain:', JSON.stringify(chains.longestChain));
}
