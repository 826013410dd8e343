import { z } from 'zod';
import { pagedSchema } from './envelope';
import { idInt, INPUT_LIMITS, isoDate, optionalInt, pageFields, safeText, strictText } from './input';
import { paramTexts } from '../i18n/core';
import { agentHans } from '../i18n/zh-Hans';

/**
 * Agents (spec 3 §2, §3, §7; spec 1 §3: isDl, promotion code, default rebate 8; issue 14).
 * Every call answers the usual envelope; money is in yuan (the server stores thousandths).
 * Routes, shapes and definitions of every figure: docs/agents.md.
 */

/** Limits of the agent calls, in one place. */
export const AGENT_LIMITS = {
  /** Rebates (返点) are percentages of the valid stake with one decimal. */
  rebateStep: 0.1,
  rebateMax: 20,
  /** Rebate of a profile without one (spec 1 §3). */
  defaultRebate: 8,
  /** Live links one agent may hold. */
  maxLinks: 50,
  remarkMax: 50,
  /** Longest date range of a team report or series, in days. */
  reportMaxDays: 366,
  /** Default report range: 6 days back to today (spec 3 §9). */
  reportDefaultDaysBack: 6,
  /** Deepest level filter of the sub-user list. */
  maxLevel: 50,
} as const;

/** Texts of the agent calls (the server sends them, the web shows them). */
export const agentMsg = {
  ...agentHans,
  ...paramTexts<{ linkLimit: (n: number) => string; rebateRange: (min: number, max: number) => string; rangeTooLong: (days: number) => string; moveRebateAbove: (rebate: number, parentRebate: number) => string }>(agentHans, ['linkLimit', 'rebateRange', 'rangeTooLong', 'moveRebateAbove']),
} as const;

/** What a link (or dl/add) creates: a member or a sub-agent (isDl). */
export const agentUserTypeSchema = z.enum(['member', 'agent']).describe('member 会员 / agent 代理');
export type AgentUserType = z.infer<typeof agentUserTypeSchema>;

// Rebates come as JSON numbers or form strings ("6.5"); one decimal, within [0, rebateMax].
const REBATE_TEXT_RE = /^\s*\d{1,2}(?:\.\d)?\s*$/;
/** A rebate percentage from a client: 0 to 20 with at most one decimal. */
export const rebateInput = () =>
  z.union([z.number(), z.string()], { error: agentMsg.rebateRange(0, AGENT_LIMITS.rebateMax) }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : REBATE_TEXT_RE.test(v) ? Number(v) : Number.NaN;
    if (!Number.isFinite(n) || n < 0 || n > AGENT_LIMITS.rebateMax) {
      ctx.addIssue({ code: 'custom', message: agentMsg.rebateRange(0, AGENT_LIMITS.rebateMax), input: v });
      return z.NEVER;
    }
    if (Math.abs(Math.round(n * 10) - n * 10) > 1e-9) {
      ctx.addIssue({ code: 'custom', message: agentMsg.rebateStep, input: v });
      return z.NEVER;
    }
    return Math.round(n * 10) / 10;
  });

/* ---------------- rules ---------------- */

/**
 * The rebate an agent may give to a user below it: never above its own (a child never exceeds
 * its parent) and, for an existing user, never below the highest rebate of that user's own
 * children or links (so lowering it cannot break the rule further down).
 */
export function rebateRangeFor(ownRebate: number, floor = 0): { min: number; max: number } {
  return { min: Math.min(floor, ownRebate), max: ownRebate };
}

/** Whether `rebate` lies in the range (compared in tenths, so 6.1 is never 6.0999…). */
export const rebateInRange = (rebate: number, range: { min: number; max: number }): boolean =>
  Math.round(rebate * 10) >= Math.round(range.min * 10) && Math.round(rebate * 10) <= Math.round(range.max * 10);

/**
 * Commission (代理返点) of one valid stake up a chain: the bettor keeps its own share (paid as
 * the play's 返水 by the bets module, `playRebate`), each ancestor earns the difference between
 * its rebate and the highest share already given out below it, rounded down to the cent.
 * `ancestors` are the bettor's parent first, then upwards. The sum is at most
 * (top rebate − bettor's share) of the stake, so with the 返水 nothing ever exceeds the top
 * agent's rebate (or the play's 返水 when an operator set that higher). Amounts in thousandths.
 * The server computes the same in SQL (settlement); tests check one against the other.
 */
