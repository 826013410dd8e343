import { z } from 'zod';
import { pagedSchema } from './envelope';
import { idInt, isoDate, optionalInt, pageFields, safeText, strictText } from './input';
import { paramTexts } from '../i18n/core';
import { operatorHans } from '../i18n/zh-Hans';

/**
 * Operator console (issue 15): operator accounts, roles, TOTP sign-in, sessions, audit log,
 * dashboard and the four-eyes approval of large manual adjustments. Every path is under
 * `/app-api` (so `OPERATOR_PATHS.signIn` is called as `/app-api/admin/auth/sign-in`). The
 * session token travels as the `X-Operator-Token` header. docs/operators.md is the reference.
 */

export const OPERATOR_TOKEN_HEADER = 'x-operator-token';

/** Roles, in the order the console lists them. */
export const OPERATOR_ROLES = ['super_admin', 'finance', 'risk', 'content', 'support', 'read_only'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_ROLE_NAMES: Record<OperatorRole, string> = {
  super_admin: '超级管理员',
  finance: '财务',
  risk: '风控',
  content: '内容运营',
  support: '客服',
  read_only: '只读',
};

/**
 * Permissions. Every admin route needs exactly one (docs/operators.md has the route table):
 * `read` for every GET of the business modules; the others for changes in their area.
 */
export const OPERATOR_PERMISSIONS = [
  'read',
  'finance',
  'risk',
  'lottery',
  'content',
  'support',
  'audit',
  'operators',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

export const OPERATOR_PERMISSION_NAMES: Record<OperatorPermission, string> = {
  read: '查看',
  finance: '资金（充值、提现、人工存扣、审批、代理返佣、红包、洗码）',
  risk: '风控（会员冻结、踢下线、赔率与限额）',
  lottery: '开奖（手动开奖、更正、直播地址）',
  content: '内容（公告、图库、广告、游戏目录）',
  support: '客服与聊天（聊天室、禁言、客服会话）',
  audit: '审计日志',
  operators: '运营账号与设置',
};

/** The role → permission table (the server checks it; the console hides what a role cannot do). */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  super_admin: OPERATOR_PERMISSIONS,
  finance: ['read', 'finance'],
  risk: ['read', 'risk', 'lottery', 'audit'],
  content: ['read', 'content'],
  support: ['read', 'support'],
  read_only: ['read'],
};

export const hasPermission = (role: OperatorRole, permission: OperatorPermission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

/** Paths relative to `/app-api`. */
export const OPERATOR_PATHS = {
  signIn: '/admin/auth/sign-in',
  signOut: '/admin/auth/sign-out',
  me: '/admin/auth/me',
  changePassword: '/admin/auth/password',
  totpEnrol: '/admin/auth/totp/enrol',
  totpConfirm: '/admin/auth/totp/confirm',
  sessions: '/admin/auth/sessions',
  revokeSession: '/admin/auth/sessions/:id/revoke',
  signIns: '/admin/auth/sign-ins',
  operators: '/admin/operators',
  operator: '/admin/operators/:id',
  operatorResetPassword: '/admin/operators/:id/reset-password',
  operatorResetTotp: '/admin/operators/:id/reset-totp',
  /** A super admin: another operator's live sessions, and ending one of them. */
  operatorSessions: '/admin/operators/:id/sessions',
  operatorRevokeSession: '/admin/operators/:id/sessions/:sessionId/revoke',
  operatorSettings: '/admin/operator-settings',
  audit: '/admin/audit',
  auditCsv: '/admin/audit/export.csv',
  dashboard: '/admin/dashboard',
  adjustRequests: '/admin/adjust-requests',
  adjustApprove: '/admin/adjust-requests/:id/approve',
  adjustReject: '/admin/adjust-requests/:id/reject',
} as const;

export const OPERATOR_LIMITS = {
  nameMax: 32,
  passwordMin: 10,
  passwordMax: 128,
  /** Wrong password or code this many times in the window locks the account. */
  maxFailures: 5,
  failureWindowSec: 15 * 60,
  lockSec: 15 * 60,
  /** A session lives this long after its last use, and never longer than sessionMaxSec. */
  sessionIdleSec: 60 * 60,
  sessionMaxSec: 12 * 60 * 60,
  auditMaxRows: 200,
  /** The CSV export stops after this many rows (the answer says so in its last line). */
  auditCsvMaxRows: 100_000,
  /** The trend covers this many days, today included. */
  trendDays: 30,
} as const;

export const operatorMsg = {
  ...operatorHans,
  ...paramTexts<{ locked: (minutes: number) => string; passwordTooShort: (n: number) => string }>(operatorHans, ['locked', 'passwordTooShort']),
} as const;

// ---- sign-in, session, me -------------------------------------------------------------------

export const operatorNameSchema = strictText(OPERATOR_LIMITS.nameMax)
  .min(2)
  .regex(/^[A-Za-z0-9_.-]+$/, { error: '账号只能包含字母、数字、下划线、点和连字符' });
export const operatorPasswordSchema = strictText(OPERATOR_LIMITS.passwordMax).min(1);
export const totpCodeSchema = z.string().regex(/^\d{6}$/, { error: '动态验证码为 6 位数字' });

export const signInBodySchema = z.object({
  name: operatorNameSchema,
  password: operatorPasswordSchema,
  /** Required when the operator has TOTP on (else the answer is OP/TOTP_REQUIRED). */
  totp: totpCodeSchema.optional(),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const operatorMeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  roleName: z.string(),
  permissions: z.array(z.enum(OPERATOR_PERMISSIONS)),
  totpEnabled: z.boolean(),
  /** True when this session may only enrol TOTP (production operator without a second factor). */
  mustEnrolTotp: z.boolean(),
  /** True when the password was set by someone else (create/reset) and should be changed. */
  mustChangePassword: z.boolean(),
});
export type OperatorMe = z.infer<typeof operatorMeSchema>;

export const signInResultSchema = z.object({
  token: z.string(),
  /** ISO time the session ends if unused (extended by each call up to the absolute limit). */
  expiresAt: z.string(),
  operator: operatorMeSchema,
});
export type SignInResult = z.infer<typeof signInResultSchema>;

export const changePasswordBodySchema = z.object({
  oldPassword: operatorPasswordSchema,
  newPassword: strictText(OPERATOR_LIMITS.passwordMax).min(OPERATOR_LIMITS.passwordMin, {
    error: operatorMsg.passwordTooShort(OPERATOR_LIMITS.passwordMin),
  }),
});

export const totpEnrolResultSchema = z.object({
  /** Base32 secret (shown for manual entry). */
  secret: z.string(),
  /** otpauth://totp/... for the QR code. */
  otpauthUri: z.string(),
});
export type TotpEnrolResult = z.infer<typeof totpEnrolResultSchema>;
export const totpConfirmBodySchema = z.object({ code: totpCodeSchema });

export const operatorSessionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  current: z.boolean(),
});
export type OperatorSession = z.infer<typeof operatorSessionSchema>;

