#!/usr/bin/env node
// Betting-bonus benchmark: the bonus page of a member with many settled bets (hedge rule off and
// on) against a bare indexed SUM of the same rows, and claims per second against a bare claim
// transaction, same run. The work is in apps/server/test/bench-bonus.ts (run through tsx).
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
// BENCH_BONUS_ORDERS and BENCH_BONUS_CLAIMERS (≤ 500) shrink it for a quick look.
const sizes = [process.env.BENCH_BONUS_ORDERS || 10000, process.env.BENCH_BONUS_CLAIMERS || 100];
const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/test/bench-bonus.ts', ...sizes.map(String)], {
  cwd: root,
  stdio: 'inherit',
});
process.exitCode = r.status ?? 1;
