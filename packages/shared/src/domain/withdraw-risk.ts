/**
 * Risk flags an operator sees beside a pending withdrawal (issue 15). Pure: the server gathers
 * the facts, this decides which flags they raise, so the thresholds live (and are tested) once.
 */

/** The thresholds an operator sets (系统设置 → 提现风控, stored per company); whole numbers. */
export interface WithdrawRiskThresholds {
  /** An account younger than this many hours is flagged 新账户. */
  newAccountHours: number;
  /** A withdrawal above this multiple of the member's total successful deposits is flagged. */
  depositMultiple: number;
  /** A bank account bound within this many hours before the review is flagged 近期换卡. */
  bankChangeHours: number;
}

/** Defaults: the thresholds used before they became settings, and for a missing or bad stored value. */
export const WITHDRAW_RISK_DEFAULTS: Readonly<WithdrawRiskThresholds> = { newAccountHours: 24, depositMultiple: 3, bankChangeHours: 72 };

/** Inclusive bounds of each threshold (the settings schema and the stored-value reader use them). */
export const WITHDRAW_RISK_BOUNDS: Readonly<Record<keyof WithdrawRiskThresholds, readonly [number, number]>> = {
  newAccountHours: [1, 720],
  depositMultiple: [1, 100],
  bankChangeHours: [1, 720],
};

/** The defaults in the units the flags compare (kept for callers of the former constants). */
export const WITHDRAW_RISK = {
  newAccountMs: WITHDRAW_RISK_DEFAULTS.newAccountHours * 3_600_000,
  depositMultiple: WITHDRAW_RISK_DEFAULTS.depositMultiple,
  bankChangeMs: WITHDRAW_RISK_DEFAULTS.bankChangeHours * 3_600_000,
} as const;

/**
 * The thresholds from a stored settings object: each field a whole number within its bounds,
 * else its default (a hand-edited or older row never disables a flag by accident).
 */
export function withdrawRiskThresholdsOf(stored: Record<string, unknown> | null | undefined): WithdrawRiskThresholds {
  const pick = (k: keyof WithdrawRiskThresholds): number => {
    const v = stored?.[k];
    const [min, max] = WITHDRAW_RISK_BOUNDS[k];
    return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : WITHDRAW_RISK_DEFAULTS[k];
  };
  return { newAccountHours: pick('newAccountHours'), depositMultiple: pick('depositMultiple'), bankChangeHours: pick('bankChangeHours') };
}

export const WITHDRAW_RISK_CODES = ['new_account', 'over_deposits', 'bank_changed', 'shared_ip', 'self_excluded', 'frozen', 'turnover_not_met'] as const;
export type WithdrawRiskCode = (typeof WITHDRAW_RISK_CODES)[number];

export interface WithdrawRiskFacts {
  /** Epoch ms of the review. */
  now: number;
  accountCreatedAt: number;
  /** Thousandths. */
  withdrawAmount: number;
  /** Thousandths: successful recharges over the member's life. */
  totalDeposits: number;
  /** Epoch ms of the newest bound bank account, null without one. */
  newestBankAt: number | null;
  /** Other members whose registration IP equals this member's (empty IP: 0). */
  sameIpMembers: number;
  registerIp: string;
  /** Epoch ms the active cool-off / self-exclusion ends, null if none is active. */
  exclusionEndsAt: number | null;
  exclusionKind: 'cooloff' | 'self' | null;
  frozen: boolean;
  turnoverMet: boolean;
}

export interface WithdrawRiskFlag {
  code: WithdrawRiskCode;
  /** Chinese text the console shows. */
  text: string;
}

const hours = (ms: number) => Math.max(0, Math.floor(ms / 3_600_000));
const yuan = (milli: number) => (milli / 1000).toFixed(2);

/** The flags the facts raise under the operator's thresholds (the defaults when none are given). */
export function withdrawRiskFlags(f: WithdrawRiskFacts, t: WithdrawRiskThresholds = WITHDRAW_RISK_DEFAULTS): WithdrawRiskFlag[] {
  const out: WithdrawRiskFlag[] = [];
  const age = f.now - f.accountCreatedAt;
  if (age < t.newAccountHours * 3_600_000) out.push({ code: 'new_account', text: `新账户：注册不足${t.newAccountHours}小时（${hours(age)}小时）` });
  if (f.withdrawAmount > t.depositMultiple * f.totalDeposits) {
    out.push({
      code: 'over_deposits',
      text: `提现金额超过累计充值的${t.depositMultiple}倍（累计充值 ${yuan(f.totalDeposits)} 元）`,
    });
  }
  if (f.newestBankAt !== null && f.now - f.newestBankAt < t.bankChangeHours * 3_600_000) {
    out.push({ code: 'bank_changed', text: `近期换卡：${hours(f.now - f.newestBankAt)}小时前绑定银行卡` });
  }
  if (f.registerIp && f.sameIpMembers > 0) {
    out.push({ code: 'shared_ip', text: `注册IP ${f.registerIp} 与其他 ${f.sameIpMembers} 个会员相同` });
  }
  if (f.exclusionEndsAt !== null && f.exclusionEndsAt > f.now) {
    out.push({ code: 'self_excluded', text: `${f.exclusionKind === 'self' ? '自我禁入' : '冷静期'}生效中` });
  }
  if (f.frozen) out.push({ code: 'frozen', text: '账户已冻结' });
  if (!f.turnoverMet) out.push({ code: 'turnover_not_met', text: '有效投注未达到提款要求' });
  return out;
}
