import { Button, Checkbox, Dialog, Form, Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import { CONFIG_KEYS, ErrorCode } from '@sixmark/shared';
import { canSubmitLogin, loginCaptchaError, VCODE_STYLE_THIRD_PARTY } from '@sixmark/shared/domain/registration-rules';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/http';
import { getNativeBridge, nativeExchangeToken, NATIVE_TIMEOUT_MESSAGE } from '@/lib/native-bridge';
import { PROFILE_QUERY_KEY, profileQueryOptions } from '@/lib/profile';
import { setTokens } from '@/lib/session';
import { toast } from '@/lib/toast';
import { appSettingsQueryOptions, settingValue, useAppSettings } from '@/lib/startup-config';
import { loginLimitQueryOptions, useLoginLimit } from '../api/get-login-limit';
import { useLogin, type AuthTokens } from '../api/login';
import { useRegTest } from '../api/reg-test';
import { AuthShell } from '../components/auth-shell';
import { CaptchaField } from '../components/captcha-field';
import { onlineServiceUrl, openOnlineService } from '../lib/online-service';
import { readRememberedAccount, saveRememberedAccount } from '../lib/remember';
import { useThirdPartyCaptcha } from '../lib/use-third-party-fallback';

export const LOGIN_TEXT = {
  success: '登录成功',
  captchaWrong: '验证码不正确',
  trial: '立即试玩',
  forgot: '忘记密码?',
  resetTitle: '温馨提示',
} as const;

/** Codes after which the server wants a captcha on the next try. */
const CAPTCHA_CODES = new Set<string>([ErrorCode.VCODE_REQUIRED, ErrorCode.VCODE_ERROR]);

/**
 * 登录 (spec 1 §4): idle → submitting → success (toast, profile, back to where the visitor
 * came from) or failure (toast 3 s, reload login limit and settings, new captcha).
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [remembered] = useState(readRememberedAccount);
  const [account, setAccount] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(!!remembered);
  const [showPassword, setShowPassword] = useState(false);
  const [valiCode, setValiCode] = useState('');
  const [captchaStamp, setCaptchaStamp] = useState(() => Date.now());
  // The per-account limit is asked for once the account is complete (blur) or after a failure.
  const [limitAccount, setLimitAccount] = useState(remembered ?? '');
  const [serverWantsCaptcha, setServerWantsCaptcha] = useState(false);

  const settingsQuery = useAppSettings();
  const limitQuery = useLoginLimit(limitAccount);
  const settings = settingsQuery.data;
  const vcodeStyle = settingValue(settings, CONFIG_KEYS.vcodeStyle) ?? '';
  const captchaId = settings?.api_external.captcha_id ?? '';
  const vCodeFlag = serverWantsCaptcha || limitQuery.data?.vCode === 1 ? 1 : 0;
  const thirdParty = useThirdPartyCaptcha(vCodeFlag === 1 && vcodeStyle === VCODE_STYLE_THIRD_PARTY, location.pathname, captchaId);
  const effectiveStyle = thirdParty.active ? VCODE_STYLE_THIRD_PARTY : '1';
  const showImageCaptcha = vCodeFlag === 1 && !thirdParty.active;
  const serviceUrl = onlineServiceUrl(settings);

  const from = (location.state as { from?: string } | null)?.from;
  const afterLogin = async (tokens: AuthTokens) => {
    setTokens(tokens.token, tokens.tokenChat);
    if (getNativeBridge()) {
      try {
        await nativeExchangeToken(tokens.token);
      } catch (e) {
        toast.show(e instanceof Error ? e.message : NATIVE_TIMEOUT_MESSAGE, 3000);
      }
    }
    toast.show(LOGIN_TEXT.success, 1500);
    await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    navigate(from && !from.startsWith('/auth/') ? from : paths.home.path, { replace: true });
  };

  const loginMutation = useLogin({
    onSuccess: (tokens) => {
      saveRememberedAccount(remember ? account.trim() : null);
      return afterLogin(tokens);
    },
    onError: (error: ApiError) => {
      if (error.code === ErrorCode.RESET_PASSWORD) {
        void Dialog.confirm({
          title: LOGIN_TEXT.resetTitle,
          content: error.message,
          cancelText: '取消',
          confirmText: '确定',
          onConfirm: () => openOnlineService(serviceUrl),
        });
      } else {
        toast.show(error.message, 3000);
      }
      if (CAPTCHA_CODES.has(error.code)) setServerWantsCaptcha(true);
      setLimitAccount(account.trim());
      void queryClient.invalidateQueries({ queryKey: loginLimitQueryOptions(account).queryKey });
      void queryClient.invalidateQueries({ queryKey: appSettingsQueryOptions().queryKey });
      setValiCode('');
      setCaptchaStamp((n) => n + 1);
    },
  });

  const trialMutation = useRegTest({
    onSuccess: async (tokens) => {
      setTokens(tokens.token, tokens.tokenChat);
      await queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });
      navigate(paths.profile.path, { replace: true });
    },
    onError: (error) => toast.show(error.message, 3000),
  });

  const loading = settingsQuery.isLoading || limitQuery.isLoading;
  const disabled = !canSubmitLogin({ account, password, loading }) || loginMutation.isPending;

  const submit = () => {
    if (disabled) return;
    const captchaError = loginCaptchaError({ vCodeFlag, vcodeStyle: effectiveStyle, valiCode });
    if (captchaError) {
      toast.show(captchaError, 2000);
      return;
    }
    loginMutation.mutate({ account, password, remember, valiCode: showImageCaptcha ? valiCode.trim() : '' });
  };

  const toggleRemember = (checked: boolean) => {
    setRemember(checked);
    if (!checked) saveRememberedAccount(null);
  };

  return (
    <AuthShell active="login">
      <Form layout="horizontal" className="auth-form" mode="card" onFinish={submit}>
        <Form.Item label="账号">
          <Input
            aria-label="账号"
            placeholder="请输入账号"
            value={account}
            onChange={setAccount}
            onBlur={() => setLimitAccount(account.trim())}
            autoComplete="username"
            clearable
          />
        </Form.Item>
        <Form.Item
          label="密码"
          extra={
            <button type="button" className="auth-shell__icon" aria-label={showPassword ? '隐藏密码' : '显示密码'} onClick={() => setShowPassword((v) => !v)}>
              {showPassword ? <EyeOutline /> : <EyeInvisibleOutline />}
            </button>
          }
        >
          <Input
            aria-label="密码"
            placeholder="请输入密码"
            type={showPassword ? 'text' : 'password'}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            onEnterPress={submit}
          />
        </Form.Item>
        {showImageCaptcha && (
          <Form.Item label="验证码">
            <CaptchaField kind="login" value={valiCode} onChange={setValiCode} stamp={captchaStamp} onRefresh={() => setCaptchaStamp((n) => n + 1)} />
          </Form.Item>
        )}
      </Form>
      {thirdParty.tip && <p className="auth-form__tip">{thirdParty.tip}</p>}
      <div className="auth-form__row">
        <Checkbox checked={remember} onChange={toggleRemember}>
          记住账号
        </Checkbox>
        <button type="button" className="auth-form__link" onClick={() => openOnlineService(serviceUrl)}>
          {LOGIN_TEXT.forgot}
        </button>
      </div>
      <div className="auth-form__actions">
        <Button block color="primary" size="large" disabled={disabled} loading={loginMutation.isPending} onClick={submit}>
          登录
        </Button>
        <Button block fill="outline" color="primary" size="large" loading={trialMutation.isPending} onClick={() => trialMutation.mutate()}>
          {LOGIN_TEXT.trial}
        </Button>
      </div>
    </AuthShell>
  );
}
