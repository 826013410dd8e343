import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { waitFor } from '../../test/wait';
import * as repo from '../modules/lottery/lottery.repo';
import { backgroundJobs } from '.';
import { createJobRunner } from './runner';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const turns = async () =>
  (await t.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM lottery_turns')).rows[0]!.n;

describe('draw scheduler', () => {
  it('opens the next turn of every game on its own and stops when told', async () => {
    const before = await turns();
    const runner = createJobRunner({ pool: t.pool, log: t.app.log });
    runner.register(backgroundJobs(t.app, t.app.modules).find((j) => j.name === 'draw-schedule')!);
    runner.start();
    await waitFor(async () => !!(await repo.currentTurn(t.pool, 70)) && !!(await repo.currentTurn(t.pool, 1)), {
      timeout: 10_000,
      what: 'a turn of games 70 and 1',
    });
    expect(await turns()).toBeGreaterThan(before);
    // Stopping waits for a tick in progress and leaves no timer behind: nothing runs again.
    await runner.stop();
    const after = await turns();
    // Every configured game (1, 70, 90, 95, 110) has exactly one turn taking bets.
    const { rows } = await t.pool.query<{ game_id: number; n: number }>(
      `SELECT game_id, count(*)::int AS n FROM lottery_turns WHERE status IN ('open', 'closed') GROUP BY game_id ORDER BY game_id`,
    );
    expect(rows).toEqual([1, 70, 90, 95, 110].map((id) => ({ game_id: id, n: 1 })));
    await new Promise((r) => setTimeout(r, 600));
    expect(await turns()).toBe(after);
  });

  it('reveals a ball once when two processes tick the same instant', async () => {
    const cur = (await repo.currentTurn(t.pool, 90))!;
    const drawAt = cur.drawAt.getTime();
    await t.app.modules.lottery.tick(drawAt, [90]);
    await Promise.all([t.app.modules.lottery.tick(drawAt + 4000, [90]), t.app.modules.lottery.tick(drawAt + 4000, [90])]);
    const turn = (await repo.findTurn(t.pool, 90, cur.turnNum))!;
    expect(turn.status).toBe('drawing');
    expect(turn.revealed).toBe(1);
    // Both ticks saw the draw start once: one next turn, not two.
    const { rows } = await t.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM lottery_turns WHERE game_id = 90 AND status = 'open'`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});
