import { describe, expect, it } from 'vitest';
import { overBudget, timingTable } from './test-timings.mjs';

const at = (project, file, start, end) => ({ project, file: `/repo/${file}`, start: start * 1000, end: end * 1000 });

describe('timing table', () => {
  const files = [
    at('server', 'a.test.ts', 0, 10),
    at('server', 'b.test.ts', 5, 40),
    at('e2e', 'x.e2e.ts', 2, 30),
    at('web', 'c.test.tsx', 1, 2),
  ];

  it('gives each project its wall time from its first start to its last end, longest first', () => {
    const lines = timingTable(files, { root: '/repo' });
    expect(lines.slice(0, 4)).toEqual([
      'wall time per project:',
      '  server          2 files  40.0 s',
      '  e2e             1 files  28.0 s',
      '  web             1 files  1.0 s',
    ]);
  });

  it('lists the slowest files with their project, at most as many as asked', () => {
    const lines = timingTable(files, { root: '/repo', slowest: 2 });
    expect(lines.slice(4)).toEqual(['slowest 2 files:', '     35.0 s  server       b.test.ts', '     28.0 s  e2e          x.e2e.ts']);
  });
});

describe('time budget', () => {
  it('says nothing within the budget or without one', () => {
    expect(overBudget(29 * 60_000, 30)).toBeNull();
    expect(overBudget(99 * 60_000, undefined)).toBeNull();
    expect(overBudget(99 * 60_000, 0)).toBeNull();
  });

  it('names the time and the budget when the run is over it', () => {
    expect(overBudget(31.5 * 60_000, 30)).toMatch(/^The suite took 31\.5 min, over its budget of 30 min/);
  });
});
