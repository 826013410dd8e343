#!/usr/bin/env node
// Red packet benchmark: grabs per second on one hot packet through the real grab vs bare SQL
// (the claim transaction with the same writes, and the claim statement alone), same run.
// The work is in apps/server/test/bench-hongbao.ts (TypeScript, run through tsx).
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
// BENCH_HONGBAO_SHARES (≤ 500) and BENCH_HONGBAO_PACKETS shrink it for a quick look.
const sizes = [process.env.BENCH_HONGBAO_SHARES || 500, process.env.BENCH_HONGBAO_PACKETS || 3];
const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/test/bench-hongbao.ts', ...sizes.map(String)], {
  cwd: root,
  stdio: 'inherit',
});
process.exitCode = r.status ?? 1;
