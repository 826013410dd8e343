// The web build in two passes (docs/performance.md, "Chunk plan"). The first finds which modules
// the entry and each first-load page load and writes a plan grouping the pages' modules into a few
// chunks; the second builds with it. Then the byte budgets (scripts/size-budget.mjs), and the
// server's build of the app (dist-ssr/, what the server draws first screens with).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dissolveCycle } from '../../../scripts/lib/chunk-plan.mjs';

const MAX_ATTEMPTS = 8;

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
// The plan cannot see every import Rollup will make (bindings re-exported by barrels), so a
// group can close a cycle of chunks; the second pass then fails, names the cycle, and one group
// on it is undone (dissolveCycle) before the next try.
const cycleFile = join(planDir, 'cycle.json');
for (let attempt = 1; ; attempt++) {
  const r = spawnSync(process.execPath, [vite, 'build'], {
    cwd: web,
    stdio: 'inherit',
    env: { ...process.env, SIXMARK_CHUNK_PLAN: `read:${planFile}`, SIXMARK_CHUNK_CYCLE: cycleFile },
  });
  if (r.status === 0) break;
  if (!existsSync(cycleFile) || attempt === MAX_ATTEMPTS) {
    rmSync(planDir, { recursive: true, force: true });
    process.exit(r.status ?? 1);
  }
  const plan = JSON.parse(readFileSync(planFile, 'utf8'));
  const group = dissolveCycle(plan, JSON.parse(readFileSync(cycleFile, 'utf8')));
  console.log(`chunk plan: group ${group} closed a cycle of chunks; building again without it`);
  writeFileSync(planFile, JSON.stringify(plan, null, 1));
  rmSync(cycleFile);
}
rmSync(planDir, { recursive: true, force: true });
run(['../../scripts/size-budget.mjs']);
// The server's build (vite.ssr.config.ts): what it draws a page's first screen with.
run([vite, 'build', '--config', 'vite.ssr.config.ts', '--logLevel', 'error']);
