import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Form, Input, InputNumber, Modal, Popconfirm, Segmented, Space, Table, Tabs, Tag } from 'antd';
import type { z } from 'zod';
import { CHAT_SOCIAL_LIMITS, type AdminMuteRow, type adminReportSchema, type adminWordSchema } from '@sixmark/shared';
import { api, get, post, put } from '@admin/api/http';

type Report = z.infer<typeof adminReportSchema>;
type Word = z.infer<typeof adminWordSchema>;
type Page<T> = { items: T[]; total: number };
const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '—');
const REPORT_STATUS: Record<Report['status'], JSX.Element> = {
  open: <Tag color="orange">待处理</Tag>,
  handled: <Tag color="red">已删除</Tag>,
  dismissed: <Tag>已驳回</Tag>,
};

interface ResolveForm {
  note: string;
  mute: boolean;
  minutes: number;
}

function Reports() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [status, setStatus] = useState<'open' | 'handled' | 'dismissed' | 'all'>('open');
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<{ report: Report; action: 'handle' | 'dismiss' } | null>(null);
  const [form] = Form.useForm<ResolveForm>();
  const q = useQuery({ queryKey: ['chat-reports', status, page], queryFn: () => get<Page<Report>>('/admin/chat/reports', { status, page, rows: 20 }) });
  const resolve = useMutation({
    mutationFn: async (v: ResolveForm) => {
      const { report, action } = target!;
      const done = await post<Report>(`/admin/chat/reports/${report.id}/resolve`, { action, note: v.note ?? '' });
      const author = report.message.user_id;
      if (action === 'handle' && v.mute && author !== null)
        await post('/admin/chat/mutes', { userId: author, minutes: v.minutes, room_id: report.room_id, reason: v.note || report.reason });
      return done;
    },
    onSuccess: (r) => {
      message.success(r.status === 'handled' ? '消息已删除' : '举报已驳回');
      setTarget(null);
      void qc.invalidateQueries({ queryKey: ['chat-reports'] });
      void qc.invalidateQueries({ queryKey: ['chat-mutes'] });
    },
    onError: (e) => message.error(e.message),
  });
  const open = (report: Report, action: 'handle' | 'dismiss') => {
    form.setFieldsValue({ note: '', mute: false, minutes: 60 });
    setTarget({ report, action });
  };
  return (
    <>
      <Segmented
        style={{ marginBottom: 12 }}
        value={status}
        options={[{ value: 'open', label: '待处理' }, { value: 'handled', label: '已删除' }, { value: 'dismissed', label: '已驳回' }, { value: 'all', label: '全部' }]}
        onChange={(v) => {
          setStatus(v as typeof status);
          setPage(1);
        }}
      />
      <Table<Report>
        rowKey="id"
        loading={q.isLoading}
        dataSource={q.data?.items ?? []}
        pagination={{ current: page, pageSize: 20, total: q.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: '#', dataIndex: 'id', width: 60 },
          { title: '房间', dataIndex: 'room_id', width: 70 },
          { title: '发言人', render: (_, r) => `${r.message.nickname}${r.message.user_id ? `（${r.message.user_id}）` : ''}` },
          { title: '消息', render: (_, r) => (r.message.deleted ? <i>已删除</i> : r.message.type === 'text' ? r.message.content : `[${r.message.type}]`), ellipsis: true },
          { title: '举报理由', dataIndex: 'reason', ellipsis: true },
          { title: '时间', width: 170, render: (_, r) => time(r.created_at) },
          { title: '状态', width: 90, render: (_, r) => REPORT_STATUS[r.status] },
          {
            title: '操作',
            width: 150,
            render: (_, r) =>
              r.status === 'open' ? (
                <Space>
                  <Button size="small" danger onClick={() => open(r, 'handle')}>删除消息</Button>
                  <Button size="small" onClick={() => open(r, 'dismiss')}>驳回</Button>
                </Space>
              ) : (
                r.handled_by
              ),
          },
        ]}
      />
      <Modal
        open={target !== null}
        title={target?.action === 'handle' ? '删除消息' : '驳回举报'}
        okText="确定"
        cancelText="取消"
        confirmLoading={resolve.isPending}
        onOk={() => form.submit()}
        onCancel={() => setTarget(null)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(v) => resolve.mutate(v)}>
          <Form.Item name="note" label="处理说明">
            <Input maxLength={CHAT_SOCIAL_LIMITS.reportReasonMax} />
          </Form.Item>
          {target?.action === 'handle' && target.report.message.user_id !== null ? (
            <Space>
              <Form.Item name="mute" valuePropName="checked">
                <Checkbox>同时在该房间禁言发言人</Checkbox>
              </Form.Item>
              <Form.Item name="minutes" label="分钟">
                <InputNumber min={1} max={CHAT_SOCIAL_LIMITS.muteMinutesMax} />
              </Form.Item>
            </Space>
          ) : null}
        </Form>
      </Modal>
    </>
  );
}

