import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, InputNumber, Spin, Switch } from 'antd';
import { forumSettingsBodySchema, type ForumSettings } from '@sixmark/shared';
import { get, put } from '@admin/api/http';

const KEY = ['forum-settings'];
const LABELS: Record<keyof ForumSettings, string> = {
  priceCap: '解锁价格上限（元）',
  houseSharePercent: '平台分成（%）',
  holdNewAccounts: '新账户发帖先审核',
  newAccountDays: '新账户：注册不足（天）',
  postsPerHourUser: '每个会员每小时最多发帖',
  postsPerHourIp: '每个 IP 每小时最多发帖',
};

/** 论坛设置 (issue 19 API `GET/PUT admin/forum/settings`): unlock price cap, house share, new-account review, posting rates. */
export function ForumSettingsPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<ForumSettings>();
  const q = useQuery({ queryKey: KEY, queryFn: () => get<ForumSettings>('/admin/forum/settings') });
  useEffect(() => {
    if (q.data) form.setFieldsValue(q.data);
  }, [q.data, form]);
  const save = useMutation({
    mutationFn: (v: ForumSettings) => put<ForumSettings>('/admin/forum/settings', v),
    onSuccess: (d) => {
      qc.setQueryData(KEY, d);
      message.success('论坛设置已保存');
    },
    onError: (e) => message.error(e.message),
  });
  const submit = (v: ForumSettings) => {
    // The server's own schema first: its Chinese message without a round trip.
    const parsed = forumSettingsBodySchema.safeParse(v);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const label = LABELS[issue.path[0] as keyof ForumSettings];
      message.error(`${label ? `${label}：` : ''}${issue.message}`);
      return;
    }
    save.mutate(v);
  };
  if (q.isLoading) return <Spin />;
  if (q.error) return <Alert type="error" showIcon title={q.error.message} />;
  return (
    <Card title="论坛设置">
      <Form form={form} labelCol={{ span: 8 }} wrapperCol={{ span: 12 }} style={{ maxWidth: 720 }} onFinish={submit}>
        <Form.Item name="priceCap" label={LABELS.priceCap} rules={[{ required: true, message: '请输入金额' }]}>
          <InputNumber min={0} max={10_000} precision={2} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="houseSharePercent" label={LABELS.houseSharePercent} rules={[{ required: true, message: '请输入分成' }]}>
          <InputNumber min={0} max={100} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="holdNewAccounts" label={LABELS.holdNewAccounts} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="newAccountDays" label={LABELS.newAccountDays} rules={[{ required: true, message: '请输入天数' }]}>
          <InputNumber min={0} max={365} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="postsPerHourUser" label={LABELS.postsPerHourUser} rules={[{ required: true, message: '请输入次数' }]}>
          <InputNumber min={1} max={1000} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="postsPerHourIp" label={LABELS.postsPerHourIp} rules={[{ required: true, message: '请输入次数' }]}>
          <InputNumber min={1} max={10_000} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 8 }}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
