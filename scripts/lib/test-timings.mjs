import { relative } from 'node:path';

/**
 * The timing table of a run: wall time per project (first file's start to last file's end; the
 * projects overlap, so these do not add up to the whole) and the slowest files, so a regression
 * shows in every run's output. `files` are the run reporter's records ({ project, file, start,
 * end } in epoch ms).
 *
 * @param {{ project: string, file: string, start: number, end: number }[]} files
 * @param {{ root?: string, slowest?: number }} [opts]
 */
export function timingTable(files, { root = '', slowest = 20 } = {}) {
  const projects = new Map();
  for (const f of files) {
    const p = projects.get(f.project) ?? { project: f.project, files: 0, start: f.start, end: f.end };
    p.files += 1;
    p.start = Math.min(p.start, f.start);
    p.end = Math.max(p.end, f.end);
    projects.set(f.project, p);
  }
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const lines = ['wall time per project:'];
  for (const p of [...projects.values()].sort((a, b) => b.end - b.start - (a.end - a.start)))
    lines.push(`  ${p.project.padEnd(12)} ${String(p.files).padStart(4)} files  ${seconds(p.end - p.start)}`);
  const top = [...files].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, slowest);
  if (top.length > 0) lines.push(`slowest ${top.length} files:`);
  for (const f of top) lines.push(`  ${seconds(f.end - f.start).padStart(9)}  ${f.project.padEnd(12)} ${root ? relative(root, f.file) : f.file}`);
  return lines;
}

/**
 * Whether a run's wall time fits its budget (TEST_BUDGET_MINUTES; none when unset or 0):
 * answers the note to print when it does not.
 *
 * @param {number} wallMs
 * @param {number | undefined} budgetMinutes
 */
export function overBudget(wallMs, budgetMinutes) {
  if (!budgetMinutes || !(budgetMinutes > 0)) return null;
  const minutes = wallMs / 60_000;
  return minutes > budgetMinutes
    ? `The suite took ${minutes.toFixed(1)} min, over its budget of ${budgetMinutes} min (TEST_BUDGET_MINUTES): find the slow files above.`
    : null;
}
