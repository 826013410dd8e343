import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Drawer, Form, Input, InputNumber, Modal, Select, Space, Switch, Table, Tag } from 'antd';
import type { AdminDeleted, AdminItemInput, AdminTemplateDetail, AdminTemplateItem, AdminTemplateRow } from '@sixmark/shared';

type AdminTemplateGroup = AdminTemplateDetail['groups'][number];
import type { Paged } from '@admin/api/types';
import { del, get, put } from '@admin/api/http';
import { useReasonPrompt } from '@admin/components/reason';
import { AddToCardModal, type AddTarget } from './AddToCardModal';
import { LOCATION_NAMES, NewTemplateModal } from './NewTemplateModal';
import { PollOptionsModal } from './PollOptionsModal';

type Page = { items: AdminTemplateRow[]; total: number };

interface ItemForm {
  title: string;
  gameTurn: string;
  content: string;
  content2: string;
  content3: string;
  note: string;
  sort: number;
  requireLogin: boolean;
  requireRecharge: boolean;
}

/**
 * 预测卡片: templates by game, their items (edit, lock behind login / recharge, poll options),
 * show or hide a card, new cards, delete (a card with history is archived by the server); on a
 * card, 新增期数 / 新增条目 and deleting one group or item (the server refuses drawn or voted ones).
 */
