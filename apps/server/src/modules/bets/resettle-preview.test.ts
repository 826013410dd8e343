import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';
import { openPeriod, slipKey } from '../../../test/bets';
import { DEMO_OPERATORS } from '../../db/seed/operators';
import { settleTurn } from './settle.service';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = { 'x-admin-token': t.app.config.adminToken };
});
afterAll(async () => t.close());

const GAME = 1;
const bet = (u: TestUser, turnNum: string, number: number, unitAmount = 10) =>
  t.app.inject({
    method: 'POST',
    url: '/app-api/api/cp/bet',
    headers: u.headers,
    payload: { gameId: GAME, turnNum, idempotencyKey: slipKey(), items: [{ selection: { play: 'TM_NUM', numbers: [number] }, unitAmount }] },
  });
const preview = (turnNum: string, numbers: string, headers = admin) =>
  t.app.inject({ method: 'GET', url: `/app-api/admin/lottery/${GAME}/results/${turnNum}/preview?numbers=${numbers}`, headers });

/** Everything the preview must leave alone: orders, ledger, settlement progress, audit log. */
async function snapshot(turnNum: string) {
  const orders = await t.pool.query(
    'SELECT order_no, status, result, reward, settle_version FROM bet_orders WHERE game_id = $1 AND turn_num = $2 ORDER BY id',
    [GAME, turnNum],
  );
  const counts = await t.pool.query(
    `SELECT (SELECT count(*) FROM wallet_ledger)::int AS ledger, (SELECT count(*) FROM audit_log)::int AS audit,
            (SELECT count(*) FROM bet_settlements)::int AS settlements,
            (SELECT year_tables IS NULL FROM lottery_turns WHERE game_id = $1 AND turn_num = $2) AS unfrozen`,
    [GAME, turnNum],
  );
  return { orders: orders.rows, counts: counts.rows[0] };
}

describe('re-settlement preview of a draw correction (GET admin/lottery/:gameId/results/:turnNum/preview)', () => {
  it('lists exactly the orders whose result or payout would change, with totals, and writes nothing', async () => {
    const turn = await openPeriod(t.app, GAME);
    const winner = await createUser(t.app, { money: 100_000 });
    const loser = await createUser(t.app, { money: 100_000 });
    const bystander = await createUser(t.app, { money: 100_000 });
    expect((await bet(winner, turn, 30)).statusCode).toBe(200);
    expect((await bet(loser, turn, 31)).statusCode).toBe(200);
    expect((await bet(bystander, turn, 44)).statusCode).toBe(200);

    // Before any result: every order goes from unsettled to its outcome under the numbers given.
    const early = await preview(turn, '1,2,3,4,5,6,30');
    expect(early.statusCode, early.body).toBe(200);
    const e = early.json().data;
    expect(e).toMatchObject({ currentNumbers: null, orders: 3, changedCount: 3, payoutBefore: 0 });
    expect(e.changed.find((c: { account: string }) => c.account === winner.account).after.result).toBe(1);

    const enter = await t.app.inject({
      method: 'POST',
      url: `/app-api/admin/lottery/${GAME}/results`,
      headers: admin,
      payload: { turnNum: turn, numbers: [1, 2, 3, 4, 5, 6, 30] },
    });
    expect(enter.statusCode, enter.body).toBe(200);
    await settleTurn({ pool: t.pool }, GAME, turn);
    const settled = await t.pool.query<{ account: string; result: number; reward: string }>(
      'SELECT account, result, reward FROM bet_orders WHERE game_id = $1 AND turn_num = $2',
      [GAME, turn],
    );
    const won = settled.rows.find((r) => r.account === winner.account)!;
    expect(won.result).toBe(1);
    const wonYuan = Number(won.reward) / 1000;

    const before = await snapshot(turn);
    // The same numbers: nothing would change.
    const same = (await preview(turn, '1,2,3,4,5,6,30')).json().data;
    expect(same).toMatchObject({ currentNumbers: [1, 2, 3, 4, 5, 6, 30], orders: 3, changedCount: 0, changed: [] });
    expect(same.payoutBefore).toBe(same.payoutAfter);

    // Special 31 instead of 30: the winner loses, the 31 bettor wins the same price, the 44 bettor is untouched.
    const res = await preview(turn, '1,2,3,4,5,6,31');
    const p = res.json().data;
    expect(p).toMatchObject({ newNumbers: [1, 2, 3, 4, 5, 6, 31], orders: 3, changedCount: 2 });
    const byAccount = new Map(p.changed.map((c: { account: string }) => [c.account, c]));
    expect(byAccount.get(winner.account)).toMatchObject({ play: 'TM_NUM', totalMoney: 10, before: { result: 1, reward: wonYuan }, after: { result: 0, reward: 0 } });
    expect(byAccount.get(loser.account)).toMatchObject({ before: { result: 0, reward: 0 }, after: { result: 1, reward: wonYuan } });
    expect(byAccount.has(bystander.account)).toBe(false);
    expect(p.payoutBefore).toBe(wonYuan);
    expect(p.payoutAfter).toBe(wonYuan);

    expect(await snapshot(turn)).toEqual(before);

    // The real correction then does what the preview said.
    const correct = await t.app.inject({
      method: 'PUT',
      url: `/app-api/admin/lottery/${GAME}/results/${turn}`,
      headers: admin,
      payload: { numbers: [1, 2, 3, 4, 5, 6, 31], reason: '录入错误' },
    });
    expect(correct.statusCode, correct.body).toBe(200);
    await settleTurn({ pool: t.pool }, GAME, turn);
    const after = await t.pool.query<{ account: string; result: number; reward: string }>(
      'SELECT account, result, reward FROM bet_orders WHERE game_id = $1 AND turn_num = $2',
      [GAME, turn],
    );
    for (const r of after.rows) {
      const c = byAccount.get(r.account) as { after: { result: number; reward: number } } | undefined;
      if (c) expect({ result: r.result, reward: Number(r.reward) / 1000 }).toEqual(c.after);
    }
  });

  it('refuses bad numbers, an unknown period, and callers without operator access', async () => {
    const turn = await openPeriod(t.app, GAME);
    for (const bad of ['1,2,3,4,5,6', '1,2,3,4,5,6,6', '0,2,3,4,5,6,7', '1,2,3,4,5,6,50', 'a,b', '1,2,3,4,5,6,7,8'])
      expect((await preview(turn, bad)).statusCode, bad).toBe(400);
    expect((await preview('2001999', '1,2,3,4,5,6,7')).statusCode).toBe(404);
    expect((await preview(turn, '1,2,3,4,5,6,7', {})).statusCode).toBe(401);
    const member = await createUser(t.app);
    expect((await preview(turn, '1,2,3,4,5,6,7', member.headers)).statusCode).toBe(401);
    // Read access: even the read-only role may preview (it changes nothing).
    const ro = DEMO_OPERATORS.find((o) => o.name === 'readonly')!;
    const sign = await t.app.inject({ method: 'POST', url: '/app-api/admin/auth/sign-in', payload: { name: ro.name, password: ro.password } });
    const token = sign.json().data.token as string;
    expect((await preview(turn, '1,2,3,4,5,6,7', { 'x-operator-token': token })).statusCode).toBe(200);
  });
});
