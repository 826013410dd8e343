import { z } from 'zod';
import { safeText, yuanAmount } from './input';
import { RECHARGE_CHANNEL_TYPES } from './wallet';

/** An operator's view of a recharge channel (`GET admin/recharge/channels`), amounts in yuan. */
export const adminRechargeChannelSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  type: z.enum(RECHARGE_CHANNEL_TYPES),
  name: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  bankName: z.string(),
  bankBranch: z.string(),
  accountNo: z.string(),
  accountName: z.string(),
  qrText: z.string(),
  provider: z.string(),
  playMoney: z.boolean(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminRechargeChannel = z.infer<typeof adminRechargeChannelSchema>;

export const rechargeChannelMsg = {
  minAboveMax: '最低金额不能大于最高金额',
  nameTaken: '通道名称已存在',
} as const;

/**
 * `PUT admin/recharge/channels/:id`: every editable column (the type and the provider are not).
 * Amounts are yuan in, thousandths out (`yuanAmount`).
 */
export const adminRechargeChannelBodySchema = z
  .object({
    enabled: z.boolean(),
    name: safeText(40).min(1, { error: '请输入通道名称' }),
    minAmount: yuanAmount(),
    maxAmount: yuanAmount(),
    sort: z.number().int().min(0).max(9999),
    bankName: safeText(60).default(''),
    bankBranch: safeText(60).default(''),
    accountNo: safeText(60).default(''),
    accountName: safeText(60).default(''),
    qrText: safeText(500).default(''),
  })
  .refine((b) => b.minAmount <= b.maxAmount, { error: rechargeChannelMsg.minAboveMax, path: ['maxAmount'] });
export type AdminRechargeChannelBody = z.input<typeof adminRechargeChannelBodySchema>;