export function commissionSplit(
  validMilli: number,
  bettorRebate: number,
  ancestors: readonly { userId: number; rebate: number }[],
  playRebate = 0,
): { userId: number; percent: number; amount: number }[] {
  // Hundredths of a percent as integers (rebates have at most two decimals in the database):
  // no binary fraction reaches the rounding, exactly as the server's numeric SQL.
  const h = (p: number) => Math.round(p * 100);
  let below = Math.max(h(bettorRebate), h(playRebate));
  const out: { userId: number; percent: number; amount: number }[] = [];
  for (const a of ancestors) {
    const share = Math.max(h(a.rebate), below);
    const diff = share - below;
    below = share;
    if (diff <= 0) continue;
    const amount = Math.floor((validMilli * diff) / 100_000) * 10;
    if (amount > 0) out.push({ userId: a.userId, percent: diff / 100, amount });
  }
  return out;
}

/* ---------------- rebate ---------------- */

export const rebateRangeQuerySchema = z.object({
  userId: optionalInt(1).describe('下级用户 id：该用户可调整的返点范围；不传为新下级/新链接可用范围'),
});
/** `GET /api/dl/getDlSubRebateRange`. */
export const rebateRangeSchema = z.object({
  min: z.number(),
  max: z.number(),
  step: z.number(),
  /** The caller's own rebate. */
  own: z.number(),
});
export type RebateRange = z.infer<typeof rebateRangeSchema>;

export const updateSubRebateBodySchema = z.object({
  userId: idInt(),
  rebate: rebateInput(),
});
export const updateSubRebateSchema = z.object({ userId: z.number().int(), rebate: z.number() });

/* ---------------- invite links ---------------- */

export const linkSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  userType: agentUserTypeSchema,
  rebate: z.number(),
  remark: z.string(),
  visitCount: z.number().int(),
  registCount: z.number().int(),
  /** YYYY-MM-DD HH:mm:ss in the system time zone. */
  createdAt: z.string(),
  /** Path of the registration page with the code; the web prefixes its origin. */
  path: z.string(),
});
export type SpreadLink = z.infer<typeof linkSchema>;

/** `POST /api/spreadInfo/createByAgentId` (form-encoded). */
export const createLinkBodySchema = z.object({
  userType: agentUserTypeSchema.default('member'),
  rebate: rebateInput(),
  remark: safeText(AGENT_LIMITS.remarkMax).default(''),
});
export type CreateLinkBody = z.input<typeof createLinkBodySchema>;

/** `POST /api/spreadInfo/updateByAgentId?id=` (form-encoded): only the fields sent change. */
export const updateLinkQuerySchema = z.object({ id: idInt() });
export const updateLinkBodySchema = z.object({
  userType: agentUserTypeSchema.optional(),
  rebate: rebateInput().optional(),
  remark: safeText(AGENT_LIMITS.remarkMax).optional(),
});
export type UpdateLinkBody = z.input<typeof updateLinkBodySchema>;

/** `POST /api/spreadInfo/removeByAgentId` (form-encoded, body id). */
export const removeLinkBodySchema = z.object({ id: idInt() });
/** `GET /api/spreadInfo/getLinkInfo?id=`. */
export const linkInfoQuerySchema = z.object({ id: idInt() });
/** `GET /api/spreadInfo/queryPageByAgentId`. */
export const linkPageQuerySchema = z.object(pageFields(20, 100));
export const linkPageSchema = pagedSchema(linkSchema);

/** `GET /api/spreadInfo/getAgentInfoByCode?code=` (public; each call counts one visit of a link code). */
export const agentByCodeQuerySchema = z.object({ code: strictText(32).min(1) });
export const agentByCodeSchema = z.object({
  /** The agent's user id. */
  id: z.number().int(),
  code: z.string(),
  /** What registering with this code creates. */
  userType: agentUserTypeSchema,
});
export type AgentByCode = z.infer<typeof agentByCodeSchema>;

/* ---------------- sub-users ---------------- */

