#!/usr/bin/env node
// Game socket and openInfo benchmark (run by `npm run bench` after bench.mjs, or alone):
//  1. 10,000 websocket clients subscribed to game 70 on the built server receive one BALL frame
//     (published through the bus by the operator call POST /app-api/admin/lottery/70/broadcast-test);
//     time from the trigger until the last client has it, against a bare `ws` server broadcasting
//     the same frame to 10,000 clients (target ratio <= 1.15).
//  2. GET /app-api/v/lottery/openInfo?gameId=70 and /sys-upload/data/lotery/70.json requests/s
//     against a bare node:http server returning the same bytes (target ratio >= 0.85).
// The machine's load moves these numbers a lot: compare runs on a quiet machine.
// Both bare servers run in their own process, as the built server does, so each server gets an
// event loop of its own and the clients (this process) are the same for both.
// Needs about 10,000 file descriptors per process (`ulimit -n` 20000 here); BENCH_CLIENTS lowers it.
// BENCH_DATABASE_URL (a PostgreSQL server URL) replaces the embedded database.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import WebSocket, { WebSocketServer } from 'ws';

const CLIENTS = Number(process.env.BENCH_CLIENTS || 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
const BATCH = 500;
const GAME_ID = 70;
const ADMIN_TOKEN = 'bench-admin-token';

const ball = (i) =>
  JSON.stringify({
    command: 'BALL',
    content: JSON.stringify({
      gameId: GAME_ID,
      type: 'RESULT',
      turnNum: 'TEST',
      index: 1,
      num: 1,
      openNum: '1',
      isStreaming: true,
      round: i,
    }),
  });

/* ---------- child modes: the bare servers ---------- */

if (process.argv[2] === '--bare-ws') {
  const subscribed = new Set();
  let round = 0;
  const http = createServer((req, res) => {
    const frame = ball(round++);
    // Serialize once, send the same string to everyone: the textbook ws broadcast.
    for (const ws of subscribed) if (ws.readyState === 1) ws.send(frame);
    res.end(JSON.stringify({ subscribers: subscribed.size }));
  });
  const wss = new WebSocketServer({ server: http });
  wss.on('connection', (ws) => {
    ws.on('message', (data) => {
      const m = JSON.parse(String(data));
      if (m.command === 'SUBSCRIBE') subscribed.add(ws);
    });
    ws.on('close', () => subscribed.delete(ws));
  });
  http.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: http.address().port })));
} else if (process.argv[2] === '--bare-http') {
  const { body, headers } = JSON.parse(readFileSync(0, 'utf8'));
  const bytes = Buffer.from(body, 'base64');
  const all = { ...headers, 'content-length': String(bytes.length) };
  const http = createServer((req, res) => {
    res.writeHead(200, all);
    res.end(bytes);
  });
  http.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: http.address().port })));
} else {
  await main();
}

/* ---------- the bench ---------- */

