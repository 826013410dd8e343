import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Modal, Switch, Table, Tag } from 'antd';
import { adminRechargeChannelBodySchema, RECHARGE_CHANNEL_LABELS, type AdminRechargeChannel, type AdminRechargeChannelBody } from '@sixmark/shared';
import { get, put } from '@admin/api/http';

type FormValues = Omit<AdminRechargeChannelBody, 'minAmount' | 'maxAmount'> & { minAmount: number; maxAmount: number };

/** 充值通道: every channel with its limits; edit saves the whole row (`PUT admin/recharge/channels/:id`). */
export function RechargeChannelsPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<AdminRechargeChannel | null>(null);
  const [form] = Form.useForm<FormValues>();
  const q = useQuery({ queryKey: ['recharge-channels'], queryFn: () => get<AdminRechargeChannel[]>('/admin/recharge/channels') });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: number; body: FormValues }) => put<AdminRechargeChannel>(`/admin/recharge/channels/${id}`, body),
    onSuccess: () => {
      message.success('充值通道已保存');
      setEditing(null);
      void qc.invalidateQueries({ queryKey: ['recharge-channels'] });
    },
    onError: (e) => message.error(e.message),
  });
  const valuesOf = (c: AdminRechargeChannel): FormValues => ({
    enabled: c.enabled,
    name: c.name,
    minAmount: c.minAmount,
    maxAmount: c.maxAmount,
    sort: c.sort,
    bankName: c.bankName,
    bankBranch: c.bankBranch,
    accountNo: c.accountNo,
    accountName: c.accountName,
    qrText: c.qrText,
  });
  const open = (c: AdminRechargeChannel) => setEditing(c);
  const submit = async () => {
    if (!editing) return;
    // Fields not shown for this channel type keep their stored values.
    const values = { ...valuesOf(editing), ...(await form.validateFields()) };
    const checked = adminRechargeChannelBodySchema.safeParse(values);
    if (!checked.success) {
      message.error(checked.error.issues[0]?.message ?? '输入有误');
      return;
    }
    save.mutate({ id: editing.id, body: values });
  };
  return (
    <Card title="充值通道">
      <Table<AdminRechargeChannel>
        rowKey="id"
        loading={q.isLoading}
        dataSource={q.data ?? []}
        pagination={false}
        columns={[
          { title: '排序', dataIndex: 'sort', width: 70 },
          { title: '名称', dataIndex: 'name' },
          { title: '类型', render: (_, c) => RECHARGE_CHANNEL_LABELS[c.type] },
          { title: '单笔限额（元）', render: (_, c) => `${c.minAmount} - ${c.maxAmount}` },
          { title: '收款信息', render: (_, c) => [c.bankName, c.bankBranch, c.accountName, c.accountNo, c.qrText].filter(Boolean).join(' ') },
          { title: '状态', render: (_, c) => (c.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
          {
            title: '操作',
            render: (_, c) => (
              <Button size="small" onClick={() => open(c)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <Modal title={editing ? `编辑通道：${editing.name}` : ''} open={editing !== null} onCancel={() => setEditing(null)} onOk={() => void submit()} okText="保存" confirmLoading={save.isPending} destroyOnHidden>
        <Form key={editing?.id ?? 0} form={form} layout="vertical" preserve={false} initialValues={editing ? valuesOf(editing) : undefined}>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="name" label="通道名称" rules={[{ required: true, message: '请输入通道名称' }, { max: 40 }]}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="minAmount" label="最低金额（元）" rules={[{ required: true, message: '请输入最低金额' }]}>
            <InputNumber min={0.01} max={100000000} step={1} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="maxAmount" label="最高金额（元）" rules={[{ required: true, message: '请输入最高金额' }]}>
            <InputNumber min={0.01} max={100000000} step={1} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="sort" label="排序（小的在前）" rules={[{ required: true, message: '请输入排序' }]}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          {editing?.type === 'bank' && (
            <>
              <Form.Item name="bankName" label="银行">
                <Input maxLength={60} />
              </Form.Item>
              <Form.Item name="bankBranch" label="支行">
                <Input maxLength={60} />
              </Form.Item>
              <Form.Item name="accountName" label="收款人">
                <Input maxLength={60} />
              </Form.Item>
              <Form.Item name="accountNo" label="收款账号">
                <Input maxLength={60} />
              </Form.Item>
            </>
          )}
          {(editing?.type === 'qr' || editing?.type === 'virtual') && (
            <Form.Item name="qrText" label="二维码内容 / 钱包地址">
              <Input.TextArea maxLength={500} rows={3} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Card>
  );
}
