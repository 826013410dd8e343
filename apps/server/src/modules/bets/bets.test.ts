import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Bill, betStatusText, utc8ToMs } from '@sixmark/shared';
import { assertLedgerBalanced, createTestApp, requester, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';
import { closePeriod, drawPeriod, openPeriod, slipKey } from '../../../test/bets';
import { forgetIdempotencyKeys } from '../wallet';
import { settleTurn } from './settle.service';

// Placement, records, cancel, settlement texts and the operator API through the real routes.
let t: TestApp;
let api: ReturnType<typeof requester>;
const GAME = 70;
let turnNum: string;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({}, { poolSize: 24 });
  api = requester(t.app);
  admin = { 'x-admin-token': t.app.config.adminToken };
  turnNum = await openPeriod(t.app, GAME);
});
afterEach(async () => {
  await assertLedgerBalanced(t.pool);
});
afterAll(async () => {
  await t.close();
});

const money = async (userId: number) =>
  Number(
    (await t.pool.query<{ money: number }>('SELECT money FROM wallets WHERE user_id = $1', [userId])).rows[0]!
      .money,
  );
const bills = async (userId: number, billType: number) =>
  (
    await t.pool.query<{ amount: number; reference: string }>(
      'SELECT amount, reference FROM wallet_ledger WHERE user_id = $1 AND bill_type = $2 ORDER BY id',
      [userId, billType],
    )
  ).rows;

const bet = (u: TestUser, items: object[], opts: { key?: string; turn?: string; game?: number } = {}) =>
  api.post(
    '/app-api/api/cp/bet',
    {
      gameId: opts.game ?? GAME,
      turnNum: opts.turn ?? turnNum,
      idempotencyKey: opts.key ?? slipKey(),
      items,
    },
    u.headers,
  );
const cancel = async (u: TestUser, orderNos: string[]) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/app-api/api/bet/cancel',
    headers: { ...u.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `orderNo=${encodeURIComponent(orderNos.join(','))}`,
  });
  return { status: res.statusCode, body: res.json() };
};

describe('prices', () => {
  it('answers the open period, its frozen tables, every play and price, and the cancel switch', async () => {
    const res = await api.get(`/app-api/api/cp/play/odds?gameId=${GAME}`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.turn.turnNum).toBe(turnNum);
    expect(d.turn.isOpen).toBe(true);
    expect(d.turn.secondsToClose).toBeGreaterThan(3000);
    expect(d.tables.zodiacNumbers[d.tables.yearZodiac]).toHaveLength(5);
    expect(d.odds.TM_NUM).toBeGreaterThan(40);
    expect(d.odds.TM_NUM).toBeLessThanOrEqual(49);
    expect(d.odds['LM_3Z2:中三']).toBeGreaterThan(d.odds['LM_3Z2:中二']);
    expect(d.plays).toHaveLength(33);
    expect(d.hy_is_cancel).toBe('1');
    expect(d.model).toBe(1);
    const stored = await t.pool.query(
      'SELECT year_tables FROM lottery_turns WHERE game_id = $1 AND turn_num = $2',
      [GAME, turnNum],
    );
    expect(stored.rows[0].year_tables.lunarYear).toBe(d.tables.lunarYear);
  });

  it('refuses an unknown game and a bad game id with a Chinese 4xx', async () => {
    // 95 (幸运牛牛) takes bets since issue 18; a game without betting is still refused.
    expect((await api.get('/app-api/api/cp/play/odds?gameId=200')).body.msg).toBe('游戏不存在');
    const bad = await api.get('/app-api/api/cp/play/odds?gameId=abc');
    expect(bad.status).toBe(400);
  });
});

