/**
 * Betting bonus (洗码), VIP progress, welfare center and safer-play calls (issue 17).
 * Amounts on the wire are yuan; the server keeps thousandths.
 */
import { z } from 'zod';
import {
  BONUS_CATEGORIES,
  COOLOFF_HOURS,
  EXCLUSION_KINDS,
  LIMIT_KINDS,
  RATE_BP_MAX,
  REALITY_MINUTES,
  SELF_EXCLUSION_MONTHS,
  VIP_PERIODS,
} from '../domain/bonus';
import { boundedInt, idInt, pageFields, yuanAmount } from './input';
import { paramTexts } from '../i18n/core';
import { bonusHans } from '../i18n/zh-Hans';

/** Chinese texts of this feature (the error catalogue references them). */
export const bonusMsg = {
  ...bonusHans,
  ...paramTexts<{ claimed: (yuan: string) => string; depositLimit: (label: string, limit: string, resetAt: string) => string; lossLimit: (label: string, limit: string, resetAt: string) => string; betLimit: (limit: string) => string; excluded: (label: string, until: string) => string; exclusionActive: (label: string, until: string) => string; limitPending: (label: string, at: string) => string; vipWithdrawTimes: (level: number, times: number, resetAt: string) => string; vipWithdrawAmount: (level: number, limit: string, used: string, resetAt: string) => string }>(bonusHans, ['claimed', 'depositLimit', 'lossLimit', 'betLimit', 'excluded', 'exclusionActive', 'limitPending', 'vipWithdrawTimes', 'vipWithdrawAmount']),
} as const;

export const bonusCategorySchema = z.enum(BONUS_CATEGORIES);

export const bettingBonusRowSchema = z.object({
  category: bonusCategorySchema,
  name: z.string(),
  /** Valid turnover not yet claimed (yuan). */
  turnover: z.number(),
  /** Rate in percent (0.4 = 0.4%). */
  rate: z.number(),
  /** Bonus available now (yuan). */
  bonus: z.number(),
  /** Total claimed in this category (yuan). */
  claimed: z.number(),
});

export const bettingBonusSchema = z.object({
  vipLevel: z.number().int(),
  rows: z.array(bettingBonusRowSchema),
  totalAvailable: z.number(),
  totalClaimed: z.number(),
  /** Whether a claim adds a withdrawal turnover requirement (operator setting). */
  turnoverRequired: z.boolean(),
  autoPayout: z.boolean(),
});
export type BettingBonus = z.infer<typeof bettingBonusSchema>;

export const bonusClaimSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  turnover: z.number(),
  auto: z.boolean(),
  createdAt: z.string(),
  detail: z.array(z.object({ category: bonusCategorySchema, name: z.string(), turnover: z.number(), rate: z.number(), bonus: z.number() })),
});
export type BonusClaim = z.infer<typeof bonusClaimSchema>;

export const bonusHistoryQuerySchema = z.object(pageFields(20, 100));
export const bonusHistorySchema = z.object({ data: z.array(bonusClaimSchema), totalCount: z.number().int() });

/* ---------------- VIP ---------------- */

export const vipLevelRowSchema = z.object({
  vipLevel: z.number().int(),
  name: z.string(),
  betMoney: z.number(),
  keepMoney: z.number(),
  upgradeGift: z.number(),
  monthlyGift: z.number(),
  rates: z.array(z.object({ category: bonusCategorySchema, name: z.string(), rate: z.number() })),
});

export const vipProgressSchema = z.object({
  vipLevel: z.number().int(),
  cycleBetAmount: z.number(),
  period: z.enum(VIP_PERIODS),
  periodName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  nextLevel: z.number().int().nullable(),
  nextBetMoney: z.number(),
  percent: z.number(),
  keepMoney: z.number(),
  levels: z.array(vipLevelRowSchema),
});
export type VipProgress = z.infer<typeof vipProgressSchema>;

export const welfareGiftSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['upgrade', 'monthly']),
  name: z.string(),
  vipLevel: z.number().int(),
  amount: z.number(),
  claimed: z.boolean(),
  claimedAt: z.string().nullable(),
});
export type WelfareGift = z.infer<typeof welfareGiftSchema>;
export const welfareSchema = z.object({ vipLevel: z.number().int(), gifts: z.array(welfareGiftSchema) });
export const welfareClaimBodySchema = z.object({ id: idInt() });

