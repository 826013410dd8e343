import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerBalanced, createTestApp, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';
import { withTransaction } from '../../lib/tx';
import type { ProviderBetRecord } from './providers';

// Provider games feed issue 17: their valid bets earn betting bonus and VIP progress, and a
// member in cool-off cannot launch or bet on a game.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await assertLedgerBalanced(t.pool);
});
afterAll(async () => {
  await t.close();
});

const get = (u: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: u.headers });
const post = (u: TestUser, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: u.headers, payload });

const record = (userId: number, id: string, validBet: number): ProviderBetRecord => ({
  recordId: id,
  userId,
  gameCode: 'AG_BAC',
  roundNo: 'R1',
  betContent: '庄',
  betAmount: validBet,
  validBet,
  payout: 0,
  betTime: new Date(),
  settleTime: new Date(),
});

describe('provider games and the betting bonus', () => {
  it('a stored live-casino record earns 洗码 at the live rate and moves the VIP cycle, once', async () => {
    const u = await createUser(t.app);
    const cycle = async () =>
      Number((await t.pool.query<{ c: string }>('SELECT cycle_bet_amount::text AS c FROM users WHERE id = $1', [u.id])).rows[0]!.c);
    const before = await cycle();
    const rec = record(u.id, `bonus-${u.id}`, 250_000);
    await withTransaction(t.pool, (tx) => t.app.modules.games.ingest(tx, 'AG', [rec]));
    await withTransaction(t.pool, (tx) => t.app.modules.games.ingest(tx, 'AG', [rec]));
    const d = (await get(u, '/app-api/api/user/betting-bonus')).json().data as {
      rows: { category: string; turnover: number; rate: number; bonus: number }[];
    };
    const live = d.rows.find((r) => r.category === 'live')!;
    expect(live.turnover).toBe(250);
    expect(live.bonus).toBeCloseTo((250 * live.rate) / 100, 10);
    expect(live.bonus).toBeGreaterThan(0);
    expect(d.rows.find((r) => r.category === 'lottery')!.turnover).toBe(0);
    expect(await cycle()).toBeGreaterThan(before);
  });

  it('a member in cool-off cannot launch a game', async () => {
    const u = await createUser(t.app, { money: 100_000 });
    const play = () => get(u, '/app-api/live/play?liveCode=SANDBOX&gameType=SBX_DT&isMobile=1');
    expect((await play()).statusCode).toBe(200);
    expect((await post(u, '/app-api/api/user/safer-play/exclusion', { kind: 'cooloff', hours: 48 })).statusCode).toBe(200);
    const refused = await play();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SAFER/EXCLUDED');
  });
});
