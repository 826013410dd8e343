import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { regValidators } from '@sixmark/shared';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useUpdatePasswordByAccount, type ResetPasswordInput } from '../api/update-password-by-account';
import { CaptchaField } from '../components/captcha-field';

/** Codes after which the server wants a captcha on the next try (as on the login page). */
const CAPTCHA_CODES = new Set(['UC/VCODE_REQUIRED', 'UC/VCODE_ERROR']);

/** 重置密码 (theme2): account, old and new password, without a session; then log in again. */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState<ResetPasswordInput>({ account: '', oldPassword: '', newPassword: '', confirmPassword: '' });
  const set = (k: keyof ResetPasswordInput) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  // The old password is checked like a login: after 5 failures the server asks for a captcha.
  const [captchaShown, setCaptchaShown] = useState(false);
  const [valiCode, setValiCode] = useState('');
  const [captchaStamp, setCaptchaStamp] = useState(() => Date.now());
  const reset = useUpdatePasswordByAccount({
    onSuccess: () => {
      toast.show('密码修改成功，请重新登录', 2000);
      navigate(paths.login.path, { replace: true });
    },
    onError: (e) => {
      toast.show(e.message, 3000);
      if (CAPTCHA_CODES.has(e.code)) setCaptchaShown(true);
      // A captcha answers once: every failure needs a new picture.
      setValiCode('');
      setCaptchaStamp((n) => n + 1);
    },
  });
  const ready =
    form.account.trim() !== '' && form.oldPassword !== '' && form.newPassword !== '' && (!captchaShown || valiCode.trim() !== '');
  const submit = () => {
    if (!ready) return;
    const error =
      regValidators.password(form.newPassword, form.account.trim()) ??
      regValidators.confirmPassword(form.confirmPassword, form.newPassword);
    if (error) {
      toast.show(error, 3000);
      return;
    }
    reset.mutate({ ...form, account: form.account.trim(), valiCode: captchaShown ? valiCode.trim() : '' });
  };
  return (
    <PageShell title={routes.resetPassword.title}>
      <Form layout="horizontal" mode="card">
        <Form.Item label="账号">
          <Input placeholder="请输入账号" value={form.account} onChange={set('account')} />
        </Form.Item>
        <Form.Item label="原密码">
          <Input type="password" placeholder="请输入原登录密码" value={form.oldPassword} onChange={set('oldPassword')} />
        </Form.Item>
        <Form.Item label="新密码">
          <Input type="password" placeholder="8-25位，含大小写字母和数字" value={form.newPassword} onChange={set('newPassword')} />
        </Form.Item>
        <Form.Item label="确认密码">
          <Input type="password" placeholder="请再次输入新密码" value={form.confirmPassword} onChange={set('confirmPassword')} />
        </Form.Item>
        {captchaShown && (
          <Form.Item label="验证码">
            <CaptchaField kind="login" value={valiCode} onChange={setValiCode} stamp={captchaStamp} onRefresh={() => setCaptchaStamp((n) => n + 1)} />
          </Form.Item>
        )}
      </Form>
      <div style={{ padding: 16 }}>
        <Button block color="primary" disabled={!ready} loading={reset.isPending} onClick={submit}>
          确认修改
        </Button>
      </div>
    </PageShell>
  );
}
