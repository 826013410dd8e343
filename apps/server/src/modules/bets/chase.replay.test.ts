import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Bill } from '@sixmark/shared';
import { assertLedgerBalanced, createTestApp, requester, type TestApp } from '../../../test/helper';
import { createUser } from '../../../test/factories';
import { drawPeriod, openPeriod, slipKey } from '../../../test/bets';
import { forgetIdempotencyKeys } from '../wallet';
import { settleDue } from './settle.service';

// A chase (追号) replayed with its key after its first period has closed: still one chase.
let t: TestApp;
let api: ReturnType<typeof requester>;
beforeAll(async () => {
  t = await createTestApp({}, { poolSize: 24 });
  api = requester(t.app);
});
afterEach(async () => {
  await assertLedgerBalanced(t.pool);
});
afterAll(async () => {
  await t.close();
});

const money = async (userId: number) =>
  Number((await t.pool.query('SELECT money FROM wallets WHERE user_id = $1', [userId])).rows[0].money);

describe('chase replay', () => {
  it('answers the original chase to 20 parallel replays after its first period closed and its key row was forgotten', async () => {
    const turn = await openPeriod(t.app, 70);
    const u = await createUser(t.app, { money: 1_000_000 });
    const key = slipKey('chase');
    const body = {
      gameId: 70,
      idempotencyKey: key,
      selection: { play: 'TM_NUM', numbers: [1, 2] },
      unitAmount: 1,
      periods: 5,
      mode: 'fixed',
      stopOnWin: false,
    };
    const first = await api.post('/app-api/api/cp/chase', body, u.headers);
    expect(first.status).toBe(200);
    const trackOrderNo = first.body.data.trackOrderNo as string;
    const afterFirst = await money(u.id);
    expect(afterFirst).toBe(1_000_000 - 2_000);

    // The first period closes and is drawn; the next one opens and takes bets.
    await drawPeriod(t.pool, 70, turn, [10, 11, 12, 13, 14, 15, 16]);
    await settleDue({ pool: t.pool, bus: t.app.bus });
    await openPeriod(t.app, 70);

    const replayAll = async () => Promise.all(Array.from({ length: 20 }, () => api.post('/app-api/api/cp/chase', body, u.headers)));
    const chaseCount = async () =>
      (await t.pool.query('SELECT 1 FROM bet_chases WHERE user_id = $1', [u.id])).rowCount;

    // While the key row is kept, replays answer the first result.
    for (const r of await replayAll()) {
      expect(r.status).toBe(200);
      expect(r.body.data.trackOrderNo).toBe(trackOrderNo);
    }
    expect(await chaseCount()).toBe(1);

    // A day after the first period closed its key row is forgotten, but the chase runs on.
    await t.pool.query(
      `UPDATE idempotency_keys SET created_at = now() - interval '2 days', keep_until = now() - interval '1 second' WHERE user_id = $1`,
      [u.id],
    );
    await forgetIdempotencyKeys(t.pool);
    expect((await t.pool.query('SELECT 1 FROM idempotency_keys WHERE user_id = $1', [u.id])).rowCount).toBe(0);

    const late = await replayAll();
    for (const r of late) {
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ trackOrderNo, gameId: 70, mode: 'fixed' });
      expect(r.body.data.periods).toHaveLength(5);
      expect(r.body.data.periods[0]).toMatchObject({ seq: 1, state: 'placed', turnNum: turn });
    }
    expect(await chaseCount()).toBe(1);
    expect(await money(u.id)).toBe(afterFirst);
    const debits = await t.pool.query('SELECT amount FROM wallet_ledger WHERE user_id = $1 AND bill_type = $2', [
      u.id,
      Bill.lotteryBet,
    ]);
    expect(debits.rows.map((r) => Number(r.amount))).toEqual([-2_000]);

    // The same key with another request is a conflict, not a new chase.
    const other = await api.post('/app-api/api/cp/chase', { ...body, periods: 3 }, u.headers);
    expect(other.status).toBe(409);
    expect(await chaseCount()).toBe(1);
  });
});
