// Answers of the agent calls for the page tests, typed by the shared schemas and parsed with them,
// so a change of the server's shapes fails here instead of quietly testing stale shapes.
import { linkSchema, memberInfoSchema, subUserSchema, teamDailySchema, teamRwsSchema, type MemberInfo, type SpreadLink, type SubUser } from '@sixmark/shared';

export const subUser = (over: Partial<SubUser> = {}): SubUser =>
  subUserSchema.parse({
    userId: 11,
    account: 'player01',
    level: 1,
    userType: 'member',
    isDl: false,
    rebate: 7.5,
    parentId: 1,
    parentAccount: 'agent01',
    money: 1234.5,
    teamCount: 0,
    registerTime: '2026-11-20 10:00:00',
    lastLoginTime: '',
    online: true,
    ...over,
  });

export const memberInfo = (over: Partial<MemberInfo> = {}): MemberInfo =>
  memberInfoSchema.parse({
    userId: 11,
    account: 'player01',
    level: 1,
    userType: 'member',
    isDl: false,
    rebate: 7.5,
    rebateRange: { min: 0, max: 8 },
    parentAccount: 'agent01',
    teamCount: 0,
    registerTime: '2026-11-20 10:00:00',
    lastLoginTime: '2026-11-22 08:30:00',
    online: false,
    money: 88,
    liveMoney: 0,
    rechargeMoney: 500,
    rechargeCount: 2,
    withdrawMoney: 100,
    withdrawCount: 1,
    bettingMoney: 320,
    betCount: 6,
    validBetMoney: 300,
    winMoney: 96.53,
    winOrcloseMoney: -223.47,
    ...over,
  });

export const link = (over: Partial<SpreadLink> = {}): SpreadLink =>
  linkSchema.parse({
    id: 5,
    code: 'AB12CD34',
    userType: 'member',
    rebate: 6,
    remark: '朋友圈',
    visitCount: 12,
    registCount: 3,
    createdAt: '2026-11-21 09:00:00',
    path: '/auth/register?code=AB12CD34',
    ...over,
  });

const game = (bettingMoney: number, winMoney: number, rebateMoney: number) => ({
  bettingMoney,
  winMoney,
  rebateMoney,
  winOrcloseMoney: Math.round((winMoney + rebateMoney - bettingMoney) * 1000) / 1000,
});

export const teamRws = (beginDate: string, endDate: string) =>
  teamRwsSchema.parse({
    beginDate,
    endDate,
    userId: 1,
    account: 'agent01',
    lottery: game(1000, 800, 10),
    sports: game(0, 0, 0),
    live: game(200, 250, 2),
    dlBonuus: 0,
    dlDayWage: 0,
    dlRebate: 4.5,
    firstRechargeCount: 2,
    money: 5600,
    rechargeCount: 3,
    registCount: 4,
    rwReport: { rechargeMoney: 1500, withdrawMoney: 300, rechargeCount: 3, withdrawCount: 1 },
    teamCount: 9,
  });

export const teamDaily = (days: string[]) =>
  teamDailySchema.parse({
    beginDate: days[0],
    endDate: days.at(-1),
    userId: 1,
    days: days.map((date, i) => ({
      date,
      registCount: i,
      firstRechargeCount: i % 2,
      rechargeMoney: 100 * i,
      withdrawMoney: 50 * i,
      bettingMoney: 30 * i,
      winMoney: 20 * i,
      rebateMoney: 0,
      winOrcloseMoney: -10 * i,
      teamCount: 5 + i,
    })),
  });
