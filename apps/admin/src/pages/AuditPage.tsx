import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Form, Input, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { OPERATOR_PATHS, type AuditRow } from '@sixmark/shared';
import { authHeaders, buildUrl, get } from '@admin/api/http';
import type { Paged } from '@admin/api/types';

interface Filters {
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  range?: [Dayjs, Dayjs] | null;
}

const toParams = (f: Filters) => ({
  actor: f.actor?.trim() || undefined,
  action: f.action?.trim() || undefined,
  targetType: f.targetType?.trim() || undefined,
  targetId: f.targetId?.trim() || undefined,
  from: f.range?.[0]?.format('YYYY-MM-DD'),
  to: f.range?.[1]?.format('YYYY-MM-DD'),
});

export function AuditPage() {
  const { message } = App.useApp();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const q = useQuery({
    queryKey: ['audit', filters, page],
    queryFn: () => get<Paged<AuditRow>>(OPERATOR_PATHS.audit, { ...toParams(filters), page, rows: 50 }),
  });
  // The CSV needs the session header, so it is fetched and handed to the browser as a file.
  const exportCsv = async () => {
    setExporting(true);
    try {
      const res = await fetch(buildUrl(OPERATOR_PATHS.auditCsv, toParams(filters)), { headers: authHeaders() });
      if (!res.ok) throw new Error(`导出失败（${res.status}）`);
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = `audit-${new Date().toISOString().slice(0, 10)}.csv`;
      a.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      message.error(e instanceof Error ? e.message : '导出失败');
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card title="审计日志" extra={<Button onClick={() => void exportCsv()} loading={exporting}>导出 CSV</Button>}>
      <Form<Filters>
        layout="inline"
        style={{ marginBottom: 16 }}
        onFinish={(v) => {
          setFilters(v);
          setPage(1);
        }}
      >
        <Form.Item name="actor" label="操作人">
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="action" label="动作">
          <Input allowClear placeholder="如 wallet." style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="targetType" label="对象类型">
          <Input allowClear style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="targetId" label="对象 ID">
          <Input allowClear style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="range" label="日期">
          <DatePicker.RangePicker />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form>
      <Table<AuditRow>
        rowKey="id"
        size="small"
        loading={q.isLoading}
        dataSource={q.data?.data ?? []}
        pagination={{ current: page, pageSize: 50, total: q.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: '时间', dataIndex: 'at', width: 180 },
          { title: '操作人', dataIndex: 'actor' },
          { title: '动作', dataIndex: 'action' },
          { title: '对象', render: (_, r) => `${r.targetType}${r.targetId ? `:${r.targetId}` : ''}` },
          { title: '地址', dataIndex: 'ip' },
          { title: '详情', render: (_, r) => <Typography.Text code ellipsis style={{ maxWidth: 360 }}>{JSON.stringify(r.detail)}</Typography.Text> },
        ]}
      />
    </Card>
  );
}
