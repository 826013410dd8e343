import { describe, expect, it } from 'vitest';
import { withdrawRiskFlags, withdrawRiskThresholdsOf, WITHDRAW_RISK, WITHDRAW_RISK_DEFAULTS, type WithdrawRiskFacts } from './withdraw-risk';

const now = Date.UTC(2026, 10, 24, 12);
const H = 3_600_000;
const clean: WithdrawRiskFacts = {
  now,
  accountCreatedAt: now - 30 * 24 * H,
  withdrawAmount: 300_000,
  totalDeposits: 100_000,
  newestBankAt: now - 30 * 24 * H,
  sameIpMembers: 0,
  registerIp: '10.0.0.1',
  exclusionEndsAt: null,
  exclusionKind: null,
  frozen: false,
  turnoverMet: true,
};
const codes = (f: Partial<WithdrawRiskFacts>) => withdrawRiskFlags({ ...clean, ...f }).map((x) => x.code);

describe('withdrawRiskFlags', () => {
  it('raises nothing for an old, clean account withdrawing exactly 3× its deposits', () => {
    expect(WITHDRAW_RISK.depositMultiple).toBe(3);
    expect(withdrawRiskFlags(clean)).toEqual([]);
  });
  it('flags a new account just under 24 h and not at 24 h', () => {
    expect(withdrawRiskFlags({ ...clean, accountCreatedAt: now - 23 * H - 1 })[0]).toEqual({
      code: 'new_account',
      text: '新账户：注册不足24小时（23小时）',
    });
    expect(codes({ accountCreatedAt: now - 24 * H })).toEqual([]);
  });
  it('flags a withdrawal above 3× deposits, with the deposits in yuan', () => {
    const [f] = withdrawRiskFlags({ ...clean, withdrawAmount: 300_001 });
    expect(f).toEqual({ code: 'over_deposits', text: '提现金额超过累计充值的3倍（累计充值 100.00 元）' });
    expect(codes({ totalDeposits: 0, withdrawAmount: 1 })).toEqual(['over_deposits']);
  });
  it('flags a bank account bound within 72 h; none bound is not flagged', () => {
    expect(codes({ newestBankAt: now - 71 * H })).toEqual(['bank_changed']);
    expect(codes({ newestBankAt: now - 72 * H })).toEqual([]);
    expect(codes({ newestBankAt: null })).toEqual([]);
  });
  it('flags a shared register IP only with a non-empty IP', () => {
    expect(withdrawRiskFlags({ ...clean, sameIpMembers: 2 })[0]!.text).toBe('注册IP 10.0.0.1 与其他 2 个会员相同');
    expect(codes({ sameIpMembers: 2, registerIp: '' })).toEqual([]);
  });
  it('flags an active exclusion, frozen and unmet turnover', () => {
    expect(withdrawRiskFlags({ ...clean, exclusionEndsAt: now + H, exclusionKind: 'self' })[0]!.text).toBe('自我禁入生效中');
    expect(withdrawRiskFlags({ ...clean, exclusionEndsAt: now + H, exclusionKind: 'cooloff' })[0]!.text).toBe('冷静期生效中');
    expect(codes({ exclusionEndsAt: now - 1, exclusionKind: 'self' })).toEqual([]);
    expect(codes({ frozen: true, turnoverMet: false })).toEqual(['frozen', 'turnover_not_met']);
  });
});

describe('operator thresholds (系统设置 → 提现风控)', () => {
  it('moves each flag with its threshold and names it in the text', () => {
    const t = { newAccountHours: 48, depositMultiple: 5, bankChangeHours: 12 };
    const young = withdrawRiskFlags({ ...clean, accountCreatedAt: now - 30 * H }, t)[0];
    expect(young).toEqual({ code: 'new_account', text: '新账户：注册不足48小时（30小时）' });
    expect(codes({ accountCreatedAt: now - 30 * H })).toEqual([]);
    // 4× the deposits: flagged at the default 3×, not at 5×; 5× + 0.001 is.
    expect(codes({ withdrawAmount: 400_000 })).toEqual(['over_deposits']);
    expect(withdrawRiskFlags({ ...clean, withdrawAmount: 400_000 }, t)).toEqual([]);
    expect(withdrawRiskFlags({ ...clean, withdrawAmount: 500_001 }, t)[0]!.text).toBe('提现金额超过累计充值的5倍（累计充值 100.00 元）');
    // A card bound 20 h ago: flagged under 72 h, not under 12 h.
    expect(codes({ newestBankAt: now - 20 * H })).toEqual(['bank_changed']);
    expect(withdrawRiskFlags({ ...clean, newestBankAt: now - 20 * H }, t)).toEqual([]);
    expect(withdrawRiskFlags({ ...clean, newestBankAt: now - 11 * H }, t).map((f) => f.code)).toEqual(['bank_changed']);
  });
  it('reads stored values: whole numbers within bounds, anything else falls back to the default per field', () => {
    expect(withdrawRiskThresholdsOf(null)).toEqual(WITHDRAW_RISK_DEFAULTS);
    expect(WITHDRAW_RISK_DEFAULTS).toEqual({ newAccountHours: 24, depositMultiple: 3, bankChangeHours: 72 });
    expect(withdrawRiskThresholdsOf({ newAccountHours: 720, depositMultiple: 1, bankChangeHours: 1 })).toEqual({ newAccountHours: 720, depositMultiple: 1, bankChangeHours: 1 });
    expect(withdrawRiskThresholdsOf({ newAccountHours: 0, depositMultiple: 2.5, bankChangeHours: '12' })).toEqual(WITHDRAW_RISK_DEFAULTS);
    expect(withdrawRiskThresholdsOf({ newAccountHours: 721, depositMultiple: 101, bankChangeHours: 6 })).toEqual({ newAccountHours: 24, depositMultiple: 3, bankChangeHours: 6 });
  });
});
