#!/usr/bin/env node
// `npm run bench`: throughput of the polled configuration JSON against a bare node:http server
// returning the same bytes, measured in the same run (the ratio is what we track, not the
// absolute numbers, which depend on the machine). Further benchmarks (sockets, openInfo) run
// after it when present.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const root = new URL('..', import.meta.url).pathname;
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);

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
    stop: async () => {
      child.kill();
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const measure = (url, headers = {}) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, pipelining: 1, headers }, (err, result) =>
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

/**
 * Our cached file against bare node:http sending the same bytes. With `encoding` (br, gzip)
 * both sides answer the compressed form: ours from the buffer made when the file was cached,
 * the bare server from a copy of it, so the ratio shows compression costs nothing per request.
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
  const bare = await startBare(res.body, {
    'content-type': res.headers['content-type'],
    etag: res.headers.etag ?? '',
    'cache-control': 'no-cache',
    ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
  });
  // Warm both, then alternate (ours, bare, bare, ours) so a change in the machine's load
  // during the run weighs on both sides alike.
  await fetch(bare.url);
  const o1 = await measure(`${server.url}${path}?_t=1`, reqHeaders);
  const b1 = await measure(`${bare.url}${path}`, reqHeaders);
  const b2 = await measure(`${bare.url}${path}`, reqHeaders);
  const o2 = await measure(`${server.url}${path}?_t=1`, reqHeaders);
  await bare.stop();
  const avg = (a, b) => ({
    requests: { average: (a.requests.average + b.requests.average) / 2 },
    latency: { p99: Math.max(a.latency.p99, b.latency.p99) },
    errors: a.errors + b.errors,
    non2xx: a.non2xx + b.non2xx,
  });
  const ours = avg(o1, o2);
  const base = avg(b1, b2);
  const ratio = ours.requests.average / base.requests.average;
  console.log(`${label} (${res.body.length} bytes${encoding ? ` ${encoding}` : ''})`);
  console.log(`  sixmark          ${ours.requests.average.toFixed(0)} req/s (p99 ${ours.latency.p99} ms, errors ${ours.errors}, non-2xx ${ours.non2xx})`);
  console.log(`  bare node:http   ${base.requests.average.toFixed(0)} req/s (p99 ${base.latency.p99} ms)`);
  console.log(`  ratio            ${ratio.toFixed(3)} (target >= 0.85)`);
  return ratio;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`sixmark bench: ${DURATION} s per run, ${CONNECTIONS} connections, loopback`);
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
