import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_PATHS, Bill, type TeamDaily, type TeamRws } from '@sixmark/shared';
import { assertLedgerBalanced, createTestApp, requester, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';
import { drawPeriod, openPeriod, slipKey } from '../../../test/bets';
import { withTransaction } from '../../lib/tx';
import { settleTurn } from '../bets';
import { postLedger } from '../wallet';

// Team figures of /api/dl/queryTeamRws and /api/dl/queryTeamDaily against sums computed here
// independently: the team by a recursive walk of parent_id (not agent_path), days by casting
// to the system zone's date (not by instants), bill types written out as numbers.
let t: TestApp;
let api: ReturnType<typeof requester>;
const GAME = 70;
const TZ = 'Asia/Shanghai';
let root: TestUser;
let sub: TestUser;
const members: TestUser[] = [];

const ledger = (userId: number, account: 'money' | 'live_money' | 'frozen', billType: number, amount: number, reference: string) =>
  withTransaction(t.pool, (tx) => postLedger(tx, { userId, account, billType, amount, reference }));

async function placeBets(users: TestUser[], numbers: number[][], turnNum: string) {
  for (const [i, u] of users.entries()) {
    const res = await api.post(
      '/app-api/api/cp/bet',
      {
        gameId: GAME,
        turnNum,
        idempotencyKey: slipKey('team'),
        items: [{ selection: { play: 'TM_NUM', numbers: numbers[i % numbers.length] }, unitAmount: 10 + i }],
      },
      u.headers,
    );
    expect(res.body.success).toBe(true);
  }
}

beforeAll(async () => {
  t = await createTestApp({}, { poolSize: 24 });
  api = requester(t.app);
  root = await createUser(t.app, { isDl: true, money: 500_000 });
  sub = await createUser(t.app, { isDl: true, parentId: root.id, money: 300_000 });
  await t.pool.query('UPDATE users SET rebate = 8 WHERE id = $1', [root.id]);
  await t.pool.query('UPDATE users SET rebate = 6 WHERE id = $1', [sub.id]);
  members.push(await createUser(t.app, { parentId: root.id, money: 200_000 }));
  members.push(await createUser(t.app, { parentId: sub.id, money: 150_000 }));
  members.push(await createUser(t.app, { parentId: sub.id }));
  await t.pool.query('UPDATE users SET rebate = 1 WHERE id = ANY($1)', [members.map((m) => m.id)]);
  const outsider = await createUser(t.app, { money: 400_000 });
  // More deposits, a paid withdrawal, game-centre play.
  await ledger(members[1]!.id, 'money', Bill.transferRecharge, 80_000, 'dep-2');
  await ledger(members[2]!.id, 'money', Bill.onlinePayment, 60_000, 'dep-1');
  await ledger(members[0]!.id, 'money', Bill.withdrawRequest, -50_000, 'wd');
  await ledger(members[0]!.id, 'frozen', Bill.freeze, 50_000, 'wd');
  await ledger(members[0]!.id, 'frozen', Bill.withdrawSuccess, -50_000, 'wd-paid');
  await ledger(sub.id, 'money', Bill.transferToGame, -40_000, 'tg');
  await ledger(sub.id, 'live_money', Bill.transferToGame, 40_000, 'tg');
  await ledger(sub.id, 'live_money', Bill.gameBet, -25_000, 'gb');
  await ledger(sub.id, 'live_money', Bill.gamePayout, 31_000, 'gp');
  await ledger(outsider.id, 'money', Bill.transferRecharge, 70_000, 'dep-o');
  // Two periods of lottery bets (some win, commission flows up), one bet cancelled.
  const bettors = [members[0]!, members[1]!, members[2]!, sub, root, outsider];
  for (const draw of [
    [1, 2, 3, 4, 5, 6, 7],
    [11, 12, 13, 14, 15, 16, 9],
  ]) {
    const turnNum = await openPeriod(t.app, GAME);
    await placeBets(bettors, [[7], [9], [7, 9], [20]], turnNum);
    await drawPeriod(t.pool, GAME, turnNum, draw);
    await settleTurn({ pool: t.pool }, GAME, turnNum);
  }
  const turnNum = await openPeriod(t.app, GAME);
  await placeBets([members[1]!], [[30]], turnNum);
  const { rows: open } = await t.pool.query<{ order_no: string }>('SELECT order_no FROM bet_orders WHERE status = 0 AND user_id = $1', [members[1]!.id]);
  const cancel = await t.app.inject({
    method: 'POST',
    url: '/app-api/api/bet/cancel',
    payload: `orderNo=${open[0]!.order_no}`,
    headers: { ...members[1]!.headers, 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(cancel.json().success).toBe(true);
  // Spread the activity over the past week: each ledger row and user goes back 0-6 days at
  // varying hours; one row sits exactly on a system-zone midnight (the start of a day).
  // The ledger refuses updates (append-only trigger): only this test's own database lifts it, for the dating.
  await withTransaction(t.pool, async (tx) => {
    await tx.query('ALTER TABLE wallet_ledger DISABLE TRIGGER wallet_ledger_append_only');
    await tx.query(`UPDATE wallet_ledger SET created_at = now() - ((id % 7) || ' days')::interval - ((id * 37 % 600) || ' minutes')::interval`);
    await tx.query(
      `UPDATE wallet_ledger SET created_at = ((now() AT TIME ZONE $1)::date - 2)::timestamp AT TIME ZONE $1
        WHERE id = (SELECT min(id) FROM wallet_ledger WHERE user_id = $2 AND bill_type = 7)`,
      [TZ, members[1]!.id],
    );
    await tx.query('ALTER TABLE wallet_ledger ENABLE TRIGGER wallet_ledger_append_only');
  });
  await t.pool.query(`UPDATE users SET created_at = now() - ((id % 5 + 2) || ' days')::interval - ((id * 13 % 300) || ' minutes')::interval WHERE id = ANY($1)`, [
    [root.id, sub.id, ...members.map((m) => m.id), outsider.id],
  ]);
});
afterEach(async () => {
  await assertLedgerBalanced(t.pool);
});
afterAll(async () => {
  await t.close();
});

interface Expected {
  lotteryBet: number;
  lotteryWin: number;
  lotteryRebate: number;
  liveBet: number;
  liveWin: number;
  recharge: number;
  rechargeN: number;
  withdraw: number;
  withdrawN: number;
  dlRebate: number;
  money: number;
  registCount: number;
  teamCount: number;
  firstRechargeCount: number;
}

/** The figures of a team for a date range, computed without the module's code (thousandths). */
async function expected(rootId: number, begin: string, end: string): Promise<Expected> {
  const { rows } = await t.pool.query<Expected>(
    `WITH RECURSIVE team AS (
       SELECT id, created_at FROM users WHERE id = $1
       UNION ALL SELECT u.id, u.created_at FROM users u JOIN team ON u.parent_id = team.id
     ), l AS (
       SELECT l.* FROM wallet_ledger l JOIN team ON team.id = l.user_id
        WHERE (l.created_at AT TIME ZONE $4)::date BETWEEN $2::date AND $3::date
     ), firsts AS (
       SELECT l.user_id, min((l.created_at AT TIME ZONE $4)::date) AS d FROM wallet_ledger l JOIN team ON team.id = l.user_id
        WHERE l.bill_type BETWEEN 1 AND 6 GROUP BY l.user_id
     )
     SELECT COALESCE(-sum(amount) FILTER (WHERE bill_type IN (7, 35, 9, 36)), 0)::float8 AS "lotteryBet",
            COALESCE(sum(amount) FILTER (WHERE bill_type IN (8, 10)), 0)::float8 AS "lotteryWin",
            COALESCE(sum(amount) FILTER (WHERE bill_type = 15), 0)::float8 AS "lotteryRebate",
            COALESCE(-sum(amount) FILTER (WHERE bill_type = 24), 0)::float8 AS "liveBet",
            COALESCE(sum(amount) FILTER (WHERE bill_type = 23), 0)::float8 AS "liveWin",
            COALESCE(sum(amount) FILTER (WHERE bill_type BETWEEN 1 AND 6), 0)::float8 AS recharge,
            count(*) FILTER (WHERE bill_type BETWEEN 1 AND 6)::int AS "rechargeN",
            COALESCE(-sum(amount) FILTER (WHERE bill_type = 12), 0)::float8 AS withdraw,
            count(*) FILTER (WHERE bill_type = 12)::int AS "withdrawN",
            COALESCE(sum(amount) FILTER (WHERE bill_type = 16 AND user_id = $1), 0)::float8 AS "dlRebate",
            (SELECT COALESCE(sum(l2.amount), 0)::float8 FROM wallet_ledger l2 JOIN team ON team.id = l2.user_id
              WHERE l2.account <> 'frozen' AND (l2.created_at AT TIME ZONE $4)::date <= $3::date) AS money,
            (SELECT count(*)::int FROM team WHERE id <> $1 AND (created_at AT TIME ZONE $4)::date BETWEEN $2::date AND $3::date) AS "registCount",
            (SELECT count(*)::int FROM team WHERE id <> $1 AND (created_at AT TIME ZONE $4)::date <= $3::date) AS "teamCount",
            (SELECT count(*)::int FROM firsts WHERE d BETWEEN $2::date AND $3::date) AS "firstRechargeCount"
       FROM l`,
    [rootId, begin, end, TZ],
  );
  return rows[0]!;
}

const yuan = (milli: number) => milli / 1000;
const daysAgo = async (n: number) =>
  (await t.pool.query<{ d: string }>(`SELECT to_char((now() AT TIME ZONE $1)::date - $2::int, 'YYYY-MM-DD') AS d`, [TZ, n])).rows[0]!.d;

function expectMatches(got: TeamRws, e: Expected) {
  expect(got.lottery).toEqual({
    bettingMoney: yuan(e.lotteryBet),
    winMoney: yuan(e.lotteryWin),
    rebateMoney: yuan(e.lotteryRebate),
    winOrcloseMoney: yuan(e.lotteryWin + e.lotteryRebate - e.lotteryBet),
  });
  expect(got.live).toEqual({
    bettingMoney: yuan(e.liveBet),
    winMoney: yuan(e.liveWin),
    rebateMoney: 0,
    winOrcloseMoney: yuan(e.liveWin - e.liveBet),
  });
  expect(got.sports).toEqual({ bettingMoney: 0, winMoney: 0, rebateMoney: 0, winOrcloseMoney: 0 });
  expect(got.rwReport).toEqual({ rechargeMoney: yuan(e.recharge), withdrawMoney: yuan(e.withdraw), rechargeCount: e.rechargeN, withdrawCount: e.withdrawN });
  expect(got).toMatchObject({
    rechargeCount: e.rechargeN,
    dlRebate: yuan(e.dlRebate),
    dlDayWage: 0,
    dlBonuus: 0,
    money: yuan(e.money),
    registCount: e.registCount,
    teamCount: e.teamCount,
    firstRechargeCount: e.firstRechargeCount,
  });
}

describe('team figures (queryTeamRws, queryTeamDaily)', () => {
  it('match sums computed independently in SQL for three date ranges and two roots', async () => {
    const ranges = [
      [await daysAgo(1), await daysAgo(0)],
      [await daysAgo(4), await daysAgo(2)],
      [await daysAgo(6), await daysAgo(0)],
    ] as const;
    let nonZero = 0;
    for (const who of [root, sub]) {
      for (const [begin, end] of ranges) {
        const res = await api.get(`/app-api${AGENT_PATHS.teamRws}?beginDate=${begin}&endDate=${end}${who === sub ? `&userId=${sub.id}` : ''}`, root.headers);
        expect(res.status).toBe(200);
        const got = res.body.data as TeamRws;
        expect(got).toMatchObject({ beginDate: begin, endDate: end, userId: who.id, account: who.account });
        const e = await expected(who.id, begin, end);
        expectMatches(got, e);
        if (e.lotteryBet > 0 && e.recharge > 0) nonZero++;
      }
    }
    // The seeded team really has figures in the ranges (the comparison is not 0 = 0).
    expect(nonZero).toBeGreaterThanOrEqual(4);
    // The sub-agent sees its own team the same way.
    const own = (await api.get(`/app-api${AGENT_PATHS.teamRws}?beginDate=${ranges[2][0]}&endDate=${ranges[2][1]}`, sub.headers)).body.data;
    expectMatches(own, await expected(sub.id, ranges[2][0], ranges[2][1]));
  });

  it('defaults to the last 7 days and checks the range', async () => {
    const res = (await api.get(`/app-api${AGENT_PATHS.teamRws}`, root.headers)).body.data as TeamRws;
    expect(res.beginDate).toBe(await daysAgo(6));
    expect(res.endDate).toBe(await daysAgo(0));
    const reversed = await api.get(`/app-api${AGENT_PATHS.teamRws}?beginDate=${await daysAgo(0)}&endDate=${await daysAgo(3)}`, root.headers);
    expect(reversed.body).toMatchObject({ code: 'DL/DATE_RANGE', msg: '开始日期不能晚于结束日期' });
    const tooLong = await api.get(`/app-api${AGENT_PATHS.teamRws}?beginDate=2020-01-01&endDate=2022-01-01`, root.headers);
    expect(tooLong.body.msg).toBe('查询范围不能超过366天');
  });

  it('gives a daily series whose days add up to the range and whose team size grows to teamCount', async () => {
    const [begin, end] = [await daysAgo(6), await daysAgo(0)];
    const daily = (await api.get(`/app-api${AGENT_PATHS.teamDaily}?beginDate=${begin}&endDate=${end}`, root.headers)).body.data as TeamDaily;
    expect(daily.days).toHaveLength(7);
    expect(daily.days[0]!.date).toBe(begin);
    expect(daily.days[6]!.date).toBe(end);
    const e = await expected(root.id, begin, end);
    const sum = (k: keyof TeamDaily['days'][number]) => Math.round(daily.days.reduce((s, d) => s + (d[k] as number), 0) * 1000);
    expect(sum('bettingMoney')).toBe(e.lotteryBet + e.liveBet);
    expect(sum('winMoney')).toBe(e.lotteryWin + e.liveWin);
    expect(sum('rechargeMoney')).toBe(e.recharge);
    expect(sum('withdrawMoney')).toBe(e.withdraw);
    expect(sum('registCount')).toBe(e.registCount * 1000);
    expect(sum('firstRechargeCount')).toBe(e.firstRechargeCount * 1000);
    expect(daily.days[6]!.teamCount).toBe(e.teamCount);
    for (const [i, d] of daily.days.entries()) {
      const one = await expected(root.id, d.date, d.date);
      expect(d.bettingMoney, d.date).toBe(yuan(one.lotteryBet + one.liveBet));
      expect(d.teamCount, d.date).toBe(one.teamCount);
      if (i > 0) expect(d.teamCount).toBeGreaterThanOrEqual(daily.days[i - 1]!.teamCount);
    }
  });
});
