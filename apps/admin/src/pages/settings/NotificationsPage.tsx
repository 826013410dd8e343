import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Radio, Result } from 'antd';
import { NOTIFY_LIMITS, adminNotificationBodySchema, type AdminNotificationBody } from '@sixmark/shared';
import { post } from '@admin/api/http';

interface Values {
  target: 'all' | 'one';
  userId?: number;
  title: string;
  content: string;
}

/** 平台消息 (issue 18 API `POST admin/notifications`): an operator message to one member or to every member, audited. */
export function NotificationsPage() {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const target = Form.useWatch('target', form);
  const [sent, setSent] = useState<{ count: number; to: string } | null>(null);
  const send = useMutation({
    mutationFn: (body: AdminNotificationBody) => post<{ sent: number }>('/admin/notifications', body),
    onSuccess: (r, body) => {
      setSent({ count: r.sent, to: body.userId === undefined ? '全部会员' : `会员 #${body.userId}` });
      form.resetFields();
    },
    onError: (e) => message.error(e.message),
  });
  const submit = (v: Values) => {
    const body = { ...(v.target === 'one' ? { userId: v.userId } : {}), title: v.title, content: v.content };
    const parsed = adminNotificationBodySchema.safeParse(body);
    if (!parsed.success) {
      message.error(parsed.error.issues[0]!.message);
      return;
    }
    if (v.target === 'all')
      modal.confirm({
        title: '发送给全部会员？',
        content: `「${parsed.data.title}」将出现在每位会员的消息中心。`,
        okText: '发送',
        cancelText: '取消',
        onOk: () => send.mutate(parsed.data),
      });
    else send.mutate(parsed.data);
  };
  return (
    <Card title="平台消息">
      {sent && (
        <Result
          status={sent.count > 0 ? 'success' : 'warning'}
          title={sent.count > 0 ? `已发送给 ${sent.count} 个会员` : '没有会员收到此消息（会员不存在）'}
          subTitle={`发送对象：${sent.to}`}
          extra={<Button onClick={() => setSent(null)}>继续发送</Button>}
        />
      )}
      <Form
        form={form}
        hidden={sent !== null}
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={{ target: 'one' }}
        onFinish={submit}
      >
        <Form.Item name="target" label="发送对象">
          <Radio.Group
            options={[
              { value: 'one', label: '指定会员' },
              { value: 'all', label: '全部会员' },
            ]}
          />
        </Form.Item>
        {target !== 'all' && (
          <Form.Item name="userId" label="会员 ID" rules={[{ required: true, message: '请输入会员 ID' }]}>
            <InputNumber min={1} max={2_147_483_647} precision={0} style={{ width: 200 }} />
          </Form.Item>
        )}
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请输入标题' }]}>
          <Input maxLength={NOTIFY_LIMITS.titleMax} showCount />
        </Form.Item>
        <Form.Item name="content" label="内容" rules={[{ required: true, whitespace: true, message: '请输入内容' }]}>
          <Input.TextArea rows={5} maxLength={NOTIFY_LIMITS.contentMax} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          发送
        </Button>
      </Form>
    </Card>
  );
}
