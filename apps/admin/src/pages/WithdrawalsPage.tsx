import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Select, Space, Table, Tag } from 'antd';
import { WITHDRAW_STATUSES } from '@sixmark/shared';
import type { AdminWithdrawRow, Paged } from '@admin/api/types';
import { get, post } from '@admin/api/http';
import { useReasonPrompt } from '@admin/components/reason';

const STATUS_NAMES: Record<(typeof WITHDRAW_STATUSES)[number], string> = { pending: '待审核', approved: '已批准', rejected: '已拒绝' };

export function WithdrawalsPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const ask = useReasonPrompt();
  const [status, setStatus] = useState<string>('pending');
  const [page, setPage] = useState(1);
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
        pagination={{ current: page, pageSize: 20, total: q.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: '订单号', dataIndex: 'orderNo' },
          { title: '会员', render: (_, r) => `${r.account}（${r.userId}）` },
          { title: '金额（元）', dataIndex: 'amount', align: 'right' },
          { title: '收款', render: (_, r) => `${r.bankName} ${r.bankBranch} ${r.holderName} ${r.fullCardNo}` },
          { title: '申请时间', dataIndex: 'createdAt' },
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