/** `POST /api/dl/add`: the registration rules for account and passwords, plus type and rebate. */
export const addSubUserBodySchema = z.object({
  account: strictText(32).default(''),
  password: strictText(64).default(''),
  confirmPassword: strictText(64).optional(),
  userType: agentUserTypeSchema.default('member'),
  rebate: rebateInput(),
});
export type AddSubUserBody = z.input<typeof addSubUserBodySchema>;
export const addSubUserSchema = z.object({ userId: z.number().int(), account: z.string() });

const optionalDate = () =>
  z
    .union([isoDate(), z.literal('')])
    .optional()
    .transform((v) => (v ? v : undefined));

/** `GET /api/dl/querySubUsers`. */
export const subUsersQuerySchema = z.object({
  account: safeText(32).optional().describe('账号（包含）'),
  level: optionalInt(1, AGENT_LIMITS.maxLevel).describe('层级：1 直属，2 下下级…；不传为全部'),
  beginDate: optionalDate().describe('注册日期起（系统时区）'),
  endDate: optionalDate().describe('注册日期止（含）'),
  online: z.enum(['0', '1', '']).optional().describe('1 在线 / 0 离线；不传为全部'),
  ...pageFields(20, INPUT_LIMITS.maxRows),
});
export type SubUsersQuery = z.input<typeof subUsersQuerySchema>;

export const subUserSchema = z.object({
  userId: z.number().int(),
  account: z.string(),
  /** Depth below the caller: 1 = direct. */
  level: z.number().int(),
  userType: agentUserTypeSchema,
  isDl: z.boolean(),
  rebate: z.number(),
  parentId: z.number().int(),
  parentAccount: z.string(),
  /** Balance in yuan (money + liveMoney). */
  money: z.number(),
  /** Users below this one. */
  teamCount: z.number().int(),
  registerTime: z.string(),
  /** Empty when never logged in. */
  lastLoginTime: z.string(),
  online: z.boolean(),
});
export type SubUser = z.infer<typeof subUserSchema>;
export const subUsersSchema = z.object({
  data: z.array(subUserSchema),
  otherData: z.object({
    /** Everyone below the caller (any depth). */
    teamCount: z.number().int(),
    directCount: z.number().int(),
    onlineCount: z.number().int(),
  }),
  totalCount: z.number().int(),
});
export type SubUsers = z.infer<typeof subUsersSchema>;

