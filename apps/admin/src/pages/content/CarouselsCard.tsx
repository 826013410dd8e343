import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Image, Input, InputNumber, Modal, Space, Switch, Table, Tag } from 'antd';
import type { AdminCarousel, AdminCarouselInput } from '@sixmark/shared';
import { get, post, put } from '@admin/api/http';
import { ImageUrlInput } from './ImageUrlInput';

/** 首页轮播: the member home's carousel (company/{code}.json), refreshed on each save. */
export function CarouselsCard() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<AdminCarousel | 'new' | null>(null);
  const [form] = Form.useForm<AdminCarouselInput>();
  const q = useQuery({ queryKey: ['carousels'], queryFn: () => get<AdminCarousel[]>('/admin/content/carousels') });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['carousels'] });
  const save = useMutation({
    mutationFn: (v: AdminCarouselInput) => (editing === 'new' ? post<AdminCarousel>('/admin/content/carousels', v) : put<AdminCarousel>(`/admin/content/carousels/${(editing as AdminCarousel).id}`, v)),
    onSuccess: () => {
      message.success('轮播已保存，会员端已刷新');
      setEditing(null);
      refresh();
    },
    onError: (e) => message.error(e.message),
  });
  const toggle = useMutation({
    mutationFn: (c: AdminCarousel) => put<AdminCarousel>(`/admin/content/carousels/${c.id}`, { imageUrl: c.imageUrl, redirectUrl: c.redirectUrl, sort: c.sort, enabled: !c.enabled }),
    onSuccess: (c) => {
      message.success(c.enabled ? '轮播已显示' : '轮播已隐藏');
      refresh();
    },
    onError: (e) => message.error(e.message),
  });
  return (
    <Card
      title="首页轮播"
      extra={
        <Button
          type="primary"
          onClick={() => {
            setEditing('new');
            form.resetFields();
            form.setFieldsValue({ imageUrl: '', redirectUrl: '', sort: 0, enabled: true });
          }}
        >
          新增轮播
        </Button>
      }
    >
      <Table<AdminCarousel>
        rowKey="id"
        loading={q.isLoading}
        dataSource={q.data ?? []}
        pagination={false}
        columns={[
          { title: '#', dataIndex: 'id', width: 60 },
          { title: '图片', render: (_, c) => <Image src={c.imageUrl} height={40} /> },
          { title: '跳转', dataIndex: 'redirectUrl', ellipsis: true },
          { title: '排序', dataIndex: 'sort', width: 70 },
          { title: '状态', width: 80, render: (_, c) => (c.enabled ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>) },
          {
            title: '操作',
            width: 140,
            render: (_, c) => (
              <Space>
                <Button
                  size="small"
                  onClick={() => {
                    setEditing(c);
                    form.setFieldsValue(c);
                  }}
                >
                  编辑
                </Button>
                <Button size="small" onClick={() => toggle.mutate(c)}>
                  {c.enabled ? '隐藏' : '显示'}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={editing !== null} title={editing === 'new' ? '新增轮播' : '编辑轮播'} okText="保存" cancelText="取消" confirmLoading={save.isPending} onOk={() => form.submit()} onCancel={() => setEditing(null)} forceRender>
        <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
          <Form.Item name="imageUrl" label="图片" rules={[{ required: true, message: '请上传图片' }]}>
            <ImageUrlInput />
          </Form.Item>
          <Form.Item name="redirectUrl" label="跳转链接">
            <Input maxLength={2000} />
          </Form.Item>
          <Space>
            <Form.Item name="sort" label="排序">
              <InputNumber min={0} max={100000} />
            </Form.Item>
            <Form.Item name="enabled" label="显示" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </Card>
  );
}
