import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, InputNumber, Spin, Switch } from 'antd';
import type { HongbaoConfig } from '@sixmark/shared';
import { get, put } from '@admin/api/http';

type Settings = Omit<HongbaoConfig, 'sentToday'>;
const MONEY: [keyof Settings, string][] = [
  ['minShare', '单个红包最小金额（元）'],
  ['maxShare', '单个红包最大金额（元）'],
  ['minTotal', '红包总额最小（元）'],
  ['maxTotal', '红包总额最大（元）'],
  ['dailyMax', '每人每日发送总额上限（元，0 不限）'],
];

/** 红包设置: `GET/PUT admin/hongbao/settings` (amounts in yuan, the server checks min ≤ max). */
export function HongbaoPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<Settings>();
  const q = useQuery({ queryKey: ['hongbao-settings'], queryFn: () => get<Settings>('/admin/hongbao/settings') });
  useEffect(() => {
    if (q.data) form.setFieldsValue(q.data);
  }, [q.data, form]);
  const save = useMutation({
    mutationFn: (v: Settings) => put<Settings>('/admin/hongbao/settings', v),
    onSuccess: (d) => {
      qc.setQueryData(['hongbao-settings'], d);
      message.success('红包设置已保存');
    },
    onError: (e) => message.error(e.message),
  });
  if (q.isLoading) return <Spin />;
  if (q.error) return <Alert type="error" showIcon message={q.error.message} />;
  return (
    <Card title="红包设置">
      <Form form={form} labelCol={{ span: 8 }} wrapperCol={{ span: 10 }} onFinish={(v) => save.mutate({ ...q.data!, ...v })}>
        <Form.Item name="enabled" label="开启红包" valuePropName="checked">
          <Switch />
        </Form.Item>
        {MONEY.map(([name, label]) => (
          <Form.Item key={name} name={name} label={label} rules={[{ required: true, message: '请输入金额' }]}>
            <InputNumber min={0} max={10_000_000} precision={2} style={{ width: 200 }} />
          </Form.Item>
        ))}
        <Form.Item name="maxCount" label="最多个数" rules={[{ required: true, message: '请输入个数' }]}>
          <InputNumber min={1} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="expireMinutes" label="过期分钟" rules={[{ required: true, message: '请输入分钟' }]}>
          <InputNumber min={1} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="requireFundPassword" label="发送需资金密码" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="senderMayGrab" label="发送者可抢自己的红包" valuePropName="checked">
          <Switch />
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
