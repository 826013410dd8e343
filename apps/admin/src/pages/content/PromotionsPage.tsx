import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Form, Input, InputNumber, Modal, Space, Switch, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { AdminPromotionRow, AdminPromotionUpdate } from '@sixmark/shared';
import { del, get, post, put } from '@admin/api/http';
import { useReasonPrompt } from '@admin/components/reason';
import { ImageUrlInput } from './ImageUrlInput';

interface FormValues {
  classifyType: number;
  classifyName?: string;
  name: string;
  coverUrl?: string;
  imageUrl?: string;
  templateType: number;
  color?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
  domain?: string;
  content?: string;
  sort: number;
  enabled: boolean;
}

const toBody = (v: FormValues): AdminPromotionUpdate => ({
  classifyType: v.classifyType,
  ...(v.classifyName ? { classifyName: v.classifyName } : {}),
  name: v.name,
  coverUrl: v.coverUrl ?? '',
  imageUrl: v.imageUrl ?? '',
  templateType: v.templateType,
  color: v.color ?? '',
  startTime: v.range?.[0] ? v.range[0].toISOString() : null,
  endTime: v.range?.[1] ? v.range[1].toISOString() : null,
  domain: v.domain ?? '',
  content: v.content ?? '',
  sort: v.sort,
  enabled: v.enabled,
});

/** 优惠活动: list, create, edit, show/hide; the member list (`promotion/list`) reads the table on each call. */
export function PromotionsPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<AdminPromotionRow | 'new' | null>(null);
  const [form] = Form.useForm<FormValues>();
  const q = useQuery({ queryKey: ['promotions'], queryFn: () => get<AdminPromotionRow[]>('/admin/content/promotions') });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['promotions'] });
  const save = useMutation({
    mutationFn: async (v: FormValues) => {
      const body = toBody(v);
      if (editing === 'new') {
        const { id } = await post<{ id: number }>('/admin/content/promotions', body);
        // A new promotion is created shown; hidden at once when the form said so.
        if (!body.enabled) await put(`/admin/content/promotions/${id}`, body);
        return id;
      }
      return (await put<AdminPromotionRow>(`/admin/content/promotions/${(editing as AdminPromotionRow).id}`, body)).id;
    },
    onSuccess: () => {
      message.success('活动已保存，会员端已刷新');
      setEditing(null);
      refresh();
    },
    onError: (e) => message.error(e.message),
  });
  const toggle = useMutation({
    mutationFn: (r: AdminPromotionRow) =>
      put<AdminPromotionRow>(`/admin/content/promotions/${r.id}`, { ...r, enabled: !r.enabled, classifyName: r.classifyName }),
    onSuccess: (r) => {
      message.success(r.enabled ? '活动已显示' : '活动已隐藏');
      refresh();
    },
    onError: (e) => message.error(e.message),
  });
  const ask = useReasonPrompt();
  const remove = useMutation({
    mutationFn: (v: { id: number; reason: string }) => del(`/admin/content/promotions/${v.id}`, { reason: v.reason }),
    onSuccess: () => {
      message.success('活动已删除，会员端已刷新');
      refresh();
    },
    onError: (e) => message.error(e.message),
  });
  const confirmRemove = async (r: AdminPromotionRow) => {
    const reason = await ask(`删除活动「${r.name}」？删除后不能恢复`);
    if (reason !== null) remove.mutate({ id: r.id, reason });
  };
  const open = (r: AdminPromotionRow | 'new') => {
    setEditing(r);
    form.resetFields();
    if (r === 'new') form.setFieldsValue({ classifyType: 1, templateType: 1, sort: 0, enabled: true });
    else
      form.setFieldsValue({
        ...r,
        range: r.startTime || r.endTime ? [r.startTime ? dayjs(r.startTime) : null, r.endTime ? dayjs(r.endTime) : null] : null,
      });
  };
  return (
    <Card title="优惠活动" extra={<Button type="primary" onClick={() => open('new')}>新增活动</Button>}>
      <Table<AdminPromotionRow>
        rowKey="id"
        loading={q.isLoading}
        dataSource={q.data ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: '#', dataIndex: 'id', width: 60 },
          { title: '分类', render: (_, r) => `${r.classifyName}（${r.classifyType}）` },
          { title: '名称', dataIndex: 'name' },
          { title: '时间', render: (_, r) => (r.startTime || r.endTime ? `${r.startTime ? dayjs(r.startTime).format('YYYY-MM-DD') : '—'} 至 ${r.endTime ? dayjs(r.endTime).format('YYYY-MM-DD') : '—'}` : '长期') },
          { title: '排序', dataIndex: 'sort', width: 70 },
          { title: '状态', render: (_, r) => (r.enabled ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>) },
          {
            title: '操作',
            render: (_, r) => (
              <Space>
                <Button size="small" onClick={() => open(r)}>编辑</Button>
                <Button size="small" loading={toggle.isPending && toggle.variables?.id === r.id} onClick={() => toggle.mutate(r)}>
                  {r.enabled ? '隐藏' : '显示'}
                </Button>
                <Button size="small" danger loading={remove.isPending && remove.variables?.id === r.id} onClick={() => void confirmRemove(r)}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? '新增活动' : `编辑活动 #${editing?.id ?? ''}`}
        okText="保存"
        cancelText="取消"
        width={720}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
          <Space wrap>
            <Form.Item name="classifyType" label="分类编号" rules={[{ required: true, message: '请输入分类编号' }]}>
              <InputNumber min={1} max={999} />
            </Form.Item>
            <Form.Item name="classifyName" label="分类名称">
              <Input maxLength={100} placeholder="留空沿用现有名称" />
            </Form.Item>
            <Form.Item name="templateType" label="模板类型">
              <InputNumber min={0} max={99} />
            </Form.Item>
            <Form.Item name="sort" label="排序">
              <InputNumber min={0} max={9999} />
            </Form.Item>
            <Form.Item name="enabled" label="显示" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
          <Form.Item name="name" label="活动名称" rules={[{ required: true, whitespace: true, message: '请输入活动名称' }]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="coverUrl" label="封面图">
            <ImageUrlInput />
          </Form.Item>
          <Form.Item name="imageUrl" label="详情图">
            <ImageUrlInput />
          </Form.Item>
          <Form.Item name="range" label="活动时间（留空为长期）">
            <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
          </Form.Item>
          <Space wrap>
            <Form.Item name="color" label="主题色">
              <Input maxLength={20} placeholder="#ff4d4f" />
            </Form.Item>
            <Form.Item name="domain" label="跳转链接">
              <Input maxLength={200} />
            </Form.Item>
          </Space>
          <Form.Item name="content" label="活动内容（HTML，保存时过滤危险标签）">
            <Input.TextArea rows={6} maxLength={20000} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
