import { z } from 'zod';
import { splitProblem, type HongbaoKind, type HongbaoSplitLimits } from '../domain/hongbao-split';
import { formatMoney, milliToYuan } from '../domain/money';
import { pagedSchema } from './envelope';
import { boundedInt, idInt, pageFields, safeText, strictText, yearInt, yuanAmount } from './input';
import { fmt, paramTexts } from '../i18n/core';
import { hongbaoHans } from '../i18n/zh-Hans';

export * from '../domain/hongbao-split';

/**
 * Red packet calls (issue 13). Spec 3 names only the pages (/chat-rooms/{room_id}/hong-bao,
 * .../hong-bao/{hongbao_id}, .../history) and says the calls are not shown, so the calls, limits
 * and texts here are ours. Money in the API is yuan; the database keeps thousandths.
 */

/** Texts the server sends and the web shows. */
export const hongbaoMsg = {
  ...hongbaoHans,
  dailyLimit: (max: number) => fmt(hongbaoHans.dailyLimit, formatMoney(max)),
  ...paramTexts<{ countRange: (max: number) => string; expiresIn: (hours: number) => string; totalSent: (n: number) => string; totalReceived: (n: number) => string }>(hongbaoHans, ['countRange', 'expiresIn', 'totalSent', 'totalReceived']),
  totalRange: (min: number, max: number) => fmt(hongbaoHans.totalRange, formatMoney(min), formatMoney(max)),
  shareMin: (min: number) => fmt(hongbaoHans.shareMin, formatMoney(min)),
  shareMax: (max: number) => fmt(hongbaoHans.shareMax, formatMoney(max)),
  remaining: (left: number, count: number) => fmt(hongbaoHans.remaining, count - left, count),
  refunded: (yuan: number) => fmt(hongbaoHans.refunded, formatMoney(yuan)),
} as const;

export const HONGBAO_KINDS = ['lucky', 'equal'] as const satisfies readonly HongbaoKind[];
export const HONGBAO_STATUSES = ['open', 'finished', 'expired'] as const;
export type HongbaoStatus = (typeof HONGBAO_STATUSES)[number];

/** Hard bounds of the operator's settings and of free text; the operator narrows within them. */
export const HONGBAO_LIMITS = {
  greetingMax: 25,
  wordMax: 20,
  /** Most shares any packet may have, whatever the operator sets. */
  countCeiling: 500,
  /** Longest life of a packet the operator may set, minutes (7 days). */
  expireMinutesMax: 7 * 24 * 60,
  /** Shares listed in a detail answer (a packet has at most countCeiling). */
  historyMaxRows: 50,
} as const;

/** The chat message command of a red packet and of its grab updates (see docs/hongbao.md). */
export const HONGBAO_COMMAND = 'hongbao' as const;

/** Operator settings of a company, thousandths (null-free: the defaults fill a missing row). */
export interface HongbaoSettings extends HongbaoSplitLimits {
  enabled: boolean;
  minTotal: number;
  maxTotal: number;
  maxCount: number;
  /** Sum of packets a member may send per day (system time zone); 0 = no limit. */
  dailyMax: number;
  requireFundPassword: boolean;
  senderMayGrab: boolean;
  expireMinutes: number;
}

/** A company's settings until the operator saves its own (thousandths). */
export const HONGBAO_DEFAULT_SETTINGS: HongbaoSettings = {
  enabled: true,
  minShare: 10,
  maxShare: 200_000,
  minTotal: 10,
  maxTotal: 10_000_000,
  maxCount: 100,
  dailyMax: 50_000_000,
  requireFundPassword: false,
  senderMayGrab: false,
  expireMinutes: 24 * 60,
};

/** What the create page needs: the limits in yuan, and what is left of today's allowance. */
export const hongbaoConfigSchema = z.object({
  enabled: z.boolean(),
  minShare: z.number(),
  maxShare: z.number(),
  minTotal: z.number(),
  maxTotal: z.number(),
  maxCount: z.number().int(),
  dailyMax: z.number().describe('每日发送总额上限（元），0 为不限'),
  sentToday: z.number(),
  requireFundPassword: z.boolean(),
  senderMayGrab: z.boolean(),
  expireMinutes: z.number().int(),
});
export type HongbaoConfig = z.infer<typeof hongbaoConfigSchema>;

export const hongbaoConfigQuerySchema = z.object({ roomId: idInt().describe('聊天室 room_id') });

export const hongbaoSendBodySchema = z.object({
  roomId: idInt().describe('聊天室 room_id'),
  kind: z.enum(HONGBAO_KINDS).describe('lucky 拼手气；equal 普通（每个金额相同）'),
  /** Total of the packet (an equal packet: single amount × count). */
  amount: yuanAmount(),
  count: boundedInt(1, HONGBAO_LIMITS.countCeiling),
  greeting: safeText(HONGBAO_LIMITS.greetingMax).default(''),
  /** Optional password word (口令): grabbers must type it. */
  word: safeText(HONGBAO_LIMITS.wordMax).default(''),
  fundPassword: strictText(64).optional(),
  idempotencyKey: strictText(64).min(8, { error: '幂等键格式不正确' }).regex(/^[\x21-\x7e]+$/, { error: '幂等键格式不正确' }),
});
export type HongbaoSendBody = z.input<typeof hongbaoSendBodySchema>;

export const hongbaoGrabBodySchema = z.object({
  id: idInt(),
  word: safeText(HONGBAO_LIMITS.wordMax).default(''),
});

export const hongbaoIdQuerySchema = z.object({ id: idInt() });

