import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Space, Typography } from 'antd';
import { post } from '@admin/api/http';

/**
 * Member actions that have an operator API today: kick every session, and ask for a new
 * password at the next sign-in. Search and detail pages wait for their API (docs/console.md).
 */
export function MembersPage() {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<{ userId: number; note?: string }>();
  const kick = useMutation({
    mutationFn: (userId: number) => post(`/admin/users/${userId}/kick`),
    onSuccess: () => message.success('已强制下线'),
    onError: (e) => message.error(e.message),
  });
  const flag = useMutation({
    mutationFn: ({ userId, note }: { userId: number; note?: string }) => post(`/admin/users/${userId}/reset-password-flag`, note ? { message: note } : {}),
    onSuccess: () => message.success('已要求该会员下次登录时重置密码'),
    onError: (e) => message.error(e.message),
  });
  const run = async (kind: 'kick' | 'flag') => {
    const v = await form.validateFields();
    modal.confirm({
      title: kind === 'kick' ? `强制会员 ${v.userId} 下线？` : `要求会员 ${v.userId} 重置密码？`,
      okText: '确定',
      cancelText: '取消',
      onOk: () => (kind === 'kick' ? kick.mutate(v.userId) : flag.mutate(v)),
    });
  };
  return (
    <Card title="会员操作">
      <Typography.Paragraph type="secondary">会员查询与详情页尚未开放；以下操作按会员 ID 执行，均记入审计日志。</Typography.Paragraph>
      <Form form={form} layout="inline">
        <Form.Item name="userId" label="会员 ID" rules={[{ required: true, message: '请输入会员 ID' }]}>
          <InputNumber min={1} precision={0} />
        </Form.Item>
        <Form.Item name="note" label="提示语（重置密码）">
          <Input maxLength={100} style={{ width: 240 }} />
        </Form.Item>
        <Space>
          <Button onClick={() => void run('kick')} loading={kick.isPending}>
            强制下线
          </Button>
          <Button onClick={() => void run('flag')} loading={flag.isPending}>
            要求重置密码
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