function Mutes() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [status, setStatus] = useState<'active' | 'all'>('active');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<{ userId: number; minutes: number; room_id?: number; reason: string }>();
  const q = useQuery({ queryKey: ['chat-mutes', status, page], queryFn: () => get<Page<AdminMuteRow>>('/admin/chat/mutes', { status, page, rows: 20 }) });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['chat-mutes'] });
  const lift = useMutation({
    mutationFn: (m: AdminMuteRow) => post<{ lifted: number }>('/admin/chat/mutes/lift', { muteId: m.id }),
    onSuccess: (r) => {
      message.success(`已解除 ${r.lifted} 条禁言`);
      refresh();
    },
    onError: (e) => message.error(e.message),
  });
  const add = useMutation({
    mutationFn: (v: { userId: number; minutes: number; room_id?: number; reason: string }) => post('/admin/chat/mutes', v),
    onSuccess: () => {
      message.success('已禁言');
      setAdding(false);
      refresh();
    },
    onError: (e) => message.error(e.message),
  });
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Segmented value={status} options={[{ value: 'active', label: '生效中' }, { value: 'all', label: '全部' }]} onChange={(v) => { setStatus(v as typeof status); setPage(1); }} />
        <Button type="primary" onClick={() => { form.resetFields(); form.setFieldsValue({ minutes: 60, reason: '' }); setAdding(true); }}>
          新增禁言
        </Button>
      </Space>
      <Table<AdminMuteRow>
        rowKey="id"
        loading={q.isLoading}
        dataSource={q.data?.items ?? []}
        pagination={{ current: page, pageSize: 20, total: q.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: '对象', render: (_, m) => (m.user_id ? `${m.account ?? ''}（${m.user_id}）` : `游客 ${m.guest_id}`) },
          { title: '范围', render: (_, m) => m.room_name ?? (m.room_id ? `房间 ${m.room_id}` : '全部房间') },
          { title: '截至', render: (_, m) => time(m.until) },
          { title: '原因', dataIndex: 'reason', ellipsis: true },
          { title: '操作人', dataIndex: 'created_by' },
          { title: '状态', render: (_, m) => (m.lifted_at ? <Tag>已解除</Tag> : new Date(m.until) > new Date() ? <Tag color="red">生效中</Tag> : <Tag>已到期</Tag>) },
          {
            title: '操作',
            render: (_, m) =>
              !m.lifted_at && new Date(m.until) > new Date() ? (
                <Popconfirm title="解除此禁言？" okText="解除" cancelText="取消" onConfirm={() => lift.mutate(m)}>
                  <Button size="small">解除</Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
      <Modal open={adding} title="新增禁言" okText="禁言" cancelText="取消" confirmLoading={add.isPending} onOk={() => form.submit()} onCancel={() => setAdding(false)} forceRender>
        <Form form={form} layout="vertical" onFinish={(v) => add.mutate(v)}>
          <Space wrap>
            <Form.Item name="userId" label="会员编号" rules={[{ required: true, message: '请输入会员编号' }]}>
              <InputNumber min={1} max={2147483647} />
            </Form.Item>
            <Form.Item name="room_id" label="房间编号（空为全部）">
              <InputNumber min={1} max={2147483647} />
            </Form.Item>
            <Form.Item name="minutes" label="分钟" rules={[{ required: true, message: '请输入分钟' }]}>
              <InputNumber min={1} max={CHAT_SOCIAL_LIMITS.muteMinutesMax} />
            </Form.Item>
          </Space>
          <Form.Item name="reason" label="原因">
            <Input maxLength={CHAT_SOCIAL_LIMITS.reportReasonMax} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

function Words() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<Word | 'new' | null>(null);
  const [form] = Form.useForm<{ word: string; replacement: string }>();
  const q = useQuery({ queryKey: ['chat-words'], queryFn: () => get<Word[]>('/admin/chat/words') });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['chat-words'] });
  const save = useMutation({
    mutationFn: (v: { word: string; replacement: string }) => (editing === 'new' ? post<Word>('/admin/chat/words', v) : put<Word>(`/admin/chat/words/${(editing as Word).id}`, v)),
    onSuccess: () => {
      message.success('敏感词已保存');
      setEditing(null);
      refresh();
    },
    onError: (e) => message.error(e.message),
  });
  const remove = useMutation({
    mutationFn: (w: Word) => api('DELETE', `/admin/chat/words/${w.id}`),
    onSuccess: () => {
      message.success('敏感词已删除');
      refresh();
    },
    onError: (e) => message.error(e.message),
  });
  return (
    <>
      <Button type="primary" style={{ marginBottom: 12 }} onClick={() => { setEditing('new'); form.setFieldsValue({ word: '', replacement: '***' }); }}>
        新增敏感词
      </Button>
      <Table<Word>
        rowKey="id"
        loading={q.isLoading}
        dataSource={q.data ?? []}
        pagination={{ pageSize: 50 }}
        columns={[
          { title: '敏感词', dataIndex: 'word' },
          { title: '替换为', dataIndex: 'replacement' },
          { title: '添加时间', render: (_, w) => time(w.created_at) },
          {
            title: '操作',
            render: (_, w) => (
              <Space>
                <Button size="small" onClick={() => { setEditing(w); form.setFieldsValue(w); }}>编辑</Button>
                <Popconfirm title="删除此敏感词？" okText="删除" cancelText="取消" onConfirm={() => remove.mutate(w)}>
                  <Button size="small" danger>删除</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={editing !== null} title={editing === 'new' ? '新增敏感词' : '修改敏感词'} okText="保存" cancelText="取消" confirmLoading={save.isPending} onOk={() => form.submit()} onCancel={() => setEditing(null)} forceRender>
        <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
          <Form.Item name="word" label="敏感词" rules={[{ required: true, whitespace: true, message: '请输入敏感词' }]}>
            <Input maxLength={CHAT_SOCIAL_LIMITS.wordMax} />
          </Form.Item>
          <Form.Item name="replacement" label="替换为">
            <Input maxLength={CHAT_SOCIAL_LIMITS.replacementMax} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** 聊天审核: the report queue (delete the message, optionally mute its author; or dismiss), mutes, word filter. */
export function ModerationPage() {
  return (
    <Card title="聊天审核">
      <Tabs
        items={[
          { key: 'reports', label: '举报', children: <Reports /> },
          { key: 'mutes', label: '禁言', children: <Mutes /> },
          { key: 'words', label: '敏感词', children: <Words /> },
        ]}
      />
    </Card>
  );
}
