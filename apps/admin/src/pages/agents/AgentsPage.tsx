import { useEffect, useState } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, DatePicker, Descriptions, Empty, Form, Input, InputNumber, Modal, Row, Select, Space, Switch, Table, Tabs, Tag, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import type { Dayjs } from 'dayjs';
import {
  AGENT_LIMITS,
  AGENT_PATHS,
  type AdminAgentLinkRow,
  type AdminAgentMove,
  type AdminAgentNode,
  type Declaration,
  type MemberRow,
  type TeamDaily,
  type TeamRws,
} from '@sixmark/shared';
import { get, post, put } from '@admin/api/http';

type Page<T> = { items: T[]; total: number };
/** Children fetched per page of the tree. */
export const TREE_PAGE = 50;
const ROOT = 'root';

interface Level {
  items: AdminAgentNode[];
  total: number;
  page: number;
}

/** The agent tree: one level per request (server-paged), "加载更多" for the next page of a level. */
function AgentTree({ onSelect, search }: { onSelect: (n: AdminAgentNode) => void; search: string }) {
  const { message } = App.useApp();
  const [children, setChildren] = useState<Record<string, Level>>({});
  const [expanded, setExpanded] = useState<React.Key[]>([]);
  // The top level (agents without a parent, or the searched account), page by page.
  const roots = useInfiniteQuery({
    queryKey: ['agent-roots', search],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => get<Page<AdminAgentNode>>('/admin/agents/children', { page: pageParam, rows: TREE_PAGE, account: search || undefined }),
    getNextPageParam: (last, all) => (all.reduce((n, p) => n + p.items.length, 0) < last.total ? all.length + 1 : undefined),
  });
  const levels: Record<string, Level> = {
    ...children,
    [ROOT]: { items: roots.data?.pages.flatMap((p) => p.items) ?? [], total: roots.data?.pages[0]?.total ?? 0, page: roots.data?.pages.length ?? 0 },
  };
  const fetchLevel = async (parent: string, page: number) => {
    if (parent === ROOT) {
      await roots.fetchNextPage();
      return;
    }
    try {
      const r = await get<Page<AdminAgentNode>>('/admin/agents/children', { parentId: Number(parent), page, rows: TREE_PAGE });
      setChildren((l) => ({ ...l, [parent]: { items: page === 1 ? r.items : [...(l[parent]?.items ?? []), ...r.items], total: r.total, page } }));
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  const build = (parent: string): DataNode[] => {
    const level = levels[parent];
    if (!level) return [];
    const nodes: DataNode[] = level.items.map((n) => ({
      key: String(n.id),
      isLeaf: n.childCount === 0,
      title: (
        <span>
          {n.account} {n.isDl ? <Tag color="blue">代理</Tag> : null}
          <span style={{ color: '#999' }}>
            返点 {n.rebate} · 直属 {n.childCount} · 团队 {n.teamCount}
          </span>
        </span>
      ),
      children: levels[String(n.id)] ? build(String(n.id)) : undefined,
    }));
    if (level.items.length < level.total)
      nodes.push({ key: `more:${parent}`, isLeaf: true, selectable: true, title: <a>加载更多（{level.total - level.items.length}）</a> });
    return nodes;
  };
  const byId = (id: string) => Object.values(levels).flatMap((l) => l.items).find((n) => String(n.id) === id);
  return (
    <Tree
      blockNode
      treeData={build(ROOT)}
      expandedKeys={expanded}
      onExpand={(keys) => setExpanded(keys)}
      loadData={async (node) => {
        const key = String(node.key);
        if (!key.startsWith('more:') && !levels[key]) await fetchLevel(key, 1);
      }}
      onSelect={(keys) => {
        const key = String(keys[0] ?? '');
        if (key.startsWith('more:')) {
          const parent = key.slice(5);
          void fetchLevel(parent, (levels[parent]?.page ?? 0) + 1);
          return;
        }
        const n = byId(key);
        if (n) onSelect(n);
      }}
    />
  );
}

function AgentSettings({ agent, onSaved }: { agent: AdminAgentNode; onSaved: (v: { isDl: boolean; rebate: number }) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ isDl: boolean; rebate: number }>();
  useEffect(() => form.setFieldsValue({ isDl: agent.isDl, rebate: agent.rebate }), [agent, form]);
  const save = useMutation({
    mutationFn: (v: { isDl: boolean; rebate: number }) => post('/admin/agents/agent', { userId: agent.id, ...v }),
    onSuccess: (_, v) => {
      message.success('代理设置已保存');
      onSaved(v);
    },
    onError: (e) => message.error(e.message),
  });
  return (
    <Form form={form} layout="inline" onFinish={(v) => save.mutate(v)}>
      <Form.Item name="isDl" label="代理" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="rebate" label="返点" rules={[{ required: true, message: '请输入返点' }]}>
        <InputNumber min={0} max={AGENT_LIMITS.rebateMax} step={AGENT_LIMITS.rebateStep} precision={1} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        保存
      </Button>
    </Form>
  );
}

/**
 * 转移上级: the new parent is looked up by account prefix among members (agents only, trial
 * accounts left out); the server checks the rest (own downline, rebate) and says why in Chinese.
 */
function MoveDialog({ user, open, onClose, onMoved }: { user: AdminAgentNode; open: boolean; onClose: () => void; onMoved: (m: AdminAgentMove) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ parentId: number; reason: string }>();
  const [term, setTerm] = useState('');
  const candidates = useQuery({
    queryKey: ['agent-move-candidates', term],
    enabled: open && term.length > 0,
    queryFn: () => get<{ data: MemberRow[]; totalCount: number }>('/admin/users', { account: term, rows: 20 }),
  });
  const options = (candidates.data?.data ?? [])
    .filter((m) => m.isDl && m.type === 'NORMAL' && m.id !== user.id && m.id !== user.parentId)
    .map((m) => ({ value: m.id, label: `${m.account}（#${m.id}）` }));
  const move = useMutation({
    mutationFn: (v: { parentId: number; reason: string }) => post<AdminAgentMove>(AGENT_PATHS.adminMove, { userId: user.id, ...v }),
    onSuccess: (m) => {
      message.success(`已转移，共 ${m.moved} 个账号`);
      form.resetFields();
      onMoved(m);
    },
    onError: (e) => message.error(e.message),
  });
  return (
    <Modal
      open={open}
      title={`转移上级：${user.account}`}
      okText="确认转移"
      cancelText="取消"
      confirmLoading={move.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p style={{ color: '#999' }}>连同其全部下级一起转移；返点不能高于新上级。</p>
      <Form form={form} layout="vertical" onFinish={(v) => move.mutate({ parentId: v.parentId, reason: v.reason.trim() })}>
        <Form.Item name="parentId" label="新上级（代理）" rules={[{ required: true, message: '请选择新上级' }]}>
          <Select
            showSearch
            filterOption={false}
            placeholder="输入代理账号开头查找"
            onSearch={(v) => setTerm(v.trim().slice(0, 32))}
            loading={candidates.isFetching}
            options={options}
            notFoundContent={term ? (candidates.isFetching ? '查找中…' : '没有匹配的代理') : '请输入账号'}
          />
        </Form.Item>
        <Form.Item name="reason" label="转移原因" rules={[{ required: true, whitespace: true, message: '请填写转移原因' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function AgentLinks({ agentId }: { agentId: number }) {
  const [page, setPage] = useState(1);
  const q = useQuery({ queryKey: ['agent-links', agentId, page], queryFn: () => get<Page<AdminAgentLinkRow>>('/admin/agents/links', { agentId, page, rows: 20 }) });
  return (
    <Table<AdminAgentLinkRow>
      rowKey="id"
      size="small"
      loading={q.isLoading}
      dataSource={q.data?.items ?? []}
      pagination={{ current: page, pageSize: 20, total: q.data?.total ?? 0, onChange: setPage }}
      columns={[
        { title: '推广码', dataIndex: 'code' },
        { title: '类型', render: (_, l) => (l.userType === 'agent' ? '代理' : '会员') },
        { title: '返点', dataIndex: 'rebate' },
        { title: '访问', dataIndex: 'visitCount' },
        { title: '注册', dataIndex: 'registCount' },
        { title: '备注', dataIndex: 'remark', ellipsis: true },
        { title: '状态', render: (_, l) => (l.removed ? <Tag>已删除</Tag> : <Tag color="green">有效</Tag>) },
      ]}
    />
  );
}

function AgentReport({ agentId }: { agentId: number }) {
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const params = { agentId, beginDate: range?.[0].format('YYYY-MM-DD'), endDate: range?.[1].format('YYYY-MM-DD') };
  const q = useQuery({ queryKey: ['agent-report', params], queryFn: () => get<{ summary: TeamRws; daily: TeamDaily }>('/admin/agents/report', params) });
  const s = q.data?.summary;
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker value={range} onChange={(v) => setRange(v?.[0] && v[1] ? [v[0], v[1]] : null)} />
        <span style={{ color: '#999' }}>默认最近 7 天</span>
      </Space>
      {s ? (
        <Descriptions size="small" bordered column={3} style={{ marginBottom: 12 }}>
          <Descriptions.Item label="区间">{`${s.beginDate} 至 ${s.endDate}`}</Descriptions.Item>
          <Descriptions.Item label="团队人数">{s.teamCount}</Descriptions.Item>
          <Descriptions.Item label="新注册">{s.registCount}</Descriptions.Item>
          <Descriptions.Item label="首充人数">{s.firstRechargeCount}</Descriptions.Item>
          <Descriptions.Item label="充值">{s.rwReport.rechargeMoney}</Descriptions.Item>
          <Descriptions.Item label="提现">{s.rwReport.withdrawMoney}</Descriptions.Item>
          <Descriptions.Item label="彩票投注">{s.lottery.bettingMoney}</Descriptions.Item>
          <Descriptions.Item label="彩票输赢">{s.lottery.winOrcloseMoney}</Descriptions.Item>
          <Descriptions.Item label="团队余额">{s.money}</Descriptions.Item>
          <Descriptions.Item label="代理返点">{s.dlRebate}</Descriptions.Item>
          <Descriptions.Item label="代理分红">{s.dlBonuus}</Descriptions.Item>
          <Descriptions.Item label="日工资">{s.dlDayWage}</Descriptions.Item>
        </Descriptions>
      ) : null}
      <Table
        rowKey="date"
        size="small"
        loading={q.isLoading}
        dataSource={q.data?.daily.days ?? []}
        pagination={false}
        columns={[
          { title: '日期', dataIndex: 'date' },
          { title: '注册', dataIndex: 'registCount' },
          { title: '首充', dataIndex: 'firstRechargeCount' },
          { title: '充值', dataIndex: 'rechargeMoney' },
          { title: '提现', dataIndex: 'withdrawMoney' },
          { title: '投注', dataIndex: 'bettingMoney' },
          { title: '中奖', dataIndex: 'winMoney' },
          { title: '返点', dataIndex: 'rebateMoney' },
          { title: '输赢', dataIndex: 'winOrcloseMoney' },
        ]}
      />
    </>
  );
}

function DeclarationTab() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<{ title: string; content: string }>();
  const q = useQuery({ queryKey: ['agent-declaration'], queryFn: () => get<Declaration>('/admin/agents/declaration') });
  useEffect(() => {
    if (q.data) form.setFieldsValue({ title: q.data.title, content: q.data.content });
  }, [q.data, form]);
  const save = useMutation({
    mutationFn: (v: { title: string; content: string }) => put<Declaration>('/admin/agents/declaration', v),
    onSuccess: () => {
      message.success('代理说明已保存');
      void qc.invalidateQueries({ queryKey: ['agent-declaration'] });
    },
    onError: (e) => message.error(e.message),
  });
  return (
    <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)} style={{ maxWidth: 900 }}>
      <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请输入标题' }]}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="content" label="内容">
        <Input.TextArea rows={16} maxLength={50000} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
        {q.data ? <span style={{ color: '#999' }}>最后更新 {new Date(q.data.updatedAt).toLocaleString('zh-CN')}</span> : null}
        <a href="/views/app_agendDelaer.html" target="_blank" rel="noreferrer">
          查看会员端页面
        </a>
      </Space>
    </Form>
  );
}

/** 代理: the tree (expand level by level), an agent's settings, links and team report; the declaration page. */
export function AgentsPage() {
  const qc = useQueryClient();
  const [selected, setSelected] = useState<AdminAgentNode | null>(null);
  const [search, setSearch] = useState('');
  const [treeKey, setTreeKey] = useState(0);
  const [moving, setMoving] = useState(false);
  return (
    <Card title="代理">
      <Tabs
        items={[
          {
            key: 'tree',
            label: '代理树',
            children: (
              <Row gutter={16}>
                <Col span={10}>
                  <Input.Search placeholder="按顶级账号查找" allowClear maxLength={32} style={{ marginBottom: 12 }} onSearch={(v) => setSearch(v.trim())} />
                  <AgentTree key={`${treeKey}:${search}`} search={search} onSelect={setSelected} />
                </Col>
                <Col span={14}>
                  {!selected ? (
                    <Empty description="选择左侧的会员或代理" />
                  ) : (
                    <Card
                      size="small"
                      title={`${selected.account}（#${selected.id}）`}
                      extra={<Button onClick={() => setMoving(true)}>转移上级</Button>}
                    >
                      <MoveDialog
                        user={selected}
                        open={moving}
                        onClose={() => setMoving(false)}
                        onMoved={(m) => {
                          setMoving(false);
                          setSelected({ ...selected, parentId: m.parentId });
                          setTreeKey((k) => k + 1);
                          void qc.invalidateQueries({ queryKey: ['agent-roots'] });
                        }}
                      />
                      <AgentSettings
                        agent={selected}
                        onSaved={(v) => {
                          setSelected({ ...selected, ...v });
                          setTreeKey((k) => k + 1);
                          void qc.invalidateQueries({ queryKey: ['agent-roots'] });
                          void qc.invalidateQueries({ queryKey: ['agent-report', { agentId: selected.id }] });
                        }}
                      />
                      <Tabs
                        style={{ marginTop: 12 }}
                        items={[
                          { key: 'report', label: '团队报表', children: <AgentReport agentId={selected.id} /> },
                          { key: 'links', label: '推广链接', children: <AgentLinks agentId={selected.id} /> },
                        ]}
                      />
                    </Card>
                  )}
                </Col>
              </Row>
            ),
          },
          { key: 'declaration', label: '代理说明', children: <DeclarationTab /> },
        ]}
      />
    </Card>
  );
}
