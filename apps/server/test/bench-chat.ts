// Chat fan-out benchmark (scripts/bench-chat.mjs runs it through tsx):
// one message to N room members (default 1,000) connected half to each of two server
// processes sharing one PostgreSQL database and one Redis; time from the send until each
// member has it (p50/p99/max) and how many never got it, against a bare `ws` server
// broadcasting a frame of the same bytes to the same number of clients in the same run.
// Needs PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL), default the local services;
// a throw-away database is created and dropped.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import WebSocket, { WebSocketServer } from 'ws';
import { ChatCommand } from '@sixmark/shared';
import { testEnv } from '../src/config';
import { hashToken, newToken } from '../src/lib/tokens';

// Sizes come from scripts/bench-chat.mjs (BENCH_CHAT_MEMBERS, BENCH_CHAT_ROUNDS) as arguments.
const sizeArg = (i: number, fallback: number) =>
  /^\d+$/.test(process.argv[i] ?? '') ? Number(process.argv[i]) : fallback;
const MEMBERS = sizeArg(2, 1000);
const ROUNDS = sizeArg(3, 10);
const PG_URL = testEnv.databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = testEnv.redisUrl ?? 'redis://127.0.0.1:6379';
const LOST_AFTER_MS = 5000;
// Clients spread over loopback addresses: the hub caps sockets per address (50).
const addressOf = (i: number) => `127.0.0.${2 + (i % 60)}`;

const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/* ---------------- child modes ---------------- */

async function serverChild(databaseUrl: string): Promise<void> {
  const { loadConfig } = await import('../src/config');
  const { buildApp } = await import('../src/app');
  const dataDir = mkdtempSync(join(tmpdir(), 'sixmark-bench-chat-'));
  const config = loadConfig(
    {},
    {
      databaseUrl,
      redisUrl: REDIS_URL,
      dataDir,
      webDist: undefined,
      runJobs: false,
      logLevel: 'warn',
      rateLimitPerMinute: 100_000_000,
    },
  );
  const app = await buildApp(config, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
  process.on('SIGTERM', () => {
    void app.close().then(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

function bareChild(): void {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  const members = new Set<WebSocket>();
  wss.on('connection', (ws) => {
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as { command: number; frame?: string };
      if (m.command === ChatCommand.CLIENT_JOIN) {
        members.add(ws);
        ws.send(JSON.stringify({ command: ChatCommand.JOINED, content: {} }));
      } else if (m.frame) {
        // Serialize once, send the same string to everyone: the textbook ws broadcast.
        for (const c of members) if (c.readyState === 1) c.send(m.frame);
      }
    });
    ws.on('close', () => members.delete(ws));
  });
  wss.on('listening', () =>
    process.stdout.write(`${JSON.stringify({ port: (wss.address() as { port: number }).port })}\n`),
  );
}

/* ---------------- orchestrator ---------------- */

const startChild = (args: string[]): Promise<{ child: ChildProcess; port: number }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buf = '';
    child.stdout!.on('data', (d: Buffer) => {
      buf += String(d);
      const line = buf.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ child, port: (JSON.parse(line) as { port: number }).port });
    });
    child.once('exit', (code) => reject(new Error(`child ${args[0]} exited ${code}`)));
  });

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

interface Member {
  ws: WebSocket;
  got: Map<string, number>;
}

// The clients share one process: they find the tag in the raw frame without parsing it, so
// the measurement is the servers' delivery more than this process's JSON work (same for both).
const TAG_RE = /"body":"(bench-[^"]+)"/;

