import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@sixmark/shared';
import { createTestApp, requester, type TestApp } from '../../test/helper';
import { createUser } from '../../test/factories';
import { waitFor } from '../../test/wait';
import { DEMO_OPERATORS } from '../db/seed/operators';
import { createJobRunner, type JobRunner } from './runner';

let t: TestApp;
const pools: pg.Pool[] = [];
const runners: JobRunner[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop()));
  await Promise.all(pools.map((p) => p.end()));
  await t?.close();
});

/** A runner with its own pool, as a second server process on the same database would have. */
function runnerOfProcess(): JobRunner {
  const pool = new pg.Pool({ connectionString: t.url, max: 4 });
  pools.push(pool);
  const runner = createJobRunner({ pool, log: t.app.log });
  runners.push(runner);
  return runner;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let seq = 0;
const uniqueName = (what: string) => `test-${what}-${++seq}-${Date.now().toString(36)}`;

describe('job runner', () => {
  it('registers jobs by name with their schedule, refuses a second job of one name and an unknown name', async () => {
    const runner = runnerOfProcess();
    const every = uniqueName('every');
    const cron = uniqueName('cron');
    runner.register({ name: every, schedule: { everyMs: 250 }, singleton: false, run: async () => undefined });
    runner.register({ name: cron, schedule: { cron: '*/10 * * * *' }, singleton: true, run: async () => undefined });
    expect(runner.names()).toEqual([every, cron]);
    expect(() => runner.register({ name: every, schedule: { everyMs: 1 }, singleton: false, run: async () => undefined })).toThrow(/registered twice/);
    await expect(runner.runNow('no-such-job')).rejects.toThrow(/unknown job/);
    expect(await runner.runNow(every)).toBe('done');
    const listed = await runner.list();
    expect(listed.find((j) => j.name === every)).toMatchObject({ everyMs: 250, cron: null, singleton: false, runs: 1, failures: 0, lastError: null });
    expect(listed.find((j) => j.name === cron)).toMatchObject({ everyMs: null, cron: '*/10 * * * *', singleton: true, runs: 0, lastStartedAt: null });
  });

  it('runs a single-process job in one process at a time across two runners on one database', async () => {
    const name = uniqueName('single');
    let active = 0;
    let most = 0;
    let runs = 0;
    const job = {
      name,
      schedule: { everyMs: 10, firstAfterMs: 0 },
      singleton: true,
      run: async () => {
        active += 1;
        most = Math.max(most, active);
        await sleep(80);
        runs += 1;
        active -= 1;
      },
    };
    const a = runnerOfProcess();
    const b = runnerOfProcess();
    a.register(job);
    b.register(job);
    // Asked at the same instant: one runs, the other finds the lock taken and skips its turn.
    expect((await Promise.all([a.runNow(name), b.runNow(name)])).sort()).toEqual(['done', 'skipped']);
    a.start();
    b.start();
    await waitFor(() => runs >= 8, { timeout: 10_000, what: 'eight scheduled runs' });
    await Promise.all([a.stop(), b.stop()]);
    expect(most).toBe(1);
    // The totals are shared: both processes' runs, counted once each.
    const rows = await t.pool.query<{ runs: number }>('SELECT runs::int AS runs FROM job_stats WHERE name = $1', [name]);
    expect(rows.rows[0]!.runs).toBe(runs);
  });

  it('retries a failed run with backoff, then keeps the last error for operators', async () => {
    const runner = runnerOfProcess();
    const name = uniqueName('flaky');
    const at: number[] = [];
    runner.register({
      name,
      // The schedule alone would not run it again within the test: only the retries do.
      schedule: { everyMs: 60_000, firstAfterMs: 0 },
      singleton: true,
      retry: { baseMs: 100, maxMs: 1_000 },
      run: async () => {
        at.push(Date.now());
        if (at.length <= 2) throw new Error(`数据库暂不可用 ${at.length}`);
      },
    });
    runner.start();
    await waitFor(() => at.length === 3, { timeout: 5_000, what: 'two retries' });
    // Backoff doubles: about 100 ms, then about 200 ms.
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(90);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(190);
    await sleep(300);
    expect(at).toHaveLength(3);
    const job = (await runner.list()).find((j) => j.name === name)!;
    expect(job).toMatchObject({ runs: 3, failures: 2, lastError: '数据库暂不可用 2' });
    expect(job.lastEndedAt!.getTime()).toBeGreaterThan(job.lastErrorAt!.getTime());
  });

  it('stops by waiting for the run in progress, and starts nothing after', async () => {
    const runner = runnerOfProcess();
    const name = uniqueName('slow');
    let started = 0;
    let finished = 0;
    runner.register({
      name,
      schedule: { everyMs: 20, firstAfterMs: 0 },
      singleton: false,
      run: async () => {
        started += 1;
        await sleep(300);
        finished += 1;
      },
    });
    runner.start();
    await waitFor(() => started === 1, { what: 'the first run' });
    await runner.stop();
    expect(finished).toBe(1);
    runner.trigger(name);
    await sleep(100);
    expect(started).toBe(1);
    const rows = await t.pool.query<{ runs: number }>('SELECT runs::int AS runs FROM job_stats WHERE name = $1', [name]);
    expect(rows.rows[0]!.runs).toBe(1);
  });

  it('runs a triggered job with the schedule off, once more for a trigger during a run', async () => {
    const runner = runnerOfProcess();
    const name = uniqueName('woken');
    let runs = 0;
    runner.register({ name, schedule: { everyMs: 60_000 }, singleton: false, run: async () => void (await sleep(50), (runs += 1)) });
    runner.trigger(name);
    runner.trigger(name);
    runner.trigger(name);
    await waitFor(() => runs === 2, { what: 'the run and the one asked for during it' });
    await sleep(150);
    expect(runs).toBe(2);
  });
});

describe('GET /app-api/admin/jobs', () => {
  const password = (name: string) => DEMO_OPERATORS.find((o) => o.name === name)!.password;
  const signedIn = async (name: string) => {
    const res = await requester(t.app).post('/app-api/admin/auth/sign-in', { name, password: password(name) });
    return { 'x-operator-token': res.body.data.token as string };
  };

  it('lists every background job with its schedule and totals to a super admin', async () => {
    await t.app.jobs.runNow('accounts-sweep');
    const res = await requester(t.app).get('/app-api/admin/jobs', await signedIn('admin'));
    expect(res.status).toBe(200);
    const jobs = res.body.data.jobs as { name: string; everyMs: number | null; cron: string | null; singleton: boolean; runs: number }[];
    expect(jobs.map((j) => j.name).sort()).toEqual(
      ['accounts-sweep', 'bonus', 'draw-schedule', 'forum-scoring', 'game-records', 'hongbao-expiry', 'push', 'recharge-expiry', 'sandbox-games', 'settlement', 'track-record', 'webp-backfill'].sort(),
    );
    expect(jobs.find((j) => j.name === 'draw-schedule')).toMatchObject({ everyMs: 250, cron: null, singleton: false });
    expect(jobs.find((j) => j.name === 'accounts-sweep')).toMatchObject({ everyMs: null, cron: '*/10 * * * *', singleton: true, runs: 1 });
  });

  it('refuses a caller without operator credentials (401) and an operator without the permission (403)', async () => {
    const http = requester(t.app);
    const none = await http.get('/app-api/admin/jobs');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe(ErrorCode.ADMIN_UNAUTHORIZED);
    const member = await createUser(t.app);
    expect((await http.get('/app-api/admin/jobs', member.headers)).status).toBe(401);
    const finance = await http.get('/app-api/admin/jobs', await signedIn('finance'));
    expect(finance.status).toBe(403);
    expect(finance.body.code).toBe(ErrorCode.OPERATOR_FORBIDDEN);
  });
});