export const signInRowSchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int().nullable(),
  name: z.string(),
  at: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  /** ok, bad_password, bad_totp, totp_required, locked, disabled, unknown */
  result: z.string(),
});
export type SignInRow = z.infer<typeof signInRowSchema>;
export const signInsQuerySchema = z.object({ ...pageFields(20, 100), operatorId: optionalInt(1) });
export const signInsSchema = pagedSchema(signInRowSchema);

// ---- operator accounts (permission `operators`) ---------------------------------------------

export const operatorRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  disabled: z.boolean(),
  totpEnabled: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type OperatorRow = z.infer<typeof operatorRowSchema>;
export const operatorCreateBodySchema = z.object({ name: operatorNameSchema, role: z.enum(OPERATOR_ROLES) });
/** The generated password is shown once. */
export const operatorCreatedSchema = z.object({ operator: operatorRowSchema, password: z.string() });
export const operatorUpdateBodySchema = z.object({ role: z.enum(OPERATOR_ROLES).optional(), disabled: z.boolean().optional() });
export const operatorPasswordResetSchema = z.object({ password: z.string() });

export const operatorSettingsSchema = z.object({
  /** Manual adjustments of at least this many yuan (absolute) need a second operator. 0 = always. */
  adjustApprovalThreshold: z.number(),
});
export const operatorSettingsBodySchema = z.object({
  adjustApprovalThreshold: z.number().min(0).max(100_000_000),
});

