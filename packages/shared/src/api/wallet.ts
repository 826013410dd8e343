import { z } from 'zod';
import { pageQuery, pagedSchema } from './envelope';
import { MONEY_MSG } from '../domain/money';
import { idInt, isoDate, optionalInt, safeText, strictText, yuanAmount } from './input';
import { paramTexts } from '../i18n/core';
import { walletHans } from '../i18n/zh-Hans';

/** Texts of the wallet calls (the server sends them, the web shows and tests them). */
export const walletMsg = {
  ...walletHans,
  ...paramTexts<{ withdrawRange: (min: number, max: number) => string; rechargeRange: (min: number, max: number) => string }>(walletHans, ['withdrawRange', 'rechargeRange']),
  amountInvalid: MONEY_MSG.invalid,
} as const;

/**
 * Company settings (`system_config`) of the turnover audit; absent keys use the defaults of
 * domain/turnover.ts (1x deposit, 3x bonus, relax quota 10 yuan).
 */
export const WALLET_CONFIG_KEYS = {
  depositMultiple: 'turnover_deposit_multiple',
  bonusMultiple: 'turnover_bonus_multiple',
  /** Yuan. */
  relaxQuota: 'withdraw_relax_quota',
} as const;

/** The header a client sends on every money request it may retry. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Quick amounts of the recharge page (yuan). */
export const RECHARGE_QUICK_AMOUNTS = [100, 200, 500, 1000, 5000] as const;

/** Polling interval of the recharge processing page. */
export const RECHARGE_POLL_MS = 3000;

/** Unpaid recharge orders expire after this long. */
export const RECHARGE_EXPIRY_MIN = 30;

/**
 * Member money inputs: yuan with up to 2 decimals, > 0, parsed exactly into **integer
 * thousandths** (the handlers receive `amount` in thousandths, ready for the ledger).
 */
const positiveYuan = yuanAmount();

export const balanceSchema = z.object({ money: z.number(), liveMoney: z.number() });
export type Balance = z.infer<typeof balanceSchema>;
export const userStatusSchema = balanceSchema.extend({ status: z.string() });

export const transferBodySchema = z.object({
  amount: positiveYuan,
  /** in: main balance → game balance; out: game balance → main balance. */
  direction: z.enum(['in', 'out']).default('in'),
});
export const transferResultSchema = balanceSchema.extend({ reference: z.string() });

// ---- recharge -------------------------------------------------------------------------------

export const RECHARGE_CHANNEL_TYPES = ['bank', 'online', 'qr', 'virtual', 'third_party'] as const;
export type RechargeChannelType = (typeof RECHARGE_CHANNEL_TYPES)[number];
export const RECHARGE_CHANNEL_LABELS: Record<RechargeChannelType, string> = {
  bank: '银行转账',
  online: '在线支付',
  qr: '扫码支付',
  virtual: '虚拟币支付',
  third_party: '第三方支付',
};

export const RECHARGE_STATUSES = ['created', 'processing', 'success', 'failed', 'expired'] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];
export const RECHARGE_STATUS_LABELS: Record<RechargeStatus, string> = {
  created: '待支付',
  processing: '处理中',
  success: '充值成功',
  failed: '充值失败',
  expired: '已过期',
};

export const bankAccountSchema = z.object({
  bankName: z.string(),
  bankBranch: z.string(),
  accountNo: z.string(),
  accountName: z.string(),
});

export const rechargeChannelSchema = z.object({
  id: z.number().int(),
  type: z.enum(RECHARGE_CHANNEL_TYPES),
  name: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Sandbox / demo channels move play money only. */
  playMoney: z.boolean(),
  bank: bankAccountSchema.nullable(),
  /** QR code image (data URL) for qr / virtual channels. */
  qrImage: z.string().nullable(),
  /** Wallet address or note shown under the QR code. */
  qrText: z.string(),
});
export type RechargeChannel = z.infer<typeof rechargeChannelSchema>;

export const rechargeCreateBodySchema = z.object({
  channelId: idInt(),
  amount: positiveYuan,
  /** Depositor name for bank transfers (optional). */
  payerName: safeText(40).optional(),
});

export const rechargeOrderSchema = z.object({
  orderNo: z.string(),
  channelId: z.number().int(),
  channelType: z.enum(RECHARGE_CHANNEL_TYPES),
  channelName: z.string(),
  amount: z.number(),
  status: z.enum(RECHARGE_STATUSES),
  statusName: z.string(),
  payerName: z.string(),
  remark: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  expiresAt: z.string(),
  playMoney: z.boolean(),
  /** The provider's pay page while the order is open (online / third-party channels). */
  payUrl: z.string().nullable(),
});
export type RechargeOrder = z.infer<typeof rechargeOrderSchema>;

/** The order and what the user does next: bank details, a QR code, or a payment page. */
export const rechargeCreateResultSchema = z.object({
  order: rechargeOrderSchema,
  next: z.object({
    kind: z.enum(['bank', 'qr', 'pay_url']),
    bank: bankAccountSchema.nullable(),
    qrImage: z.string().nullable(),
    qrText: z.string(),
    payUrl: z.string().nullable(),
  }),
});
export type RechargeCreateResult = z.infer<typeof rechargeCreateResultSchema>;

export const dateRangeQuery = z.object({
  startDate: isoDate().optional().describe('YYYY-MM-DD (system time zone)'),
  endDate: isoDate().optional().describe('YYYY-MM-DD (system time zone)'),
});