export function TemplatesPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [filter, setFilter] = useState<{ gameId?: number; location?: string; page: number }>({ page: 1 });
  const [openId, setOpenId] = useState<number | null>(null);
  const [item, setItem] = useState<AdminTemplateItem | null>(null);
  const [pollItem, setPollItem] = useState<AdminTemplateItem | null>(null);
  const [creating, setCreating] = useState(false);
  const [adding, setAdding] = useState<AddTarget | null>(null);
  const [form] = Form.useForm<ItemForm>();
  const ask = useReasonPrompt();
  const list = useQuery({
    queryKey: ['templates', filter],
    queryFn: () => get<Page>('/admin/content/templates', { ...filter, rows: 20 }),
  });
  const detail = useQuery({
    queryKey: ['template', openId],
    enabled: openId !== null,
    queryFn: () => get<AdminTemplateDetail>(`/admin/content/templates/${openId}`),
  });
  const enable = useMutation({
    mutationFn: (r: { id: number; enabled: boolean }) => put<{ id: number; enabled: boolean }>(`/admin/content/templates/${r.id}/enabled`, { enabled: r.enabled }),
    onSuccess: (r) => {
      message.success(r.enabled ? '卡片已显示，会员端已刷新' : '卡片已隐藏，会员端已刷新');
      void qc.invalidateQueries({ queryKey: ['templates'] });
      void qc.invalidateQueries({ queryKey: ['template', r.id] });
    },
    onError: (e) => message.error(e.message),
  });
  const remove = useMutation({
    mutationFn: (v: { id: number; reason: string }) => del<AdminDeleted>(`/admin/content/templates/${v.id}`, { reason: v.reason }),
    onSuccess: (r) => {
      message.success(r.outcome === 'archived' ? '卡片有战绩、收藏或投票记录，已归档并隐藏，会员端已刷新' : '卡片已删除，会员端已刷新');
      if (openId === r.id) setOpenId(null);
      void qc.invalidateQueries({ queryKey: ['templates'] });
      void qc.invalidateQueries({ queryKey: ['template', r.id] });
    },
    onError: (e) => message.error(e.message),
  });
  const confirmRemove = async (r: AdminTemplateRow) => {
    const reason = await ask(`删除卡片「${r.name}」？有战绩、收藏或投票记录的卡片将归档（隐藏且不能再显示）`);
    if (reason !== null) remove.mutate({ id: r.id, reason });
  };
  const removePart = useMutation({
    mutationFn: (v: { kind: 'group' | 'item'; id: number; reason: string }) => del(`/admin/content/${v.kind === 'group' ? 'groups' : 'items'}/${v.id}`, { reason: v.reason }),
    onSuccess: (_, v) => {
      message.success(v.kind === 'group' ? '期数已删除，会员端已刷新' : '条目已删除，会员端已刷新');
      void qc.invalidateQueries({ queryKey: ['templates'] });
      void qc.invalidateQueries({ queryKey: ['template', openId] });
    },
    onError: (e) => message.error(e.message),
  });
  const confirmRemovePart = async (kind: 'group' | 'item', id: number, label: string) => {
    const reason = await ask(kind === 'group' ? `删除期数「${label}」及其全部条目？已开奖或有投票的不能删除` : `删除条目「${label}」？已开奖或有投票的不能删除`);
    if (reason !== null) removePart.mutate({ kind, id, reason });
  };
  const nextSort = (rows: { sort: number }[]) => rows.reduce((m, r) => Math.max(m, r.sort + 1), 0);
  const groupExtra = (g: AdminTemplateGroup) =>
    detail.data?.archivedAt ? null : (
      <Space>
        <Button size="small" onClick={() => setAdding({ kind: 'item', groupId: g.id, groupName: g.groupName, sort: nextSort(g.items) })}>新增条目</Button>
        <Button size="small" danger aria-label={`删除期数 ${g.groupName}`} onClick={() => void confirmRemovePart('group', g.id, g.groupName || '未分组')}>
          删除
        </Button>
      </Space>
    );
  const saveItem = useMutation({
    mutationFn: (v: ItemForm) => {
      const it = item!;
      const body: AdminItemInput = {
        title: v.title,
        content: v.content,
        content2: v.content2,
        content3: v.content3,
        note: v.note,
        iconUrl: it.iconUrl,
        sort: v.sort,
        subName: it.subName,
        multiContents: it.multiContents,
        requireLogin: v.requireLogin ? 1 : 0,
        requireRecharge: v.requireRecharge ? 1 : 0,
        templateType: it.templateType,
        gameTurn: v.gameTurn,
        activeCover: it.activeCover,
      };
      return put(`/admin/content/items/${it.id}`, body);
    },
    onSuccess: () => {
      message.success('条目已保存，会员端已刷新');
      setItem(null);
      void qc.invalidateQueries({ queryKey: ['template', openId] });
    },
    onError: (e) => message.error(e.message),
  });
  const editItem = (it: AdminTemplateItem) => {
    setItem(it);
    form.setFieldsValue({ ...it, requireLogin: it.requireLogin === 1, requireRecharge: it.requireRecharge === 1 });
  };
  const data: Paged<AdminTemplateRow> = { data: list.data?.items ?? [], totalCount: list.data?.total ?? 0 };
  return (
    <Card title="预测卡片" extra={<Button type="primary" onClick={() => setCreating(true)}>新增卡片</Button>}>
      <Space style={{ marginBottom: 16 }} wrap>
        <InputNumber placeholder="彩种编号" min={1} max={99999} onChange={(v) => setFilter((f) => ({ ...f, gameId: v ?? undefined, page: 1 }))} />
        <Select
          allowClear
          placeholder="位置"
          style={{ width: 120 }}
          options={Object.entries(LOCATION_NAMES).map(([value, label]) => ({ value, label }))}
          onChange={(v?: string) => setFilter((f) => ({ ...f, location: v, page: 1 }))}
        />
      </Space>
      <Table<AdminTemplateRow>
        rowKey="id"
        loading={list.isLoading}
        dataSource={data.data}
        pagination={{ current: filter.page, pageSize: 20, total: data.totalCount, onChange: (page) => setFilter((f) => ({ ...f, page })) }}
        columns={[
          { title: '#', dataIndex: 'id', width: 60 },
          { title: '彩种', dataIndex: 'gameId', width: 70 },
          { title: '名称', dataIndex: 'name' },
          { title: '代码', dataIndex: 'templateCode', width: 80 },
          { title: '位置', render: (_, r) => LOCATION_NAMES[r.location] ?? r.location, width: 80 },
          { title: '条目', dataIndex: 'itemCount', width: 70 },
          {
            title: '显示',
            width: 80,
            render: (_, r) =>
              r.archivedAt ? (
                <Tag>已归档</Tag>
              ) : (
                <Switch size="small" checked={r.enabled} aria-label={`显示卡片 ${r.name}`} onChange={(enabled) => enable.mutate({ id: r.id, enabled })} />
              ),
          },
          {
            title: '操作',
            width: 130,
            render: (_, r) => (
              <Space>
                <Button size="small" onClick={() => setOpenId(r.id)}>条目</Button>
                {r.archivedAt ? null : (
                  <Button size="small" danger loading={remove.isPending && remove.variables?.id === r.id} onClick={() => void confirmRemove(r)}>
                    删除
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Drawer
        open={openId !== null}
        width={820}
        title={detail.data ? `${detail.data.name}（${detail.data.templateCode}）` : '条目'}
        onClose={() => setOpenId(null)}
        extra={
          detail.data && !detail.data.archivedAt ? (
            <Button type="primary" onClick={() => setAdding({ kind: 'group', templateId: detail.data.id, sort: nextSort(detail.data.groups) })}>新增期数</Button>
          ) : null
        }
      >
        {detail.data?.groups.map((g) => (
          <Card key={g.id} size="small" title={g.groupName || '未分组'} style={{ marginBottom: 12 }} extra={groupExtra(g)}>
            <Table<AdminTemplateItem>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={g.items}
              columns={[
                { title: '#', dataIndex: 'id', width: 60 },
                { title: '期号', dataIndex: 'gameTurn', width: 90 },
                { title: '标题', dataIndex: 'title' },
                { title: '内容', dataIndex: 'content', ellipsis: true },
                {
                  title: '锁定',
                  width: 120,
                  render: (_, it) => (
                    <>
                      {it.requireLogin ? <Tag color="blue">需登录</Tag> : null}
                      {it.requireRecharge ? <Tag color="gold">需充值</Tag> : null}
                    </>
                  ),
                },
                {
                  title: '操作',
                  width: 200,
                  render: (_, it) =>
                    detail.data?.archivedAt ? null : (
                      <Space>
                        <Button size="small" onClick={() => editItem(it)}>编辑</Button>
                        <Button size="small" onClick={() => setPollItem(it)}>
                          投票{it.pollOptions.length > 0 ? `（${it.pollOptions.length}）` : ''}
                        </Button>
                        <Button size="small" danger aria-label={`删除条目 ${it.id}`} onClick={() => void confirmRemovePart('item', it.id, it.title || `#${it.id}`)}>
                          删除
                        </Button>
                      </Space>
                    ),
                },
              ]}
            />
          </Card>
        ))}
      </Drawer>
      <NewTemplateModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          void qc.invalidateQueries({ queryKey: ['templates'] });
          setOpenId(id);
        }}
      />
      <AddToCardModal
        target={adding}
        onClose={() => setAdding(null)}
        onSaved={() => {
          setAdding(null);
          void qc.invalidateQueries({ queryKey: ['templates'] });
          void qc.invalidateQueries({ queryKey: ['template', openId] });
        }}
      />
      <PollOptionsModal
        item={pollItem}
        onClose={() => setPollItem(null)}
        onSaved={() => {
          setPollItem(null);
          void qc.invalidateQueries({ queryKey: ['template', openId] });
        }}
      />
      <Modal
        open={item !== null}
        title={`编辑条目 #${item?.id ?? ''}`}
        okText="保存"
        cancelText="取消"
        width={720}
        confirmLoading={saveItem.isPending}
        onOk={() => form.submit()}
        onCancel={() => setItem(null)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(v) => saveItem.mutate(v)}>
          <Space wrap>
            <Form.Item name="gameTurn" label="期号">
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="sort" label="排序">
              <InputNumber min={0} max={9999} />
            </Form.Item>
            <Form.Item name="requireLogin" label="登录后可见" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="requireRecharge" label="充值后可见" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
          <Form.Item name="title" label="标题">
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="content" label="内容（HTML）">
            <Input.TextArea rows={4} maxLength={20000} />
          </Form.Item>
          <Form.Item name="content2" label="内容二">
            <Input.TextArea rows={2} maxLength={20000} />
          </Form.Item>
          <Form.Item name="content3" label="内容三">
            <Input.TextArea rows={2} maxLength={20000} />
          </Form.Item>
          <Form.Item name="note" label="备注">
            <Input maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