// ---- audit log (permission `audit`) ---------------------------------------------------------

export const auditQuerySchema = z.object({
  ...pageFields(50, OPERATOR_LIMITS.auditMaxRows),
  /** Operator id (matches actors `operator:<id>:…`). */
  operatorId: optionalInt(1),
  /** Actor text contains (e.g. `admin:` for the static token). */
  actor: safeText(64).optional(),
  /** Action prefix, e.g. `wallet.` or `wallet.manual_deposit`. */
  action: safeText(64).optional(),
  targetType: safeText(32).optional(),
  targetId: safeText(64).optional(),
  /** Inclusive days in the system time zone. */
  from: isoDate().optional(),
  to: isoDate().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  operatorId: z.number().int().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** Before/after and parameters as the module wrote them. */
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;
export const auditListSchema = pagedSchema(auditRowSchema);

// ---- dashboard (permission `read`) ----------------------------------------------------------

/** Yuan amounts are numbers with up to 3 decimals; counts are integers. */
export const dashboardFiguresSchema = z.object({
  /** YYYY-MM-DD in the system time zone. */
  day: z.string(),
  registrations: z.number().int(),
  /** Members with a login, bet or ledger movement that day. */
  activeUsers: z.number().int(),
  deposits: z.number(),
  depositCount: z.number().int(),
  withdrawals: z.number(),
  withdrawalCount: z.number().int(),
  /** Stakes (彩票投注 + 追号投注) minus cancellations that day. */
  bets: z.number(),
  betCount: z.number().int(),
  /** Payouts (彩票派奖 incl. reversals, plus 和局退款) that day. */
  payouts: z.number(),
  /** bets − payouts. */
  ggr: z.number(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;
export const dashboardSchema = z.object({
  timeZone: z.string(),
  today: dashboardFiguresSchema,
  /** Oldest first, today last, OPERATOR_LIMITS.trendDays entries. */
  trend: z.array(dashboardFiguresSchema),
  /** Members with a live (unrevoked, unexpired) session token. */
  onlineUsers: z.number().int(),
  pendingReviews: z.object({
    recharges: z.number().int(),
    withdrawals: z.number().int(),
    adjustRequests: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---- four-eyes manual adjustments -----------------------------------------------------------

export const ADJUST_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const adjustRequestSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  account: z.string(),
  /** Yuan, signed. */
  amount: z.number(),
  reason: z.string(),
  turnover: z.enum(['deposit', 'bonus', 'none']),
  status: z.enum(ADJUST_REQUEST_STATUSES),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Set once approved: the ledger reference. */
  reference: z.string().nullable(),
});
export type AdjustRequest = z.infer<typeof adjustRequestSchema>;
export const adjustRequestsQuerySchema = z.object({
  ...pageFields(20, 100),
  status: z.enum(ADJUST_REQUEST_STATUSES).optional(),
});
export const adjustRequestsSchema = pagedSchema(adjustRequestSchema);
export const adjustDecisionBodySchema = z.object({ reason: safeText(200).default('') });
export const adjustRequestParams = z.object({ id: idInt() });
/**
 * The manual adjust route (`POST /app-api/admin/users/:id/adjust`) answers either the applied
 * result `{ money, reference }` or, above the threshold, `{ pending: true, requestId }`.
 */
export const adjustPendingSchema = z.object({ pending: z.literal(true), requestId: z.number().int() });
