#!/usr/bin/env node
// Runs the whole suite (shared, server, web units and the browser journeys) with Vitest and
// ends with the plain summary line `tests: N passed, N failed, N skipped`. An error outside any
// test (uncaught exception, unhandled rejection) counts as a failure in that line and in the
// exit code. Under REQUIRE_E2E=1 or REQUIRE_SERVICES=1 (CI) a skipped test fails the run too:
// nothing may be silently left out. It prints the wall time per project and the slowest files,
// and with TEST_BUDGET_MINUTES set (CI) a run longer than that fails. The verdict itself is
// scripts/lib/test-summary.mjs (tested).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { summarize } from './lib/test-summary.mjs';
import { overBudget, timingTable } from './lib/test-timings.mjs';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, 'node_modules', '.cache', 'sixmark');
mkdirSync(outDir, { recursive: true });
const reportFile = join(outDir, 'vitest-report.json');
const errorsFile = join(outDir, 'vitest-unhandled-errors.json');
rmSync(reportFile, { force: true });
rmSync(errorsFile, { force: true });

const args = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
  '--reporter=./scripts/lib/run-reporter.mjs',
  ...process.argv.slice(2),
];
const startedAt = Date.now();
const run = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, SIXMARK_ERRORS_REPORT: errorsFile } });

const readJson = (file) => {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
};
const wallMs = Date.now() - startedAt;
const errors = readJson(errorsFile);
const result = summarize({
  report: readJson(reportFile),
  errors,
  status: run.status,
  strict: process.env.REQUIRE_E2E === '1' || process.env.REQUIRE_SERVICES === '1',
});
console.log(`\n${timingTable(errors?.files ?? [], { root }).join('\n')}`);
console.log(`whole run: ${(wallMs / 1000).toFixed(1)} s`);
const late = overBudget(wallMs, Number(process.env.TEST_BUDGET_MINUTES) || undefined);
if (late) result.notes.push(late);
if (result.notes.length > 0) console.error(`\n${result.notes.join('\n')}`);
console.log(`\n${result.line}`);
process.exit(result.ok && !late ? 0 : 1);
