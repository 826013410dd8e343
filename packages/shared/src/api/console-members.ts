import { z } from 'zod';
import { saferPlaySchema } from './bonus';
import { pagedSchema } from './envelope';
import { boundedInt, idInt, isoDate, optionalInt, pageFields, safeText } from './input';

/**
 * Operator console, members (issue 15): search, detail, history and the risk actions.
 * Routes under `/app-api/admin/users` (read `read`, write `risk`; docs/console.md).
 * Amounts are in yuan, times ISO strings.
 */
export const MEMBER_STATUSES = ['active', 'reset_password', 'disabled'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const MEMBER_STATUS_NAMES: Record<MemberStatus, string> = {
  active: '正常',
  reset_password: '需重置密码',
  disabled: '已冻结',
};
export const MEMBER_SORTS = ['id', 'createdAt', 'lastLoginAt', 'money'] as const;
export const MEMBER_SIGN_IN_RESULTS = ['ok', 'bad_password', 'disabled', 'reset_password'] as const;
export const MEMBER_SIGN_IN_RESULT_NAMES: Record<(typeof MEMBER_SIGN_IN_RESULTS)[number], string> = {
  ok: '成功',
  bad_password: '密码错误',
  disabled: '账号冻结',
  reset_password: '需重置密码',
};
export const MEMBER_LIMITS = {
  searchMaxRows: 100,
  historyMaxRows: 100,
  noteMax: 1000,
  reasonMax: 200,
  chatLevelMax: 9,
  vipLevelMax: 9,
} as const;

export const memberSearchQuerySchema = z.object({
  ...pageFields(20, MEMBER_LIMITS.searchMaxRows),
  id: optionalInt(1),
  /** Account name prefix. */
  account: safeText(32).optional(),
  phone: safeText(20).optional(),
  /** Chat nickname contains. */
  nickname: safeText(20).optional(),
  /** Last sign-in address, or any address the member signed in or registered from. */
  ip: safeText(64).optional(),
  /** The direct agent (parent): id or exact account. */
  agentId: optionalInt(1),
  agentAccount: safeText(32).optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
  sort: z.enum(MEMBER_SORTS).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

export const memberRowSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  type: z.enum(['NORMAL', 'TEST']),
  isDl: z.boolean(),
  status: z.enum(MEMBER_STATUSES),
  vipLevel: z.number().int(),
  phone: z.string(),
  nickname: z.string(),
  agentId: z.number().int().nullable(),
  agentAccount: z.string().nullable(),
  money: z.number(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;
export const memberSearchSchema = pagedSchema(memberRowSchema);

export const memberNoteSchema = z.object({ id: z.number().int(), actor: z.string(), note: z.string(), at: z.string() });
export type MemberNote = z.infer<typeof memberNoteSchema>;

export const memberDetailSchema = z.object({
  profile: memberRowSchema.extend({
    fullName: z.string(),
    email: z.string(),
    qq: z.string(),
    weixin: z.string(),
    birthday: z.string().nullable(),
    intrCode: z.string().nullable(),
    rebate: z.number(),
    statusMessage: z.string(),
  }),
  /** money: 中心钱包; liveMoney: 游戏钱包; frozen: 冻结（提现审核中）. */
  balances: z.object({ money: z.number(), liveMoney: z.number(), frozen: z.number() }),
  chatLevel: z.number().int(),
  enableChat: z.number().int(),
  flags: z.object({ frozen: z.boolean(), mustResetPassword: z.boolean() }),
  liveSessions: z.number().int(),
  saferPlay: saferPlaySchema,
  notes: z.array(memberNoteSchema),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const memberParamsSchema = z.object({ id: idInt() });

export const memberLedgerQuerySchema = z.object({
  ...pageFields(20, MEMBER_LIMITS.historyMaxRows),
  billType: optionalInt(1, 39),
  /** Inclusive days in the system time zone. */
  from: isoDate().optional(),
  to: isoDate().optional(),
});
export type MemberLedgerQuery = z.infer<typeof memberLedgerQuerySchema>;
export const memberLedgerRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  account: z.enum(['money', 'live_money', 'frozen']),
  billType: z.number().int(),
  billName: z.string(),
  amount: z.number(),
  balanceAfter: z.number(),
  reference: z.string(),
  remark: z.string(),
});
export type MemberLedgerRow = z.infer<typeof memberLedgerRowSchema>;
export const memberLedgerSchema = pagedSchema(memberLedgerRowSchema);

export const memberBetsQuerySchema = z.object({
  ...pageFields(20, MEMBER_LIMITS.historyMaxRows),
  /** lottery: 彩票注单 (bet_orders); games: 第三方游戏记录 (game_bet_records). */
  source: z.enum(['lottery', 'games']).default('lottery'),
});
export type MemberBetsQuery = z.infer<typeof memberBetsQuerySchema>;
export const memberBetRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Order number (lottery) or provider record id. */
  ref: z.string(),
  /** Game id and period (lottery) or provider and game code. */
  game: z.string(),
  content: z.string(),
  amount: z.number(),
  payout: z.number(),
  status: z.string(),
});
export type MemberBetRow = z.infer<typeof memberBetRowSchema>;
export const memberBetsSchema = pagedSchema(memberBetRowSchema);

export const memberHistoryQuerySchema = z.object({ ...pageFields(20, MEMBER_LIMITS.historyMaxRows) });
export const memberSignInRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  result: z.enum(MEMBER_SIGN_IN_RESULTS),
  ip: z.string(),
  userAgent: z.string(),
});
export type MemberSignInRow = z.infer<typeof memberSignInRowSchema>;
export const memberSignInsSchema = pagedSchema(memberSignInRowSchema);

const seenSchema = z.object({ count: z.number().int(), firstAt: z.string(), lastAt: z.string() });
export const memberDevicesSchema = z.object({
  devices: z.array(seenSchema.extend({ userAgent: z.string() })),
  addresses: z.array(seenSchema.extend({ ip: z.string() })),
});
export type MemberDevices = z.infer<typeof memberDevicesSchema>;

const reason = () => safeText(MEMBER_LIMITS.reasonMax).min(1, '请填写原因');
export const memberReasonBodySchema = z.object({ reason: reason() });
export const memberChatBodySchema = z.object({
  chatLevel: boundedInt(1, MEMBER_LIMITS.chatLevelMax),
  enableChat: z.boolean(),
  reason: reason(),
});
export const memberVipBodySchema = z.object({ vipLevel: boundedInt(1, MEMBER_LIMITS.vipLevelMax), reason: reason() });
export const memberNoteBodySchema = z.object({
  note: safeText(MEMBER_LIMITS.noteMax, { multiline: true }).min(1, '请填写备注'),
});
export const memberFlagsSchema = z.object({
  status: z.enum(MEMBER_STATUSES),
  chatLevel: z.number().int(),
  enableChat: z.number().int(),
  vipLevel: z.number().int(),
  revoked: z.number().int(),
});
export type MemberFlags = z.infer<typeof memberFlagsSchema>;
