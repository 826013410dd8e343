import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerBalanced, createTestApp, type TestApp } from '../../../test/helper';
import { createUser } from '../../../test/factories';
import { waitFor } from '../../../test/wait';

let t: TestApp;

beforeAll(async () => {
  // The real job on the real clock, with 2-second rounds (1 s of betting).
  t = await createTestApp({ runJobs: true, sandboxDtRoundSec: 2, sandboxDtBettingSec: 1 });
});
afterAll(async () => {
  await t.close();
});

describe('games job', () => {
  it('keeps the sandbox table dealing rounds and lands a bet placed in one as a record', async () => {
    const u = await createUser(t.app, { money: 50_000 });
    await t.app.inject({ method: 'POST', url: '/app-api/api/live/transfer', headers: u.headers, payload: { liveCode: 'SANDBOX', amount: 50, direction: 'in' } });
    let placed = false;
    await waitFor(
      async () => {
        const state = (await t.app.inject({ method: 'GET', url: '/app-api/sandbox-game/dragon-tiger/state', headers: u.headers })).json().data;
        if (!state.current) return false;
        const r = await t.app.inject({
          method: 'POST',
          url: '/app-api/sandbox-game/dragon-tiger/bet',
          headers: u.headers,
          payload: { roundId: state.current.roundId, side: 'tie', amount: 10 },
        });
        placed = r.json().code === 'OK';
        return placed;
      },
      { timeout: 10_000, what: 'a round taking bets' },
    );
    await waitFor(
      async () => (await t.pool.query('SELECT 1 FROM game_bet_records WHERE user_id = $1', [u.id])).rowCount === 1,
      { timeout: 10_000, what: 'the bet settled and stored' },
    );
    const settled = await t.pool.query("SELECT count(*)::int AS n FROM sandbox_dt_rounds WHERE status = 'settled'");
    expect(settled.rows[0].n).toBeGreaterThanOrEqual(1);
    await assertLedgerBalanced(t.pool);
  });
});
