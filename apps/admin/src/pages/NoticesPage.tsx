import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Modal, Switch, Table, Tag } from 'antd';
import { NOTICE_KIND_NAMES, type AdminNotice, type AdminNoticeInput } from '@sixmark/shared';
import { get, put } from '@admin/api/http';

/** Notices the member app shows (home pop-up, lottery marquee); saving refreshes notice_list.json. */
export function NoticesPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<AdminNotice | null>(null);
  const [form] = Form.useForm<AdminNoticeInput>();
  const q = useQuery({ queryKey: ['notices'], queryFn: () => get<AdminNotice[]>('/admin/content/notices') });
  const save = useMutation({
    mutationFn: (v: AdminNoticeInput) => put<AdminNotice>(`/admin/content/notices/${editing!.id}`, v),
    onSuccess: () => {
      message.success('公告已保存，会员端已刷新');
      setEditing(null);
      void qc.invalidateQueries({ queryKey: ['notices'] });
    },
    onError: (e) => message.error(e.message),
  });
  return (
    <Card title="公告管理">
      <Table<AdminNotice>
        rowKey="id"
        loading={q.isLoading}
        dataSource={q.data ?? []}
        pagination={false}
        columns={[
          { title: '#', dataIndex: 'id', width: 60 },
          { title: '位置', render: (_, r) => NOTICE_KIND_NAMES[r.kind] },
          { title: '标题', dataIndex: 'title' },
          { title: '内容', dataIndex: 'content', ellipsis: true },
          { title: '状态', render: (_, r) => (r.enabled ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>) },
          {
            title: '操作',
            render: (_, r) => (
              <Button
                size="small"
                onClick={() => {
                  setEditing(r);
                  form.setFieldsValue({ title: r.title, content: r.content, enabled: r.enabled });
                }}
              >
                编辑
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={!!editing}
        title={`编辑公告 #${editing?.id ?? ''}`}
        okText="保存"
        cancelText="取消"
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
          <Form.Item name="title" label="标题" rules={[{ required: true, message: '请输入标题' }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="content" label="内容" rules={[{ required: true, message: '请输入内容' }]}>
            <Input.TextArea rows={6} maxLength={2000} />
          </Form.Item>
          <Form.Item name="enabled" label="显示" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