async function open(
  url: string,
  i: number,
  onFrame: (m: Member, tag: string, at: number) => void,
): Promise<Member> {
  const ws = new WebSocket(url, { localAddress: addressOf(i) });
  const m: Member = { ws, got: new Map() };
  ws.on('message', (d) => {
    const at = performance.now();
    const tag = TAG_RE.exec(String(d))?.[1];
    if (tag) onFrame(m, tag, at);
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return m;
}

const join_ = (m: Member, roomId: number) =>
  new Promise<void>((resolve, reject) => {
    const onMsg = (d: WebSocket.RawData) => {
      const f = JSON.parse(String(d)) as { command: number; content?: unknown };
      if (f.command === ChatCommand.JOINED) {
        m.ws.off('message', onMsg);
        resolve();
      } else if (f.command === ChatCommand.ERROR) reject(new Error(JSON.stringify(f.content)));
    };
    m.ws.on('message', onMsg);
    m.ws.send(JSON.stringify({ command: ChatCommand.CLIENT_JOIN, room_id: roomId }));
  });

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

interface Round {
  latencies: number[];
  lost: number;
}

async function runRounds(members: Member[], trigger: (tag: string) => void): Promise<Round> {
  const all: number[] = [];
  let lost = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const tag = `bench-${r}-${randomBytes(3).toString('hex')}`;
    const t0 = performance.now();
    trigger(tag);
    const deadline = Date.now() + LOST_AFTER_MS;
    while (members.some((m) => !m.got.has(tag)) && Date.now() < deadline)
      await new Promise((res) => setTimeout(res, 2));
    for (const m of members) {
      const at = m.got.get(tag);
      if (at === undefined) lost++;
      else all.push(at - t0);
    }
    await new Promise((res) => setTimeout(res, 200));
  }
  return { latencies: all.sort((a, b) => a - b), lost };
}

const report = (label: string, r: Round) =>
  console.log(
    `  ${label.padEnd(26)} p50 ${pct(r.latencies, 50).toFixed(1)} ms  p99 ${pct(r.latencies, 99).toFixed(1)} ms  max ${(r.latencies.at(-1) ?? NaN).toFixed(1)} ms  lost ${r.lost} of ${MEMBERS * ROUNDS}`,
  );

async function main(): Promise<void> {
  console.log(
    `chat fan-out: 1 message to ${MEMBERS} room members over 2 processes (PostgreSQL + Redis), ${ROUNDS} rounds`,
  );
  const name = `bench_chat_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dbUrl = withDb(PG_URL, name);
  const children: ChildProcess[] = [];
  const sockets: WebSocket[] = [];
  try {
    // The first process migrates and seeds; the second starts on the ready database.
    const a = await startChild(['--server', dbUrl]);
    children.push(a.child);
    const b = await startChild(['--server', dbUrl]);
    children.push(b.child);
    const pool = new pg.Pool({ connectionString: dbUrl, max: 4 });
    const companyId = (await pool.query<{ id: number }>('SELECT id FROM companies LIMIT 1')).rows[0]!.id;
    const roomId = (
      await pool.query<{ id: number }>(
        `INSERT INTO chat_rooms (company_id, name) VALUES ($1, 'bench') RETURNING id`,
        [companyId],
      )
    ).rows[0]!.id;
    const tokens = Array.from({ length: MEMBERS + 1 }, () => newToken());
    await pool.query(
      `WITH u AS (
         INSERT INTO users (company_id, account, password_hash)
         SELECT $1, 'bench' || g, 'x' FROM generate_series(1, $2) g RETURNING id, account)
       INSERT INTO user_tokens (user_id, token_hash, chat_token_hash, expires_at)
       SELECT u.id, 'bench-access-' || u.account, (($3::text[]))[substring(u.account from 6)::int], now() + interval '1 day' FROM u`,
      [companyId, MEMBERS + 1, tokens.map(hashToken)],
    );
    await pool.end();

    const onFrame = (m: Member, tag: string, at: number) => {
      m.got.set(tag, at);
    };
    const members: Member[] = [];
    for (let i = 0; i < MEMBERS; i += 100) {
      const batch = await Promise.all(
        tokens
          .slice(i, Math.min(i + 100, MEMBERS))
          .map((tk, j) =>
            open(`ws://127.0.0.1:${(i + j) % 2 === 0 ? a.port : b.port}/ws-chat?token=${tk}`, i + j, onFrame),
          ),
      );
      await Promise.all(batch.map((m) => join_(m, roomId)));
      members.push(...batch);
    }
    sockets.push(...members.map((m) => m.ws));
    // The sender is a member of its own on process a (its own copy is not counted).
    const sender = await open(
      `ws://127.0.0.1:${a.port}/ws-chat?token=${tokens[MEMBERS]}`,
      MEMBERS,
      () => undefined,
    );
    sockets.push(sender.ws);
    await join_(sender, roomId);
    let n = 0;
    const ours = await runRounds(members, (tag) =>
      sender.ws.send(
        JSON.stringify({
          command: ChatCommand.CLIENT_SEND,
          room_id: roomId,
          client_id: `b${n++}`,
          type: 'text',
          body: tag,
        }),
      ),
    );
    for (const s of sockets.splice(0)) s.terminate();

    // The bare broadcast: the same number of clients, a frame of the same size.
    const bare = await startChild(['--bare']);
    children.push(bare.child);
    const bareMembers: Member[] = [];
    for (let i = 0; i < MEMBERS; i += 100) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(100, MEMBERS - i) }, (_, j) =>
          open(`ws://127.0.0.1:${bare.port}`, i + j, onFrame),
        ),
      );
      await Promise.all(batch.map((m) => join_(m, roomId)));
      bareMembers.push(...batch);
    }
    sockets.push(...bareMembers.map((m) => m.ws));
    const bareSender = await open(`ws://127.0.0.1:${bare.port}`, MEMBERS, () => undefined);
    sockets.push(bareSender.ws);
    // A frame of our message's shape and size (the same bytes but for the tag and times).
    const sample = (tag: string) =>
      JSON.stringify({
        id: 1_000_000 + n,
        prev_id: 999_999 + n,
        created_at: new Date().toISOString(),
        command: ChatCommand.ROOM_MESSAGE,
        content: {
          room_id: roomId,
          userinfo: { user_id: 1001, nickname: 'be***1', avatar: 1, chatLevel: 1, color: '', isGuest: false },
          type: 'text',
          body: tag,
          extra: {},
        },
        channel: `room:${roomId}`,
      });
    const base = await runRounds(bareMembers, (tag) =>
      bareSender.ws.send(JSON.stringify({ command: 0, frame: sample(tag) })),
    );

    report('sixmark (2 processes)', ours);
    report('bare ws (1 process)', base);
    const p99 = pct(ours.latencies, 99);
    console.log(
      `  target: p99 <= 100 ms and none lost -> ${p99 <= 100 && ours.lost === 0 ? 'met' : 'NOT met'}`,
    );
    if (ours.lost > 0) process.exitCode = 1;
  } finally {
    for (const s of sockets) s.terminate();
    for (const c of children) await stopChild(c);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

if (process.argv[2] === '--server') await serverChild(process.argv[3]!);
else if (process.argv[2] === '--bare') bareChild();
else await main();
