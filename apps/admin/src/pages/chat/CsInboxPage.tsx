import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Card, Col, Empty, Form, Input, InputNumber, List, Modal, Popconfirm, Row, Segmented, Space, Switch, Table, Tabs, Tag, Typography } from 'antd';
import type { z } from 'zod';
import { CHAT_SOCIAL_LIMITS, type adminCsConversationDetailSchema, type adminCsConversationSchema, type adminStaffSchema, type chatMessageSchema } from '@sixmark/shared';
import { get, post, put } from '@admin/api/http';

type Conversation = z.infer<typeof adminCsConversationSchema>;
type Detail = z.infer<typeof adminCsConversationDetailSchema>;
type Staff = z.infer<typeof adminStaffSchema>;
type Message = z.infer<typeof chatMessageSchema>;

/** How often the inbox and an open thread are fetched again (ms). */
export const INBOX_POLL_MS = 5000;
export const THREAD_POLL_MS = 3000;

const time = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

function Bubble({ m, staffId }: { m: Message; staffId: number }) {
  const mine = m.content.userinfo?.user_id === staffId;
  const body = m.content.type === 'image' ? <img src={m.content.body} alt="图片" style={{ maxWidth: 200 }} /> : m.content.body;
  return (
    <div style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', margin: '6px 0' }} data-testid="cs-message">
      <div style={{ maxWidth: '70%', background: mine ? '#e6f4ff' : '#f5f5f5', borderRadius: 8, padding: '6px 10px' }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {m.content.userinfo?.nickname ?? '系统'} · {time(m.created_at)}
        </Typography.Text>
        <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{m.content.type === 'deleted' ? <i>消息已删除</i> : body}</div>
      </div>
    </div>
  );
}

function Inbox() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [status, setStatus] = useState<'open' | 'closed' | 'all'>('open');
  const [page, setPage] = useState(1);
  const [roomId, setRoomId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const list = useQuery({
    queryKey: ['cs-conversations', status, page],
    queryFn: () => get<{ items: Conversation[]; total: number }>('/admin/chat/cs/conversations', { status, page, rows: 20 }),
    refetchInterval: INBOX_POLL_MS,
  });
  const thread = useQuery({
    queryKey: ['cs-thread', roomId],
    enabled: roomId !== null,
    queryFn: () => get<Detail>(`/admin/chat/cs/conversations/${roomId}`),
    refetchInterval: THREAD_POLL_MS,
  });
  const reply = useMutation({
    mutationFn: (content: string) => post<Message>(`/admin/chat/cs/conversations/${roomId}/reply`, { content }),
    onSuccess: () => {
      setText('');
      void qc.invalidateQueries({ queryKey: ['cs-thread', roomId] });
      void qc.invalidateQueries({ queryKey: ['cs-conversations'] });
    },
    onError: (e) => message.error(e.message),
  });
  const close = useMutation({
    mutationFn: () => post(`/admin/chat/cs/conversations/${roomId}/close`),
    onSuccess: () => {
      message.success('会话已结束');
      void qc.invalidateQueries({ queryKey: ['cs-thread', roomId] });
      void qc.invalidateQueries({ queryKey: ['cs-conversations'] });
    },
    onError: (e) => message.error(e.message),
  });
  const d = thread.data;
  const send = () => {
    const content = text.trim();
    if (content && !reply.isPending) reply.mutate(content);
  };
  return (
    <Row gutter={16}>
      <Col span={9}>
        <Segmented
          value={status}
          options={[{ value: 'open', label: '进行中' }, { value: 'closed', label: '已结束' }, { value: 'all', label: '全部' }]}
          onChange={(v) => {
            setStatus(v as typeof status);
            setPage(1);
          }}
          style={{ marginBottom: 12 }}
        />
        <List<Conversation>
          loading={list.isLoading}
          dataSource={list.data?.items ?? []}
          locale={{ emptyText: '暂无会话' }}
          pagination={(list.data?.total ?? 0) > 20 ? { current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage, size: 'small' } : false}
          renderItem={(c) => (
            <List.Item
              key={c.id}
              onClick={() => setRoomId(c.id)}
              style={{ cursor: 'pointer', background: c.id === roomId ? '#e6f4ff' : undefined, paddingInline: 8 }}
              data-testid={`cs-conversation-${c.id}`}
            >
              <List.Item.Meta
                title={
                  <Space>
                    <Badge count={c.waiting} size="small">
                      <span>{c.customer.nickname}</span>
                    </Badge>
                    <Tag>{c.customer.kind === 'guest' ? '游客' : '会员'}</Tag>
                    {c.status === 'closed' ? <Tag>已结束</Tag> : null}
                  </Space>
                }
                description={`${c.staff_nickname} · ${c.last_message ? c.last_message.content.slice(0, 30) : '暂无消息'}`}
              />
            </List.Item>
          )}
        />
      </Col>
      <Col span={15}>
        {!d ? (
          <Empty description="选择左侧会话" />
        ) : (
          <Card
            size="small"
            title={`${d.customer.nickname}（${d.customer.kind === 'guest' ? '游客' : '会员'} #${d.customer.id}）`}
            extra={
              d.status === 'open' ? (
                <Popconfirm title="结束此会话？" okText="结束" cancelText="取消" onConfirm={() => close.mutate()}>
                  <Button size="small" danger loading={close.isPending}>
                    结束会话
                  </Button>
                </Popconfirm>
              ) : (
                <Tag>已结束</Tag>
              )
            }
          >
            <div style={{ height: 420, overflowY: 'auto', padding: 4 }} data-testid="cs-thread">
              {d.messages.length === 0 ? <Empty description="暂无消息" /> : d.messages.map((m) => <Bubble key={m.id} m={m} staffId={d.staff_id} />)}
            </div>
            <Space.Compact style={{ width: '100%', marginTop: 8 }}>
              <Input.TextArea
                aria-label="回复内容"
                value={text}
                maxLength={CHAT_SOCIAL_LIMITS.replyMax}
                autoSize={{ minRows: 2, maxRows: 4 }}
                placeholder="输入回复，Ctrl+Enter 发送"
                onChange={(e) => setText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) send();
                }}
              />
              <Button type="primary" loading={reply.isPending} disabled={!text.trim()} onClick={send}>
                发送
              </Button>
            </Space.Compact>
          </Card>
        )}
      </Col>
    </Row>
  );
}

