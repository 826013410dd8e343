import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Select, Space, Table, Tag } from 'antd';
import { RECHARGE_STATUSES } from '@sixmark/shared';
import { get, post } from '@admin/api/http';
import type { AdminRechargeRow, Paged } from '@admin/api/types';
import { useReasonPrompt } from '@admin/components/reason';

const STATUS_NAMES: Record<(typeof RECHARGE_STATUSES)[number], string> = {
  created: '待支付',
  processing: '待确认',
  success: '已到账',
  failed: '已拒绝',
  expired: '已过期',
};

export function RechargesPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const ask = useReasonPrompt();
  const [status, setStatus] = useState<string>('processing');
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['recharges', status, page],
    queryFn: () => get<Paged<AdminRechargeRow>>('/admin/recharge/orders', { status: status || undefined, page, rows: 20 }),
  });
  const act = useMutation({
    mutationFn: ({ orderNo, kind, reason }: { orderNo: string; kind: 'confirm' | 'reject'; reason: string }) =>
      post(`/admin/recharge/${encodeURIComponent(orderNo)}/${kind}`, { reason }),
    onSuccess: (_d, v) => {
      message.success(v.kind === 'confirm' ? '已确认到账' : '已拒绝充值');
      void qc.invalidateQueries({ queryKey: ['recharges'] });
    },
    onError: (e) => message.error(e.message),
  });
  const decide = async (row: AdminRechargeRow, kind: 'confirm' | 'reject') => {
    const reason = await ask(kind === 'confirm' ? `确认充值 ${row.orderNo}（${row.amount} 元）已到账？` : `拒绝充值 ${row.orderNo}？`, kind === 'reject');
    if (reason !== null) act.mutate({ orderNo: row.orderNo, kind, reason });
  };
  return (
    <Card
      title="充值订单"
      extra={
        <Select
          aria-label="状态"
          value={status}
          style={{ width: 120 }}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={[{ value: '', label: '全部' }, ...RECHARGE_STATUSES.map((s) => ({ value: s, label: STATUS_NAMES[s] }))]}
        />
      }
    >
      <Table<AdminRechargeRow>
        rowKey="orderNo"
        loading={q.isLoading}
        dataSource={q.data?.data ?? []}
        pagination={{ current: page, pageSize: 20, total: q.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: '订单号', dataIndex: 'orderNo' },
          { title: '会员', render: (_, r) => `${r.account}（${r.userId}）` },
          { title: '金额（元）', dataIndex: 'amount', align: 'right' },
          { title: '通道', dataIndex: 'channelName' },
          { title: '付款人', dataIndex: 'payerName' },
          { title: '创建时间', dataIndex: 'createdAt' },
          { title: '状态', render: (_, r) => <Tag>{r.statusName}</Tag> },
          {
            title: '操作',
            render: (_, r) =>
              r.status === 'processing' || r.status === 'created' ? (
                <Space>
                  <Button type="primary" size="small" onClick={() => void decide(r, 'confirm')}>
                    确认到账
                  </Button>
                  <Button danger size="small" onClick={() => void decide(r, 'reject')}>
                    拒绝
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
