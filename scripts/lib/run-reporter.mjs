import { writeFileSync } from 'node:fs';

/**
 * A Vitest reporter that writes, to the file named by SIXMARK_ERRORS_REPORT, how many errors
 * happened outside any test (uncaught exceptions, unhandled rejections, errors after a file
 * finished), why the run ended, and when each test file ran in which project. The JSON reporter
 * counts only tests and files, so without this a run with unhandled errors reads as all green;
 * the file times give the runner its timing table (scripts/lib/test-timings.mjs).
 */
export default class RunReporter {
  started = new Map();
  files = [];

  onTestModuleStart(testModule) {
    this.started.set(testModule.moduleId, Date.now());
  }

  onTestModuleEnd(testModule) {
    const end = Date.now();
    const start = this.started.get(testModule.moduleId) ?? end;
    this.files.push({ project: testModule.project.name, file: testModule.moduleId, start, end });
  }

  onTestRunEnd(_testModules, unhandledErrors, reason) {
    const file = process.env.SIXMARK_ERRORS_REPORT;
    if (!file) return;
    const messages = unhandledErrors.map((e) => String(e?.message ?? e).slice(0, 500));
    writeFileSync(file, JSON.stringify({ unhandledErrors: unhandledErrors.length, reason, messages, files: this.files }));
  }
}
