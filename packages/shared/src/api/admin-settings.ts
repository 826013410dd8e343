import { z } from 'zod';
import { isValidTimeZone } from '../domain/system-time';
import { REGISTER_FIELDS } from '../domain/registration-rules';
import { WITHDRAW_RISK_BOUNDS } from '../domain/withdraw-risk';
import { boundedInt, idInt, safeText, strictText } from './input';

/**
 * Operator console (issue 15): the site settings the member app reads from static JSON, one
 * typed group at a time (`GET/PUT /app-api/admin/settings/:group`). Every value is bounded; a
 * PUT replaces the whole group, is audited with before/after and invalidates the JSON files
 * built from it (see SETTINGS_GROUP_SOURCES).
 */

/** An http(s) URL or nothing (an empty link hides the entry in the member app). */
const urlOrEmpty = (max = 500) =>
  z.union([
    z.literal(''),
    z.url({ protocol: /^https?$/, error: '链接应以 http:// 或 https:// 开头' }).max(max, { error: `不能超过 ${max} 个字符` }),
  ]);
/** A web-app route key of the profile link lists (`personalInfo`, `setting`…). */
const routeKey = strictText(40).regex(/^[A-Za-z][A-Za-z0-9_]*$/, { error: '页面标识只能包含字母、数字和下划线' });

/** How the register form shows a field: hidden (absent from register_limit), optional (0), required (1). */
export const REGISTER_FIELD_MODES = ['hidden', 'optional', 'required'] as const;
export type RegisterFieldMode = (typeof REGISTER_FIELD_MODES)[number];

