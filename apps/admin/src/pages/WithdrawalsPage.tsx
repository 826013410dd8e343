import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Select, Space, Spin, Table, Tag } from 'antd';
import { WITHDRAW_STATUSES, type AdminWithdrawReview } from '@sixmark/shared';
import type { AdminWithdrawRow, Paged } from '@admin/api/types';
import { get, post } from '@admin/api/http';
import { useReasonPrompt } from '@admin/components/reason';

const STATUS_NAMES: Record<(typeof WITHDRAW_STATUSES)[number], string> = { pending: '待审核', approved: '已批准', rejected: '已拒绝' };

const when = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 16) : '—');

/** The member's turnover audit and the risk flags beside one withdrawal (`GET admin/withdraw/:id/review`). */
export function WithdrawReviewPanel({ id }: { id: number }) {
  const q = useQuery({ queryKey: ['withdraw-review', id], queryFn: () => get<AdminWithdrawReview>(`/admin/withdraw/${id}/review`) });
  if (q.isLoading) return <Spin size="small" />;
  if (q.error) return <Alert type="error" showIcon message={q.error.message} />;
  const r = q.data;
  if (!r) return null;
  const t = r.turnover;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {r.flags.length ? (
        <Space wrap>
          <span>风险提示：</span>
          {r.flags.map((f) => (
            <Tag key={f.code} color="red">
              {f.text}
            </Tag>
          ))}
        </Space>
      ) : (
        <Tag color="green">无风险提示</Tag>
      )}
      <Descriptions size="small" column={4} bordered title="打码量稽核（与会员有效提款页一致）">
        <Descriptions.Item label="所需打码量">{t.requireDML}</Descriptions.Item>
        <Descriptions.Item label="已完成打码量">{t.sumAllDml}</Descriptions.Item>
        <Descriptions.Item label="放宽额度">{t.relaxQuota}</Descriptions.Item>
        <Descriptions.Item label="稽核结果">{t.yetWithdraw ? '已达标，可提款' : `未达标，尚差 ${t.sumAllDeduct}`}</Descriptions.Item>
        <Descriptions.Item label="累计充值">{r.facts.totalDeposits}</Descriptions.Item>
        <Descriptions.Item label="累计已提现">{r.facts.totalWithdrawn}</Descriptions.Item>
        <Descriptions.Item label="注册时间">{when(r.facts.accountCreatedAt)}</Descriptions.Item>
        <Descriptions.Item label="最近绑卡">{when(r.facts.newestBankAt)}</Descriptions.Item>
        <Descriptions.Item label="注册IP">{r.facts.registerIp || '—'}</Descriptions.Item>
        <Descriptions.Item label="同IP会员" span={3}>
          {r.facts.sameIpAccounts.join('、') || '—'}
        </Descriptions.Item>
      </Descriptions>
      {t.rows.length > 0 && (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={t.rows}
          columns={[
            { title: '来源', dataIndex: 'typeName' },
            { title: '金额', dataIndex: 'amount', align: 'right' },
            { title: '所需打码', dataIndex: 'requireDml', align: 'right' },
            { title: '已打码', dataIndex: 'validDml', align: 'right' },
            { title: '时间', render: (_, x) => when(x.createdAt) },
            { title: '状态', render: (_, x) => (x.status === 'done' ? '已完成' : '进行中') },
          ]}
        />
      )}
    </Space>
  );
}

export function WithdrawalsPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const ask = useReasonPrompt();
  const [status, setStatus] = useState<string>('pending');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number[]>([]);
  const toggle = (id: number) => setOpen((o) => (o.includes(id) ? o.filter((x) => x !== id) : [...o, id]));
  const q = useQuery({
    queryKey: ['withdrawals', status, page],
    queryFn: () => get<Paged<AdminWithdrawRow>>('/admin/withdraw/orders', { status: status || undefined, page, rows: 20 }),
  });
  const act = useMutation({
    mutationFn: ({ id, kind, reason }: { id: number; kind: 'approve' | 'reject'; reason: string }) => post(`/admin/withdraw/${id}/${kind}`, { reason }),
    onSuccess: (_d, v) => {
      message.success(v.kind === 'approve' ? '已批准提现' : '已拒绝提现，金额已退回');
      void qc.invalidateQueries({ queryKey: ['withdrawals'] });
    },
    onError: (e) => message.error(e.message),
  });
  const decide = async (row: AdminWithdrawRow, kind: 'approve' | 'reject') => {
    const reason = await ask(kind === 'approve' ? `批准提现 ${row.orderNo}（${row.amount} 元）？` : `拒绝提现 ${row.orderNo}？`, kind === 'reject');
    if (reason !== null) act.mutate({ id: row.id, kind, reason });
  };
  return (
    <Card
      title="提现审核"
      extra={
        <Select
          aria-label="状态"
          value={status}
          style={{ width: 120 }}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={[{ value: '', label: '全部' }, ...WITHDRAW_STATUSES.map((s) => ({ value: s, label: STATUS_NAMES[s] }))]}
        />
      }
    >
      <Table<AdminWithdrawRow>
        rowKey="id"
        loading={q.isLoading}
        dataSource={q.data?.data ?? []}
        expandable={{ expandedRowKeys: open, showExpandColumn: false, expandedRowRender: (r) => <WithdrawReviewPanel id={r.id} /> }}
        pagination={{ current: page, pageSize: 20, total: q.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: '订单号', dataIndex: 'orderNo' },
          { title: '会员', render: (_, r) => `${r.account}（${r.userId}）` },
          { title: '金额（元）', dataIndex: 'amount', align: 'right' },
          { title: '收款', render: (_, r) => `${r.bankName} ${r.bankBranch} ${r.holderName} ${r.fullCardNo}` },
          { title: '申请时间', dataIndex: 'createdAt' },
          {
            title: '稽核',
            render: (_, r) => (
              <Button size="small" onClick={() => toggle(r.id)}>
                {open.includes(r.id) ? '收起稽核' : '稽核与风险'}
              </Button>
            ),
          },
          { title: '状态', render: (_, r) => <Tag color={r.status === 'pending' ? 'orange' : r.status === 'approved' ? 'green' : 'red'}>{r.statusName}</Tag> },
          {
            title: '操作',
            render: (_, r) =>
              r.status === 'pending' ? (
                <Space>
                  <Button type="primary" size="small" onClick={() => void decide(r, 'approve')}>
                    批准
                  </Button>
                  <Button danger size="small" onClick={() => void decide(r, 'reject')}>
                    拒绝
                  </Button>
                </Space>
              ) : (
                r.reason
              ),
          },
        ]}
      />
    </Card>
  );
}
