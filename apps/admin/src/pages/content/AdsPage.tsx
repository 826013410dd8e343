import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Modal, Select, Space, Switch, Table, Tag } from 'antd';
import type { AdminAdRow } from '@sixmark/shared';
import { del, get, put } from '@admin/api/http';
import { useReasonPrompt } from '@admin/components/reason';
import { CarouselsCard } from './CarouselsCard';
import { ImageUrlInput } from './ImageUrlInput';

interface AdForm {
  code: string;
  name: string;
  enabled: boolean;
  imageUrl: string;
  redirectUrl: string;
  content: string;
  sort: number;
}

/** 广告与轮播: the ad slots AD01… (template_ads.json) and the hidden template codes. */
export function AdsPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<AdminAdRow | 'new' | null>(null);
  const [form] = Form.useForm<AdForm>();
  const ads = useQuery({ queryKey: ['ads'], queryFn: () => get<AdminAdRow[]>('/admin/content/ads') });
  const blocked = useQuery({ queryKey: ['blocked-codes'], queryFn: () => get<{ codes: string[] }>('/admin/content/blocked-codes') });
  // The operator's unsaved edit of the hidden codes; null shows the saved list.
  const [draft, setDraft] = useState<string[] | null>(null);
  const codes = draft ?? blocked.data?.codes ?? [];
  const save = useMutation({
    mutationFn: ({ code, ...body }: AdForm) => put(`/admin/content/ads/${code.trim().toUpperCase()}`, body),
    onSuccess: () => {
      message.success('广告已保存，会员端已刷新');
      setEditing(null);
      void qc.invalidateQueries({ queryKey: ['ads'] });
    },
    onError: (e) => message.error(e.message),
  });
  const saveCodes = useMutation({
    mutationFn: () => put('/admin/content/blocked-codes', { codes }),
    onSuccess: () => {
      message.success('隐藏代码已保存');
      setDraft(null);
      void qc.invalidateQueries({ queryKey: ['blocked-codes'] });
    },
    onError: (e) => message.error(e.message),
  });
  const ask = useReasonPrompt();
  const remove = useMutation({
    mutationFn: (v: { code: string; reason: string }) => del(`/admin/content/ads/${v.code}`, { reason: v.reason }),
    onSuccess: () => {
      message.success('广告位已删除，会员端已刷新');
      void qc.invalidateQueries({ queryKey: ['ads'] });
    },
    onError: (e) => message.error(e.message),
  });
  const confirmRemove = async (r: AdminAdRow) => {
    const reason = await ask(`删除广告位 ${r.code}${r.name ? `「${r.name}」` : ''}？`);
    if (reason !== null) remove.mutate({ code: r.code, reason });
  };
  const open = (r: AdminAdRow | 'new') => {
    setEditing(r);
    form.resetFields();
    form.setFieldsValue(r === 'new' ? { code: '', enabled: true, sort: 0, name: '', imageUrl: '', redirectUrl: '', content: '' } : r);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <CarouselsCard />
      <Card title="广告位" extra={<Button type="primary" onClick={() => open('new')}>新增广告位</Button>}>
        <Table<AdminAdRow>
          rowKey="id"
          loading={ads.isLoading}
          dataSource={ads.data ?? []}
          pagination={false}
          columns={[
            { title: '代码', dataIndex: 'code', width: 80 },
            { title: '名称', dataIndex: 'name' },
            { title: '图片', dataIndex: 'imageUrl', ellipsis: true },
            { title: '跳转', dataIndex: 'redirectUrl', ellipsis: true },
            { title: '排序', dataIndex: 'sort', width: 70 },
            { title: '状态', width: 80, render: (_, r) => (r.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
            {
              title: '操作',
              width: 130,
              render: (_, r) => (
                <Space>
                  <Button size="small" onClick={() => open(r)}>编辑</Button>
                  <Button size="small" danger loading={remove.isPending && remove.variables?.code === r.code} onClick={() => void confirmRemove(r)}>
                    删除
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Card title="隐藏的模板代码" extra={<Button type="primary" loading={saveCodes.isPending} onClick={() => saveCodes.mutate()}>保存</Button>}>
        <Select
          mode="tags"
          style={{ width: '100%' }}
          placeholder="输入代码后回车，如 MB05"
          value={codes}
          aria-label="隐藏的模板代码"
          onChange={(v: string[]) => setDraft(v.map((c) => c.trim().toUpperCase()).filter((c) => /^[A-Z0-9_-]{1,32}$/.test(c)))}
        />
      </Card>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? '新增广告位' : `编辑广告位 ${editing?.code ?? ''}`}
        okText="保存"
        cancelText="取消"
        width={640}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
          <Space wrap>
            <Form.Item name="code" label="代码" rules={[{ required: true, pattern: /^AD\d{1,3}$/i, message: '代码格式为 AD 加数字，如 AD01' }]}>
              <Input maxLength={5} disabled={editing !== 'new'} />
            </Form.Item>
            <Form.Item name="sort" label="排序">
              <InputNumber min={0} max={9999} />
            </Form.Item>
            <Form.Item name="enabled" label="启用" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
          <Form.Item name="name" label="名称">
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="imageUrl" label="图片">
            <ImageUrlInput />
          </Form.Item>
          <Form.Item name="redirectUrl" label="跳转链接">
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name="content" label="弹窗内容（HTML）">
            <Input.TextArea rows={4} maxLength={20000} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