/** `GET /api/agent/memberInformation?userId=`. */
export const memberInfoQuerySchema = z.object({ userId: idInt() });
export const memberInfoSchema = z.object({
  userId: z.number().int(),
  account: z.string(),
  level: z.number().int(),
  userType: agentUserTypeSchema,
  isDl: z.boolean(),
  rebate: z.number(),
  /** The range the caller may set this user's rebate to. */
  rebateRange: z.object({ min: z.number(), max: z.number() }),
  parentAccount: z.string(),
  teamCount: z.number().int(),
  registerTime: z.string(),
  lastLoginTime: z.string(),
  online: z.boolean(),
  /** Yuan. */
  money: z.number(),
  liveMoney: z.number(),
  rechargeMoney: z.number(),
  rechargeCount: z.number().int(),
  withdrawMoney: z.number(),
  withdrawCount: z.number().int(),
  bettingMoney: z.number(),
  betCount: z.number().int(),
  validBetMoney: z.number(),
  winMoney: z.number(),
  winOrcloseMoney: z.number(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/* ---------------- team reports ---------------- */

/** `GET /api/dl/queryTeamRws` and `/api/dl/queryTeamDaily`: dates in the system time zone, inclusive. */
export const teamReportQuerySchema = z.object({
  beginDate: optionalDate().describe('YYYY-MM-DD（默认 6 天前）'),
  endDate: optionalDate().describe('YYYY-MM-DD（默认今天，含）'),
  userId: optionalInt(1).describe('团队的根：自己（默认）或团队中的下级代理'),
});
export type TeamReportQuery = z.input<typeof teamReportQuerySchema>;

/** One kind of game's figures (yuan). */
export const gameRwSchema = z.object({
  bettingMoney: z.number(),
  winMoney: z.number(),
  rebateMoney: z.number(),
  /** Players' win or loss: winMoney + rebateMoney − bettingMoney. */
  winOrcloseMoney: z.number(),
});
export type GameRw = z.infer<typeof gameRwSchema>;

export const teamRwsSchema = z.object({
  beginDate: z.string(),
  endDate: z.string(),
  userId: z.number().int(),
  account: z.string(),
  lottery: gameRwSchema,
  sports: gameRwSchema,
  live: gameRwSchema,
  /** 代理分红 paid to the root user in the range. */
  dlBonuus: z.number(),
  /** 代理日工资 paid to the root user in the range. */
  dlDayWage: z.number(),
  /** 代理返点 (commission) paid to the root user in the range. */
  dlRebate: z.number(),
  /** Team members whose first deposit ever falls in the range. */
  firstRechargeCount: z.number().int(),
  /** Team balance (money + liveMoney) at the end of the range. */
  money: z.number(),
  rechargeCount: z.number().int(),
  /** Members registered in the range. */
  registCount: z.number().int(),
  rwReport: z.object({
    rechargeMoney: z.number(),
    withdrawMoney: z.number(),
    rechargeCount: z.number().int(),
    withdrawCount: z.number().int(),
  }),
  /** Members below the root at the end of the range. */
  teamCount: z.number().int(),
});
export type TeamRws = z.infer<typeof teamRwsSchema>;

export const teamDaySchema = z.object({
  date: z.string(),
  registCount: z.number().int(),
  firstRechargeCount: z.number().int(),
  rechargeMoney: z.number(),
  withdrawMoney: z.number(),
  /** All kinds of games together. */
  bettingMoney: z.number(),
  winMoney: z.number(),
  rebateMoney: z.number(),
  winOrcloseMoney: z.number(),
  /** Members below the root at the end of the day. */
  teamCount: z.number().int(),
});
export type TeamDay = z.infer<typeof teamDaySchema>;
export const teamDailySchema = z.object({
  beginDate: z.string(),
  endDate: z.string(),
  userId: z.number().int(),
  days: z.array(teamDaySchema),
});
export type TeamDaily = z.infer<typeof teamDailySchema>;

/* ---------------- declaration (operator content) ---------------- */

export const declarationSchema = z.object({
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  updatedAt: z.string(),
});
export type Declaration = z.infer<typeof declarationSchema>;
export const declarationBodySchema = z.object({
  title: safeText(60).min(1),
  content: safeText(50_000, { multiline: true }),
});

/** Operator: make a user an agent (or not) and set its rebate, within its parent's. */
export const adminAgentBodySchema = z.object({
  userId: idInt(),
  isDl: z.boolean(),
  rebate: rebateInput(),
});
export const adminAgentSchema = z.object({ userId: z.number().int(), isDl: z.boolean(), rebate: z.number() });

/**
 * Operator: move a user (with its whole downline) under another agent. The reason is stored in
 * the audit row; the user's rebate must not exceed the new parent's.
 */
export const adminAgentMoveBodySchema = z.object({
  userId: idInt(),
  parentId: idInt(),
  reason: safeText(200).min(1, { error: '请填写转移原因' }),
});
export type AdminAgentMoveBody = z.infer<typeof adminAgentMoveBodySchema>;
export const adminAgentMoveSchema = z.object({
  userId: z.number().int(),
  previousParentId: z.number().int().nullable(),
  parentId: z.number().int(),
  /** The user and everyone below it. */
  moved: z.number().int(),
});
export type AdminAgentMove = z.infer<typeof adminAgentMoveSchema>;

/** Paths of the agent calls (under /app-api, except the declaration page). */
export const AGENT_PATHS = {
  rebateRange: '/api/dl/getDlSubRebateRange',
  updateSubRebate: '/api/dl/updateSubRebate',
  addSubUser: '/api/dl/add',
  subUsers: '/api/dl/querySubUsers',
  teamRws: '/api/dl/queryTeamRws',
  teamDaily: '/api/dl/queryTeamDaily',
  memberInfo: '/api/agent/memberInformation',
  createLink: '/api/spreadInfo/createByAgentId',
  updateLink: '/api/spreadInfo/updateByAgentId',
  removeLink: '/api/spreadInfo/removeByAgentId',
  linkPage: '/api/spreadInfo/queryPageByAgentId',
  linkInfo: '/api/spreadInfo/getLinkInfo',
  agentByCode: '/api/spreadInfo/getAgentInfoByCode',
  /** Served at the site root, not under /app-api. */
  declarationPage: '/views/app_agendDelaer.html',
  adminDeclaration: '/admin/agents/declaration',
  adminAgent: '/admin/agents/agent',
  adminMove: '/admin/agents/move',
} as const;
