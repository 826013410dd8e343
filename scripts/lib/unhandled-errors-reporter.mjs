import { writeFileSync } from 'node:fs';

/**
 * A Vitest reporter that writes how many errors happened outside any test (uncaught
 * exceptions, unhandled rejections, errors after a file finished) and why the run ended, to
 * the file named by SIXMARK_ERRORS_REPORT. The JSON reporter counts only tests and files, so
 * without this a run with unhandled errors reads as all green.
 */
export default class UnhandledErrorsReporter {
  onTestRunEnd(_testModules, unhandledErrors, reason) {
    const file = process.env.SIXMARK_ERRORS_REPORT;
    if (!file) return;
    const messages = unhandledErrors.map((e) => String(e?.message ?? e).slice(0, 500));
    writeFileSync(file, JSON.stringify({ unhandledErrors: unhandledErrors.length, reason, messages }));
  }
}