function startChild(args, input) {
  const child = spawn(process.execPath, [new URL(import.meta.url).pathname, ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  if (input !== undefined) child.stdin.end(input);
  else child.stdin.end();
  return new Promise((resolve, reject) => {
    child.stdout.once('data', (d) =>
      resolve({ port: JSON.parse(String(d)).port, stop: () => child.kill('SIGTERM') }),
    );
    child.once('exit', (code) => reject(new Error(`child ${args[0]} exited ${code}`)));
  });
}

/** Opens `n` clients in batches, each subscribing to game 70's RESULT topic once open. */
async function openClients(url, n) {
  const clients = [];
  for (let i = 0; i < n; i += BATCH) {
    const batch = Array.from(
      { length: Math.min(BATCH, n - i) },
      () =>
        new Promise((resolve, reject) => {
          const ws = new WebSocket(url, { perMessageDeflate: false });
          ws.once('open', () => {
            ws.send(JSON.stringify({ command: 'SUBSCRIBE', gameId: GAME_ID, type: 'RESULT' }));
            resolve(ws);
          });
          ws.once('error', reject);
        }),
    );
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

/** Triggers one broadcast and resolves with ms until every client received a BALL frame. */
function timeBroadcast(clients, trigger) {
  return new Promise((resolve, reject) => {
    let left = clients.length;
    const t0 = performance.now();
    const onMessage = function (data) {
      if (!String(data).startsWith('{"command":"BALL"')) return;
      this.off('message', onMessage);
      if (--left === 0) resolve(performance.now() - t0);
    };
    for (const ws of clients) ws.on('message', onMessage);
    trigger().catch(reject);
    setTimeout(() => reject(new Error(`${left} clients missed the frame`)), 60_000).unref();
  });
}

function median(xs) {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
}

async function socketRun(label, wsUrl, trigger, subscribers) {
  const clients = await openClients(wsUrl, CLIENTS);
  // Wait until the server has registered every subscription.
  for (let i = 0; (await subscribers()) < CLIENTS; i++) {
    if (i > 200) throw new Error(`${label}: subscriptions did not arrive`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await timeBroadcast(clients, trigger); // warm-up
  const times = [];
  for (let r = 0; r < ROUNDS; r++) times.push(await timeBroadcast(clients, trigger));
  for (const ws of clients) ws.terminate();
  await new Promise((r) => setTimeout(r, 1000));
  return { median: median(times), times };
}

/**
 * The built server as bench.mjs starts it (embedded PostgreSQL), or on a fresh database of
 * BENCH_DATABASE_URL's server when set (machines where embedded PostgreSQL cannot run).
 */
async function startServer(startBuiltServer) {
  const env = { ADMIN_TOKEN, RUN_JOBS: '0', WEB_DIST: '/nonexistent' };
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return startBuiltServer(env);
  const { default: pg } = await import('pg');
  const name = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { spawn: spawnServer } = await import('node:child_process');
  const { createServer: netServer } = await import('node:net');
  const port = await new Promise((resolve) => {
    const srv = netServer().listen(0, '127.0.0.1', () => {
      const p = srv.address().port;
      srv.close(() => resolve(p));
    });
  });
  const root = new URL('..', import.meta.url).pathname;
  const child = spawnServer(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      DATABASE_URL: url.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url: base,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function main() {
  const { startBuiltServer, measure } = await import('./bench.mjs');
  console.log(`game socket: ${CLIENTS} clients, ${ROUNDS} rounds (median), loopback`);
  const server = await startServer(startBuiltServer);
  const bareWs = await startChild(['--bare-ws']);
  try {
    const wsBase = server.url.replace('http', 'ws');
    const post = () =>
      fetch(`${server.url}/app-api/admin/lottery/${GAME_ID}/broadcast-test`, {
        method: 'POST',
        headers: { 'x-admin-token': ADMIN_TOKEN },
      });
    const ours = await socketRun(
      'sixmark',
      `${wsBase}/ws-game/${GAME_ID}`,
      async () => {
        await (await post()).text();
      },
      async () => {
        // The count comes back with a broadcast; the clients ignore frames outside a timed round.
        const res = await post();
        return (await res.json()).data.subscribers;
      },
    );
    const bareUrl = `http://127.0.0.1:${bareWs.port}`;
    const bare = await socketRun(
      'bare ws',
      `ws://127.0.0.1:${bareWs.port}/`,
      async () => {
        await fetch(`${bareUrl}/broadcast`, { method: 'POST' }).then((r) => r.text());
      },
      async () => (await (await fetch(`${bareUrl}/broadcast`, { method: 'POST' })).json()).subscribers,
    );
    const ratio = ours.median / bare.median;
    console.log('  time until the last client has the ball');
    console.log(
      `  sixmark          ${ours.median.toFixed(1)} ms (rounds ${ours.times.map((t) => t.toFixed(0)).join(', ')})`,
    );
    console.log(
      `  bare ws          ${bare.median.toFixed(1)} ms (rounds ${bare.times.map((t) => t.toFixed(0)).join(', ')})`,
    );
    console.log(`  ratio            ${ratio.toFixed(3)} (target <= 1.15)`);

    for (const [label, path] of [
      [
        'openInfo (GET /app-api/v/lottery/openInfo?gameId=70)',
        `/app-api/v/lottery/openInfo?gameId=${GAME_ID}`,
      ],
      ['open info file (/sys-upload/data/lotery/70.json)', `/sys-upload/data/lotery/${GAME_ID}.json`],
    ]) {
      const res = await fetch(server.url + path);
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      const bareHttp = await startChild(
        ['--bare-http'],
        JSON.stringify({
          body: body.toString('base64'),
          headers: {
            'content-type': res.headers.get('content-type'),
            etag: res.headers.get('etag') ?? '',
            'cache-control': 'no-cache',
          },
        }),
      );
      try {
        const a = await measure(`${server.url}${path}${path.includes('?') ? '&' : '?'}_t=1`);
        const b = await measure(`http://127.0.0.1:${bareHttp.port}${path}`);
        console.log(label);
        console.log(
          `  sixmark          ${a.requests.average.toFixed(0)} req/s (p99 ${a.latency.p99} ms, errors ${a.errors}, non-2xx ${a.non2xx})`,
        );
        console.log(`  bare node:http   ${b.requests.average.toFixed(0)} req/s (p99 ${b.latency.p99} ms)`);
        console.log(
          `  ratio            ${(a.requests.average / b.requests.average).toFixed(3)} (target >= 0.85)`,
        );
      } finally {
        bareHttp.stop();
      }
    }
  } finally {
    bareWs.stop();
    await server.stop();
  }
}
