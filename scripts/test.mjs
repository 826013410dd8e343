#!/usr/bin/env node
// Runs the whole suite (shared, server, web units and the browser journeys) with Vitest and
// ends with the plain summary line `N passed, N failed, N skipped`. Under REQUIRE_E2E=1 or
// REQUIRE_SERVICES=1 (CI) a skipped test fails the run: nothing may be silently left out.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, 'node_modules', '.cache', 'sixmark');
mkdirSync(outDir, { recursive: true });
const report = join(outDir, 'vitest-report.json');
rmSync(report, { force: true });

const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)];
const run = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: process.env });

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed = r.numPassedTests ?? 0;
  failed = r.numFailedTests ?? 0;
  // A file that failed outside any test (import error, hook failure) still fails the run.
  if (failed === 0 && (r.numFailedTestSuites ?? 0) > 0) failed = r.numFailedTestSuites;
  skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
} else {
  failed = 1;
}
const strict = process.env.REQUIRE_E2E === '1' || process.env.REQUIRE_SERVICES === '1';
if (strict && skipped > 0) console.error(`\n${skipped} test(s) skipped under REQUIRE_E2E/REQUIRE_SERVICES: that is a failure here.`);
if (passed === 0 && failed === 0) failed = 1;
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(run.status !== 0 || failed > 0 || (strict && skipped > 0) ? 1 : 0);
