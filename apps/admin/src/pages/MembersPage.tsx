import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Select, Table, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { MEMBER_STATUS_NAMES, MEMBER_STATUSES, type MemberRow, type MemberSearchQuery, type MemberStatus } from '@sixmark/shared';
import { get } from '@admin/api/http';
import type { Paged } from '@admin/api/types';
import { fmtTime, STATUS_COLORS } from './members-common';

type Filters = Partial<Pick<MemberSearchQuery, 'id' | 'account' | 'phone' | 'nickname' | 'ip' | 'agentAccount' | 'status'>>;
type Sort = Pick<MemberSearchQuery, 'sort' | 'order'>;


const trimmed = (f: Filters): Filters =>
  Object.fromEntries(Object.entries(f).map(([k, v]) => [k, typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)])) as Filters;

/** 会员管理: search with server paging and sorting; a row opens the member's detail page. */
export function MembersPage() {
  // The detail page links an address here (?ip=) to list every member seen on it.
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(() => trimmed({ ip: params.get('ip') ?? undefined }));
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState(20);
  const [sort, setSort] = useState<Sort>({ sort: 'id', order: 'desc' });
  const q = useQuery({
    queryKey: ['members', filters, page, rows, sort],
    queryFn: () => get<Paged<MemberRow>>('/admin/users', { ...filters, ...sort, page, rows }),
  });
  const sortOrder = (key: Sort['sort']) => (sort.sort === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null);
  return (
    <Card title="会员管理">
      <Form<Filters>
        layout="inline"
        initialValues={filters}
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(v) => {
          setFilters(trimmed(v));
          setPage(1);
        }}
      >
        <Form.Item name="id" label="会员 ID">
          <InputNumber min={1} max={2147483647} precision={0} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="account" label="账号">
          <Input allowClear maxLength={32} placeholder="前缀匹配" style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="phone" label="手机">
          <Input allowClear maxLength={20} style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="nickname" label="昵称">
          <Input allowClear maxLength={20} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="ip" label="IP">
          <Input allowClear maxLength={64} placeholder="注册 / 登录 IP" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="agentAccount" label="上级代理">
          <Input allowClear maxLength={32} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select allowClear style={{ width: 120 }} options={MEMBER_STATUSES.map((s) => ({ value: s, label: MEMBER_STATUS_NAMES[s] }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form>
      <Table<MemberRow>
        rowKey="id"
        size="small"
        loading={q.isLoading}
        dataSource={q.data?.data ?? []}
        pagination={{
          current: page,
          pageSize: rows,
          total: q.data?.totalCount ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          showTotal: (n) => `共 ${n} 位会员`,
        }}
        onChange={(p, _f, s) => {
          const one = Array.isArray(s) ? s[0] : s;
          const key = (one?.order ? one.columnKey : 'id') as Sort['sort'];
          setSort({ sort: key, order: one?.order === 'ascend' ? 'asc' : 'desc' });
          setPage(p.current ?? 1);
          setRows(p.pageSize ?? 20);
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', key: 'id', sorter: true, sortOrder: sortOrder('id'), width: 90 },
          {
            title: '账号',
            dataIndex: 'account',
            render: (v: string, r) => (
              <Link to={`/members/${r.id}`}>
                {v}
                {r.type === 'TEST' && <Tag style={{ marginLeft: 4 }}>试玩</Tag>}
                {r.isDl && <Tag color="purple" style={{ marginLeft: 4 }}>代理</Tag>}
              </Link>
            ),
          },
          { title: '昵称', dataIndex: 'nickname' },
          { title: '手机', dataIndex: 'phone' },
          { title: '上级', dataIndex: 'agentAccount', render: (v: string | null) => v ?? '—' },
          { title: 'VIP', dataIndex: 'vipLevel', width: 60 },
          { title: '余额（元）', dataIndex: 'money', key: 'money', sorter: true, sortOrder: sortOrder('money'), align: 'right' },
          { title: '状态', dataIndex: 'status', render: (s: MemberStatus) => <Tag color={STATUS_COLORS[s]}>{MEMBER_STATUS_NAMES[s]}</Tag> },
          { title: '注册时间', dataIndex: 'createdAt', key: 'createdAt', sorter: true, sortOrder: sortOrder('createdAt'), render: fmtTime },
          { title: '最后登录', dataIndex: 'lastLoginAt', key: 'lastLoginAt', sorter: true, sortOrder: sortOrder('lastLoginAt'), render: fmtTime },
          { title: '最后登录 IP', dataIndex: 'lastLoginIp' },
        ]}
      />
    </Card>
  );
}

