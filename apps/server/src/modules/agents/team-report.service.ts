import type pg from 'pg';
import {
  AGENT_LIMITS,
  Bill,
  ErrorCode,
  agentMsg,
  toSystemTime,
  type GameRw,
  type TeamDaily,
  type TeamDay,
  type TeamRws,
} from '@sixmark/shared';
import { milliToYuan } from '@sixmark/shared/domain/money';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { timeZoneOf } from '../system';
import * as repo from './agents.repo';
import { requireSelfOrDownline } from './agents.service';
import { DEPOSIT_BILLS, KINDS, WITHDRAW_PAID_BILL, dayBounds, type Kind } from './report-bills';

const DAY_MS = 86_400_000;

export interface ReportRange {
  beginDate: string;
  endDate: string;
  from: number;
  to: number;
  tz: string;
}

/** The dates of a report (default 6 days back to today, system zone), checked for order and length. */
export async function reportRange(pool: pg.Pool, companyId: number, q: { beginDate?: string | undefined; endDate?: string | undefined }): Promise<ReportRange> {
  const tz = await timeZoneOf(pool, companyId);
  const today = toSystemTime(Date.now(), tz);
  const endDate = q.endDate ?? today.format('YYYY-MM-DD');
  const beginDate = q.beginDate ?? toSystemTime(dayBounds(endDate, tz).start, tz).subtract(AGENT_LIMITS.reportDefaultDaysBack, 'day').format('YYYY-MM-DD');
  if (beginDate > endDate) throw new AppError(ErrorCode.AGENT_DATE_RANGE, { message: agentMsg.dateOrder });
  const from = dayBounds(beginDate, tz).start;
  const to = dayBounds(endDate, tz).end;
  // Days between, rounded: DST days are 23 or 25 hours.
  if (Math.round((to - from) / DAY_MS) > AGENT_LIMITS.reportMaxDays)
    throw new AppError(ErrorCode.AGENT_DATE_RANGE, { message: agentMsg.rangeTooLong(AGENT_LIMITS.reportMaxDays) });
  return { beginDate, endDate, from, to, tz };
}

interface Folded {
  kinds: Record<Kind, { bet: number; win: number; rebate: number }>;
  recharge: number;
  rechargeCount: number;
  withdraw: number;
  withdrawCount: number;
  dlRebate: number;
  dlDayWage: number;
  dlBonus: number;
}

/** Ledger sums (thousandths) folded into the report's figures. */
function fold(sums: readonly repo.BillSum[]): Folded {
  const f: Folded = {
    kinds: { lottery: { bet: 0, win: 0, rebate: 0 }, live: { bet: 0, win: 0, rebate: 0 }, sports: { bet: 0, win: 0, rebate: 0 } },
    recharge: 0,
    rechargeCount: 0,
    withdraw: 0,
    withdrawCount: 0,
    dlRebate: 0,
    dlDayWage: 0,
    dlBonus: 0,
  };
  for (const s of sums) {
    for (const kind of Object.keys(KINDS) as Kind[]) {
      const k = KINDS[kind];
      if (k.bet.includes(s.billType)) f.kinds[kind].bet -= s.amount;
      if (k.win.includes(s.billType)) f.kinds[kind].win += s.amount;
      if (k.rebate.includes(s.billType)) f.kinds[kind].rebate += s.amount;
    }
    if (DEPOSIT_BILLS.includes(s.billType)) {
      f.recharge += s.amount;
      f.rechargeCount += s.n;
    }
    if (s.billType === WITHDRAW_PAID_BILL) {
      f.withdraw -= s.amount;
      f.withdrawCount += s.n;
    }
    if (s.own && s.billType === Bill.agentRebate) f.dlRebate += s.amount;
    if (s.own && s.billType === Bill.agentDayWage) f.dlDayWage += s.amount;
    if (s.own && s.billType === Bill.agentDividend) f.dlBonus += s.amount;
  }
  return f;
}

