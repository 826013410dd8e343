/**
 * Registration and login rules of spec 1 §5, shared by the web form and the server so both
 * refuse the same input with the same Chinese message.
 */

import { isCalendarDate } from '../api/input';
import { paramTexts } from '../i18n/core';
import { regHans } from '../i18n/zh-Hans';

/** Fields the register-limit config flags: 1 = required, 0 = shown optionally, absent = hidden. */
export const REGISTER_FIELDS = [
  'account',
  'password',
  'fullName',
  'fundPwd',
  'birthday',
  'email',
  'qq',
  'weixin',
  'intrCode',
  'phone',
  'vCode',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** The register-limit JSON: per-field flags plus placeholders and the sign-up gift (yuan). */
export type RegisterFlags = Partial<Record<RegisterField, number>> & {
  userAccountMessage?: string;
  wechatPlaceholder?: string;
  sendMenoy?: number;
};

/** Every message of the registration table (spec 1 §5), copied exactly. */
export const REG_MSG = {
  ...regHans,
  ...paramTexts<{ signUpGift: (yuan: number) => string }>(regHans, ['signUpGift']),
} as const;

/**
 * The spec gives two readings of the account rule (a regex allowing 5-15 and a schema saying
 * 6-15); we take the schema's 6-15 because the message the user sees says 6-15.
 */
export const ACCOUNT_RE = /^[A-Za-z][A-Za-z0-9]{5,14}$/;
export const PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,25}$/;
export const PHONE_RE = /^1[3-9]\d{9}$/;
/** 2-15 Chinese characters; a middle dot may join name parts (e.g. 阿依古丽·买买提). */
export const FULL_NAME_RE = /^(?=.{2,15}$)[\u4e00-\u9fa5]+(?:·[\u4e00-\u9fa5]+)*$/;
export const QQ_RE = /^\d{4,28}$/;
export const WEIXIN_RE = /^[A-Za-z0-9]{5,49}$/;
export const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const FUND_PWD_RE = /^\d{4}$/;
export const BIRTHDAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Phone numbers are typed with spaces; the rule and the stored value ignore them. */
export const normalizePhone = (phone: string): string => phone.replace(/\s+/g, '');

/** YYYY-MM-DD of `now` in local time. */
const ymd = (now: Date): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** The earliest birthday accepted: older dates are typing errors (0000-01-01 is not a day PostgreSQL stores). */
export const BIRTHDAY_MIN = '1900-01-01';

/** Field validators: each answers the rule's message, or null when the value is fine. */
export const regValidators = {
  account: (v: string): string | null => (ACCOUNT_RE.test(v) ? null : REG_MSG.account),
  password: (v: string, account?: string): string | null => {
    if (!PASSWORD_RE.test(v)) return REG_MSG.password;
    if (account !== undefined && v === account) return REG_MSG.passwordSameAsAccount;
    return null;
  },
  confirmPassword: (v: string | undefined, password: string): string | null =>
    v === password ? null : REG_MSG.confirmPassword,
  birthday: (v: string, now: Date = new Date()): string | null =>
    isCalendarDate(v) && v >= BIRTHDAY_MIN && v <= ymd(now) ? null : REG_MSG.birthday,
  email: (v: string): string | null => (v === '' ? REG_MSG.emailEmpty : EMAIL_RE.test(v) ? null : REG_MSG.emailInvalid),
  fullName: (v: string): string | null =>
    v === '' ? REG_MSG.fullNameEmpty : FULL_NAME_RE.test(v) ? null : REG_MSG.fullNameInvalid,
  fundPwd: (v: string): string | null =>
    v === '' ? REG_MSG.fundPwdEmpty : FUND_PWD_RE.test(v) ? null : REG_MSG.fundPwdInvalid,
  // Whether the code exists is only known to the server (推广码不存在).
  intrCode: (v: string): string | null => (v === '' ? REG_MSG.intrCodeEmpty : null),
  qq: (v: string): string | null => (QQ_RE.test(v) ? null : REG_MSG.qq),
  weixin: (v: string): string | null => (WEIXIN_RE.test(v) ? null : REG_MSG.weixin),
  phone: (v: string): string | null => {
    const p = normalizePhone(v);
    return p === '' ? REG_MSG.phoneEmpty : PHONE_RE.test(p) ? null : REG_MSG.phoneInvalid;
  },
  vCode: (v: string): string | null => (v.trim() === '' ? REG_MSG.vCode : null),
} as const;

