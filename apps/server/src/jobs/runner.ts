import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import * as repo from './jobs.repo';

/** Every `everyMs` after the previous run ends (the first `firstAfterMs` after start), or at cron times. */
export type JobSchedule = { everyMs: number; firstAfterMs?: number } | { cron: string };

/** What a run may ask the runner: long passes check it between steps to end early on close. */
export interface JobContext {
  stopping: () => boolean;
}

export interface JobDefinition {
  name: string;
  schedule: JobSchedule;
  /**
   * True when two processes must not run it at once: a run holds a PostgreSQL advisory lock,
   * and a process finding it taken skips that turn. False for jobs whose work is already
   * shared safely (SKIP LOCKED claims, per-row or per-game locks), where more processes help.
   */
  singleton: boolean;
  /** After a failure the next run comes baseMs later, doubling per failure in a row up to maxMs. */
  retry?: { baseMs?: number; maxMs?: number };
  run: (ctx: JobContext) => Promise<void>;
}

/** One job as operators see it: the schedule, plus totals over every process on the database. */
export interface JobStatus extends repo.JobStats {
  everyMs: number | null;
  cron: string | null;
  singleton: boolean;
}

export type RunOutcome = 'done' | 'failed' | 'skipped';

export interface JobRunner {
  register(def: JobDefinition): void;
  /** Starts the schedule (RUN_JOBS); without it jobs run only through runNow and trigger. */
  start(): void;
  /** Ends the schedule and waits for every run in progress, then saves the counts. */
  stop(): Promise<void>;
  /** Runs a job at once (after its run in progress, if any), with its lock, retry state and counts. */
  runNow(name: string): Promise<RunOutcome>;
  /**
   * Asks for a run soon (new work arrived). It runs even when the schedule is off: the
   * work was asked for, and the schedule only adds the runs nobody asked for.
   */
  trigger(name: string): void;
  names(): string[];
  /** Every registered job with the shared totals (this process's latest counts included). */
  list(): Promise<JobStatus[]>;
}

/** How often each process adds its counts to the shared totals. */
export const JOB_STATS_FLUSH_MS = 5_000;
/** The one timer never sleeps longer, so far cron times need no timer beyond setTimeout's range. */
const MAX_SLEEP_MS = 60 * 60_000;
const DEFAULT_RETRY = { baseMs: 1_000, maxMs: 60_000 };

interface Entry {
  def: JobDefinition;
  cron: Cron | null;
  nextAt: number;
  running: Promise<RunOutcome> | null;
  /** A trigger arrived during a run: run again right after it. */
  again: boolean;
  /** Failures in a row, for the backoff. */
  streak: number;
  pending: repo.JobStats;
}

const emptyDelta = (name: string): repo.JobStats => ({
  name,
  runs: 0,
  failures: 0,
  lastStartedAt: null,
  lastEndedAt: null,
  lastError: null,
  lastErrorAt: null,
});

/**
 * One runner for every background job of a process: one timer wakes for the earliest due job,
 * a job never overlaps itself in the process, single-process jobs also never overlap across
 * processes (advisory lock), failures back off, and the counts are summed in `job_stats`.
 */
