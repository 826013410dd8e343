import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Select, Space, Table, Tag } from 'antd';
import { ADJUST_REQUEST_STATUSES, OPERATOR_PATHS, type AdjustRequest } from '@sixmark/shared';
import { get, post } from '@admin/api/http';
import type { Paged } from '@admin/api/types';
import { useReasonPrompt } from '@admin/components/reason';
import { useSession } from '@admin/auth/session';

const STATUS_NAMES: Record<(typeof ADJUST_REQUEST_STATUSES)[number], string> = { pending: '待审批', approved: '已批准', rejected: '已拒绝' };
type AdjustAnswer = { money: number; reference: string } | { pending: true; requestId: number };

/** Manual deposit/deduction; at or above the threshold a second operator approves it (four-eyes). */
export function AdjustPage() {
  const { message } = App.useApp();
  const { me } = useSession();
  const qc = useQueryClient();
  const ask = useReasonPrompt();
  const [form] = Form.useForm();
  const [status, setStatus] = useState<string>('pending');
  const [page, setPage] = useState(1);
  const requests = useQuery({
    queryKey: ['adjust-requests', status, page],
    queryFn: () => get<Paged<AdjustRequest>>(OPERATOR_PATHS.adjustRequests, { status: status || undefined, page, rows: 20 }),
  });
  const adjust = useMutation({
    mutationFn: (v: { userId: number; amount: number; reason: string; turnover: string }) =>
      post<AdjustAnswer>(`/admin/users/${v.userId}/adjust`, { amount: v.amount, reason: v.reason, turnover: v.turnover }),
    onSuccess: (r) => {
      if ('pending' in r) message.info(`金额达到审批阈值，已提交审批申请 #${r.requestId}，需另一位运营批准`);
      else message.success(`已入账，会员余额 ${r.money} 元（${r.reference}）`);
      form.resetFields();
      void qc.invalidateQueries({ queryKey: ['adjust-requests'] });
    },
    onError: (e) => message.error(e.message),
  });
  const decide = useMutation({
    mutationFn: ({ id, kind, reason }: { id: number; kind: 'approve' | 'reject'; reason: string }) =>
      post<AdjustRequest>(`/admin/adjust-requests/${id}/${kind}`, { reason }),
    onSuccess: (_d, v) => {
      message.success(v.kind === 'approve' ? '已批准并入账' : '已拒绝申请');
      void qc.invalidateQueries({ queryKey: ['adjust-requests'] });
    },
    onError: (e) => message.error(e.message),
  });
  const onDecide = async (r: AdjustRequest, kind: 'approve' | 'reject') => {
    const reason = await ask(kind === 'approve' ? `批准申请 #${r.id}（${r.account} ${r.amount} 元）？` : `拒绝申请 #${r.id}？`);
    if (reason !== null) decide.mutate({ id: r.id, kind, reason });
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Card title="人工存入 / 扣除">
        <Form form={form} layout="inline" initialValues={{ turnover: 'deposit' }} onFinish={(v) => adjust.mutate(v)}>
          <Form.Item name="userId" label="会员 ID" rules={[{ required: true, message: '请输入会员 ID' }]}>
            <InputNumber min={1} precision={0} />
          </Form.Item>
          <Form.Item name="amount" label="金额（元，负数为扣除）" rules={[{ required: true, message: '请输入金额' }]}>
            <InputNumber precision={2} />
          </Form.Item>
          <Form.Item name="turnover" label="流水">
            <Select
              style={{ width: 120 }}
              options={[
                { value: 'deposit', label: '按存款' },
                { value: 'bonus', label: '按彩金' },
                { value: 'none', label: '不计流水' },
              ]}
            />
          </Form.Item>
          <Form.Item name="reason" label="原因" rules={[{ required: true, message: '请输入原因' }]}>
            <Input maxLength={200} style={{ width: 220 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={adjust.isPending}>
            提交
          </Button>
        </Form>
      </Card>
      <Card
        title="审批队列（双人复核）"
        extra={
          <Select
            aria-label="状态"
            value={status}
            style={{ width: 120 }}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
            options={[{ value: '', label: '全部' }, ...ADJUST_REQUEST_STATUSES.map((s) => ({ value: s, label: STATUS_NAMES[s] }))]}
          />
        }
      >
        <Table<AdjustRequest>
          rowKey="id"
          loading={requests.isLoading}
          dataSource={requests.data?.data ?? []}
          pagination={{ current: page, pageSize: 20, total: requests.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
          columns={[
            { title: '#', dataIndex: 'id' },
            { title: '会员', render: (_, r) => `${r.account}（${r.userId}）` },
            { title: '金额（元）', dataIndex: 'amount', align: 'right' },
            { title: '原因', dataIndex: 'reason' },
            { title: '申请人', dataIndex: 'requestedBy' },
            { title: '申请时间', dataIndex: 'requestedAt' },
            { title: '状态', render: (_, r) => <Tag>{STATUS_NAMES[r.status]}</Tag> },
            {
              title: '操作',
              render: (_, r) =>
                r.status === 'pending' ? (
                  <Space>
                    <Button
                      type="primary"
                      size="small"
                      disabled={me ? r.requestedBy.startsWith(`operator:${me.id}:`) : false}
                      title="申请人不能审批自己的申请"
                      onClick={() => void onDecide(r, 'approve')}
                    >
                      批准
                    </Button>
                    <Button danger size="small" onClick={() => void onDecide(r, 'reject')}>
                      拒绝
                    </Button>
                  </Space>
                ) : (
                  r.decidedBy
                ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
