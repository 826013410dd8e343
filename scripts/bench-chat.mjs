#!/usr/bin/env node
// Chat fan-out benchmark: one message to 1,000 room members over two server processes
// (one PostgreSQL, one Redis), p99 delivery and lost count, against a bare `ws` broadcast of the
// same bytes in the same run. The work is in apps/server/test/bench-chat.ts (run through tsx).
// BENCH_CHAT_MEMBERS / BENCH_CHAT_ROUNDS change the size; uses TEST_DATABASE_URL and
// TEST_REDIS_URL, by default the local services.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/test/bench-chat.ts', process.env.BENCH_CHAT_MEMBERS || '1000', process.env.BENCH_CHAT_ROUNDS || '10'], {
  cwd: root,
  stdio: 'inherit',
});
process.exitCode = r.status ?? 1;
