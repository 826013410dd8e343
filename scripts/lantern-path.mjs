#!/usr/bin/env node
// node scripts/lantern-path.mjs --url http://host:port/path [--label LargestContentfulPaint]
// (LANTERN_ALL=1 also lists every request of the pessimistic graph; IGNORE_CERT=1 for a
// self-signed https address such as `npm run lighthouse -- --tls` starts.)
//
// Why a page's simulated LCP (or FCP) is what it is. Lighthouse's score does not come from the
// observed load but from Lantern, which replays the page's dependency graph of requests and
// main-thread tasks under slow 4G and 4x CPU. This runs Lighthouse once (mobile preset) and
// prints, for the optimistic and pessimistic simulations of the metric, the chain of nodes that
// ended last (each node's latest-ending dependency, back to the document), and the main-thread
// and network time the simulation spent before the metric.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import mobileConfig from 'lighthouse/core/config/default-config.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: { url: { type: 'string' }, label: { type: 'string', default: 'LargestContentfulPaint' } },
});
if (!args.url) throw new Error('--url is required');

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', ...(process.env.IGNORE_CERT ? ['--ignore-certificate-errors'] : [])],
});
let lhr;
try {
  const result = await lighthouse(args.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, mobileConfig);
  lhr = result.lhr;
} finally {
  await chrome.kill();
}
const a = lhr.audits;
console.log(`perf ${Math.round(lhr.categories.performance.score * 100)}  FCP ${Math.round(a['first-contentful-paint'].numericValue)}  LCP ${Math.round(a['largest-contentful-paint'].numericValue)}  TBT ${Math.round(a['total-blocking-time'].numericValue)}`);

const shortUrl = (u) => {
  try {
    const x = new URL(u);
    return (x.pathname + x.search).slice(0, 70);
  } catch {
    return String(u).slice(0, 70);
  }
};
const describe = (node) => {
  if (node.type === 'network') return `net ${node.request.resourceType ?? ''} ${shortUrl(node.request.url)} (${(node.request.transferSize / 1000).toFixed(1)} KB)`;
  const urls = new Set();
  for (const e of node.childEvents ?? []) {
    const u = e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url;
    if (u) urls.add(shortUrl(u));
  }
  const names = {};
  for (const e of node.childEvents ?? []) names[e.name] = (names[e.name] ?? 0) + (e.dur ?? 0) / 1000;
  const top = Object.entries(names)
    .sort((x, y) => y[1] - x[1])
    .slice(0, 3)
    .map(([n, ms]) => `${n} ${ms.toFixed(0)}`)
    .join(', ');
  return `cpu [${top}] ${[...urls].slice(0, 2).join(' ')}`;
};

for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
  if (!label.includes(args.label)) continue;
  let last;
  let cpu = 0;
  let net = 0;
  for (const [node, t] of timings) {
    if (!last || t.endTime > timings.get(last).endTime) last = node;
    if (node.type === 'cpu') cpu += t.endTime - t.startTime;
    else net += 1;
  }
  console.log(`\n== ${label}: ${timings.size} nodes, ${net} requests, main thread ${cpu.toFixed(0)} ms simulated`);
  const chain = [];
  for (let n = last; n; ) {
    chain.push(n);
    let next;
    for (const d of n.getDependencies()) {
      const t = timings.get(d);
      if (t && (!next || t.endTime > timings.get(next).endTime)) next = d;
    }
    n = next;
  }
  for (const n of chain.reverse()) {
    const t = timings.get(n);
    console.log(`${t.startTime.toFixed(0).padStart(6)}→${t.endTime.toFixed(0).padStart(6)}  ${describe(n)}`);
  }
  // Main-thread tasks over 40 ms simulated, in order, to see what fills the CPU before the metric.
  const tasks = [...timings].filter(([n, t]) => n.type === 'cpu' && t.endTime - t.startTime > 40).sort((x, y) => x[1].startTime - y[1].startTime);
  console.log('  main-thread tasks > 40 ms:');
  for (const [n, t] of tasks) console.log(`  ${t.startTime.toFixed(0).padStart(6)}→${t.endTime.toFixed(0).padStart(6)}  ${describe(n)}`);
}

if (process.env.LANTERN_ALL) {
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!label.includes('pessimistic' + args.label)) continue;
    let total = 0;
    const rows = [...timings].filter(([n]) => n.type === 'network').sort((x, y) => x[1].startTime - y[1].startTime);
    for (const [n, t] of rows) {
      total += n.request.transferSize;
      console.log(`${t.startTime.toFixed(0).padStart(6)}→${t.endTime.toFixed(0).padStart(6)}  ${n.request.priority.padEnd(8)} ${describe(n)}`);
    }
    console.log(`${rows.length} requests, ${(total / 1000).toFixed(1)} KB`);
  }
}