const gameRw = (k: { bet: number; win: number; rebate: number }): GameRw => ({
  bettingMoney: milliToYuan(k.bet),
  winMoney: milliToYuan(k.win),
  rebateMoney: milliToYuan(k.rebate),
  winOrcloseMoney: milliToYuan(k.win + k.rebate - k.bet),
});

/** `GET /api/dl/queryTeamRws`: the team overview of spec 3 for a date range (docs/agents.md). */
export async function teamRws(
  pool: pg.Pool,
  agent: AuthUser,
  q: { beginDate?: string | undefined; endDate?: string | undefined; userId?: number | undefined },
): Promise<TeamRws> {
  const root = await requireSelfOrDownline(pool, agent, q.userId);
  const r = await reportRange(pool, agent.companyId, q);
  const [sums, money, members] = await Promise.all([
    repo.teamBillSums(pool, root.id, r.from, r.to),
    repo.teamBalanceAt(pool, root.id, r.to),
    repo.teamMemberSums(pool, root.id, r.from, r.to, DEPOSIT_BILLS),
  ]);
  const f = fold(sums);
  return {
    beginDate: r.beginDate,
    endDate: r.endDate,
    userId: root.id,
    account: root.account,
    lottery: gameRw(f.kinds.lottery),
    sports: gameRw(f.kinds.sports),
    live: gameRw(f.kinds.live),
    dlBonuus: milliToYuan(f.dlBonus),
    dlDayWage: milliToYuan(f.dlDayWage),
    dlRebate: milliToYuan(f.dlRebate),
    firstRechargeCount: members.firstRechargeCount,
    money: milliToYuan(money),
    rechargeCount: f.rechargeCount,
    registCount: members.registCount,
    rwReport: {
      rechargeMoney: milliToYuan(f.recharge),
      withdrawMoney: milliToYuan(f.withdraw),
      rechargeCount: f.rechargeCount,
      withdrawCount: f.withdrawCount,
    },
    teamCount: members.teamCount,
  };
}

/** `GET /api/dl/queryTeamDaily`: the same figures per system-zone day, for the charts. */
export async function teamDaily(
  pool: pg.Pool,
  agent: AuthUser,
  q: { beginDate?: string | undefined; endDate?: string | undefined; userId?: number | undefined },
): Promise<TeamDaily> {
  const root = await requireSelfOrDownline(pool, agent, q.userId);
  const r = await reportRange(pool, agent.companyId, q);
  const [bills, members] = await Promise.all([
    repo.teamDailyBills(pool, root.id, r.from, r.to, r.tz),
    repo.teamDailyMembers(pool, root.id, r.from, r.to, r.tz, DEPOSIT_BILLS),
  ]);
  const byDay = new Map<string, repo.BillSum[]>();
  for (const b of bills) byDay.set(b.day, [...(byDay.get(b.day) ?? []), b]);
  const days: TeamDay[] = [];
  let team = members.before;
  for (let d = toSystemTime(r.from, r.tz); d.format('YYYY-MM-DD') <= r.endDate; d = toSystemTime(dayBounds(d.format('YYYY-MM-DD'), r.tz).end, r.tz)) {
    const date = d.format('YYYY-MM-DD');
    const f = fold(byDay.get(date) ?? []);
    const all = (['lottery', 'live', 'sports'] as const).reduce(
      (a, k) => ({ bet: a.bet + f.kinds[k].bet, win: a.win + f.kinds[k].win, rebate: a.rebate + f.kinds[k].rebate }),
      { bet: 0, win: 0, rebate: 0 },
    );
    const regs = members.regs.get(date) ?? 0;
    team += regs;
    days.push({
      date,
      registCount: regs,
      firstRechargeCount: members.firsts.get(date) ?? 0,
      rechargeMoney: milliToYuan(f.recharge),
      withdrawMoney: milliToYuan(f.withdraw),
      bettingMoney: milliToYuan(all.bet),
      winMoney: milliToYuan(all.win),
      rebateMoney: milliToYuan(all.rebate),
      winOrcloseMoney: milliToYuan(all.win + all.rebate - all.bet),
      teamCount: team,
    });
  }
  return { beginDate: r.beginDate, endDate: r.endDate, userId: root.id, days };
}