describe('placement', () => {
  it('writes one order per slip item with its 注 and frozen odds, debits once per order, and replays', async () => {
    const u = await createUser(t.app, { money: 1_000_000 });
    const key = slipKey('replay');
    const items = [
      { selection: { play: 'TM_NUM', numbers: [1, 2, 3] }, unitAmount: 10 },
      { selection: { play: 'LM_3Z2', numbers: [1, 2, 3, 4] }, unitAmount: 2 },
    ];
    const first = await bet(u, items, { key });
    expect(first.status).toBe(200);
    expect(first.body.msg).toBe('投注成功');
    expect(first.body.data).toMatchObject({ betCount: 7, totalMoney: 38, balance: 962 });
    expect(first.body.data.orders.map((o: { betCount: number }) => o.betCount)).toEqual([3, 4]);
    const { rows } = await t.pool.query(
      `SELECT play, bet_count, unit_amount, total_money, status, lines FROM bet_orders WHERE user_id = $1 ORDER BY id`,
      [u.id],
    );
    expect(rows).toHaveLength(2);
    expect(rows[1].lines).toHaveLength(4);
    expect(Object.keys(rows[1].lines[0].odds).sort()).toEqual(['LM_3Z2:中三', 'LM_3Z2:中二'].sort());
    expect(rows.every((r) => r.status === 0)).toBe(true);
    expect((await bills(u.id, Bill.lotteryBet)).map((b) => b.amount)).toEqual([-30_000, -8_000]);

    // The same slip again (a retry) answers the first result and changes nothing.
    const replay = await bet(u, items, { key });
    expect(replay.body.data).toEqual(first.body.data);
    // The same key with another body is a conflict.
    const other = await bet(u, [items[0]!], { key });
    expect(other.status).toBe(409);
    expect(await money(u.id)).toBe(962_000);
    expect((await t.pool.query('SELECT 1 FROM bet_orders WHERE user_id = $1', [u.id])).rowCount).toBe(2);
  });

  it('places a slip sent ten times at once with one key exactly once, every answer the first', async () => {
    const u = await createUser(t.app, { money: 100_000 });
    const key = slipKey('burst');
    const items = [{ selection: { play: 'TM_NUM', numbers: [11, 12] }, unitAmount: 2 }];
    const answers = await Promise.all(Array.from({ length: 10 }, () => bet(u, items, { key })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    for (const a of answers) expect(a.body.data).toEqual(answers[0]!.body.data);
    expect(await money(u.id)).toBe(96_000);
    expect((await t.pool.query('SELECT 1 FROM bet_orders WHERE user_id = $1', [u.id])).rowCount).toBe(1);
  });

  it('keeps a slip replayable past the one-day key expiry while its period takes bets', async () => {
    const u = await createUser(t.app, { money: 100_000 });
    const key = slipKey('late');
    const items = [
      { selection: { play: 'TM_NUM', numbers: [5, 6] }, unitAmount: 3 },
      { selection: { play: 'TM_NUM', numbers: [8] }, unitAmount: 1 },
    ];
    const first = await bet(u, items, { key });
    expect(first.status).toBe(200);
    expect(first.body.data.balance).toBe(93);
    // One ledger row per order, each with the balance after it.
    const ledger = await t.pool.query<{ amount: number; balance_after: number }>(
      'SELECT amount, balance_after FROM wallet_ledger WHERE user_id = $1 AND bill_type = $2 ORDER BY id',
      [u.id, Bill.lotteryBet],
    );
    expect(ledger.rows.map((r) => [Number(r.amount), Number(r.balance_after)])).toEqual([
      [-6_000, 94_000],
      [-1_000, 93_000],
    ]);
    const { rows: turn } = await t.pool.query<{ close_at: Date }>(
      'SELECT close_at FROM lottery_turns WHERE game_id = $1 AND turn_num = $2',
      [GAME, turnNum],
    );
    const keyRow = () =>
      t.pool.query<{ keep_until: Date | null }>(
        'SELECT keep_until FROM idempotency_keys WHERE user_id = $1 AND key = $2',
        [u.id, key],
      );
    expect((await keyRow()).rows[0]!.keep_until!.getTime()).toBe(turn[0]!.close_at.getTime() + 24 * 3600_000);

    // Two days later (a Hong Kong period is still open on its third day) the cleanup keeps the
    // key, and the replayed slip answers its first result and charges nothing.
    await t.pool.query(
      `UPDATE idempotency_keys SET created_at = now() - interval '2 days' WHERE user_id = $1`,
      [u.id],
    );
    await forgetIdempotencyKeys(t.pool);
    expect((await keyRow()).rowCount).toBe(1);
    const replay = await bet(u, items, { key });
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual(first.body.data);
    expect(await money(u.id)).toBe(93_000);
    expect((await t.pool.query('SELECT 1 FROM bet_orders WHERE user_id = $1', [u.id])).rowCount).toBe(2);

    // A day after the period closed (no replay can be placed any more) it goes like any key.
    await t.pool.query(
      `UPDATE idempotency_keys SET keep_until = now() - interval '1 second' WHERE user_id = $1 AND key = $2`,
      [u.id, key],
    );
    await forgetIdempotencyKeys(t.pool);
    expect((await keyRow()).rowCount).toBe(0);
  });

  it('refuses closed and unknown periods, bad selections, limits and insufficient balance without 5xx', async () => {
    const u = await createUser(t.app, { money: 5_000 });
    const one = [{ selection: { play: 'TM_NUM', numbers: [7] }, unitAmount: 1 }];
    expect((await bet(u, one, { turn: '1999001' })).body.msg).toBe('期号已变更，请刷新后重新投注');
    const dup = await bet(u, [{ selection: { play: 'TM_NUM', numbers: [7, 7] }, unitAmount: 1 }]);
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toContain('号码重复');
    const cents = await bet(u, [{ selection: { play: 'TM_NUM', numbers: [7] }, unitAmount: 1.001 }]);
    expect(cents.status).toBe(400);
    const poor = await bet(u, [{ selection: { play: 'TM_NUM', numbers: [7] }, unitAmount: 6 }]);
    expect(poor.body.msg).toBe('余额不足');
    const below = await bet(u, [{ selection: { play: 'TM_NUM', numbers: [7] }, unitAmount: 0.5 }]);
    expect(below.body.msg).toBe('特码单注最低1元');
    await t.app.inject({
      method: 'PUT',
      url: '/app-api/admin/bets/70/limits',
      headers: admin,
      payload: { play: 'SUM', enabled: false },
    });
    expect((await bet(u, [{ selection: { play: 'SUM', options: ['大'] }, unitAmount: 1 }])).body.msg).toBe(
      '总和暂停投注',
    );
    await t.app.inject({
      method: 'PUT',
      url: '/app-api/admin/bets/70/limits',
      headers: admin,
      payload: { play: 'SUM', enabled: true },
    });

    // A period closes on the server clock: refused even though it is the period the client saw.
    const closing = await openPeriod(t.app, 90);
    await closePeriod(t.pool, 90, closing);
    const late = await bet(u, one, { game: 90, turn: closing });
    expect(late.status).toBe(400);
    expect(late.body.msg).toBe('本期已封盘，请等待下期');
    expect(await money(u.id)).toBe(5_000);
    expect((await t.pool.query('SELECT 1 FROM bet_orders WHERE user_id = $1', [u.id])).rowCount).toBe(0);
  });

  it('lets a trial account bet with its trial money', async () => {
    const u = await createUser(t.app, { type: 'TEST', money: 10_000 });
    const res = await bet(u, [{ selection: { play: 'TM_COLOR', options: ['红'] }, unitAmount: 2 }]);
    expect(res.status).toBe(200);
    expect(
      (await t.pool.query('SELECT trial FROM bet_orders WHERE user_id = $1', [u.id])).rows[0].trial,
    ).toBe(true);
  });

  it('refuses a guest', async () => {
    const res = await api.post('/app-api/api/cp/bet', {
      gameId: GAME,
      turnNum,
      idempotencyKey: slipKey(),
      items: [{ selection: { play: 'TM_NUM', numbers: [7] }, unitAmount: 1 }],
    });
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe('请先登录');
  });
});

describe('records and cancel (spec 3)', () => {
  it('lists today with spec 3 fields, cancels a comma list once, and refuses the rest with the spec text', async () => {
    const u = await createUser(t.app, { money: 100_000 });
    const placed = await bet(u, [
      { selection: { play: 'TM_NUM', numbers: [5] }, unitAmount: 3 },
      { selection: { play: 'TM_LM', options: ['大', '单'] }, unitAmount: 4 },
      { selection: { play: 'TM_COLOR', options: ['绿'] }, unitAmount: 5 },
    ]);
    const nos: string[] = placed.body.data.orders.map((o: { orderNo: string }) => o.orderNo);
    const list = await api.get('/app-api/api/cp/records/todayList?page=1&rows=20&status=0', u.headers);
    expect(list.body.data.totalCount).toBe(3);
    const row = list.body.data.data.find((r: { orderNo: string }) => r.orderNo === nos[1]);
    expect(row).toMatchObject({
      gameId: GAME,
      status: 0,
      result: null,
      trackOrderNo: '',
      turnNum,
      totalMoney: 8,
      reward: 0,
      cateName: '两面',
      model: 1,
      account: u.account,
      openNum: '',
      betInfo: '大,单',
      betCount: 2,
      canCancel: true,
    });
    const close = await t.pool.query<{ close_at: Date }>(
      'SELECT close_at FROM lottery_turns WHERE game_id = $1 AND turn_num = $2',
      [GAME, turnNum],
    );
    expect(utc8ToMs(row.betEndTime)).toBe(Math.floor(close.rows[0]!.close_at.getTime() / 1000) * 1000);
    expect(row.addTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(betStatusText(row, Date.now(), true)).toBe('可撤销');

    const done = await cancel(u, [nos[0]!, nos[1]!]);
    expect(done.status).toBe(200);
    expect(done.body.msg).toBe('撤销成功');
    expect(done.body.data).toMatchObject({ refund: 11, balance: 95 });
    expect((await bills(u.id, Bill.lotteryCancelRefund)).map((b) => b.amount)).toEqual([3_000, 8_000]);
    // Cancelled already: the spec's text, and no second refund.
    const again = await cancel(u, [nos[0]!]);
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('注单状态不能撤单，请刷新页面！');
    // All or nothing: one bad number refuses the whole list.
    const mixed = await cancel(u, [nos[2]!, 'B0000000000000000']);
    expect(mixed.body.msg).toBe('注单状态不能撤单，请刷新页面！');
    // Another user's order is not found as theirs.
    const other = await createUser(t.app);
    expect((await cancel(other, [nos[2]!])).body.msg).toBe('注单状态不能撤单，请刷新页面！');
    expect(await bills(u.id, Bill.lotteryCancelRefund)).toHaveLength(2);

    const cancelled = await api.get('/app-api/api/cp/records/todayList?page=1&rows=20&status=2', u.headers);
    expect(cancelled.body.data.data.map((r: { orderNo: string }) => r.orderNo).sort()).toEqual(
      [nos[0], nos[1]].sort(),
    );
    expect(betStatusText(cancelled.body.data.data[0], Date.now(), true)).toBe('已撤单');

    // The switch off: the spec's text.
    await t.pool.query(`UPDATE system_config SET config_value = '0' WHERE config_key = 'hy_is_cancel'`);
    try {
      const off = await cancel(u, [nos[2]!]);
      expect(off.body.msg).toBe('注单状态不能撤单，请刷新页面！');
      const listed = await api.get('/app-api/api/cp/records/todayList?page=1&rows=20&status=0', u.headers);
      expect(listed.body.data.data[0].canCancel).toBe(false);
    } finally {
      await t.pool.query(`UPDATE system_config SET config_value = '1' WHERE config_key = 'hy_is_cancel'`);
    }
    const empty = await cancel(u, []);
    expect(empty.status).toBe(400);
    expect(await money(u.id)).toBe(95_000);
  });

  it('reports the last 7 days and lists one day', async () => {
    const u = await createUser(t.app, { money: 50_000 });
    await bet(u, [{ selection: { play: 'TM_NUM', numbers: [9] }, unitAmount: 7 }]);
    const report = await api.get('/app-api/api/cp/records/historyDayReport', u.headers);
    expect(report.body.data).toHaveLength(7);
    const today = report.body.data[0];
    expect(today).toMatchObject({ bettingMoney: 7, winOrcloseMoney: 0 });
    const day = await api.get(
      `/app-api/api/cp/records/historyList?date=${today.statTime}&page=1&rows=20`,
      u.headers,
    );
    expect(day.body.data.totalCount).toBe(1);
    const yesterday = report.body.data[1].statTime;
    expect(
      (await api.get(`/app-api/api/cp/records/historyList?date=${yesterday}&page=1&rows=20`, u.headers)).body
        .data.totalCount,
    ).toBe(0);
    expect((await api.get('/app-api/api/cp/records/historyList?date=2026-13-45x', u.headers)).status).toBe(
      400,
    );
  });
});

describe('settlement', () => {
  it('settles win, lose and tie with spec 3 results, payout and tie-refund bills, once', async () => {
    const game = 110;
    const turn = await openPeriod(t.app, game);
    const u = await createUser(t.app, { money: 1_000_000 });
    const items = [
      { selection: { play: 'TM_NUM', numbers: [49] }, unitAmount: 10 }, // wins
      { selection: { play: 'TM_NUM', numbers: [1] }, unitAmount: 10 }, // loses
      { selection: { play: 'TM_LM', options: ['大'] }, unitAmount: 10 }, // special 49 → tie
      { selection: { play: 'TM_LM', options: ['大', '小'] }, unitAmount: 10 }, // both tie
    ];
    const placed = await bet(u, items, { game, turn });
    const nos: string[] = placed.body.data.orders.map((o: { orderNo: string }) => o.orderNo);
    const odds = (await t.pool.query(`SELECT lines FROM bet_orders WHERE order_no = $1`, [nos[0]])).rows[0]
      .lines[0].odds.TM_NUM;
    await t.pool.query(
      `INSERT INTO turnover_requirements (user_id, source, reference, amount, require_dml) VALUES ($1, 'deposit', 'test:dep', 100000, 100000)`,
      [u.id],
    );
    await drawPeriod(t.pool, game, turn, [10, 20, 30, 41, 42, 43, 49]);
    expect(await settleTurn({ pool: t.pool }, game, turn)).toBe(4);
    expect(await settleTurn({ pool: t.pool }, game, turn)).toBe(0);
    const list = await api.get(
      `/app-api/api/cp/records/todayList?page=1&rows=20&gameId=${game}&status=1`,
      u.headers,
    );
    const by = new Map(list.body.data.data.map((r: { orderNo: string }) => [r.orderNo, r]));
    const row = (i: number) =>
      by.get(nos[i]!) as { result: number; reward: number; openNum: string; status: number };
    expect(row(0)).toMatchObject({
      status: 1,
      result: 1,
      reward: Math.round(10 * odds * 100) / 100,
      openNum: '10,20,30,41,42,43,49',
    });
    expect(row(1)).toMatchObject({ result: 0, reward: 0 });
    expect(row(2)).toMatchObject({ result: 2, reward: 10 });
    expect(row(3)).toMatchObject({ result: 2, reward: 20 });
    expect(betStatusText({ ...row(0), trackOrderNo: '', betEndTime: '' }, Date.now(), true)).toBe('已派奖');
    expect(betStatusText({ ...row(1), trackOrderNo: '', betEndTime: '' }, Date.now(), true)).toBe('未中奖');
    expect(betStatusText({ ...row(2), trackOrderNo: '', betEndTime: '' }, Date.now(), true)).toBe('和局');
    expect((await bills(u.id, Bill.lotteryPayout)).map((b) => b.amount)).toEqual([
      Math.round(10 * odds * 100) * 10,
    ]);
    expect((await bills(u.id, Bill.drawRefund)).map((b) => b.amount)).toEqual([10_000, 20_000]);
    // Ties earn no valid turnover: only the 20 yuan of the two decided 注 count.
    const valid = await t.pool.query(
      'SELECT sum(valid_amount)::bigint AS v FROM bet_orders WHERE user_id = $1',
      [u.id],
    );
    expect(Number(valid.rows[0].v)).toBe(20_000);
    const dml = await t.pool.query('SELECT valid_dml FROM turnover_requirements WHERE user_id = $1', [u.id]);
    expect(Number(dml.rows[0].valid_dml)).toBe(20_000);
    const s = await t.pool.query(
      `SELECT status, settled FROM bet_settlements WHERE game_id = $1 AND turn_num = $2`,
      [game, turn],
    );
    expect(s.rows[0]).toMatchObject({ status: 'done', settled: 4 });
    // A settled order cannot be cancelled.
    expect((await cancel(u, [nos[1]!])).body.msg).toBe('注单状态不能撤单，请刷新页面！');
  });

  it('shows every status text of spec 3', () => {
    const base = { result: null, trackOrderNo: '', betEndTime: '2999-01-01 00:00:00' };
    const now = Date.now();
    expect(betStatusText({ ...base, status: 0 }, now, true)).toBe('可撤销');
    expect(betStatusText({ ...base, status: 0, trackOrderNo: 'Z1' }, now, true)).toBe('可撤销[追]');
    expect(betStatusText({ ...base, status: 0 }, now, false)).toBe('未开奖');
    expect(betStatusText({ ...base, status: 0, betEndTime: '2000-01-01 00:00:00' }, now, true)).toBe(
      '未开奖',
    );
    expect(betStatusText({ ...base, status: 2 }, now, true)).toBe('已撤单');
    expect(betStatusText({ ...base, status: 3 }, now, true)).toBe('删除');
    expect(betStatusText({ ...base, status: 4 }, now, true)).toBe('追号停止');
    expect(betStatusText({ ...base, status: 9 }, now, true)).toBe('-');
  });
});

describe('parlays (正码过关)', () => {
  it('places at the joint price, keeps it when leg prices change, and pays stake × the stored tier', async () => {
    const game = 1;
    const turn = await openPeriod(t.app, game);
    const u = await createUser(t.app, { money: 1_000_000 });
    const parlay = (...legs: [number, string][]) => ({
      selection: { play: 'ZM_PARLAY', legs: legs.map(([position, option]) => ({ position, option })) },
      unitAmount: 10,
    });
    const rgb = parlay([1, '红'], [2, '蓝'], [3, '绿']);
    const first = await bet(u, [rgb, parlay([4, '单'], [5, '大']), parlay([1, '大'], [2, '蓝'])], { game, turn });
    expect(first.status).toBe(200);
    const stored = async (orderNo: string) =>
      (await t.pool.query('SELECT lines, odds_text FROM bet_orders WHERE order_no = $1', [orderNo])).rows[0];
    const nos: string[] = first.body.data.orders.map((o: { orderNo: string }) => o.orderNo);
    // 红 蓝 绿: 4352 of 110544 ordered draws win, fair 25.40074 × 0.985 → 25.019 (the leg product
    // 2.839 × 3.016 × 3.016 = 25.824 was above fair).
    expect(await stored(nos[0]!)).toEqual({
      lines: [{ play: 'ZM_PARLAY', key: '正码1:红,正码2:蓝,正码3:绿', odds: { ZM_PARLAY: 25.019 } }],
      odds_text: '过关赔率 25.019',
    });
    expect((await stored(nos[1]!)).lines[0].odds).toEqual({
      ZM_PARLAY: 3.94,
      'ZM_PARLAY:正码4=49': 1.97,
      'ZM_PARLAY:正码5=49': 1.97,
    });
    expect((await stored(nos[1]!)).odds_text).toBe('过关赔率 3.94 / 正码4开出49 1.97 / 正码5开出49 1.97');

    // The operator lowers 蓝 to 90% of its default and raises 红 above fair: new parlays with 蓝 are
    // priced at 0.985 × 2.714/3.016 of fair, 红 lifts nothing (and is warned about); placed bets keep theirs.
    const putOdds = (blue: number, red: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/app-api/admin/bets/${game}/odds`,
        headers: admin,
        payload: {
          prices: [
            { priceKey: 'ZM_PARLAY:蓝', odds: blue },
            { priceKey: 'ZM_PARLAY:红', odds: red },
          ],
        },
      });
    const put = await putOdds(2.714, 3);
    expect(put.json().data.warnings).toEqual([
      'ZM_PARLAY:红 赔率 3 高于公平赔率 2.882：正码过关按精确概率计价，最高为公平赔率×0.985，此项调高不会生效',
    ]);
    const later = await bet(u, [rgb], { game, turn });
    const laterNo: string = later.body.data.orders[0].orderNo;
    expect((await stored(laterNo)).lines[0].odds).toEqual({ ZM_PARLAY: 22.514 });
    await putOdds(3.016, 2.839);

    // 正码1-6: 01 (红 小 单), 03 (蓝), 05 (绿), 49, 30 (大), 06.
    await drawPeriod(t.pool, game, turn, [1, 3, 5, 49, 30, 6, 7]);
    expect(await settleTurn({ pool: t.pool }, game, turn)).toBe(4);
    const paid = await t.pool.query<{ order_no: string; result: number; reward: string }>(
      'SELECT order_no, result, reward FROM bet_orders WHERE user_id = $1 ORDER BY id',
      [u.id],
    );
    expect(paid.rows.map((r) => [r.order_no, r.result, Number(r.reward)])).toEqual([
      [nos[0], 1, 250_190], // 10 × 25.019
      [nos[1], 1, 19_700], // 正码4 on 49 counts at 1: 10 × 1.97, the price stored for that case
      [nos[2], 0, 0], // 01 is not 大
      [laterNo, 1, 225_140], // 10 × 22.514, the price it was placed at
    ]);
    expect((await bills(u.id, Bill.lotteryPayout)).map((b) => b.amount).sort((a, b) => a - b)).toEqual([
      19_700, 225_140, 250_190,
    ]);
  });
});

describe('operator', () => {
  it('needs the admin token, audits changes and warns about prices above fair', async () => {
    expect((await api.get('/app-api/admin/bets/70/config')).status).toBe(401);
    const cfg = await api.get('/app-api/admin/bets/70/config', admin);
    expect(cfg.body.data.warnings).toEqual([]);
    const tm = cfg.body.data.odds.find((o: { priceKey: string }) => o.priceKey === 'TM_NUM');
    expect(tm.fair).toBe(49);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/app-api/admin/bets/70/odds',
      headers: admin,
      payload: { prices: [{ priceKey: 'TM_NUM', odds: 49.5 }] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.warnings).toEqual(['TM_NUM 赔率 49.5 高于公平赔率 49，玩家占优']);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/app-api/admin/bets/70/odds',
      headers: admin,
      payload: { prices: [{ priceKey: 'TM_NUM:鼠', odds: 2 }] },
    });
    expect(unknown.statusCode).toBe(400);
    // Bets placed now carry the new price; earlier bets keep theirs.
    const u = await createUser(t.app, { money: 10_000 });
    const placed = await bet(u, [{ selection: { play: 'TM_NUM', numbers: [8] }, unitAmount: 1 }]);
    const lines = (
      await t.pool.query('SELECT lines FROM bet_orders WHERE order_no = $1', [
        placed.body.data.orders[0].orderNo,
      ])
    ).rows[0].lines;
    expect(lines[0].odds.TM_NUM).toBe(49.5);
    await t.app.inject({
      method: 'PUT',
      url: '/app-api/admin/bets/70/odds',
      headers: admin,
      payload: { prices: [{ priceKey: 'TM_NUM', odds: tm.odds }] },
    });

    const secs = await t.app.inject({
      method: 'PUT',
      url: '/app-api/admin/bets/70/close-seconds',
      headers: admin,
      payload: { closeSeconds: 120 },
    });
    expect(secs.json().data.closeSeconds).toBe(120);
    const audits = await t.pool.query(`SELECT action FROM audit_log WHERE action LIKE 'bets.%' ORDER BY id`);
    expect(audits.rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['bets.odds.update', 'bets.limits.update', 'bets.close-seconds.update']),
    );
  });
});
