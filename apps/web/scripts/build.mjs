// The web build in two passes (docs/performance.md, "Chunk plan"). The first finds which modules
// the entry and each first-load page load and writes a plan grouping the pages' modules into a few
// chunks; the second builds with it. Then the byte budgets (scripts/size-budget.mjs).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
const planDir = mkdtempSync(join(tmpdir(), 'sixmark-chunk-plan-'));
const planFile = join(planDir, 'plan.json');

const run = (args, env = {}) => {
  const r = spawnSync(process.execPath, args, { cwd: web, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    rmSync(planDir, { recursive: true, force: true });
    process.exit(r.status ?? 1);
  }
};

run([vite, 'build', '--logLevel', 'warn', '--outDir', join(planDir, 'dist'), '--emptyOutDir'], { SIXMARK_CHUNK_PLAN: `write:${planFile}` });
run([vite, 'build'], { SIXMARK_CHUNK_PLAN: `read:${planFile}` });
rmSync(planDir, { recursive: true, force: true });
run(['../../scripts/size-budget.mjs']);
