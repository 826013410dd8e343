#!/usr/bin/env node
// `npm run bench`: throughput of the polled configuration JSON against a bare node:http server
// returning the same bytes, measured in the same run (the ratio is what we track, not the
// absolute numbers, which depend on the machine). Further benchmarks (sockets, openInfo) run
// after it when present.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const root = new URL('..', import.meta.url).pathname;
/** Seconds of one `measure` (the other benches that import it). */
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
/** The polled-JSON bench: alternating rounds per file, seconds per side in each round. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 6));
const ROUND_SECONDS = Math.max(1, Number(process.env.BENCH_ROUND_SECONDS || 2));

const freePort = () =>
  new Promise((resolve) => {
    const srv = createNetServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** Starts the built server on a throw-away embedded database; resolves with its URL and a stop function. */
export async function startBuiltServer(extraEnv = {}) {
  if (!existsSync(join(root, 'apps/server/dist/server.js')) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'sixmark-bench-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    // The draw scheduler's database work would compete for the same two cores as the load
    // generator; the benchmark measures the serving path.
    RUN_JOBS: '0',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn('node', ['apps/server/dist/server.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break;
    if (i > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Serves `body` with the same headers from a bare node:http server in its own process, as our
 * server runs in its own: the load generator (this process) must not share an event loop with
 * either side.
 */
export async function startBare(body, headers) {
  const dir = mkdtempSync(join(tmpdir(), 'sixmark-bare-'));
  const bodyFile = join(dir, 'body');
  writeFileSync(bodyFile, body);
  const all = { ...headers, 'content-length': String(body.length) };
  const code = `
    const body = require('fs').readFileSync(${JSON.stringify(bodyFile)});
    const headers = ${JSON.stringify(all)};
    const server = require('http').createServer((req, res) => { res.writeHead(200, headers); res.end(body); });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve) => child.stdout.once('data', (d) => resolve(Number(String(d).trim()))));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      child.kill();
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const measure = (url, headers = {}, seconds = DURATION) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });

/** One GET with its body as sent (fetch would decode a compressed answer). */
const rawGet = (url, headers) =>
  new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
const cpuSeconds = (pid) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at state; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
};

/** One autocannon run with the server process's CPU time over it: CPU microseconds per request. */
async function measureWithCpu(url, headers, seconds, pid) {
  const before = cpuSeconds(pid);
  const result = await measure(url, headers, seconds);
  const used = cpuSeconds(pid) - before;
  return { ...result, cpuPerRequest: result.requests.total > 0 ? (used * 1e6) / result.requests.total : NaN };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * Our cached file against bare node:http sending the same bytes. With `encoding` (br, gzip)
 * both sides answer the compressed form: ours from the buffer made when the file was cached,
 * the bare server from a copy of it, so the ratio shows compression costs nothing per request.
 *
 * The two sides run in ROUNDS short alternating rounds (ours then bare, then bare then ours,
 * ...), each round with the same number of connections and seconds per side, and each round
 * gives one ratio. On this shared 2-core machine other processes' load comes and goes within
 * seconds: a burst that lands on one side's long run moves the ratio by 10-20%, while with
 * short interleaved rounds it lands on one round pair, and the median of the rounds' ratios
 * leaves it out. The spread (min-max of the rounds' ratios) says how much the load moved.
 * Each round also reads both servers' CPU time from /proc: CPU per request is the steadier
 * figure when the machine is loaded (and when the load generator, not the server, is the
 * bottleneck, which on two cores it often is).
 */
async function benchStaticJson(server, path, label, encoding = null) {
  const reqHeaders = encoding ? { 'accept-encoding': encoding } : {};
  await rawGet(server.url + path, reqHeaders); // builds and caches the file
  const res = await rawGet(server.url + path, reqHeaders);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  // Files of 1 KB or less are sent as they are, whatever the client accepts.
  if ((res.headers['content-encoding'] ?? null) !== encoding) {
    if (res.headers['content-encoding'] || res.body.length > 1024) throw new Error(`${path} answered ${res.headers['content-encoding']} for ${encoding}`);
    encoding = null;
  }
  // The bare server sends every header ours does (nosniff and Vary included) with the same
  // values, so both send the same bytes and the ratio compares serving paths. Date, Connection
  // and Keep-Alive are node's own on both sides. BENCH_BARE_HEADERS=minimal gives the bare
  // server only the headers it had before 2026-11-24 (two fewer than ours on small files), to
  // compare with the older tables.
  const sameHeaders =
    process.env.BENCH_BARE_HEADERS === 'minimal'
      ? {
          'content-type': res.headers['content-type'],
          etag: res.headers.etag ?? '',
          'cache-control': 'no-cache',
          ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
        }
      : Object.fromEntries(
          Object.entries(res.headers).filter(([k]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k)),
        );
  const bare = await startBare(res.body, sameHeaders);
  await fetch(bare.url);
  // The clients' polling URL carries `_t` on ours (the fast path must skip it); bare ignores URLs.
  const oursUrl = `${server.url}${path}?_t=1`;
  const bareUrl = `${bare.url}${path}`;
  const rounds = [];
  try {
    // One short warm-up per side (JIT, connection set-up), not counted.
    await measure(oursUrl, reqHeaders, 1);
    await measure(bareUrl, reqHeaders, 1);
    for (let i = 0; i < ROUNDS; i++) {
      const first = i % 2 === 0 ? 'ours' : 'bare';
      const r = {};
      for (const side of first === 'ours' ? ['ours', 'bare'] : ['bare', 'ours'])
        r[side] = await measureWithCpu(side === 'ours' ? oursUrl : bareUrl, reqHeaders, ROUND_SECONDS, side === 'ours' ? server.pid : bare.pid);
      rounds.push({
        ours: r.ours,
        bare: r.bare,
        ratio: r.ours.requests.average / r.bare.requests.average,
        cpuRatio: r.bare.cpuPerRequest / r.ours.cpuPerRequest,
      });
    }
  } finally {
    await bare.stop();
  }
  const ratios = rounds.map((r) => r.ratio);
  const ratio = median(ratios);
  const oursRps = median(rounds.map((r) => r.ours.requests.average));
  const bareRps = median(rounds.map((r) => r.bare.requests.average));
  const p99 = (side) => Math.max(...rounds.map((r) => r[side].latency.p99));
  const cpuRatios = rounds.map((r) => r.cpuRatio);
  const errors = rounds.reduce((n, r) => n + r.ours.errors + r.ours.non2xx + r.bare.errors + r.bare.non2xx, 0);
  console.log(`${label} (${res.body.length} bytes${encoding ? ` ${encoding}` : ''}, bare sends ${Object.keys(sameHeaders).length} of our ${Object.keys(res.headers).filter((k) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k)).length} headers; load average after ${loadavg()})`);
  console.log(`  sixmark          ${oursRps.toFixed(0)} req/s median of rounds (p99 max ${p99('ours')} ms)`);
  console.log(`  bare node:http   ${bareRps.toFixed(0)} req/s median of rounds (p99 max ${p99('bare')} ms)`);
  console.log(`  round ratios     ${ratios.map((x) => x.toFixed(3)).join(' ')}`);
  console.log(`  ratio            ${ratio.toFixed(3)} median, spread ${Math.min(...ratios).toFixed(3)}-${Math.max(...ratios).toFixed(3)} (target >= 0.85)${errors ? `, ${errors} errors/non-2xx` : ''}`);
  // The server's own CPU time per request hardly depends on how much of the machine it got, so
  // it still compares the two serving paths when other processes' load makes req/s swing.
  console.log(`  CPU per request  sixmark ${median(rounds.map((r) => r.ours.cpuPerRequest)).toFixed(1)} µs, bare ${median(rounds.map((r) => r.bare.cpuPerRequest)).toFixed(1)} µs (medians of rounds)`);
  console.log(`  CPU ratio        ${median(cpuRatios).toFixed(3)} median (bare µs / sixmark µs: the req/s ratio a CPU-bound server would reach), spread ${Math.min(...cpuRatios).toFixed(3)}-${Math.max(...cpuRatios).toFixed(3)}`);
  if (errors) process.exitCode = 1;
  return ratio;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`sixmark bench: polled JSON in ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s per side, ${CONNECTIONS} connections, loopback; load average ${loadavg()}`);
  const server = await startBuiltServer();
  try {
    await benchStaticJson(server, '/sys-upload/data/json/config.json', 'config.json');
    await benchStaticJson(server, '/sys-upload/data/json/game_center.json', 'game_center.json', 'br');
    const lotteryFile = '/sys-upload/data/lotery/70.json';
    if ((await fetch(server.url + lotteryFile)).ok) await benchStaticJson(server, lotteryFile, 'lottery open info (70.json)', 'gzip');
  } finally {
    await server.stop();
  }
  const socketBench = join(root, 'scripts/bench-socket.mjs');
  if (existsSync(socketBench) && process.env.BENCH_SOCKET !== '0') {
    const r = spawnSync('node', [socketBench], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exitCode = 1;
  }
  const chatBench = join(root, 'scripts/bench-chat.mjs');
  if (existsSync(chatBench) && process.env.BENCH_CHAT !== '0') {
    const r = spawnSync('node', [chatBench], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exitCode = 1;
  }
  const betsBench = join(root, 'scripts/bench-bets.mjs');
  if (existsSync(betsBench) && process.env.BENCH_BETS !== '0') {
    const r = spawnSync('node', [betsBench], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exitCode = 1;
  }
  const hongbaoBench = join(root, 'scripts/bench-hongbao.mjs');
  if (existsSync(hongbaoBench) && process.env.BENCH_HONGBAO !== '0') {
    const r = spawnSync('node', [hongbaoBench], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exitCode = 1;
  }
  const bonusBench = join(root, 'scripts/bench-bonus.mjs');
  if (existsSync(bonusBench) && process.env.BENCH_BONUS !== '0') {
    const r = spawnSync('node', [bonusBench], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exitCode = 1;
  }
}
