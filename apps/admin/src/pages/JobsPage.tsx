import { useQuery } from '@tanstack/react-query';
import { Button, Card, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { ADMIN_JOBS_PATH, jobLabel, jobsMsg, type AdminJob, type AdminJobList } from '@sixmark/shared';
import { get } from '@admin/api/http';

const time = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : jobsMsg.never);

/** Every background job with its schedule and its totals over all server processes. */
export function JobsPage() {
  // Refreshed every few seconds: the server adds each process's counts about every 5 s.
  const q = useQuery({ queryKey: ['jobs'], queryFn: () => get<AdminJobList>(ADMIN_JOBS_PATH), refetchInterval: 5_000 });
  return (
    <Card title={jobsMsg.title} extra={<Button onClick={() => void q.refetch()}>{jobsMsg.refresh}</Button>}>
      <Table<AdminJob>
        rowKey="name"
        size="small"
        loading={q.isLoading}
        dataSource={q.data?.jobs ?? []}
        pagination={false}
        columns={[
          { title: jobsMsg.job, dataIndex: 'name', render: (name: string) => <span title={name}>{jobLabel(name)}</span> },
          {
            title: jobsMsg.schedule,
            render: (_, j) => (j.cron !== null ? jobsMsg.cron(j.cron) : jobsMsg.every((j.everyMs ?? 0) / 1000)),
          },
          { title: jobsMsg.singleton, dataIndex: 'singleton', render: (one: boolean) => <Tag>{one ? jobsMsg.singleton : jobsMsg.everyProcess}</Tag> },
          { title: jobsMsg.runs, dataIndex: 'runs', align: 'right' },
          {
            title: jobsMsg.failures,
            dataIndex: 'failures',
            align: 'right',
            render: (n: number) => (n > 0 ? <Typography.Text type="danger">{n}</Typography.Text> : n),
          },
          { title: jobsMsg.lastStartedAt, dataIndex: 'lastStartedAt', render: time },
          { title: jobsMsg.lastEndedAt, dataIndex: 'lastEndedAt', render: time },
          {
            title: jobsMsg.lastError,
            render: (_, j) =>
              j.lastError ? (
                <Typography.Text type="danger" ellipsis={{ tooltip: j.lastError }} style={{ maxWidth: 320 }}>
                  {time(j.lastErrorAt)} {j.lastError}
                </Typography.Text>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
