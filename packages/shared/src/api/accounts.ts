import { z } from 'zod';
import { CHAT_THEME_COLORS } from '../domain/vip';
import { msg } from '../messages';
import { pageQuery } from './envelope';
import { idInt, optionalInt, safeText, strictText } from './input';
import { accountHans } from '../i18n/zh-Hans';

// The web imports the account rules from the package root with the schemas.
export * from '../domain/registration-rules';
export * from '../domain/vip';

/**
 * Accounts and sessions (spec 1 §3, §5, §7): login, registration, trial accounts, captcha,
 * profile, passwords, fund password, bank accounts, notifications and the chat colour.
 * Every path is under /app-api. Bodies may be form-encoded, so numbers and flags coerce.
 */

/** Messages of this area that are not in the registration table (REG_MSG). */
export const ACCOUNT_MSG = {
  ...accountHans,
  tooFrequent: msg.tooManyRequests,
  // The session toast of spec 3 §4 (1.5 s) when another device logged in.
  loginElsewhere: msg.loginElsewhere,
} as const;

/** Form flags arrive as '1', 'true', 'on' or booleans. */
const flag = z.preprocess(
  (v) => (typeof v === 'string' ? ['1', 'true', 'on', 'yes'].includes(v.toLowerCase()) : v),
  z.boolean(),
);
/** Free text a member types (names, contacts): control characters stripped, trimmed, bounded. */
const str = (max: number) => safeText(max);
/** Identifiers and secrets (accounts, passwords, codes): a control character is refused. */
const ident = (max: number) => strictText(max).trim();
const secret = (max: number) => strictText(max);

/**
 * Captcha binding: `GET /v/vCode` answers the image and an `x-client-id` header (a random id
 * unless the client sent its own as `clientId` query or `x-client-id` header); the login or
 * registration call sends the same id (`clientId` field or `x-client-id` header) with the code.
 */
export const vCodeQuerySchema = z.object({
  t: strictText(40).optional().describe('时间戳（防缓存）'),
  m: z.enum(['reg', 'login']).optional().describe('reg = 注册验证码'),
  clientId: strictText(64).min(8).optional().describe('客户端验证码标识，登录/注册时原样带回'),
});

