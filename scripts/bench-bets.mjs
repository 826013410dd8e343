#!/usr/bin/env node
// Betting benchmark: placement by 1,000 users vs a bare SQL transaction doing the same writes,
// and settlement of 100,000 bets vs a set-based SQL settlement, measured in the same run.
// The work is in apps/server/test/bench-bets.ts (TypeScript, run through tsx).
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/test/bench-bets.ts'], {
  cwd: root,
  stdio: 'inherit',
});
process.exitCode = r.status ?? 1;