export const siteSettingsSchema = z.object({
  online_service_url: urlOrEmpty().describe('在线客服链接'),
  vcode_style: z.enum(['0', '1', '2', '3']).describe('验证码样式（3 = 第三方）'),
  hy_is_cancel: z.boolean().describe('会员可撤单'),
  livestream_url: urlOrEmpty().describe('直播地址'),
  home_lottery_setting: z.array(idInt()).max(20).describe('首页彩种（游戏 id，按顺序）'),
  time_zone: strictText(64).refine(isValidTimeZone, { error: '时区不正确' }).describe('系统时区'),
  profile_tabs: z.object({
    subTab1: z.array(routeKey).max(20),
    subTab2: z.array(routeKey).max(20),
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const chatSettingsSchema = z.object({
  enable_chat: z.boolean().describe('开启聊天室'),
  enable_chat_maintenance: z.boolean().describe('聊天室维护中'),
  chat_maintenance_start: safeText(30).describe('维护开始时间'),
  chat_maintenance_end: safeText(30).describe('维护结束时间'),
  chat_maintenance_message: safeText(200, { multiline: true }).describe('维护提示'),
  rech_level: boundedInt(0, 10_000_000).describe('发言所需累计充值（元）'),
  lottery_win_message_popup: boundedInt(0, 600).describe('中奖弹窗秒数（0 = 默认）'),
  chat_award_min_reward: boundedInt(0, 100_000_000).describe('聊天室中奖播报最低金额（元）'),
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;

export const registerSettingsSchema = z
  .object({
    fields: z.object(Object.fromEntries(REGISTER_FIELDS.map((f) => [f, z.enum(REGISTER_FIELD_MODES)])) as Record<
      (typeof REGISTER_FIELDS)[number],
      z.ZodEnum<{ hidden: 'hidden'; optional: 'optional'; required: 'required' }>
    >),
    userAccountMessage: safeText(100).describe('账号输入提示'),
    wechatPlaceholder: safeText(50).describe('微信号输入提示'),
    sendMenoy: boundedInt(0, 100_000).describe('注册赠送（元）'),
  })
  .refine((v) => v.fields.account === 'required' && v.fields.password === 'required', {
    error: '账号和密码必须为必填项',
    path: ['fields'],
  });
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export const loginSettingsSchema = z.object({
  vCode: z.boolean().describe('登录必须输入验证码'),
  failTimesForVCode: boundedInt(1, 100).describe('失败几次后要求验证码'),
});
export type LoginSettings = z.infer<typeof loginSettingsSchema>;

export const withdrawSettingsSchema = z
  .object({
    minMoney: boundedInt(1, 10_000_000).describe('单笔最低（元）'),
    maxMoney: boundedInt(1, 10_000_000).describe('单笔最高（元）'),
    dayTimes: boundedInt(1, 100).describe('每日次数'),
  })
  .refine((v) => v.maxMoney >= v.minMoney, { error: '单笔最高不能低于单笔最低', path: ['maxMoney'] });
export type WithdrawSettings = z.infer<typeof withdrawSettingsSchema>;

export const companySettingsSchema = z.object({
  iosDownloadUrl: urlOrEmpty().describe('iOS 下载链接'),
  androidDownloadUrl: urlOrEmpty().describe('安卓下载链接'),
  olUrl: urlOrEmpty().describe('客服链接'),
  domain: safeText(1000, { multiline: true }).describe('推广域名（每行一个）'),
  appDisplay: boundedInt(0, 1).describe('显示 App 下载'),
  showWechatPopup: boundedInt(0, 1).describe('显示微信客服弹窗'),
  companyDetailList: z
    .array(
      z.object({
        content: safeText(100).min(1),
        httpImageUrl: safeText(500),
        wechatUrl: safeText(200),
      }),
    )
    .max(10)
    .describe('客服微信列表'),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** Thresholds of the withdrawal review's risk flags (domain/withdraw-risk.ts); not read by the member app. */
export const withdrawRiskSettingsSchema = z.object({
  newAccountHours: boundedInt(...WITHDRAW_RISK_BOUNDS.newAccountHours).describe('新账户：注册不足（小时）'),
  depositMultiple: boundedInt(...WITHDRAW_RISK_BOUNDS.depositMultiple).describe('提现超过累计充值的倍数'),
  bankChangeHours: boundedInt(...WITHDRAW_RISK_BOUNDS.bankChangeHours).describe('近期换卡：绑定不足（小时）'),
});
export type WithdrawRiskSettings = z.infer<typeof withdrawRiskSettingsSchema>;

export const SETTINGS_SCHEMAS = {
  site: siteSettingsSchema,
  chat: chatSettingsSchema,
  register: registerSettingsSchema,
  login: loginSettingsSchema,
  withdraw: withdrawSettingsSchema,
  company: companySettingsSchema,
  risk: withdrawRiskSettingsSchema,
} as const;
export type SettingsGroup = keyof typeof SETTINGS_SCHEMAS;
export const SETTINGS_GROUPS = Object.keys(SETTINGS_SCHEMAS) as SettingsGroup[];
export interface SettingsValues {
  site: SiteSettings;
  chat: ChatSettings;
  register: RegisterSettings;
  login: LoginSettings;
  withdraw: WithdrawSettings;
  company: CompanySettings;
  risk: WithdrawRiskSettings;
}

/** Group titles of the console and the member-app files each group feeds. */
export const SETTINGS_GROUP_META: Record<SettingsGroup, { title: string; files: string[] }> = {
  site: { title: '站点', files: ['config.json', 'web_system_config.json', 'app_config.json'] },
  chat: { title: '聊天室', files: ['config_chat.json', 'config.json'] },
  register: { title: '注册字段', files: ['limit/register_limit.json'] },
  login: { title: '登录限制', files: ['limit/login_limit.json'] },
  withdraw: { title: '提现限制', files: ['limit/withdraw_limit.json'] },
  company: { title: '客服与下载', files: ['company/<code>.json'] },
  // Console only: the flags of 提现审核 → 稽核与风险.
  risk: { title: '提现风控', files: [] },
};

export const settingsGroupParams = z.object({ group: z.enum(SETTINGS_GROUPS as [SettingsGroup, ...SettingsGroup[]]) });

/** register_limit flags ↔ the console's field modes (1 required, 0 optional, absent hidden). */
export function registerModesOf(flags: Record<string, unknown>): Record<(typeof REGISTER_FIELDS)[number], RegisterFieldMode> {
  return Object.fromEntries(
    REGISTER_FIELDS.map((f) => [f, flags[f] === 1 ? 'required' : flags[f] === 0 ? 'optional' : 'hidden']),
  ) as Record<(typeof REGISTER_FIELDS)[number], RegisterFieldMode>;
}
export function registerFlagsOf(modes: Record<(typeof REGISTER_FIELDS)[number], RegisterFieldMode>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const f of REGISTER_FIELDS) if (modes[f] !== 'hidden') out[f] = modes[f] === 'required' ? 1 : 0;
  return out;
}

/* ---------- re-settlement preview of a draw correction ---------- */

/** `?numbers=1,2,3,4,5,6,7`: seven distinct numbers 1..49, the seventh the special. */
export const resettlePreviewQuerySchema = z.object({
  numbers: z
    .string()
    .max(40)
    .regex(/^\d{1,2}(,\d{1,2}){6}$/, { error: '请填写 7 个号码，以逗号分隔' })
    .transform((s) => s.split(',').map(Number))
    .refine((a) => a.every((n) => n >= 1 && n <= 49) && new Set(a).size === 7, { error: '号码应为 1-49 且不重复' }),
});
export const RESETTLE_PREVIEW_MAX_ROWS = 500;
const outcomeSchema = z.object({
  /** null: not settled yet. 0 lose, 1 win, 2 tie (all stakes returned). */
  result: z.number().int().nullable(),
  reward: z.number().describe('派奖+和局退款（元）'),
});
export const resettlePreviewSchema = z.object({
  gameId: z.number().int(),
  turnNum: z.string(),
  currentNumbers: z.array(z.number().int()).nullable(),
  newNumbers: z.array(z.number().int()),
  orders: z.number().int().describe('本期有效注单数'),
  changedCount: z.number().int(),
  payoutBefore: z.number(),
  payoutAfter: z.number(),
  /** The changed orders, at most RESETTLE_PREVIEW_MAX_ROWS (changedCount says how many in all). */
  changed: z.array(
    z.object({
      orderNo: z.string(),
      account: z.string(),
      play: z.string(),
      totalMoney: z.number(),
      before: outcomeSchema,
      after: outcomeSchema,
    }),
  ),
});
export type ResettlePreview = z.infer<typeof resettlePreviewSchema>;

/* ---------- draw schedules (lottery_games.schedule) ---------- */

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: '时间应为 HH:mm' });
/** A game's draw times in the system time zone, as the lottery module's scheduleSchema, bounded. */
export const adminScheduleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('daily'),
    times: z
      .array(hhmm)
      .min(1)
      .max(48)
      .refine((a) => new Set(a).size === a.length, { error: '开奖时间不能重复' }),
  }),
  z.object({
    kind: z.literal('weekly'),
    /** 0 = Sunday … 6 = Saturday. */
    weekdays: z
      .array(z.number().int().min(0).max(6))
      .min(1)
      .max(7)
      .refine((a) => new Set(a).size === a.length, { error: '星期不能重复' }),
    time: hhmm,
  }),
  z.object({
    kind: z.literal('interval'),
    minutes: z.number().int().min(1).max(1440),
    offsetMin: z.number().int().min(0).max(1439).default(0),
  }),
]);
export type AdminSchedule = z.infer<typeof adminScheduleSchema>;
export const adminScheduleRowSchema = z.object({
  gameId: z.number().int(),
  gameName: z.string(),
  source: z.string(),
  enabled: z.boolean(),
  closeSeconds: z.number().int(),
  /** As stored (demo games may draw every fraction of a minute, which an operator cannot set). */
  schedule: z.looseObject({ kind: z.enum(['daily', 'weekly', 'interval']) }),
  /** The period taking bets now (its draw time is already fixed). */
  openTurn: z.object({ turnNum: z.string(), drawAt: z.number() }).nullable(),
  /** The next draw times the schedule gives after the last scheduled period (epoch ms). */
  nextDraws: z.array(z.number()),
});
export type AdminScheduleRow = z.infer<typeof adminScheduleRowSchema>;