/* ---------------- safer play ---------------- */

export const limitKindSchema = z.enum(LIMIT_KINDS);
export const saferLimitSchema = z.object({
  kind: limitKindSchema,
  name: z.string(),
  /** In force now (yuan); null = none. */
  amount: z.number().nullable(),
  pendingAmount: z.number().nullable(),
  /** When a pending raise applies; null when none is waiting. */
  pendingAt: z.string().nullable(),
  /** Used in the current window (yuan; 0 for bet_max). */
  used: z.number(),
  resetAt: z.string().nullable(),
});
export const saferPlaySchema = z.object({
  limits: z.array(saferLimitSchema),
  realityMinutes: z.number().int(),
  exclusion: z.object({ kind: z.enum(EXCLUSION_KINDS), name: z.string(), endsAt: z.string() }).nullable(),
});
export type SaferPlay = z.infer<typeof saferPlaySchema>;

export const saferLimitBodySchema = z.object({
  kind: limitKindSchema,
  /** Yuan; omitted or null removes the limit (a removal waits 24 hours). */
  amount: yuanAmount().nullable().optional(),
});
export const realityBodySchema = z.object({
  /** 0 switches the reminder off. */
  minutes: boundedInt(0, REALITY_MINUTES.max).refine((m) => m === 0 || m >= REALITY_MINUTES.min, {
    message: `提醒间隔需为0或${REALITY_MINUTES.min}-${REALITY_MINUTES.max}分钟`,
  }),
});
export const exclusionBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cooloff'), hours: boundedInt(COOLOFF_HOURS.min, COOLOFF_HOURS.max) }),
  z.object({ kind: z.literal('self'), months: boundedInt(SELF_EXCLUSION_MONTHS.min, SELF_EXCLUSION_MONTHS.max) }),
]);
export const realitySchema = z.object({
  realityMinutes: z.number().int(),
  /** Session start (this login). */
  since: z.string(),
  minutesPlayed: z.number().int(),
  /** Betting result since the session started (yuan; negative = loss). */
  net: z.number(),
});

/* ---------------- operator ---------------- */

/** `GET /app-api/admin/bonus/config`: the whole table an operator edits (yuan; rates in basis points). */
export const adminBonusConfigSchema = z.object({
  settings: z.object({
    vipPeriod: z.enum(VIP_PERIODS),
    turnoverRequired: z.boolean(),
    autoPayout: z.boolean(),
    hedgeRule: z.boolean(),
  }),
  levels: z.array(
    z.object({
      vipLevel: z.number().int(),
      betMoney: z.number(),
      keepMoney: z.number(),
      upgradeGift: z.number(),
      monthlyGift: z.number(),
      withdrawDayTimes: z.number().int().nullable(),
      withdrawDayAmount: z.number().nullable(),
      rates: z.record(bonusCategorySchema, z.number().int()),
    }),
  ),
});
export type AdminBonusConfig = z.infer<typeof adminBonusConfigSchema>;

export const adminRateBodySchema = z.object({
  vipLevel: boundedInt(1, 9),
  category: bonusCategorySchema,
  rateBp: boundedInt(0, RATE_BP_MAX),
});
export const adminVipLevelBodySchema = z.object({
  vipLevel: boundedInt(1, 9),
  /** Whole yuan (0 allowed). */
  betMoney: boundedInt(0, 100_000_000).optional(),
  keepMoney: boundedInt(0, 100_000_000).optional(),
  upgradeGift: boundedInt(0, 1_000_000).optional(),
  monthlyGift: boundedInt(0, 1_000_000).optional(),
  /** Daily withdrawal requests allowed at this level; null = the level adds no limit. */
  withdrawDayTimes: boundedInt(0, 1_000).nullable().optional(),
  /** Daily withdrawal amount allowed at this level (whole yuan); null = the level adds no limit. */
  withdrawDayAmount: boundedInt(0, 100_000_000).nullable().optional(),
});
export const adminBonusSettingsBodySchema = z.object({
  vipPeriod: z.enum(VIP_PERIODS).optional(),
  turnoverRequired: z.boolean().optional(),
  autoPayout: z.boolean().optional(),
  /** Both sides of a fully hedged lottery bet count once for the betting bonus (domain/hedge.ts). Default off. */
  hedgeRule: z.boolean().optional(),
});
