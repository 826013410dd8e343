import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { App, Button, Card, Drawer, Form, Input, InputNumber, Modal, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { OPERATOR_PATHS, OPERATOR_ROLE_NAMES, OPERATOR_ROLES, type OperatorRole, type OperatorRow, type OperatorSession } from '@sixmark/shared';
import { get, post } from '@admin/api/http';
import { SignInsTable } from '@admin/auth/SecurityCards';
import { useSession } from '@admin/auth/session';

const roleOptions = OPERATOR_ROLES.map((r) => ({ value: r, label: OPERATOR_ROLE_NAMES[r] }));
const at = (iso: string) => new Date(iso).toLocaleString('zh-CN');

/** One operator's live sessions; any but the caller's own current one can be ended (audited by the server). */
function OperatorSessions({ operator }: { operator: OperatorRow }) {
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const key = ['operator-sessions', operator.id];
  const q = useQuery({ queryKey: key, queryFn: () => get<OperatorSession[]>(`/admin/operators/${operator.id}/sessions`) });
  const revoke = useMutation({
    mutationFn: (s: OperatorSession) => post(`/admin/operators/${operator.id}/sessions/${s.id}/revoke`),
    onSuccess: () => {
      message.success('该会话已下线');
      void qc.invalidateQueries({ queryKey: key });
    },
    onError: (e) => message.error(e.message),
  });
  return (
    <Table<OperatorSession>
      rowKey="id"
      size="small"
      loading={q.isLoading}
      dataSource={q.data ?? []}
      pagination={false}
      locale={{ emptyText: q.error ? q.error.message : '没有在线会话' }}
      columns={[
        { title: '登录时间', render: (_, s) => at(s.createdAt) },
        { title: '最近活动', render: (_, s) => at(s.lastSeenAt) },
        { title: '过期时间', render: (_, s) => at(s.expiresAt) },
        { title: 'IP', dataIndex: 'ip' },
        { title: '设备', dataIndex: 'userAgent', ellipsis: true },
        {
          title: '操作',
          render: (_, s) =>
            s.current ? (
              <Tag color="blue">当前会话</Tag>
            ) : (
              <Button
                size="small"
                danger
                loading={revoke.isPending && revoke.variables?.id === s.id}
                onClick={() =>
                  modal.confirm({
                    title: `让 ${operator.name} 的这个会话下线？`,
                    content: `${s.ip} · ${s.userAgent || '未知设备'}`,
                    okText: '下线',
                    cancelText: '取消',
                    onOk: () => revoke.mutate(s),
                  })
                }
              >
                下线
              </Button>
            ),
        },
      ]}
    />
  );
}

/** Operator accounts (the `operators` permission): create, role, disable, reset password / TOTP; the four-eyes threshold. */
export function OperatorsPage() {
  const { message, modal } = App.useApp();
  const { me } = useSession();
  const qc = useQueryClient();
  const [form] = Form.useForm<{ name: string; role: OperatorRole }>();
  const list = useQuery({ queryKey: ['operators'], queryFn: () => get<OperatorRow[]>(OPERATOR_PATHS.operators) });
  const settings = useQuery({ queryKey: ['operator-settings'], queryFn: () => get<{ adjustApprovalThreshold: number }>(OPERATOR_PATHS.operatorSettings) });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['operators'] });
  // Another operator's sign-in history and live sessions.
  const [history, setHistory] = useState<OperatorRow | null>(null);
  const [sessions, setSessions] = useState<OperatorRow | null>(null);
  const showPassword = (title: string, password: string) =>
    modal.info({
      title,
      content: (
        <Typography.Paragraph copyable={{ text: password }}>
          一次性密码（只显示这一次，首次登录后须修改）：<code data-testid="one-time-password">{password}</code>
        </Typography.Paragraph>
      ),
      okText: '我已记下',
    });
  const create = useMutation({
    mutationFn: (v: { name: string; role: OperatorRole }) => post<{ operator: OperatorRow; password: string }>(OPERATOR_PATHS.operators, v),
    onSuccess: (r) => {
      form.resetFields();
      refresh();
      showPassword(`已创建运营账号 ${r.operator.name}`, r.password);
    },
    onError: (e) => message.error(e.message),
  });
  const update = useMutation({
    mutationFn: ({ id, ...body }: { id: number; role?: OperatorRole; disabled?: boolean }) => post<OperatorRow>(`/admin/operators/${id}`, body),
    onSuccess: () => {
      message.success('已保存，该账号的会话已全部下线');
      refresh();
    },
    onError: (e) => message.error(e.message),
  });
  const resetPassword = useMutation({
    mutationFn: (row: OperatorRow) => post<{ password: string }>(`/admin/operators/${row.id}/reset-password`),
    onSuccess: (r, row) => showPassword(`已重置 ${row.name} 的密码`, r.password),
    onError: (e) => message.error(e.message),
  });
  const resetTotp = useMutation({
    mutationFn: (row: OperatorRow) => post<OperatorRow>(`/admin/operators/${row.id}/reset-totp`),
    onSuccess: () => {
      message.success('已关闭该账号的两步验证，需重新绑定');
      refresh();
    },
    onError: (e) => message.error(e.message),
  });
  const saveSettings = useMutation({
    mutationFn: (v: { adjustApprovalThreshold: number }) => post(OPERATOR_PATHS.operatorSettings, v),
    onSuccess: () => {
      message.success('审批阈值已保存');
      void qc.invalidateQueries({ queryKey: ['operator-settings'] });
    },
    onError: (e) => message.error(e.message),
  });
  const confirm = (title: string, run: () => void) => modal.confirm({ title, okText: '确定', cancelText: '取消', onOk: run });
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Card title="新增运营账号">
        <Form form={form} layout="inline" initialValues={{ role: 'read_only' }} onFinish={(v) => create.mutate(v)}>
          <Form.Item name="name" label="账号" rules={[{ required: true, pattern: /^[A-Za-z0-9_.-]{2,32}$/, message: '2-32 位字母、数字、下划线、点或连字符' }]}>
            <Input style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="role" label="角色">
            <Select options={roleOptions} style={{ width: 140 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            创建
          </Button>
        </Form>
      </Card>
      <Card title="运营账号">
        <Table<OperatorRow>
          rowKey="id"
          loading={list.isLoading}
          dataSource={list.data ?? []}
          pagination={false}
          columns={[
            { title: '#', dataIndex: 'id', width: 60 },
            { title: '账号', dataIndex: 'name' },
            {
              title: '角色',
              render: (_, r) => (
                <Select
                  size="small"
                  value={r.role}
                  options={roleOptions}
                  disabled={r.id === me?.id}
                  style={{ width: 130 }}
                  onChange={(role) => confirm(`把 ${r.name} 的角色改为 ${OPERATOR_ROLE_NAMES[role]}？`, () => update.mutate({ id: r.id, role }))}
                />
              ),
            },
            { title: '两步验证', render: (_, r) => (r.totpEnabled ? <Tag color="green">已开启</Tag> : <Tag>未开启</Tag>) },
            {
              title: '启用',
              render: (_, r) => (
                <Switch
                  size="small"
                  checked={!r.disabled}
                  disabled={r.id === me?.id}
                  onChange={(on) => confirm(`${on ? '启用' : '停用'} ${r.name}？`, () => update.mutate({ id: r.id, disabled: !on }))}
                />
              ),
            },
            { title: '最近登录', render: (_, r) => r.lastSignInAt ?? '—' },
            {
              title: '操作',
              render: (_, r) => (
                <Space>
                  <Button size="small" onClick={() => confirm(`重置 ${r.name} 的密码？其会话将全部下线。`, () => resetPassword.mutate(r))}>
                    重置密码
                  </Button>
                  <Button size="small" disabled={!r.totpEnabled} onClick={() => confirm(`关闭 ${r.name} 的两步验证？`, () => resetTotp.mutate(r))}>
                    重置两步验证
                  </Button>
                  <Button size="small" onClick={() => setHistory(r)}>
                    登录记录
                  </Button>
                  <Button size="small" onClick={() => setSessions(r)}>
                    在线会话
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Modal open={history !== null} title={`${history?.name ?? ''} 的登录记录`} footer={null} width={900} onCancel={() => setHistory(null)} destroyOnHidden>
        {history && <SignInsTable operatorId={history.id} />}
      </Modal>
      <Drawer open={sessions !== null} title={`${sessions?.name ?? ''} 的在线会话`} width={960} onClose={() => setSessions(null)} destroyOnHidden>
        {sessions && <OperatorSessions operator={sessions} />}
      </Drawer>
      <Card title="人工存扣款审批阈值（双人复核）">
        {settings.data && (
          <Form layout="inline" initialValues={settings.data} onFinish={(v) => saveSettings.mutate(v)}>
            <Form.Item name="adjustApprovalThreshold" label="达到此金额（元）需另一位运营批准" rules={[{ required: true, message: '请输入金额' }]}>
              <InputNumber min={0} precision={2} />
            </Form.Item>
            <Button htmlType="submit" loading={saveSettings.isPending}>
              保存
            </Button>
          </Form>
        )}
      </Card>
    </Space>
  );
}
