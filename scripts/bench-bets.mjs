#!/usr/bin/env node
// Betting benchmark: placement by 1,000 users vs a bare SQL transaction doing the same writes,
// and settlement of 100,000 bets vs a set-based SQL settlement, measured in the same run.
// The work is in apps/server/test/bench-bets.ts (TypeScript, run through tsx).
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
// BENCH_BET_USERS, BENCH_BETS_PER_USER, BENCH_SETTLE_BETS shrink it for a quick look;
// BENCH_AGENT_CHAIN=N puts every bettor under N agents (settlement then pays commission too).
const sizes = [process.env.BENCH_BET_USERS || 1000, process.env.BENCH_BETS_PER_USER || 3, process.env.BENCH_SETTLE_BETS || 100000, process.env.BENCH_AGENT_CHAIN || 0];
const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/test/bench-bets.ts', ...sizes.map(String)], {
  cwd: root,
  stdio: 'inherit',
});
process.exitCode = r.status ?? 1;
