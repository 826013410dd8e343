import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Descriptions, Form, Input, InputNumber, List, Modal, Result, Segmented, Select, Space, Spin, Switch, Table, Tabs, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link, useParams } from 'react-router-dom';
import {
  BILL_TYPES,
  MEMBER_LIMITS,
  MEMBER_SIGN_IN_RESULT_NAMES,
  MEMBER_STATUS_NAMES,
  type MemberBetRow,
  type MemberDetail,
  type MemberDevices,
  type MemberFlags,
  type MemberLedgerRow,
  type MemberNote,
  type MemberSignInRow,
} from '@sixmark/shared';
import { get, post } from '@admin/api/http';
import type { Paged } from '@admin/api/types';
import { useSession } from '@admin/auth/session';
import { useReasonPrompt } from '@admin/components/reason';
import { fmtTime, STATUS_COLORS } from './members-common';

const base = (id: number) => `/admin/users/${id}`;

function LedgerTab({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const [billType, setBillType] = useState<number | undefined>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const q = useQuery({
    queryKey: ['member-ledger', id, page, billType, range?.[0]?.valueOf(), range?.[1]?.valueOf()],
    queryFn: () =>
      get<Paged<MemberLedgerRow>>(`${base(id)}/ledger`, { page, rows: 20, billType, from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') }),
  });
  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Select
          allowClear
          placeholder="账变类型"
          style={{ width: 180 }}
          value={billType}
          onChange={(v: number | undefined) => {
            setBillType(v);
            setPage(1);
          }}
          options={Object.entries(BILL_TYPES).map(([k, label]) => ({ value: Number(k), label }))}
        />
        <DatePicker.RangePicker
          value={range}
          onChange={(v) => {
            setRange(v);
            setPage(1);
          }}
        />
      </Space>
      <Table<MemberLedgerRow>
        rowKey="id"
        size="small"
        loading={q.isLoading}
        dataSource={q.data?.data ?? []}
        pagination={{ current: page, pageSize: 20, total: q.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: '时间', dataIndex: 'at', render: fmtTime, width: 170 },
          { title: '类型', dataIndex: 'billName' },
          { title: '钱包', dataIndex: 'account', render: (a: string) => ({ money: '中心钱包', live_money: '游戏钱包', frozen: '冻结' })[a] ?? a },
          { title: '金额（元）', dataIndex: 'amount', align: 'right', render: (v: number) => <Typography.Text type={v < 0 ? 'danger' : 'success'}>{v}</Typography.Text> },
          { title: '余额（元）', dataIndex: 'balanceAfter', align: 'right' },
          { title: '单号', dataIndex: 'reference' },
          { title: '备注', dataIndex: 'remark' },
        ]}
      />
    </>
  );
}

function BetsTab({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const [source, setSource] = useState<'lottery' | 'games'>('lottery');
  const q = useQuery({
    queryKey: ['member-bets', id, source, page],
    queryFn: () => get<Paged<MemberBetRow>>(`${base(id)}/bets`, { source, page, rows: 20 }),
  });
  return (
    <>
      <Segmented
        style={{ marginBottom: 12 }}
        value={source}
        onChange={(v) => {
          setSource(v as 'lottery' | 'games');
          setPage(1);
        }}
        options={[
          { value: 'lottery', label: '彩票注单' },
          { value: 'games', label: '第三方游戏' },
        ]}
      />
      <Table<MemberBetRow>
        rowKey="id"
        size="small"
        loading={q.isLoading}
        dataSource={q.data?.data ?? []}
        pagination={{ current: page, pageSize: 20, total: q.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: '时间', dataIndex: 'at', render: fmtTime, width: 170 },
          { title: '单号', dataIndex: 'ref' },
          { title: '游戏', dataIndex: 'game' },
          { title: '内容', dataIndex: 'content', ellipsis: true },
          { title: '投注（元）', dataIndex: 'amount', align: 'right' },
          { title: '派彩（元）', dataIndex: 'payout', align: 'right' },
          { title: '状态', dataIndex: 'status' },
        ]}
      />
    </>
  );
}

function SignInsTab({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const q = useQuery({ queryKey: ['member-sign-ins', id, page], queryFn: () => get<Paged<MemberSignInRow>>(`${base(id)}/sign-ins`, { page, rows: 20 }) });
  return (
    <Table<MemberSignInRow>
      rowKey="id"
      size="small"
      loading={q.isLoading}
      dataSource={q.data?.data ?? []}
      pagination={{ current: page, pageSize: 20, total: q.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
      columns={[
        { title: '时间', dataIndex: 'at', render: fmtTime, width: 170 },
        { title: '结果', dataIndex: 'result', render: (r: MemberSignInRow['result']) => <Tag color={r === 'ok' ? 'green' : 'red'}>{MEMBER_SIGN_IN_RESULT_NAMES[r]}</Tag> },
        { title: 'IP', dataIndex: 'ip' },
        { title: '设备', dataIndex: 'userAgent', ellipsis: true },
      ]}
    />
  );
}

function DevicesTab({ id }: { id: number }) {
  const q = useQuery({ queryKey: ['member-devices', id], queryFn: () => get<MemberDevices>(`${base(id)}/devices`) });
  const seen = [
    { title: '次数', dataIndex: 'count', width: 70 },
    { title: '首次', dataIndex: 'firstAt', render: fmtTime, width: 170 },
    { title: '最近', dataIndex: 'lastAt', render: fmtTime, width: 170 },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Title level={5}>设备</Typography.Title>
      <Table rowKey="userAgent" size="small" loading={q.isLoading} pagination={false} dataSource={q.data?.devices ?? []} columns={[{ title: '设备（User-Agent）', dataIndex: 'userAgent', ellipsis: true }, ...seen]} />
      <Typography.Title level={5}>登录地址</Typography.Title>
      <Table
        rowKey="ip"
        size="small"
        loading={q.isLoading}
        pagination={false}
        dataSource={q.data?.addresses ?? []}
        columns={[{ title: 'IP', dataIndex: 'ip', render: (ip: string) => <Link to={`/members?ip=${encodeURIComponent(ip)}`}>{ip}</Link> }, ...seen]}
      />
    </Space>
  );
}

function NotesTab({ id, notes, canWrite }: { id: number; notes: MemberNote[]; canWrite: boolean }) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [text, setText] = useState('');
  const add = useMutation({
    mutationFn: () => post<MemberNote>(`${base(id)}/notes`, { note: text }),
    onSuccess: () => {
      setText('');
      message.success('备注已添加');
      void qc.invalidateQueries({ queryKey: ['member', id] });
    },
    onError: (e) => message.error(e.message),
  });
  return (
    <>
      {canWrite && (
        <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
          <Input.TextArea aria-label="新备注" value={text} maxLength={MEMBER_LIMITS.noteMax} autoSize={{ minRows: 2 }} onChange={(e) => setText(e.target.value)} placeholder="备注只能追加，不能修改或删除" />
          <Button type="primary" disabled={!text.trim()} loading={add.isPending} onClick={() => add.mutate()}>
            添加备注
          </Button>
        </Space.Compact>
      )}
      <List
        dataSource={notes}
        locale={{ emptyText: '暂无备注' }}
        renderItem={(n) => (
          <List.Item>
            <List.Item.Meta title={<Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{n.note}</Typography.Text>} description={`${n.actor} · ${fmtTime(n.at)}`} />
          </List.Item>
        )}
      />
    </>
  );
}

type Dialog = null | 'chat' | 'vip';

/** The risk actions: each asks for a reason and confirmation; the server audits before/after. */
function Actions({ d }: { d: MemberDetail }) {
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const askReason = useReasonPrompt();
  const id = d.profile.id;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [form] = Form.useForm<{ chatLevel?: number; enableChat?: boolean; vipLevel?: number; reason: string }>();
  const done = (text: string) => {
    message.success(text);
    setDialog(null);
    void qc.invalidateQueries({ queryKey: ['member', id] });
    void qc.invalidateQueries({ queryKey: ['members'] });
  };
  const act = useMutation({
    mutationFn: ({ path, body }: { path: string; body: object; ok: string }) => post<MemberFlags | { revoked: number } | null>(`${base(id)}/${path}`, body),
    onSuccess: (_data, v) => done(v.ok),
    onError: (e) => message.error(e.message),
  });
  const withReason = async (title: string, path: string, ok: string) => {
    const reason = await askReason(title, true);
    if (reason !== null) act.mutate({ path, body: { reason }, ok });
  };
  const frozen = d.flags.frozen;
  // Kick takes no reason on the server (its audit row records how many sessions ended).
  const confirmKick = () =>
    modal.confirm({ title: `强制会员 ${d.profile.account} 下线？`, okText: '确定', cancelText: '取消', onOk: () => act.mutate({ path: 'kick', body: {}, ok: '已强制下线' }) });
  const openDialog = (which: Exclude<Dialog, null>) => {
    form.setFieldsValue({ chatLevel: d.chatLevel, enableChat: d.enableChat === 1, vipLevel: d.profile.vipLevel, reason: '' });
    setDialog(which);
  };
  const submitDialog = async () => {
    const v = await form.validateFields();
    if (dialog === 'chat') act.mutate({ path: 'chat', body: { chatLevel: v.chatLevel, enableChat: v.enableChat, reason: v.reason }, ok: '聊天设置已保存' });
    if (dialog === 'vip') act.mutate({ path: 'vip-level', body: { vipLevel: v.vipLevel, reason: v.reason }, ok: 'VIP 等级已调整' });
  };
  return (
    <>
      <Space wrap>
        {frozen ? (
          <Button onClick={() => void withReason(`解冻会员 ${d.profile.account}？`, 'unfreeze', '已解冻')}>解冻</Button>
        ) : (
          <Button danger onClick={() => void withReason(`冻结会员 ${d.profile.account}？冻结后不能登录，现有会话全部下线。`, 'freeze', '已冻结，会话已全部下线')}>
            冻结
          </Button>
        )}
        <Button onClick={() => void confirmKick()}>强制下线</Button>
        <Button
          onClick={() =>
            void askReason(`要求会员 ${d.profile.account} 下次登录时重置密码？可填写登录时展示给会员的提示语。`).then(
              (text) => text !== null && act.mutate({ path: 'reset-password-flag', body: text ? { message: text.slice(0, 100) } : {}, ok: '已要求重置密码' }),
            )
          }
        >
          要求重置密码
        </Button>
        <Button onClick={() => openDialog('chat')}>聊天设置</Button>
        <Button onClick={() => openDialog('vip')}>调整 VIP</Button>
      </Space>
      <Modal
        open={dialog !== null}
        title={dialog === 'chat' ? '聊天设置' : '调整 VIP 等级'}
        okText="确定"
        cancelText="取消"
        confirmLoading={act.isPending}
        onOk={() => void submitDialog()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          {dialog === 'chat' && (
            <>
              <Form.Item name="chatLevel" label="聊天等级（2 及以上为管理身份）" rules={[{ required: true, message: '请输入聊天等级' }]}>
                <InputNumber min={1} max={MEMBER_LIMITS.chatLevelMax} precision={0} />
              </Form.Item>
              <Form.Item name="enableChat" label="允许发言" valuePropName="checked">
                <Switch />
              </Form.Item>
            </>
          )}
          {dialog === 'vip' && (
            <Form.Item name="vipLevel" label="VIP 等级（下一周期按流水重新评定）" rules={[{ required: true, message: '请输入 VIP 等级' }]}>
              <InputNumber min={1} max={MEMBER_LIMITS.vipLevelMax} precision={0} />
            </Form.Item>
          )}
          <Form.Item name="reason" label="原因" rules={[{ required: true, whitespace: true, message: '请输入原因' }]}>
            <Input.TextArea aria-label="原因" maxLength={MEMBER_LIMITS.reasonMax} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** 会员详情: profile, balances and flags, then one tab per history; actions for `risk`. */
export function MemberDetailPage() {
  const id = Number(useParams().id);
  const { me } = useSession();
  const canWrite = !!me?.permissions.includes('risk');
  const q = useQuery({ queryKey: ['member', id], queryFn: () => get<MemberDetail>(base(id)), enabled: Number.isInteger(id) && id > 0 });
  if (!Number.isInteger(id) || id <= 0 || q.isError) return <Result status="404" title="会员不存在" extra={<Link to="/members">返回会员管理</Link>} />;
  if (!q.data) return <Spin />;
  const d = q.data;
  const p = d.profile;
  const sp = d.saferPlay;
  return (
    <Card
      title={
        <Space>
          <Link to="/members">会员管理</Link>/<span>{p.account}</span>
          <Tag color={STATUS_COLORS[p.status]}>{MEMBER_STATUS_NAMES[p.status]}</Tag>
        </Space>
      }
      extra={canWrite ? <Actions d={d} /> : null}
    >
      <Tabs
        items={[
          {
            key: 'profile',
            label: '资料',
            children: (
              <Descriptions bordered size="small" column={3}>
                <Descriptions.Item label="会员 ID">{p.id}</Descriptions.Item>
                <Descriptions.Item label="账号">{p.account}</Descriptions.Item>
                <Descriptions.Item label="类型">{p.type === 'TEST' ? '试玩' : p.isDl ? '代理' : '会员'}</Descriptions.Item>
                <Descriptions.Item label="中心钱包（元）">{d.balances.money}</Descriptions.Item>
                <Descriptions.Item label="游戏钱包（元）">{d.balances.liveMoney}</Descriptions.Item>
                <Descriptions.Item label="冻结（元）">{d.balances.frozen}</Descriptions.Item>
                <Descriptions.Item label="VIP 等级">{p.vipLevel}</Descriptions.Item>
                <Descriptions.Item label="聊天等级">{d.chatLevel}</Descriptions.Item>
                <Descriptions.Item label="允许发言">{d.enableChat === 1 ? '是' : '否'}</Descriptions.Item>
                <Descriptions.Item label="冻结">{d.flags.frozen ? '是' : '否'}</Descriptions.Item>
                <Descriptions.Item label="需重置密码">{d.flags.mustResetPassword ? `是（${p.statusMessage}）` : '否'}</Descriptions.Item>
                <Descriptions.Item label="在线会话">{d.liveSessions}</Descriptions.Item>
                <Descriptions.Item label="姓名">{p.fullName || '—'}</Descriptions.Item>
                <Descriptions.Item label="昵称">{p.nickname || '—'}</Descriptions.Item>
                <Descriptions.Item label="手机">{p.phone || '—'}</Descriptions.Item>
                <Descriptions.Item label="邮箱">{p.email || '—'}</Descriptions.Item>
                <Descriptions.Item label="QQ">{p.qq || '—'}</Descriptions.Item>
                <Descriptions.Item label="微信">{p.weixin || '—'}</Descriptions.Item>
                <Descriptions.Item label="生日">{p.birthday ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="上级代理">{p.agentId ? <Link to={`/members/${p.agentId}`}>{p.agentAccount}</Link> : '—'}</Descriptions.Item>
                <Descriptions.Item label="返点">{p.rebate}</Descriptions.Item>
                <Descriptions.Item label="注册时间">{fmtTime(p.createdAt)}</Descriptions.Item>
                <Descriptions.Item label="最后登录">{fmtTime(p.lastLoginAt)}</Descriptions.Item>
                <Descriptions.Item label="最后登录 IP">{p.lastLoginIp || '—'}</Descriptions.Item>
                <Descriptions.Item label="安全游戏" span={3}>
                  {sp.exclusion ? `${sp.exclusion.name}至 ${fmtTime(sp.exclusion.endsAt)}；` : '无冷静期；'}
                  {sp.limits
                    .filter((l) => l.amount !== null)
                    .map((l) => `${l.name} ${l.amount} 元（已用 ${l.used}）`)
                    .join('，') || '未设限额'}
                  {sp.realityMinutes ? `；提醒间隔 ${sp.realityMinutes} 分钟` : ''}
                </Descriptions.Item>
              </Descriptions>
            ),
          },
          { key: 'ledger', label: '账变', children: <LedgerTab id={id} /> },
          { key: 'bets', label: '注单', children: <BetsTab id={id} /> },
          { key: 'sign-ins', label: '登录记录', children: <SignInsTab id={id} /> },
          { key: 'devices', label: '设备/地址', children: <DevicesTab id={id} /> },
          { key: 'notes', label: `备注（${d.notes.length}）`, children: <NotesTab id={id} notes={d.notes} canWrite={canWrite} /> },
        ]}
      />
    </Card>
  );
}

