import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Space } from 'antd';
import { OPERATOR_LIMITS, OPERATOR_PATHS, operatorMsg } from '@sixmark/shared';
import { get, post } from '@admin/api/http';
import type { OperatorMe } from '@sixmark/shared';
import { SessionsCard, SignInsTable } from './SecurityCards';
import { TotpEnrolPage } from './TotpEnrolPage';
import { useSession } from './session';

/** 账号安全: change the password (required after a one-time password), two-factor enrolment, live sessions (revoke) and sign-in history. */
export function AccountPage() {
  const { message } = App.useApp();
  const { me, setMe } = useSession();
  const [form] = Form.useForm<{ oldPassword: string; newPassword: string; again: string }>();
  const [busy, setBusy] = useState(false);
  const change = async (v: { oldPassword: string; newPassword: string }) => {
    setBusy(true);
    try {
      await post(OPERATOR_PATHS.changePassword, { oldPassword: v.oldPassword, newPassword: v.newPassword });
      form.resetFields();
      setMe(await get<OperatorMe>(OPERATOR_PATHS.me));
      message.success('密码已修改，其他会话已下线');
    } catch (e) {
      message.error(e instanceof Error ? e.message : '操作失败');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title="修改密码" style={{ maxWidth: 520 }}>
        {me?.mustChangePassword && <Alert type="warning" showIcon title="当前使用的是一次性密码，请立即修改。" style={{ marginBottom: 16 }} />}
        <Form form={form} layout="vertical" onFinish={change}>
          <Form.Item name="oldPassword" label="当前密码" rules={[{ required: true, message: '请输入当前密码' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label="新密码"
            rules={[{ required: true, min: OPERATOR_LIMITS.passwordMin, max: OPERATOR_LIMITS.passwordMax, message: operatorMsg.passwordTooShort(OPERATOR_LIMITS.passwordMin) }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="again"
            label="再次输入新密码"
            dependencies={['newPassword']}
            rules={[
              { required: true, message: '请再次输入新密码' },
              ({ getFieldValue }) => ({
                validator: (_, value) => (value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            修改密码
          </Button>
        </Form>
      </Card>
      <TotpEnrolPage />
      <SessionsCard />
      <Card title="登录记录">
        <SignInsTable />
      </Card>
    </Space>
  );
}
