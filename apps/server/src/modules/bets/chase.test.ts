import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AWARD_CHANNEL, Bill, betStatusText } from '@sixmark/shared';
import { assertLedgerBalanced, createTestApp, requester, type TestApp } from '../../../test/helper';
import { createUser } from '../../../test/factories';
import { drawPeriod, openPeriod, slipKey } from '../../../test/bets';
import { advanceChases } from './chase.service';
import { settleDue } from './settle.service';

// Chase orders (追号) and the settlement job's pass over drawn periods.
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

const orders = async (trackOrderNo: string) =>
  (
    await t.pool.query<{ turn_num: string; status: number; unit_amount: string; total_money: string }>(
      'SELECT turn_num, status, unit_amount, total_money FROM bet_orders WHERE track_order_no = $1 ORDER BY id',
      [trackOrderNo],
    )
  ).rows;

/** Draws the open period of a game with `numbers`, settles it, and opens the next one. */
async function nextPeriod(gameId: number, turnNum: string, numbers: number[]): Promise<string> {
  await drawPeriod(t.pool, gameId, turnNum, numbers);
  await settleDue({ pool: t.pool, bus: t.app.bus });
  return openPeriod(t.app, gameId);
}

describe('chase orders', () => {
  it('bets each later period at its opening, doubling, links them, and stops the rest on cancel', async () => {
    let turn = await openPeriod(t.app, 70);
    const u = await createUser(t.app, { money: 1_000_000 });
    const res = await api.post(
      '/app-api/api/cp/chase',
      {
        gameId: 70,
        idempotencyKey: slipKey('chase'),
        selection: { play: 'TM_NUM', numbers: [1, 2] },
        unitAmount: 1,
        periods: 4,
        mode: 'double',
        stopOnWin: false,
      },
      u.headers,
    );
    expect(res.status).toBe(200);
    const chase = res.body.data;
    expect(chase.trackOrderNo).toMatch(/^Z\d+/);
    expect(chase.periods.map((p: { unitAmount: number }) => p.unitAmount)).toEqual([1, 2, 4, 8]);
    expect(chase.periods[0]).toMatchObject({ state: 'placed', turnNum: turn });
    expect(chase.balance).toBe(998);

    // Nothing more while the same period is open.
    expect(await advanceChases(t.pool)).toBe(0);
    turn = await nextPeriod(70, turn, [10, 11, 12, 13, 14, 15, 16]);
    expect(await advanceChases(t.pool)).toBe(1);
    let placed = await orders(chase.trackOrderNo);
    expect(placed.map((o) => [o.turn_num, Number(o.total_money)])).toEqual([
      [chase.periods[0].turnNum, 2_000],
      [turn, 4_000],
    ]);
    const list = await api.get('/app-api/api/cp/records/todayList?page=1&rows=20&status=0', u.headers);
    const pending = list.body.data.data[0];
    expect(pending.trackOrderNo).toBe(chase.trackOrderNo);
    expect(betStatusText(pending, Date.now(), true)).toBe('可撤销[追]');

    const stop = await api.post(
      '/app-api/api/cp/chase/cancel',
      { trackOrderNo: chase.trackOrderNo },
      u.headers,
    );
    expect(stop.body.data).toMatchObject({ status: 'stopped', message: '追号已停止' });
    placed = await orders(chase.trackOrderNo);
    expect(placed.map((o) => o.status)).toEqual([1, 0, 4, 4]);
    const stopped = await api.get('/app-api/api/cp/records/todayList?page=1&rows=20&status=4', u.headers);
    expect(stopped.body.data.totalCount).toBe(2);
    expect(betStatusText(stopped.body.data.data[0], Date.now(), true)).toBe('追号停止');
    // Stopped periods moved no money: only the two placed ones were debited.
    const debits = await t.pool.query(
      'SELECT amount FROM wallet_ledger WHERE user_id = $1 AND bill_type = $2',
      [u.id, Bill.lotteryBet],
    );
    expect(debits.rows.map((r) => Number(r.amount)).sort((x, y) => x - y)).toEqual([-4_000, -2_000]);
    turn = await nextPeriod(70, turn, [10, 11, 12, 13, 14, 15, 16]);
    expect(await advanceChases(t.pool)).toBe(0);
    // Another user cannot stop it.
    const other = await createUser(t.app);
    expect(
      (await api.post('/app-api/api/cp/chase/cancel', { trackOrderNo: chase.trackOrderNo }, other.headers))
        .status,
    ).toBe(404);
  });

  it('stops after a win when asked, and with the refusal when funds run out', async () => {
    let turn = await openPeriod(t.app, 90);
    const winner = await createUser(t.app, { money: 100_000 });
    const poor = await createUser(t.app, { money: 3_000 });
    const start = (u: typeof winner, stopOnWin: boolean, num: number) =>
      api.post(
        '/app-api/api/cp/chase',
        {
          gameId: 90,
          idempotencyKey: slipKey('chase'),
          selection: { play: 'TM_NUM', numbers: [num] },
          unitAmount: 2,
          periods: 3,
          mode: 'fixed',
          stopOnWin,
        },
        u.headers,
      );
    const a = (await start(winner, true, 7)).body.data;
    const b = (await start(poor, false, 8)).body.data;
    const awards: unknown[] = [];
    const off = t.app.bus.subscribe(AWARD_CHANNEL, (m) => awards.push(m));
    await t.pool.query(
      `INSERT INTO system_config (company_id, config_key, config_value) VALUES ($1, 'award_notice_min_reward', '50')
       ON CONFLICT (company_id, config_key) DO UPDATE SET config_value = '50'`,
      [await t.app.companyId()],
    );
    turn = await nextPeriod(90, turn, [1, 2, 3, 4, 5, 6, 7]);
    await advanceChases(t.pool);
    off();
    const aNow = (
      await api.get(`/app-api/api/cp/chase/detail?trackOrderNo=${a.trackOrderNo}`, winner.headers)
    ).body.data;
    expect(aNow).toMatchObject({ status: 'stopped', message: '中奖后停止追号' });
    expect((await orders(a.trackOrderNo)).map((o) => o.status)).toEqual([1, 4, 4]);
    const bNow = (await api.get(`/app-api/api/cp/chase/detail?trackOrderNo=${b.trackOrderNo}`, poor.headers))
      .body.data;
    expect(bNow).toMatchObject({ status: 'stopped', message: '追号已停止：余额不足' });
    expect((await orders(b.trackOrderNo)).map((o) => o.status)).toEqual([1, 4, 4]);
    // The winner won 2 × odds ≈ 96 yuan on the special 07, above the 50-yuan notice threshold.
    expect(awards).toHaveLength(1);
    expect(awards[0]).toMatchObject({ gameId: 90, reward: expect.any(Number) });
    expect(JSON.stringify(awards)).not.toContain(winner.account);
    void turn;
  });

  it('refuses a chase with bad bounds and never exceeds the amount cap when doubling', async () => {
    await openPeriod(t.app, 110);
    const u = await createUser(t.app, { money: 100_000 });
    const body = {
      gameId: 110,
      idempotencyKey: slipKey('chase'),
      selection: { play: 'TM_NUM', numbers: [7] },
      unitAmount: 1,
      mode: 'double',
      stopOnWin: false,
    };
    expect((await api.post('/app-api/api/cp/chase', { ...body, periods: 31 }, u.headers)).status).toBe(400);
    expect((await api.post('/app-api/api/cp/chase', { ...body, periods: 1 }, u.headers)).status).toBe(400);
    const big = await api.post(
      '/app-api/api/cp/chase',
      { ...body, unitAmount: 1000, periods: 30 },
      u.headers,
    );
    expect(big.status).toBe(400);
    expect(big.body.msg).toBe('请输入正确的投注金额');
  });
});