export const loginBodySchema = z.object({
  account: ident(32).min(1).describe('账号'),
  password: secret(64).min(1).describe('登录密码（明文，经 HTTPS 传输）'),
  remember: flag.optional().describe('记住密码：令牌有效期 30 天，否则 7 天'),
  version: strictText(32).optional(),
  valiCode: ident(16).optional().describe('验证码'),
  companyCode: strictText(32).optional().describe('公司代码，缺省为本站'),
  clientId: strictText(64).optional().describe('验证码客户端标识（见 /v/vCode）'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Login, registration and trial answers. */
export const tokenPairSchema = z.object({ token: z.string(), tokenChat: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginLimitQuerySchema = z.object({
  account: strictText(32).optional(),
  companyCode: strictText(32).optional(),
});
/** Login-limit data for a client: vCode 1 once this account or address failed 5 times in 15 minutes. */
export const loginLimitSchema = z.object({
  vCode: z.number().int(),
  failTimesForVCode: z.number().int(),
});
export type LoginLimit = z.infer<typeof loginLimitSchema>;

/**
 * Registration. `password`/`confirmPassword` are the raw passwords over HTTPS: the spec's
 * "encoded" passwords were client-side obfuscation, which we drop. The promotion code comes
 * as `intrCode` or as query `code`.
 */
export const registerBodySchema = z.object({
  account: ident(32).default(''),
  password: secret(64).default(''),
  confirmPassword: secret(64).optional(),
  birthday: str(10).optional().describe('YYYY-MM-DD'),
  email: str(100).optional(),
  fullName: str(30).optional(),
  fundPwd: ident(8).optional().describe('4 位数字资金密码'),
  intrCode: ident(32).optional().describe('推广码'),
  code: ident(32).optional().describe('推广码（链接参数）'),
  qq: str(40).optional(),
  weixin: str(60).optional(),
  phone: str(30).optional(),
  vCode: ident(16).optional().describe('验证码'),
  version: strictText(32).optional(),
  companyCode: strictText(32).optional(),
  clientId: strictText(64).optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const regTestQuerySchema = z.object({ companyCode: strictText(32).optional() });

export const checkUniqueQuerySchema = z.object({
  account: ident(32).min(1),
  companyCode: strictText(32).optional(),
});
export const checkUniqueSchema = z.object({ unique: z.boolean() });

/** Profile (spec 1 §3): userInfo, extInfo (money in yuan), userDetail.domain, unReadCount. */
export const userInfoSchema = z.object({
  userId: z.number().int(),
  account: z.string(),
  type: z.enum(['NORMAL', 'TEST']),
  isDl: z.boolean(),
  avatarId: z.number().int().min(1).max(16),
  vipLevel: z.number().int().min(1).max(9),
  /** Yuan bet in the current VIP cycle. */
  cycleBetAmount: z.number(),
  rebate: z.number(),
  enableChat: z.number().int(),
  chatLevel: z.number().int(),
  hyLevel: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  qq: z.string(),
  weixin: z.string(),
  /** YYYY-MM-DD or empty. */
  birthday: z.string(),
  chatThemeColor: z.string(),
  intrCode: z.string().nullable(),
});
export const extInfoSchema = z.object({
  rechMoney: z.number(),
  money: z.number(),
  liveMoney: z.number(),
  /** A fund password is set. */
  fundPwd: z.boolean(),
});
export const profileSchema = z.object({
  userInfo: userInfoSchema,
  extInfo: extInfoSchema,
  userDetail: z.object({ domain: z.string() }),
  unReadCount: z.number().int(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
export type ExtInfo = z.infer<typeof extInfoSchema>;
export type Profile = z.infer<typeof profileSchema>;

export const vipRuleSchema = z.object({ vipLevel: z.number().int(), betMoney: z.number(), name: z.string() });
export const vipRulesSchema = z.array(vipRuleSchema);
export type VipRule = z.infer<typeof vipRuleSchema>;

/** Change the login password while logged in; every session (this one too) ends. */
export const updatePasswordBodySchema = z.object({
  oldPassword: secret(64).min(1),
  newPassword: secret(64),
  confirmPassword: secret(64).optional(),
});
/** Change the login password without a session (reset-password page): account + old + new. */
export const updatePasswordByAccountBodySchema = updatePasswordBodySchema.extend({
  account: ident(32).min(1),
  companyCode: strictText(32).optional(),
  valiCode: ident(16).optional().describe('验证码（与登录相同：失败 5 次后需要）'),
  clientId: strictText(64).optional().describe('验证码客户端标识（见 /v/vCode）'),
});
/** `relogin: true` tells the client its tokens are gone and it must log in again. */
export const passwordChangedSchema = z.object({ relogin: z.boolean() });

/**
 * Set the fund password the first time (with the login password) or change it (with the old
 * fund password).
 */
export const updateFundPwdBodySchema = z.object({
  fundPwd: ident(8).describe('新的 4 位数字资金密码'),
  confirmFundPwd: ident(8).optional(),
  password: secret(64).optional().describe('登录密码（首次设置时）'),
  oldFundPwd: ident(8).optional().describe('原资金密码（修改时）'),
});
export const cashPasswordBodySchema = z.object({ cashPassword: secret(16).optional() });

export const bankSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  bankBranch: z.string(),
  cardNo: z.string(),
  /** Card number with all but the last 4 digits hidden. */
  cardNoMasked: z.string(),
  holderName: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export const bankListSchema = z.array(bankSchema);
export type Bank = z.infer<typeof bankSchema>;
/** Add (no id) or update (id) a bank account. */
export const updateBankBodySchema = z.object({
  id: optionalInt(1),
  bankName: str(40),
  bankBranch: str(80).default(''),
  cardNo: strictText(40),
  holderName: str(30),
  isDefault: flag.optional(),
  /** Required once the member has a fund password (UC/CASH_PASSWORD when missing). */
  cashPassword: secret(16).optional(),
});
export const bankIdBodySchema = z.object({
  id: idInt(),
  /** Required once the member has a fund password (UC/CASH_PASSWORD when missing). */
  cashPassword: secret(16).optional(),
});
export const BANK_LIMITS = { maxCards: 5, cardNoRe: /^\d{12,19}$/ } as const;

/** Personal info: every field optional; the registration rules apply to what is sent. */
export const modifyUserInfoBodySchema = z.object({
  avatarId: optionalInt(),
  fullName: str(30).optional(),
  email: str(100).optional(),
  phone: str(30).optional(),
  qq: str(40).optional(),
  weixin: str(60).optional(),
  birthday: str(10).optional(),
});

export const pushMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** 1 = read. */
  isRead: z.number().int(),
  createdAt: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
export const pushMessageListSchema = z.object({
  data: z.array(pushMessageSchema),
  totalCount: z.number().int(),
  unReadCount: z.number().int(),
});
export const pushMessageQuerySchema = pageQuery;
export const pushMessageIdQuerySchema = z.object({ id: idInt() });

const chatColors = CHAT_THEME_COLORS.map((c) => c.color) as [string, ...string[]];
/** One of the eight colours (hex, e.g. `#e00221`). */
export const chatThemeColorBodySchema = z.object({
  chatThemeColor: strictText(20).trim().toLowerCase().refine((v) => chatColors.includes(v), { message: '请选择正确的聊天颜色' }),
});

/** Operator calls (X-Admin-Token). */
export const adminUserParamsSchema = z.object({ id: idInt() });
export const adminResetFlagBodySchema = z.object({
  message: str(200).optional().describe('登录时显示给用户的信息'),
});
export const adminKickSchema = z.object({ revoked: z.number().int() });