export const rechargeHistoryQuerySchema = pageQuery.extend(dateRangeQuery.shape).extend({
  status: z.enum(RECHARGE_STATUSES).optional(),
});
export const rechargeHistorySchema = pagedSchema(rechargeOrderSchema);
export const orderNoParams = z.object({ orderNo: strictText(64).min(1) });

// ---- withdrawal -----------------------------------------------------------------------------

export const WITHDRAW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];
export const WITHDRAW_STATUS_LABELS: Record<WithdrawStatus, string> = {
  pending: '审核中',
  approved: '提现成功',
  rejected: '已拒绝',
};

export const withdrawSaveBodySchema = z.object({
  amount: positiveYuan,
  /** A bound bank account; the default one when absent. */
  bankId: optionalInt(1),
  cashPassword: strictText(16).optional(),
});

export const withdrawFreeBankBodySchema = z.object({
  amount: positiveYuan,
  bankName: safeText(60).min(1, { error: walletMsg.bankRequired }),
  bankBranch: safeText(100).default(''),
  cardNo: z.string().max(40).trim().regex(/^\d{10,24}$/, { error: '请输入正确的银行卡号' }),
  holderName: safeText(40).min(1, { error: '请输入持卡人姓名' }),
  cashPassword: strictText(16).optional(),
});

export const withdrawOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  amount: z.number(),
  bankName: z.string(),
  bankBranch: z.string(),
  /** Masked card number (last 4 digits shown). */
  cardNo: z.string(),
  holderName: z.string(),
  status: z.enum(WITHDRAW_STATUSES),
  statusName: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type WithdrawOrder = z.infer<typeof withdrawOrderSchema>;

export const withdrawHistoryQuerySchema = pageQuery.extend(dateRangeQuery.shape).extend({
  status: z.enum(WITHDRAW_STATUSES).optional(),
});
export const withdrawHistorySchema = pagedSchema(withdrawOrderSchema);
export const idParams = z.object({ id: idInt() });

/** `/sys-upload/data/json/limit/withdraw_limit.json`. */
export const withdrawLimitSchema = z.object({ minMoney: z.number(), maxMoney: z.number(), dayTimes: z.number().int() });
export type WithdrawLimit = z.infer<typeof withdrawLimitSchema>;

export const userBankSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  bankBranch: z.string(),
  cardNo: z.string(),
  holderName: z.string(),
  isDefault: z.boolean(),
});
export type UserBank = z.infer<typeof userBankSchema>;

// ---- turnover audit (spec 1 §3 valid-withdraw data) -----------------------------------------

export const validWithdrawRowSchema = z.object({
  id: z.number().int(),
  type: z.enum(['deposit', 'bonus']),
  typeName: z.string(),
  reference: z.string(),
  amount: z.number(),
  requireDml: z.number(),
  validDml: z.number(),
  createdAt: z.string(),
  status: z.enum(['open', 'done']),
});
export type ValidWithdrawRow = z.infer<typeof validWithdrawRowSchema>;

export const validWithdrawSchema = z.object({
  relaxQuota: z.number(),
  requireDML: z.number(),
  rows: z.array(validWithdrawRowSchema),
  sumAllDeduct: z.number(),
  sumAllDml: z.number(),
  yetWithdraw: z.boolean(),
});
export type ValidWithdraw = z.infer<typeof validWithdrawSchema>;

/** Everything the withdrawal page needs in one call. */
export const withdrawInfoSchema = z.object({
  money: z.number(),
  banks: z.array(userBankSchema),
  limit: withdrawLimitSchema,
  todayCount: z.number().int(),
  turnover: validWithdrawSchema.omit({ rows: true }),
  hasFundPassword: z.boolean(),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

// ---- bills ----------------------------------------------------------------------------------

export const billsQuerySchema = pageQuery.extend(dateRangeQuery.shape).extend({
  billType: optionalInt(1, 99),
});
export const billRowSchema = z.object({
  id: z.number().int(),
  billType: z.number().int(),
  billTypeName: z.string(),
  account: z.enum(['money', 'live_money']),
  amount: z.number(),
  balanceAfter: z.number(),
  createdAt: z.string(),
  remark: z.string(),
});
export type BillRow = z.infer<typeof billRowSchema>;
export const billsSchema = pagedSchema(billRowSchema);
export const billTypesSchema = z.array(z.object({ billType: z.number().int(), billTypeName: z.string() }));

// ---- operator API ---------------------------------------------------------------------------

export const adminRechargeQuerySchema = pageQuery.extend({ status: z.enum(RECHARGE_STATUSES).optional() });
export const adminRechargeRowSchema = rechargeOrderSchema.extend({ userId: z.number().int(), account: z.string() });
export const adminWithdrawQuerySchema = pageQuery.extend({ status: z.enum(WITHDRAW_STATUSES).optional() });
export const adminWithdrawRowSchema = withdrawOrderSchema.extend({
  userId: z.number().int(),
  account: z.string(),
  /** The full card number to pay out, for operators with the finance permission; masked (last four digits) for the rest. */
  fullCardNo: z.string(),
});
export const adminReasonBodySchema = z.object({ reason: safeText(200).default('') });
export const adminAdjustBodySchema = z.object({
  /** Yuan (answered in thousandths); positive deposits, negative deducts, never zero. */
  amount: yuanAmount({ allowNegative: true }),
  reason: safeText(200).min(1, { error: walletMsg.reasonRequired }),
  /** A deposit counts as a bonus for the turnover audit unless marked as a deposit. */
  turnover: z.enum(['deposit', 'bonus', 'none']).default('deposit'),
});
export const adminAdjustResultSchema = z.object({ money: z.number(), reference: z.string() });
