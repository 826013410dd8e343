import { describe, expect, it } from 'vitest';
import { summarize } from './test-summary.mjs';

const report = (over = {}) => ({ numPassedTests: 583, numFailedTests: 0, numFailedTestSuites: 0, numPendingTests: 0, numTodoTests: 0, ...over });
const clean = { unhandledErrors: 0, reason: 'passed' };

describe('test run summary', () => {
  it('passes a clean run', () => {
    const r = summarize({ report: report(), errors: clean, status: 0 });
    expect(r).toMatchObject({ ok: true, passed: 583, failed: 0, skipped: 0 });
    expect(r.line).toBe('tests: 583 passed, 0 failed, 0 skipped');
  });

  it('counts unhandled errors as failures even when every test passed and Vitest exited 0', () => {
    // The defect this guards: 583 passed and 16 unhandled errors printed `0 failed`.
    const r = summarize({ report: report(), errors: { unhandledErrors: 16, reason: 'failed' }, status: 0 });
    expect(r.ok).toBe(false);
    expect(r.failed).toBe(16);
    expect(r.unhandled).toBe(16);
    expect(r.line).toBe('tests: 583 passed, 16 failed, 0 skipped');
  });

  it('adds unhandled errors to failed tests', () => {
    const r = summarize({ report: report({ numPassedTests: 580, numFailedTests: 3 }), errors: { unhandledErrors: 2, reason: 'failed' }, status: 1 });
    expect(r.failed).toBe(5);
    expect(r.ok).toBe(false);
  });

  it('fails on a non-zero exit status whatever the counts say', () => {
    const r = summarize({ report: report(), errors: clean, status: 1 });
    expect(r.ok).toBe(false);
    expect(r.failed).toBe(1);
    expect(r.notes.join(' ')).toContain('exited with 1');
    expect(summarize({ report: report(), errors: clean, status: null }).ok).toBe(false);
  });

  it('fails when a witness is missing: no JSON report, or no unhandled-errors report', () => {
    expect(summarize({ report: null, errors: clean, status: 0 })).toMatchObject({ ok: false, failed: 1 });
    expect(summarize({ report: report(), errors: null, status: 0 })).toMatchObject({ ok: false, failed: 1 });
  });

  it('fails an interrupted run', () => {
    expect(summarize({ report: report(), errors: { unhandledErrors: 0, reason: 'interrupted' }, status: 0 }).ok).toBe(false);
  });

  it('counts a file that failed outside its tests', () => {
    const r = summarize({ report: report({ numFailedTestSuites: 2 }), errors: clean, status: 1 });
    expect(r.failed).toBe(2);
  });

  it('fails a run in which nothing ran', () => {
    expect(summarize({ report: report({ numPassedTests: 0 }), errors: clean, status: 0 })).toMatchObject({ ok: false, failed: 1 });
  });

  it('fails skipped tests only in strict mode', () => {
    const skipping = report({ numPendingTests: 2, numTodoTests: 1 });
    expect(summarize({ report: skipping, errors: clean, status: 0 })).toMatchObject({ ok: true, skipped: 3 });
    const strict = summarize({ report: skipping, errors: clean, status: 0, strict: true });
    expect(strict.ok).toBe(false);
    expect(strict.line).toBe('tests: 583 passed, 0 failed, 3 skipped');
  });
});
