import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { OPERATOR_PATHS, operatorMsg, type SignInResult } from '@sixmark/shared';
import { ApiError, post } from '@admin/api/http';
import { useSession } from './session';

interface Values {
  name: string;
  password: string;
  totp?: string;
}

/** Password first; when the operator has two-factor on, the server asks for the code (OP/TOTP_REQUIRED). */
export function SignInPage() {
  const { signedIn, expired } = useSession();
  const [form] = Form.useForm<Values>();
  const [needTotp, setNeedTotp] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (v: Values) => {
    setBusy(true);
    setError('');
    try {
      const body = { name: v.name, password: v.password, ...(needTotp && v.totp ? { totp: v.totp } : {}) };
      const r = await post<SignInResult>(OPERATOR_PATHS.signIn, body);
      signedIn(r.token, r.operator);
    } catch (e) {
      if (e instanceof ApiError && e.code === 'OP/TOTP_REQUIRED') {
        setNeedTotp(true);
        setError('');
      } else {
        setError(e instanceof Error ? e.message : operatorMsg.signInFailed);
        if (e instanceof ApiError && e.code === 'OP/TOTP_INVALID') form.setFieldValue('totp', '');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="signin-wrap">
      <Card title="六合宝典 · 运营后台" style={{ width: 380 }}>
        {expired && <Alert type="warning" showIcon title={operatorMsg.sessionInvalid} style={{ marginBottom: 16 }} />}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item label="账号" name="name" rules={[{ required: true, message: '请输入账号' }]}>
            <Input autoComplete="username" disabled={needTotp} />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password autoComplete="current-password" disabled={needTotp} />
          </Form.Item>
          {needTotp && (
            <Form.Item
              label="动态验证码"
              name="totp"
              extra="打开身份验证器应用，输入 6 位动态验证码"
              rules={[{ required: true, pattern: /^\d{6}$/, message: '动态验证码为 6 位数字' }]}
            >
              <Input autoFocus inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={busy}>
            {needTotp ? '验证并登录' : '登录'}
          </Button>
          {needTotp && (
            <Typography.Link
              style={{ display: 'block', marginTop: 12 }}
              onClick={() => {
                setNeedTotp(false);
                form.setFieldValue('totp', '');
              }}
            >
              换一个账号
            </Typography.Link>
          )}
        </Form>
      </Card>
    </div>
  );
}
