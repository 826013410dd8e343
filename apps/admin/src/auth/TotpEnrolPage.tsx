import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import QRCode from 'qrcode';
import { OPERATOR_PATHS, type OperatorMe, type TotpEnrolResult } from '@sixmark/shared';
import { post } from '@admin/api/http';
import { useSession } from './session';

/** Two-factor enrolment: the otpauth URI as a QR code, then one code to confirm. */
export function TotpEnrolPage({ onDone }: { onDone?: () => void }) {
  const { me, setMe, signOut } = useSession();
  const [enrol, setEnrol] = useState<TotpEnrolResult | null>(null);
  const [qr, setQr] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setError('');
    setBusy(true);
    try {
      const r = await post<TotpEnrolResult>(OPERATOR_PATHS.totpEnrol);
      setEnrol(r);
      setQr(await QRCode.toDataURL(r.otpauthUri, { margin: 1, width: 200 }));
    } catch (e) {
      setError(e instanceof Error ? e.message : '操作失败');
    } finally {
      setBusy(false);
    }
  };

  const confirm = async ({ code }: { code: string }) => {
    setError('');
    setBusy(true);
    try {
      setMe(await post<OperatorMe>(OPERATOR_PATHS.totpConfirm, { code }));
      setEnrol(null);
      setQr('');
      onDone?.();
    } catch (e) {
      setError(e instanceof Error ? e.message : '操作失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="绑定两步验证（动态验证码）" style={{ maxWidth: 520 }}>
      {me?.mustEnrolTotp && <Alert type="info" showIcon title="本环境要求每个运营账号绑定动态验证码后才能使用后台。" style={{ marginBottom: 16 }} />}
      {me?.totpEnabled && !enrol && <Alert type="success" showIcon title="已开启两步验证。重新绑定会在确认后替换原密钥。" style={{ marginBottom: 16 }} />}
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      {!enrol ? (
        <Space>
          <Button type="primary" onClick={start} loading={busy}>
            生成绑定二维码
          </Button>
          {me?.mustEnrolTotp && <Button onClick={() => void signOut()}>退出登录</Button>}
        </Space>
      ) : (
        <>
          <Typography.Paragraph>用身份验证器应用（如 Google Authenticator）扫描二维码，或手动输入密钥：</Typography.Paragraph>
          {qr && <img src={qr} alt="两步验证二维码" width={200} height={200} />}
          <Typography.Paragraph copyable={{ text: enrol.secret }}>
            密钥：<code data-testid="totp-secret">{enrol.secret}</code>
          </Typography.Paragraph>
          <Form layout="inline" onFinish={confirm}>
            <Form.Item name="code" label="动态验证码" rules={[{ required: true, pattern: /^\d{6}$/, message: '动态验证码为 6 位数字' }]}>
              <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy}>
              确认绑定
            </Button>
          </Form>
        </>
      )}
    </Card>
  );
}
