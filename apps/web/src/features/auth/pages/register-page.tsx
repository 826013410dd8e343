import { Button, Form, Input } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import {
  canSubmitRegistration,
  isFieldRequired,
  isFieldShown,
  normalizePhone,
  REG_MSG,
  validateRegistration,
  type RegisterField,
  type RegisterFlags,
  type RegistrationForm,
} from '@sixmark/shared/domain/registration-rules';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/http';
import { getNativeBridge, nativeRegister, NATIVE_TIMEOUT_MESSAGE } from '@/lib/native-bridge';
import { PROFILE_QUERY_KEY, profileQueryOptions } from '@/lib/profile';
import { setTokens } from '@/lib/session';
import { toast } from '@/lib/toast';
import { appSettingsQueryOptions } from '@/lib/startup-config';
import { useAgentByCode } from '../api/get-agent-by-code';
import { registerLimitQueryOptions, useRegisterLimit } from '../api/get-register-limit';
import type { AuthTokens } from '../api/login';
import { register } from '../api/register';
import { AuthShell } from '../components/auth-shell';
import { CaptchaField } from '../components/captcha-field';

type FormField = keyof RegistrationForm;

interface FieldDef {
  field: FormField;
  /** The register-limit flag that shows it (confirmation follows the password). */
  flag: RegisterField;
  label: string;
  placeholder: (flags: RegisterFlags) => string;
  type?: string;
  maxLength?: number;
  digitsOnly?: boolean;
}

const FIELDS: FieldDef[] = [
  { field: 'account', flag: 'account', label: '用户名', placeholder: (f) => f.userAccountMessage || '请输入6-15位字母或数字，字母开头', maxLength: 15 },
  { field: 'password', flag: 'password', label: '登录密码', placeholder: () => '请输入8-20位字母和数字', type: 'password', maxLength: 25 },
  { field: 'confirmPassword', flag: 'password', label: '确认密码', placeholder: () => '请再次输入登录密码', type: 'password', maxLength: 25 },
  { field: 'fullName', flag: 'fullName', label: '真实姓名', placeholder: () => '请输入您的真实姓名', maxLength: 15 },
  { field: 'fundPwd', flag: 'fundPwd', label: '资金密码', placeholder: () => '请输入4位数字资金密码', type: 'password', maxLength: 4, digitsOnly: true },
  { field: 'birthday', flag: 'birthday', label: '出生日期', placeholder: () => '请选择出生日期', type: 'date' },
  { field: 'email', flag: 'email', label: '邮箱', placeholder: () => '请输入邮箱地址' },
  { field: 'qq', flag: 'qq', label: 'QQ', placeholder: () => '请输入QQ号码', maxLength: 28, digitsOnly: true },
  { field: 'weixin', flag: 'weixin', label: '微信', placeholder: (f) => f.wechatPlaceholder || '请输入微信号', maxLength: 49 },
  { field: 'intrCode', flag: 'intrCode', label: '推广码', placeholder: () => '请输入推广码' },
  { field: 'phone', flag: 'phone', label: '手机号码', placeholder: () => '请输入手机号码', type: 'tel', maxLength: 13 },
];

/** Account and password are always part of the form, whatever the flags say. */
const ALWAYS: ReadonlySet<FormField> = new Set(['account', 'password', 'confirmPassword']);

/** Same rules means the same flags and texts, in any key order. */
export const sameRules = (a: RegisterFlags | undefined, b: RegisterFlags | undefined): boolean => {
  const norm = (x: RegisterFlags | undefined) =>
    JSON.stringify(Object.entries(x ?? {}).sort(([k1], [k2]) => (k1 < k2 ? -1 : 1)));
  return norm(a) === norm(b);
};

/**
 * 注册 (spec 1 §4/§5): fields and required marks follow the server's register-limit flags;
 * only the first error shows (3 s); rules changed on the server while the form was open
 * rebuild the form with 操作超时！请再试试.
 */