/** The packet as the room sees it: the content of its chat message and of each grab update. */
export const hongbaoSummarySchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  kind: z.enum(HONGBAO_KINDS),
  greeting: z.string(),
  hasWord: z.boolean(),
  senderId: z.number().int(),
  senderName: z.string(),
  count: z.number().int(),
  remaining: z.number().int(),
  status: z.enum(HONGBAO_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type HongbaoSummary = z.infer<typeof hongbaoSummarySchema>;

export const hongbaoSendResultSchema = hongbaoSummarySchema.extend({ amount: z.number(), money: z.number() });

export const hongbaoGrabResultSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  remaining: z.number().int(),
  status: z.enum(HONGBAO_STATUSES),
  /** Balance after the share was credited. */
  money: z.number(),
});
export type HongbaoGrabResult = z.infer<typeof hongbaoGrabResultSchema>;

export const hongbaoShareSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  amount: z.number(),
  claimedAt: z.string(),
  best: z.boolean(),
});

export const hongbaoDetailSchema = hongbaoSummarySchema.extend({
  amount: z.number(),
  claimedAmount: z.number(),
  refundedAmount: z.number(),
  finishedAt: z.string().nullable(),
  /** The caller's share, if they grabbed one. */
  mine: z.number().nullable(),
  /** Whether the caller may still try to grab it. */
  canGrab: z.boolean(),
  shares: z.array(hongbaoShareSchema),
});
export type HongbaoDetail = z.infer<typeof hongbaoDetailSchema>;

export const HONGBAO_HISTORY_TYPES = ['sent', 'received'] as const;
export const hongbaoHistoryQuerySchema = z.object({
  type: z.enum(HONGBAO_HISTORY_TYPES).default('received'),
  /** Calendar year in the system time zone; default the current one. */
  year: yearInt().optional(),
  ...pageFields(20, HONGBAO_LIMITS.historyMaxRows),
});

export const hongbaoHistoryRowSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  kind: z.enum(HONGBAO_KINDS),
  greeting: z.string(),
  /** Sent: the packet's total; received: the share. */
  amount: z.number(),
  count: z.number().int(),
  claimedCount: z.number().int(),
  status: z.enum(HONGBAO_STATUSES),
  /** Received: who sent it. Sent: the caller. */
  senderName: z.string(),
  best: z.boolean(),
  at: z.string(),
});
export const hongbaoHistorySchema = pagedSchema(hongbaoHistoryRowSchema).extend({
  year: z.number().int(),
  totals: z.object({
    count: z.number().int(),
    amount: z.number(),
    /** Received: shares that were the best luck of their packet. Sent: refunded amount. */
    best: z.number().int(),
    refunded: z.number(),
  }),
});
export type HongbaoHistory = z.infer<typeof hongbaoHistorySchema>;

/* ---- operator API ---- */

const adminYuan = () => yuanAmount();
export const adminHongbaoSettingsBodySchema = z
  .object({
    enabled: z.boolean(),
    minShare: adminYuan(),
    maxShare: adminYuan(),
    minTotal: adminYuan(),
    maxTotal: adminYuan(),
    maxCount: boundedInt(1, HONGBAO_LIMITS.countCeiling),
    dailyMax: z.union([z.literal(0), z.literal('0'), adminYuan()]).transform((v) => (v === '0' ? 0 : v)),
    requireFundPassword: z.boolean(),
    senderMayGrab: z.boolean(),
    expireMinutes: boundedInt(1, HONGBAO_LIMITS.expireMinutesMax),
  })
  .refine((s) => s.minShare <= s.maxShare && s.minTotal <= s.maxTotal && s.minShare <= s.maxTotal, {
    error: '最小值不能大于最大值',
  });
export const adminHongbaoSettingsSchema = hongbaoConfigSchema.omit({ sentToday: true });

/** The settings as the API shows them (yuan). */
export function hongbaoConfigOf(s: HongbaoSettings, sentToday: number): HongbaoConfig {
  return {
    enabled: s.enabled,
    minShare: milliToYuan(s.minShare),
    maxShare: milliToYuan(s.maxShare),
    minTotal: milliToYuan(s.minTotal),
    maxTotal: milliToYuan(s.maxTotal),
    maxCount: s.maxCount,
    dailyMax: milliToYuan(s.dailyMax),
    sentToday: milliToYuan(sentToday),
    requireFundPassword: s.requireFundPassword,
    senderMayGrab: s.senderMayGrab,
    expireMinutes: s.expireMinutes,
  };
}

/**
 * Why a packet cannot be sent under the settings (a Chinese text), or null. The server refuses
 * with it; the create page shows it before sending. `total` and the limits in thousandths.
 */
export function hongbaoSendProblem(
  s: Pick<HongbaoSettings, 'minShare' | 'maxShare' | 'minTotal' | 'maxTotal' | 'maxCount' | 'dailyMax'>,
  kind: HongbaoKind,
  total: number,
  count: number,
  sentToday = 0,
): string | null {
  if (!Number.isSafeInteger(count) || count < 1 || count > s.maxCount) return hongbaoMsg.countRange(s.maxCount);
  if (total < s.minTotal || total > s.maxTotal) return hongbaoMsg.totalRange(milliToYuan(s.minTotal), milliToYuan(s.maxTotal));
  switch (splitProblem(kind, total, count, s)) {
    case 'count':
      return hongbaoMsg.countRange(s.maxCount);
    case 'fen':
      return hongbaoMsg.fen;
    case 'belowMin':
      return hongbaoMsg.shareMin(milliToYuan(s.minShare));
    case 'aboveMax':
      return hongbaoMsg.shareMax(milliToYuan(s.maxShare));
    case 'unequal':
      return hongbaoMsg.unequal;
    default:
      break;
  }
  if (s.dailyMax > 0 && sentToday + total > s.dailyMax) return hongbaoMsg.dailyLimit(milliToYuan(s.dailyMax));
  return null;
}