function StaffTab() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<Staff | null>(null);
  const [form] = Form.useForm<{ nickname: string; avatarId?: number; enabled: boolean; sort_order: number }>();
  const q = useQuery({ queryKey: ['cs-staff'], queryFn: () => get<Staff[]>('/admin/chat/cs/staff') });
  const save = useMutation({
    mutationFn: (v: { nickname: string; avatarId?: number; enabled: boolean; sort_order: number }) => put<Staff>(`/admin/chat/cs/staff/${editing!.userId}`, v),
    onSuccess: () => {
      message.success('客服账号已保存');
      setEditing(null);
      void qc.invalidateQueries({ queryKey: ['cs-staff'] });
    },
    onError: (e) => message.error(e.message),
  });
  return (
    <>
      <Table<Staff>
        rowKey="userId"
        loading={q.isLoading}
        dataSource={q.data ?? []}
        pagination={false}
        columns={[
          { title: '会员编号', dataIndex: 'userId', width: 100 },
          { title: '账号', dataIndex: 'account' },
          { title: '昵称', dataIndex: 'nickname' },
          { title: '排序', dataIndex: 'sort_order', width: 70 },
          { title: '状态', width: 80, render: (_, r) => (r.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
          {
            title: '操作',
            width: 80,
            render: (_, r) => (
              <Button
                size="small"
                onClick={() => {
                  setEditing(r);
                  form.setFieldsValue(r);
                }}
              >
                编辑
              </Button>
            ),
          },
        ]}
      />
      <Modal open={editing !== null} title={`客服 ${editing?.account ?? ''}`} okText="保存" cancelText="取消" confirmLoading={save.isPending} onOk={() => form.submit()} onCancel={() => setEditing(null)} forceRender>
        <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
          <Form.Item name="nickname" label="昵称" rules={[{ required: true, whitespace: true, message: '请输入昵称' }]}>
            <Input maxLength={CHAT_SOCIAL_LIMITS.nicknameMax} />
          </Form.Item>
          <Space>
            <Form.Item name="avatarId" label="头像编号">
              <InputNumber min={1} max={CHAT_SOCIAL_LIMITS.avatarMax} />
            </Form.Item>
            <Form.Item name="sort_order" label="排序">
              <InputNumber min={0} max={10000} />
            </Form.Item>
            <Form.Item name="enabled" label="启用" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </>
  );
}

/** 客服: answer guests and members (the inbox is fetched again every few seconds), and the staff accounts. */
export function CsInboxPage() {
  return (
    <Card title="客服">
      <Tabs
        items={[
          { key: 'inbox', label: '会话', children: <Inbox /> },
          { key: 'staff', label: '客服账号', children: <StaffTab /> },
        ]}
      />
    </Card>
  );
}
