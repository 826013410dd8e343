import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Segmented, Space, Table, Tag } from 'antd';
import { FORUM_BOARD_LABELS, type ForumBoard } from '@sixmark/shared';
import { get, post } from '@admin/api/http';

type Status = 'visible' | 'held' | 'hidden';
interface AdminPost {
  id: number;
  board: ForumBoard;
  title: string;
  author: { id: number; nickname: string };
  status: Status;
  pinned: boolean;
  featured: boolean;
  locked: boolean;
  reports: number;
  replies: number;
}
interface AdminReport {
  id: number;
  postId: number;
  replyId: number | null;
  title: string;
  reporter: string;
  reason: string;
  status: 'open' | 'resolved';
}
type Paged<T> = { data: T[]; totalCount: number };

const STATUS: Record<Status, { text: string; color: string }> = {
  visible: { text: '显示', color: 'green' },
  held: { text: '待审核', color: 'orange' },
  hidden: { text: '已隐藏', color: 'default' },
};

/** Forum moderation (issue 19): approve held posts, hide, pin, feature, lock, ban authors; reports. Every action is audited. */
export function ForumPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [status, setStatus] = useState<Status | 'all'>('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const posts = useQuery({
    queryKey: ['forum-posts', status, keyword, page],
    queryFn: () => get<Paged<AdminPost>>('/admin/forum/posts', { page, rows: 20, ...(status === 'all' ? {} : { status }), ...(keyword ? { keyword } : {}) }),
  });
  const reports = useQuery({ queryKey: ['forum-reports'], queryFn: () => get<Paged<AdminReport>>('/admin/forum/reports', { page: 1, rows: 50, status: 'open' }) });
  const act = useMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown }) => post(path, body),
    onSuccess: () => {
      message.success('已处理');
      void qc.invalidateQueries({ queryKey: ['forum-posts'] });
      void qc.invalidateQueries({ queryKey: ['forum-reports'] });
    },
    onError: (e) => message.error(e.message),
  });
  const flag = (r: AdminPost, path: string, on: boolean, label: string) => (
    <Button size="small" onClick={() => act.mutate({ path: `/admin/forum/posts/${r.id}/${path}`, body: { on } })}>
      {label}
    </Button>
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card title="论坛管理">
        <Space style={{ marginBottom: 12 }}>
          <Segmented
            value={status}
            onChange={(v) => {
              setStatus(v as Status | 'all');
              setPage(1);
            }}
            options={[
              { label: '全部', value: 'all' },
              { label: '待审核', value: 'held' },
              { label: '显示', value: 'visible' },
              { label: '已隐藏', value: 'hidden' },
            ]}
          />
          <Input.Search placeholder="标题或作者" allowClear maxLength={30} onSearch={(v) => setKeyword(v.trim())} />
        </Space>
        <Table<AdminPost>
          rowKey="id"
          loading={posts.isLoading}
          dataSource={posts.data?.data ?? []}
          pagination={{ current: page, pageSize: 20, total: posts.data?.totalCount ?? 0, onChange: setPage }}
          columns={[
            { title: '#', dataIndex: 'id', width: 70 },
            { title: '板块', render: (_, r) => FORUM_BOARD_LABELS[r.board] },
            { title: '标题', dataIndex: 'title' },
            { title: '作者', render: (_, r) => `${r.author.nickname} (#${r.author.id})` },
            { title: '状态', render: (_, r) => <Tag color={STATUS[r.status].color}>{STATUS[r.status].text}</Tag> },
            { title: '举报', dataIndex: 'reports', width: 60 },
            {
              title: '操作',
              render: (_, r) => (
                <Space wrap>
                  {r.status === 'held' && (
                    <Button size="small" type="primary" onClick={() => act.mutate({ path: `/admin/forum/posts/${r.id}/approve` })}>
                      通过
                    </Button>
                  )}
                  {flag(r, 'hide', r.status !== 'hidden', r.status === 'hidden' ? '取消隐藏' : '隐藏')}
                  {flag(r, 'pin', !r.pinned, r.pinned ? '取消置顶' : '置顶')}
                  {flag(r, 'feature', !r.featured, r.featured ? '取消加精' : '加精')}
                  {flag(r, 'lock', !r.locked, r.locked ? '解锁' : '锁帖')}
                  <Button size="small" danger onClick={() => act.mutate({ path: `/admin/forum/users/${r.author.id}/ban`, body: { on: true, reason: `帖子 #${r.id}` } })}>
                    禁言作者
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Card title="待处理举报">
        <Table<AdminReport>
          rowKey="id"
          loading={reports.isLoading}
          dataSource={reports.data?.data ?? []}
          pagination={false}
          columns={[
            { title: '#', dataIndex: 'id', width: 70 },
            { title: '帖子', render: (_, r) => `#${r.postId} ${r.title}${r.replyId ? `（回复 #${r.replyId}）` : ''}` },
            { title: '举报人', dataIndex: 'reporter' },
            { title: '原因', dataIndex: 'reason', ellipsis: true },
            {
              title: '操作',
              render: (_, r) => (
                <Space>
                  {r.replyId ? (
                    <Button size="small" onClick={() => act.mutate({ path: `/admin/forum/replies/${r.replyId}/hide`, body: { on: true } })}>
                      隐藏回复
                    </Button>
                  ) : (
                    <Button size="small" onClick={() => act.mutate({ path: `/admin/forum/posts/${r.postId}/hide`, body: { on: true } })}>
                      隐藏帖子
                    </Button>
                  )}
                  <Button size="small" onClick={() => act.mutate({ path: `/admin/forum/reports/${r.id}/resolve`, body: {} })}>
                    标记已处理
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
