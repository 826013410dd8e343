import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, InputNumber, Space, Spin, Switch, Table, Tag, Typography } from 'antd';
import { ENCRYPT_MAX_GRACE_SECONDS, type EncryptSettings } from '@sixmark/shared';
import { get, post, put } from '@admin/api/http';

const KEY = ['encrypt-settings'];
const at = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN') : '—');

/**
 * 加密传输 (issue 18 API `admin/encrypt`): the on/off flag and grace period, and key rotation.
 * Key material is never shown (docs/encryption.md): only versions and their state.
 */
export function EncryptPage() {
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<{ enabled: boolean; graceSeconds: number }>();
  const q = useQuery({ queryKey: KEY, queryFn: () => get<EncryptSettings>('/admin/encrypt') });
  useEffect(() => {
    if (q.data) form.setFieldsValue({ enabled: q.data.enabled, graceSeconds: q.data.graceSeconds });
  }, [q.data, form]);
  const done = (text: string) => (d: EncryptSettings) => {
    qc.setQueryData(KEY, d);
    message.success(text);
  };
  const save = useMutation({
    mutationFn: (v: { enabled: boolean; graceSeconds: number }) => put<EncryptSettings>('/admin/encrypt', v),
    onSuccess: done('加密传输设置已保存'),
    onError: (e) => message.error(e.message),
  });
  const rotate = useMutation({
    mutationFn: () => post<EncryptSettings>('/admin/encrypt/rotate'),
    onSuccess: done('已生成新密钥，旧密钥在宽限期内仍可用'),
    onError: (e) => message.error(e.message),
  });
  if (q.isLoading) return <Spin />;
  if (q.error) return <Alert type="error" showIcon title={q.error.message} />;
  const d = q.data!;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title="加密传输">
        <Typography.Paragraph type="secondary">开启后，会员端的接口请求与应答加密传输；密钥轮换后，旧密钥在宽限期内仍可解密。</Typography.Paragraph>
        <Form form={form} layout="inline" onFinish={(v) => save.mutate({ enabled: v.enabled, graceSeconds: v.graceSeconds })}>
          <Form.Item name="enabled" label="开启加密" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="graceSeconds" label="旧密钥宽限期（秒）" rules={[{ required: true, message: '请输入宽限期' }]}>
            <InputNumber min={0} max={ENCRYPT_MAX_GRACE_SECONDS} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
        </Form>
      </Card>
      <Card
        title={`密钥版本（当前：${d.currentKid ?? '无'}）`}
        extra={
          <Button
            danger
            loading={rotate.isPending}
            onClick={() =>
              modal.confirm({
                title: '轮换加密密钥？',
                content: '将生成新密钥并停用当前密钥（宽限期内仍可用）。',
                okText: '轮换',
                cancelText: '取消',
                onOk: () => rotate.mutate(),
              })
            }
          >
            轮换密钥
          </Button>
        }
      >
        <Table
          rowKey="kid"
          size="small"
          pagination={false}
          dataSource={d.keys}
          locale={{ emptyText: '尚无密钥（首次开启时生成）' }}
          columns={[
            { title: '版本', dataIndex: 'kid' },
            { title: '生成时间', render: (_, k) => at(k.createdAt) },
            { title: '停用时间', render: (_, k) => at(k.retiredAt) },
            { title: '状态', render: (_, k) => (k.kid === d.currentKid ? <Tag color="green">当前</Tag> : k.valid ? <Tag color="orange">宽限期内</Tag> : <Tag>已失效</Tag>) },
          ]}
        />
      </Card>
    </Space>
  );
}
