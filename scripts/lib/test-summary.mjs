/**
 * The verdict of a test run, from three independent witnesses: Vitest's JSON report (test
 * counts), the unhandled-errors report (errors thrown or rejected outside any test, which the
 * JSON report leaves out) and Vitest's exit status. The run passes only when all three agree;
 * an error outside a test is a failure like a failed test, so the summary line can never say
 * `0 failed` for a run Vitest itself failed.
 *
 * @param {object} input
 * @param {null | { numPassedTests?: number, numFailedTests?: number, numFailedTestSuites?: number, numPendingTests?: number, numTodoTests?: number }} input.report
 *   the parsed JSON report, or null when Vitest wrote none
 * @param {null | { unhandledErrors: number, reason: string }} input.errors
 *   the unhandled-errors report, or null when Vitest ended before writing it
 * @param {number | null} input.status Vitest's exit status (null when killed by a signal)
 * @param {boolean} [input.strict] skipped tests fail the run (REQUIRE_E2E / REQUIRE_SERVICES)
 */
export function summarize({ report, errors, status, strict = false }) {
  const notes = [];
  const passed = report?.numPassedTests ?? 0;
  const skipped = (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
  let failed = report?.numFailedTests ?? 0;
  // A file that failed outside any test (import error, hook failure) still fails the run.
  if (failed === 0) failed = report?.numFailedTestSuites ?? 0;
  if (!report) {
    notes.push('Vitest wrote no JSON report.');
    failed = Math.max(failed, 1);
  }

  const unhandled = errors?.unhandledErrors ?? 0;
  if (unhandled > 0) {
    notes.push(`${unhandled} unhandled error(s) outside the tests: each counts as a failure.`);
    failed += unhandled;
  }
  if (!errors) {
    notes.push('Vitest ended before reporting its unhandled errors.');
    failed = Math.max(failed, 1);
  } else if (errors.reason === 'interrupted') {
    notes.push('The run was interrupted.');
    failed = Math.max(failed, 1);
  }

  // The exit status is the last word: whatever made Vitest fail, the line must show a failure.
  if (status !== 0) {
    if (failed === 0) notes.push(`Vitest exited with ${status ?? 'a signal'} although no test failed.`);
    failed = Math.max(failed, 1);
  }
  if (passed === 0 && failed === 0) {
    notes.push('No test ran.');
    failed = 1;
  }
  const skippedFails = strict && skipped > 0;
  if (skippedFails) notes.push(`${skipped} test(s) skipped under REQUIRE_E2E/REQUIRE_SERVICES: that is a failure here.`);

  return {
    passed,
    failed,
    skipped,
    unhandled,
    notes,
    ok: failed === 0 && !skippedFails,
    line: `tests: ${passed} passed, ${failed} failed, ${skipped} skipped`,
  };
}