export interface RegistrationForm {
  account?: string;
  password?: string;
  confirmPassword?: string;
  birthday?: string;
  email?: string;
  fullName?: string;
  fundPwd?: string;
  intrCode?: string;
  qq?: string;
  weixin?: string;
  phone?: string;
  vCode?: string;
}

/** Is the field shown by the register-limit flags (1 or 0)? */
export const isFieldShown = (flags: RegisterFlags, field: RegisterField): boolean =>
  flags[field] === 1 || flags[field] === 0;
/** Is the field required by the register-limit flags? */
export const isFieldRequired = (flags: RegisterFlags, field: RegisterField): boolean => flags[field] === 1;

/** Optional flagged fields in table order (after account, password and confirmation). */
const FLAGGED_ORDER = ['birthday', 'email', 'fullName', 'fundPwd', 'intrCode', 'qq', 'weixin', 'phone', 'vCode'] as const;

/**
 * The FIRST registration error in the table's order, or null. Account, password and its
 * confirmation are always checked; other fields only when the flags show them, and an
 * optional (flag 0) field only when filled in.
 */
export function validateRegistration(
  form: RegistrationForm,
  flags: RegisterFlags,
  now: Date = new Date(),
): string | null {
  const account = (form.account ?? '').trim();
  const password = form.password ?? '';
  const first =
    regValidators.account(account) ??
    regValidators.password(password, account) ??
    regValidators.confirmPassword(form.confirmPassword, password);
  if (first) return first;
  for (const field of FLAGGED_ORDER) {
    if (!isFieldShown(flags, field)) continue;
    const value = (form[field] ?? '').trim();
    if (value === '' && !isFieldRequired(flags, field)) continue;
    const error = field === 'birthday' ? regValidators.birthday(value, now) : regValidators[field](value);
    if (error) return error;
  }
  return null;
}

/** Submit does nothing while account, password or confirmation is empty or config loads. */
export const canSubmitRegistration = (form: RegistrationForm, loading: boolean): boolean =>
  !loading && (form.account ?? '').trim() !== '' && (form.password ?? '') !== '' && (form.confirmPassword ?? '') !== '';

/** The login button is disabled while the trimmed account is blank, the password empty, or data loads. */
export const canSubmitLogin = (input: { account: string; password: string; loading: boolean }): boolean =>
  !input.loading && input.account.trim() !== '' && input.password !== '';

/** Third-party captcha style (spec 1 §5: vcode style 3). */
export const VCODE_STYLE_THIRD_PARTY = '3';

/**
 * The login captcha check before submit: with the built-in captcha required (flag 1, style not
 * third-party) an empty code answers 验证码不正确 (shown 2 s). Third-party captchas verify on submit.
 */
export function loginCaptchaError(input: { vCodeFlag: number | undefined; vcodeStyle: string; valiCode: string }): string | null {
  if (input.vCodeFlag !== 1 || input.vcodeStyle === VCODE_STYLE_THIRD_PARTY) return null;
  return input.valiCode.trim() === '' ? REG_MSG.vCode : null;
}

/** Login brute-force thresholds: captcha after 5 failures in 15 minutes; 429 past 20 a minute per address. */
export const LOGIN_LIMITS = {
  failuresBeforeCaptcha: 5,
  failureWindowMin: 15,
  attemptsPerAddressPerMinute: 20,
} as const;

/**
 * Failures (per account or per address, within the window) after which a login needs the
 * captcha: the operator's stored login limit `failTimesForVCode` (limit_configs kind `login`,
 * edited in the console's 系统设置 → 登录限制) when it is a whole number 1-100, otherwise
 * LOGIN_LIMITS.failuresBeforeCaptcha.
 */
export function loginCaptchaThreshold(stored: { failTimesForVCode?: unknown } | null | undefined): number {
  const v = stored?.failTimesForVCode;
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 100 ? n : LOGIN_LIMITS.failuresBeforeCaptcha;
}

/** Fund password: 5 wrong entries lock withdrawals for 15 minutes. */
export const FUND_PWD_LIMITS = { maxFailures: 5, lockMin: 15 } as const;