export function createJobRunner(opts: { pool: pg.Pool; log: FastifyBaseLogger; now?: () => number }): JobRunner {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let armedAt = Infinity;
  let dirty = false;
  let flushAt = 0;
  let flushing: Promise<void> | null = null;
  const ctx: JobContext = { stopping: () => stopped };

  const entryOf = (name: string): Entry => {
    const e = entries.get(name);
    if (!e) throw new Error(`unknown job ${name}`);
    return e;
  };

  const scheduledAfter = (e: Entry, from: number): number => {
    if (e.cron) return e.cron.nextRun(new Date(from))?.getTime() ?? Infinity;
    return from + (e.def.schedule as { everyMs: number }).everyMs;
  };

  const backoff = (e: Entry): number => {
    const baseMs = e.def.retry?.baseMs ?? DEFAULT_RETRY.baseMs;
    const maxMs = e.def.retry?.maxMs ?? DEFAULT_RETRY.maxMs;
    return Math.min(baseMs * 2 ** Math.min(e.streak - 1, 30), maxMs);
  };

  const flush = (): Promise<void> => {
    if (flushing) return flushing.then(flush);
    const deltas = [...entries.values()].filter((e) => e.pending.lastStartedAt || e.pending.runs > 0).map((e) => e.pending);
    dirty = false;
    if (deltas.length === 0) return Promise.resolve();
    for (const e of entries.values()) e.pending = emptyDelta(e.def.name);
    flushing = repo
      .addJobStats(opts.pool, deltas)
      .catch((err: unknown) => {
        // The counts come back next flush rather than being lost to a passing database error.
        for (const d of deltas) {
          const p = entries.get(d.name)!.pending;
          p.runs += d.runs;
          p.failures += d.failures;
          p.lastStartedAt ??= d.lastStartedAt;
          p.lastEndedAt ??= d.lastEndedAt;
          if (!p.lastErrorAt) Object.assign(p, { lastError: d.lastError, lastErrorAt: d.lastErrorAt });
        }
        markDirty();
        if (!stopped) opts.log.warn({ err }, 'job counts not saved; kept for the next flush');
      })
      .finally(() => {
        flushing = null;
      });
    return flushing;
  };

  const markDirty = () => {
    if (!dirty) flushAt = now() + JOB_STATS_FLUSH_MS;
    dirty = true;
  };

  const execute = async (e: Entry): Promise<RunOutcome> => {
    let outcome: RunOutcome = 'done';
    let lock: pg.PoolClient | null = null;
    try {
      if (e.def.singleton) {
        lock = await repo.tryJobLock(opts.pool, e.def.name);
        if (!lock) outcome = 'skipped';
      }
      if (outcome !== 'skipped') {
        e.pending.lastStartedAt = new Date(now());
        markDirty();
        await e.def.run(ctx);
      }
    } catch (err) {
      outcome = 'failed';
      e.pending.lastError = err instanceof Error ? err.message : String(err);
      e.pending.lastErrorAt = new Date(now());
      // An error from a pool closing under a stopping app is expected, not news.
      if (!stopped) opts.log.error({ err, job: e.def.name, failuresInRow: e.streak + 1 }, 'job failed');
    } finally {
      if (lock) await repo.releaseJobLock(lock, e.def.name);
    }
    if (outcome !== 'skipped') {
      e.pending.runs += 1;
      e.pending.lastEndedAt = new Date(now());
      markDirty();
    }
    if (outcome === 'failed') {
      e.pending.failures += 1;
      e.streak += 1;
      e.nextAt = now() + backoff(e);
    } else {
      e.streak = 0;
      e.nextAt = scheduledAfter(e, now());
    }
    return outcome;
  };

  /** Starts a run of `e` unless one is in progress; re-arms the timer when it ends. */
  const launch = (e: Entry): Promise<RunOutcome> => {
    if (e.running) return e.running;
    e.again = false;
    const run = execute(e).finally(() => {
      e.running = null;
      if (e.again && !stopped) e.nextAt = now();
      if (e.again && !stopped && !started) void launch(e);
      arm();
    });
    e.running = run;
    return run;
  };

  const fire = () => {
    timer = undefined;
    armedAt = Infinity;
    const t = now();
    for (const e of entries.values()) if (!e.running && e.nextAt <= t) void launch(e);
    if (dirty && t >= flushAt) void flush();
    arm();
  };

  const arm = () => {
    if (!started || stopped) return;
    let at = dirty ? flushAt : Infinity;
    for (const e of entries.values()) if (!e.running && e.nextAt < at) at = e.nextAt;
    if (at === Infinity || (timer && armedAt <= at)) return;
    if (timer) clearTimeout(timer);
    armedAt = at;
    timer = setTimeout(fire, Math.min(Math.max(0, at - now()), MAX_SLEEP_MS));
  };

  return {
    register(def) {
      if (entries.has(def.name)) throw new Error(`job ${def.name} registered twice`);
      const cron = 'cron' in def.schedule ? new Cron(def.schedule.cron, { paused: true }) : null;
      const e: Entry = { def, cron, nextAt: Infinity, running: null, again: false, streak: 0, pending: emptyDelta(def.name) };
      entries.set(def.name, e);
      if (started) {
        e.nextAt = firstAt(e);
        arm();
      }
    },
    start() {
      if (started || stopped) return;
      started = true;
      for (const e of entries.values()) if (!e.running) e.nextAt = firstAt(e);
      arm();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await Promise.all([...entries.values()].map((e) => e.running));
      await flush();
    },
    async runNow(name) {
      const e = entryOf(name);
      while (e.running) await e.running;
      return launch(e);
    },
    trigger(name) {
      const e = entryOf(name);
      if (stopped) return;
      if (e.running) {
        e.again = true;
        return;
      }
      e.nextAt = now();
      if (started) arm();
      else void launch(e);
    },
    names: () => [...entries.keys()],
    async list() {
      await flush();
      const totals = new Map((await repo.jobStats(opts.pool)).map((r) => [r.name, r]));
      return [...entries.values()].map(({ def }) => {
        const t = totals.get(def.name);
        return {
          name: def.name,
          everyMs: 'everyMs' in def.schedule ? def.schedule.everyMs : null,
          cron: 'cron' in def.schedule ? def.schedule.cron : null,
          singleton: def.singleton,
          runs: t?.runs ?? 0,
          failures: t?.failures ?? 0,
          lastStartedAt: t?.lastStartedAt ?? null,
          lastEndedAt: t?.lastEndedAt ?? null,
          lastError: t?.lastError ?? null,
          lastErrorAt: t?.lastErrorAt ?? null,
        };
      });
    },
  };

  function firstAt(e: Entry): number {
    const s = e.def.schedule;
    return 'everyMs' in s ? now() + (s.firstAfterMs ?? s.everyMs) : scheduledAfter(e, now());
  }
}
