import { describe, expect, it } from 'vitest';
import {
  canSubmitLogin,
  canSubmitRegistration,
  isFieldRequired,
  isFieldShown,
  loginCaptchaError,
  loginCaptchaThreshold,
  LOGIN_LIMITS,
  normalizePhone,
  REG_MSG,
  regValidators,
  validateRegistration,
  type RegisterFlags,
} from './registration-rules';

const base = { account: 'abc123', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' };
const all: RegisterFlags = {
  account: 1,
  password: 1,
  fullName: 1,
  fundPwd: 1,
  birthday: 1,
  email: 1,
  qq: 1,
  weixin: 1,
  intrCode: 1,
  phone: 1,
  vCode: 1,
};
const full = {
  ...base,
  birthday: '1990-01-02',
  email: 'a.b@example.com',
  fullName: '张三',
  fundPwd: '1234',
  intrCode: 'AAGENT01',
  qq: '12345',
  weixin: 'wx12345',
  phone: '138 0013 8000',
  vCode: 'ab12',
};
const now = new Date(2026, 10, 23, 12);

describe('account rule', () => {
  it.each(['abc123', 'a12345', 'Abcdefghijklmno'])('accepts %s', (v) => expect(regValidators.account(v)).toBeNull());
  it.each(['1abcdef', 'abcde', 'abcdefghijklmnop', 'abc_123', ''])('refuses %s with 用户名必须是字母开头的6-15位的字母或者数字', (v) =>
    expect(regValidators.account(v)).toBe('用户名必须是字母开头的6-15位的字母或者数字'),
  );
});

describe('password rule', () => {
  it('needs 8-25 characters with upper, lower and digit', () => {
    const message = '为了您的账户安全，密码长度应至少为8个字符，并且必须包含大写字母、小写字母和数字。';
    expect(regValidators.password('Abcdef1')).toBe(message);
    expect(regValidators.password('abcdefg1')).toBe(message);
    expect(regValidators.password('ABCDEFG1')).toBe(message);
    expect(regValidators.password('Abcdefgh')).toBe(message);
    expect(regValidators.password(`Ab1${'x'.repeat(23)}`)).toBe(message);
    expect(regValidators.password(`Ab1${'x'.repeat(22)}`)).toBeNull();
  });
  it('refuses the account as password with 为了您的账户安全，请勿使用与用户名相同的密码。', () => {
    expect(validateRegistration({ account: 'Abcdefg1', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }, {})).toBe(
      '为了您的账户安全，请勿使用与用户名相同的密码。',
    );
  });
  it('refuses a different confirmation with 登录密码与确认密码不一致', () => {
    expect(validateRegistration({ ...base, confirmPassword: 'Abcdefg2' }, {})).toBe('登录密码与确认密码不一致');
  });
});

describe('flagged fields', () => {
  it('accepts a complete valid form', () => expect(validateRegistration(full, all, now)).toBeNull());

  it.each([
    ['birthday', '', '请输入您的出生日期'],
    ['birthday', '2026-11-24', '请输入您的出生日期'],
    ['birthday', '1990-02-30', '请输入您的出生日期'],
    ['birthday', '0000-01-01', '请输入您的出生日期'],
    ['birthday', '1899-12-31', '请输入您的出生日期'],
    ['email', '', '邮箱地址不能为空'],
    ['email', 'a@b', '邮箱地址格式不正确'],
    ['fullName', '', '真实姓名不能为空'],
    ['fullName', 'Zhang', '请输入正确您的中文姓名'],
    ['fullName', '张', '请输入正确您的中文姓名'],
    ['fundPwd', '', '资金密码不能为空'],
    ['fundPwd', '12a4', '资金密码必须是4位数字'],
    ['intrCode', '', '推广码不能为空'],
    ['qq', '123', '请输入正确QQ号码'],
    ['qq', '', '请输入正确QQ号码'],
    ['weixin', 'wx1', '请输入正确微信账号'],
    ['weixin', 'wx_12345', '请输入正确微信账号'],
    ['phone', '', '手机号码不能为空'],
    ['phone', '12800138000', '手机号码填写错误'],
    ['phone', '1380013800', '手机号码填写错误'],
    ['vCode', '', '验证码不正确'],
  ])('required %s = %j → %s', (field, value, message) => {
    expect(validateRegistration({ ...full, [field]: value }, all, now)).toBe(message);
  });

  it('allows a middle dot in a Chinese name and today as birthday', () => {
    expect(validateRegistration({ ...full, fullName: '阿依古丽·买买提', birthday: '2026-11-23' }, all, now)).toBeNull();
  });

  it('skips hidden fields and empty optional fields, but checks filled optional ones', () => {
    expect(validateRegistration({ ...base, qq: 'x' }, { account: 1, password: 1 })).toBeNull();
    expect(validateRegistration({ ...base, qq: '' }, { qq: 0 })).toBeNull();
    expect(validateRegistration({ ...base, qq: '12' }, { qq: 0 })).toBe(REG_MSG.qq);
  });

  it('reports only the first error in table order', () => {
    expect(validateRegistration({ ...full, account: '1', email: 'x', phone: '1' }, all, now)).toBe(REG_MSG.account);
    expect(validateRegistration({ ...full, email: 'x', phone: '1' }, all, now)).toBe('邮箱地址格式不正确');
  });

  it('strips spaces from phone numbers', () => {
    expect(normalizePhone(' 139 1234 5678 ')).toBe('13912345678');
    expect(regValidators.phone('139 1234 5678')).toBeNull();
  });

  it('reads the flags: 1 required, 0 optional, absent hidden', () => {
    expect(isFieldShown({ qq: 0 }, 'qq')).toBe(true);
    expect(isFieldRequired({ qq: 0 }, 'qq')).toBe(false);
    expect(isFieldRequired({ qq: 1 }, 'qq')).toBe(true);
    expect(isFieldShown({}, 'qq')).toBe(false);
  });
});

describe('submit guards', () => {
  it('disables login while the trimmed account is blank, the password empty or data loads', () => {
    expect(canSubmitLogin({ account: '  ', password: 'x', loading: false })).toBe(false);
    expect(canSubmitLogin({ account: 'a', password: '', loading: false })).toBe(false);
    expect(canSubmitLogin({ account: 'a', password: 'x', loading: true })).toBe(false);
    expect(canSubmitLogin({ account: 'a', password: 'x', loading: false })).toBe(true);
  });
  it('needs a code for the built-in captcha only, else 验证码不正确', () => {
    expect(loginCaptchaError({ vCodeFlag: 1, vcodeStyle: '1', valiCode: '' })).toBe('验证码不正确');
    expect(loginCaptchaError({ vCodeFlag: 1, vcodeStyle: '3', valiCode: '' })).toBeNull();
    expect(loginCaptchaError({ vCodeFlag: 0, vcodeStyle: '1', valiCode: '' })).toBeNull();
    expect(loginCaptchaError({ vCodeFlag: 1, vcodeStyle: '1', valiCode: 'ab12' })).toBeNull();
  });
  it('does nothing on register while account, password or confirmation is empty', () => {
    expect(canSubmitRegistration({ ...base, confirmPassword: '' }, false)).toBe(false);
    expect(canSubmitRegistration(base, true)).toBe(false);
    expect(canSubmitRegistration(base, false)).toBe(true);
  });
});

describe('loginCaptchaThreshold', () => {
  it('uses the stored whole number 1-100, else the LOGIN_LIMITS default', () => {
    expect(loginCaptchaThreshold({ failTimesForVCode: 1 })).toBe(1);
    expect(loginCaptchaThreshold({ failTimesForVCode: 100 })).toBe(100);
    expect(loginCaptchaThreshold({ failTimesForVCode: '3' })).toBe(3);
    for (const bad of [0, 101, 2.5, -1, '', 'x', null, true]) expect(loginCaptchaThreshold({ failTimesForVCode: bad })).toBe(LOGIN_LIMITS.failuresBeforeCaptcha);
    expect(loginCaptchaThreshold({})).toBe(LOGIN_LIMITS.failuresBeforeCaptcha);
    expect(loginCaptchaThreshold(null)).toBe(LOGIN_LIMITS.failuresBeforeCaptcha);
  });
});