export default function RegisterPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const limitQuery = useRegisterLimit();
  const flags = useMemo<RegisterFlags>(() => limitQuery.data ?? {}, [limitQuery.data]);
  const [form, setForm] = useState<RegistrationForm>(() => ({ intrCode: search.get('code') ?? '' }));
  // Opening a promotion link counts as a visit of it (agents' link statistics).
  useAgentByCode((search.get('code') ?? '').trim());
  const [captchaStamp, setCaptchaStamp] = useState(() => Date.now());
  const [submitting, setSubmitting] = useState(false);

  const visible = FIELDS.filter((d) => ALWAYS.has(d.field) || isFieldShown(flags, d.flag));
  const showCaptcha = isFieldShown(flags, 'vCode');
  const loading = limitQuery.isLoading;
  const set = (field: FormField, digitsOnly?: boolean) => (value: string) =>
    setForm((f) => ({ ...f, [field]: digitsOnly ? value.replace(/\D/g, '') : value }));

  const refreshCaptcha = () => {
    setForm((f) => ({ ...f, vCode: '' }));
    setCaptchaStamp((n) => n + 1);
  };

  const payload = (): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const d of visible) {
      const raw = form[d.field] ?? '';
      // Passwords are sent as typed; other fields without surrounding spaces.
      const v = d.type === 'password' ? raw : d.field === 'phone' ? normalizePhone(raw) : raw.trim();
      if (v !== '' || ALWAYS.has(d.field)) out[d.field] = v;
    }
    if (showCaptcha) out.vCode = (form.vCode ?? '').trim();
    // A promotion link still links the new member to its agent when the form hides the field.
    const linkCode = search.get('code');
    if (linkCode && out.intrCode === undefined) out.code = linkCode;
    return out;
  };

  const succeed = async (tokens: AuthTokens) => {
    setTokens(tokens.token, tokens.tokenChat);
    await Promise.all([
      queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 }).catch(() => null),
      queryClient.invalidateQueries({ queryKey: registerLimitQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: appSettingsQueryOptions().queryKey }),
    ]);
    await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    toast.show(REG_MSG.success, 2000);
    navigate(paths.profile.path, { replace: true });
  };

  const submit = async () => {
    if (submitting || !canSubmitRegistration(form, loading)) return;
    const error = validateRegistration(form, flags);
    if (error) {
      toast.show(error, 3000);
      return;
    }
    setSubmitting(true);
    try {
      // The rules may have changed on the server since the form was built.
      const fresh = await queryClient.fetchQuery({ ...registerLimitQueryOptions(), staleTime: 0 });
      if (!sameRules(fresh, flags)) {
        refreshCaptcha();
        toast.show(REG_MSG.rulesChanged, 3000);
        return;
      }
      const bridge = getNativeBridge();
      const tokens = bridge ? await nativeRegister(payload()) : await register(payload());
      await succeed(tokens);
    } catch (e) {
      const message = e instanceof Error ? e.message : NATIVE_TIMEOUT_MESSAGE;
      toast.show((e as ApiError).message || message, 3000);
      refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  const gift = Number(flags.sendMenoy ?? 0);
  const ready = canSubmitRegistration(form, loading);

  return (
    <AuthShell active="register">
      {gift > 0 && <p className="auth-form__gift">{REG_MSG.signUpGift(gift)}</p>}
      <Form layout="horizontal" className="auth-form" mode="card">
        {visible.map((d) => (
          <Form.Item key={d.field} label={d.label} required={ALWAYS.has(d.field) || isFieldRequired(flags, d.flag)}>
            <Input
              aria-label={d.label}
              placeholder={d.placeholder(flags)}
              type={d.type ?? 'text'}
              value={form[d.field] ?? ''}
              onChange={set(d.field, d.digitsOnly)}
              maxLength={d.maxLength}
              inputMode={d.digitsOnly ? 'numeric' : undefined}
              clearable={d.type !== 'date'}
              className={d.type === 'date' && !form[d.field] ? 'auth-form__date--empty' : undefined}
            />
          </Form.Item>
        ))}
        {showCaptcha && (
          <Form.Item label="验证码" required={isFieldRequired(flags, 'vCode')}>
            <CaptchaField kind="reg" value={form.vCode ?? ''} onChange={set('vCode')} stamp={captchaStamp} onRefresh={refreshCaptcha} />
          </Form.Item>
        )}
      </Form>
      <div className="auth-form__actions">
        <Button block color="primary" size="large" loading={submitting} disabled={submitting || !ready} onClick={() => void submit()}>
          注册
        </Button>
        <Button block fill="none" onClick={() => navigate(paths.login.path, { replace: true })}>
          已有账号？立即登录
        </Button>
      </div>
    </AuthShell>
  );
}
