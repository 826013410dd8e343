import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, InputNumber, Modal, Space, Switch, Table, Tag } from 'antd';
import type { z } from 'zod';
import { CHAT_SOCIAL_LIMITS, type AdminChatRoomRow, type AdminClassGroupRow, type adminRoomSettingsSchema } from '@sixmark/shared';
import { get, put } from '@admin/api/http';

type RoomSettings = z.infer<typeof adminRoomSettingsSchema>;
interface RoomForm {
  sec_per_mess: number;
  enable_chat: boolean;
  enabled: boolean;
}

/** 聊天室: rooms (slow mode, who may speak, open/closed) and the class groups that order them. */
export function ChatRoomsPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<AdminChatRoomRow | null>(null);
  const [form] = Form.useForm<RoomForm>();
  const rooms = useQuery({ queryKey: ['chat-rooms'], queryFn: () => get<AdminChatRoomRow[]>('/admin/chat/rooms') });
  const groups = useQuery({ queryKey: ['chat-class-groups'], queryFn: () => get<AdminClassGroupRow[]>('/admin/chat/class-groups') });
  const save = useMutation({
    mutationFn: (v: RoomForm) => put<RoomSettings>(`/admin/chat/rooms/${editing!.room_id}`, { sec_per_mess: v.sec_per_mess, enable_chat: v.enable_chat ? 1 : 0, enabled: v.enabled }),
    onSuccess: () => {
      message.success('房间设置已保存');
      setEditing(null);
      void qc.invalidateQueries({ queryKey: ['chat-rooms'] });
    },
    onError: (e) => message.error(e.message),
  });
  const toggleGroup = useMutation({
    mutationFn: (g: { id: number; enabled: boolean }) => put<{ id: number; enabled: boolean }>(`/admin/chat/class-groups/${g.id}`, { enabled: g.enabled }),
    onSuccess: (g) => {
      message.success(g.enabled ? '分组已启用' : '分组已停用');
      void qc.invalidateQueries({ queryKey: ['chat-class-groups'] });
    },
    onError: (e) => message.error(e.message),
  });
  const groupName = (id: number | null) => groups.data?.find((g) => g.id === id)?.name ?? (id ? `#${id}` : '—');
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Card title="聊天室">
        <Table<AdminChatRoomRow>
          rowKey="room_id"
          loading={rooms.isLoading}
          dataSource={rooms.data ?? []}
          pagination={false}
          columns={[
            { title: '#', dataIndex: 'room_id', width: 60 },
            { title: '名称', dataIndex: 'name' },
            { title: '分组', render: (_, r) => groupName(r.class_group_id) },
            { title: '成员', dataIndex: 'members', width: 80 },
            { title: '慢速模式', width: 100, render: (_, r) => (r.sec_per_mess > 0 ? `${r.sec_per_mess} 秒` : '关') },
            { title: '发言', width: 100, render: (_, r) => (r.enable_chat ? '所有人' : <Tag color="orange">仅管理员</Tag>) },
            { title: '状态', width: 80, render: (_, r) => (r.status === 'open' ? <Tag color="green">开放</Tag> : <Tag>关闭</Tag>) },
            {
              title: '操作',
              width: 80,
              render: (_, r) => (
                <Button
                  size="small"
                  onClick={() => {
                    setEditing(r);
                    form.setFieldsValue({ sec_per_mess: r.sec_per_mess, enable_chat: r.enable_chat === 1, enabled: r.status === 'open' });
                  }}
                >
                  设置
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Card title="聊天室分组">
        <Table<AdminClassGroupRow>
          rowKey="id"
          loading={groups.isLoading}
          dataSource={groups.data ?? []}
          pagination={false}
          columns={[
            { title: '#', dataIndex: 'id', width: 60 },
            { title: '名称', dataIndex: 'name' },
            { title: '排序', dataIndex: 'sort_order', width: 80 },
            { title: '房间数', dataIndex: 'rooms', width: 80 },
            {
              title: '启用',
              width: 80,
              render: (_, g) => <Switch size="small" checked={g.enabled} aria-label={`启用分组 ${g.name}`} onChange={(enabled) => toggleGroup.mutate({ id: g.id, enabled })} />,
            },
          ]}
        />
      </Card>
      <Modal open={editing !== null} title={`房间设置：${editing?.name ?? ''}`} okText="保存" cancelText="取消" confirmLoading={save.isPending} onOk={() => form.submit()} onCancel={() => setEditing(null)} forceRender>
        <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
          <Form.Item name="sec_per_mess" label="慢速模式（两条消息间隔秒数，0 为关闭）">
            <InputNumber min={0} max={CHAT_SOCIAL_LIMITS.secPerMessMax} />
          </Form.Item>
          <Form.Item name="enable_chat" label="所有人可发言（关闭后仅管理员可发言）" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="enabled" label="房间开放" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
