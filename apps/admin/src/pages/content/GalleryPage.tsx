import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Drawer, Form, Image, Input, InputNumber, Modal, Select, Space, Switch, Table, Tag } from 'antd';
import type { AdminGalleryGroupRow, AdminGalleryImageRow } from '@sixmark/shared';
import { del, get, post } from '@admin/api/http';
import { useReasonPrompt } from '@admin/components/reason';
import { ImageUrlInput } from './ImageUrlInput';

type Page<T> = { items: T[]; total: number };
const TYPE_NAMES: Record<number, string> = { 1: '彩色', 2: '黑白' };

interface GroupForm {
  gameId: number;
  groupType: 1 | 2;
  name: string;
  initial: string;
  popular: boolean;
  sort: number;
}

/** 图库: groups by game and sheet type, each group's images; new groups and new issue sheets. */
export function GalleryPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [filter, setFilter] = useState<{ gameId?: number; groupType?: number; name?: string; page: number }>({ page: 1 });
  const [group, setGroup] = useState<AdminGalleryGroupRow | null>(null);
  const [imgPage, setImgPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [adding, setAdding] = useState(false);
  const [groupForm] = Form.useForm<GroupForm>();
  const [imageForm] = Form.useForm<{ gameTurn: string; imageUrl: string }>();
  const groups = useQuery({ queryKey: ['gallery-groups', filter], queryFn: () => get<Page<AdminGalleryGroupRow>>('/admin/gallery/groups', { ...filter, rows: 20 }) });
  const images = useQuery({
    queryKey: ['gallery-images', group?.id, imgPage],
    enabled: group !== null,
    queryFn: () => get<Page<AdminGalleryImageRow>>('/admin/gallery/images', { groupId: group!.id, page: imgPage, rows: 20 }),
  });
  const createGroup = useMutation({
    mutationFn: (v: GroupForm) => post<{ id: number }>('/admin/gallery/groups', v),
    onSuccess: () => {
      message.success('分组已新增');
      setCreating(false);
      void qc.invalidateQueries({ queryKey: ['gallery-groups'] });
    },
    onError: (e) => message.error(e.message),
  });
  const addImage = useMutation({
    mutationFn: (v: { gameTurn: string; imageUrl: string }) => post<{ id: number }>('/admin/gallery/images', { groupId: group!.id, ...v }),
    onSuccess: () => {
      message.success('图片已发布');
      setAdding(false);
      void qc.invalidateQueries({ queryKey: ['gallery-images', group?.id] });
      void qc.invalidateQueries({ queryKey: ['gallery-groups'] });
    },
    onError: (e) => message.error(e.message),
  });
  const ask = useReasonPrompt();
  const removeGroup = useMutation({
    mutationFn: (v: { id: number; reason: string; withImages: boolean }) => del(`/admin/gallery/groups/${v.id}`, { reason: v.reason, withImages: v.withImages }),
    onSuccess: () => {
      message.success('分组已删除');
      void qc.invalidateQueries({ queryKey: ['gallery-groups'] });
    },
    onError: (e) => message.error(e.message),
  });
  const removeImage = useMutation({
    mutationFn: (v: { id: number; reason: string }) => del(`/admin/gallery/images/${v.id}`, { reason: v.reason }),
    onSuccess: () => {
      message.success('图片已删除');
      void qc.invalidateQueries({ queryKey: ['gallery-images', group?.id] });
      void qc.invalidateQueries({ queryKey: ['gallery-groups'] });
    },
    onError: (e) => message.error(e.message),
  });
  const confirmRemoveGroup = async (r: AdminGalleryGroupRow) => {
    // The server refuses a group with images unless the cascade was confirmed; the count is said here.
    const reason = await ask(r.imageCount > 0 ? `删除分组「${r.name}」及其 ${r.imageCount} 张图片？删除后不能恢复` : `删除分组「${r.name}」？`);
    if (reason !== null) removeGroup.mutate({ id: r.id, reason, withImages: r.imageCount > 0 });
  };
  const confirmRemoveImage = async (r: AdminGalleryImageRow) => {
    const reason = await ask(`删除第 ${r.gameTurn} 期的图片？`);
    if (reason !== null) removeImage.mutate({ id: r.id, reason });
  };
  return (
    <Card
      title="图库"
      extra={
        <Button
          type="primary"
          onClick={() => {
            groupForm.resetFields();
            groupForm.setFieldsValue({ groupType: 1, popular: false, sort: 0 });
            setCreating(true);
          }}
        >
          新增分组
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <InputNumber placeholder="彩种编号" min={1} max={99999} onChange={(v) => setFilter((f) => ({ ...f, gameId: v ?? undefined, page: 1 }))} />
        <Select allowClear placeholder="类型" style={{ width: 100 }} options={[{ value: 1, label: '彩色' }, { value: 2, label: '黑白' }]} onChange={(v?: number) => setFilter((f) => ({ ...f, groupType: v, page: 1 }))} />
        <Input.Search placeholder="名称" allowClear maxLength={50} onSearch={(name) => setFilter((f) => ({ ...f, name, page: 1 }))} />
      </Space>
      <Table<AdminGalleryGroupRow>
        rowKey="id"
        loading={groups.isLoading}
        dataSource={groups.data?.items ?? []}
        pagination={{ current: filter.page, pageSize: 20, total: groups.data?.total ?? 0, onChange: (page) => setFilter((f) => ({ ...f, page })) }}
        columns={[
          { title: '#', dataIndex: 'id', width: 70 },
          { title: '彩种', dataIndex: 'gameId', width: 70 },
          { title: '名称', dataIndex: 'name' },
          { title: '类型', width: 70, render: (_, r) => TYPE_NAMES[r.groupType] },
          { title: '首字母', dataIndex: 'initial', width: 70 },
          { title: '热门', width: 70, render: (_, r) => (r.popular ? <Tag color="red">热门</Tag> : null) },
          { title: '图片数', dataIndex: 'imageCount', width: 80 },
          { title: '更新', width: 170, render: (_, r) => new Date(r.updatedAt).toLocaleString('zh-CN') },
          {
            title: '操作',
            width: 130,
            render: (_, r) => (
              <Space>
                <Button
                  size="small"
                  onClick={() => {
                    setGroup(r);
                    setImgPage(1);
                  }}
                >
                  图片
                </Button>
                <Button size="small" danger loading={removeGroup.isPending && removeGroup.variables?.id === r.id} onClick={() => void confirmRemoveGroup(r)}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Drawer
        open={group !== null}
        width={720}
        title={group?.name}
        onClose={() => setGroup(null)}
        extra={
          <Button
            type="primary"
            onClick={() => {
              imageForm.resetFields();
              setAdding(true);
            }}
          >
            发布新一期
          </Button>
        }
      >
        <Table<AdminGalleryImageRow>
          rowKey="id"
          size="small"
          loading={images.isLoading}
          dataSource={images.data?.items ?? []}
          pagination={{ current: imgPage, pageSize: 20, total: images.data?.total ?? 0, onChange: setImgPage }}
          columns={[
            { title: '期号', dataIndex: 'gameTurn' },
            { title: '图片', render: (_, r) => <Image src={r.thumbUrl || r.imageUrl} width={60} /> },
            { title: '点赞', dataIndex: 'likeCount', width: 70 },
            { title: '发布', render: (_, r) => new Date(r.createdAt).toLocaleString('zh-CN') },
            {
              title: '操作',
              width: 70,
              render: (_, r) => (
                <Button size="small" danger loading={removeImage.isPending && removeImage.variables?.id === r.id} onClick={() => void confirmRemoveImage(r)}>
                  删除
                </Button>
              ),
            },
          ]}
        />
      </Drawer>
      <Modal open={creating} title="新增图库分组" okText="保存" cancelText="取消" confirmLoading={createGroup.isPending} onOk={() => groupForm.submit()} onCancel={() => setCreating(false)} forceRender>
        <Form form={groupForm} layout="vertical" onFinish={(v) => createGroup.mutate(v)}>
          <Space wrap>
            <Form.Item name="gameId" label="彩种编号" rules={[{ required: true, message: '请输入彩种编号' }]}>
              <InputNumber min={1} max={99999} />
            </Form.Item>
            <Form.Item name="groupType" label="类型">
              <Select style={{ width: 100 }} options={[{ value: 1, label: '彩色' }, { value: 2, label: '黑白' }]} />
            </Form.Item>
            <Form.Item name="initial" label="首字母" rules={[{ required: true, pattern: /^[A-Za-z]$/, message: '请输入一个字母' }]}>
              <Input maxLength={1} style={{ width: 60 }} />
            </Form.Item>
            <Form.Item name="sort" label="排序">
              <InputNumber min={0} max={9999} />
            </Form.Item>
            <Form.Item name="popular" label="热门" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
          <Form.Item name="name" label="名称" rules={[{ required: true, whitespace: true, message: '请输入名称' }]}>
            <Input maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={adding} title="发布新一期图片" okText="发布" cancelText="取消" confirmLoading={addImage.isPending} onOk={() => imageForm.submit()} onCancel={() => setAdding(false)} forceRender>
        <Form form={imageForm} layout="vertical" onFinish={(v) => addImage.mutate(v)}>
          <Form.Item name="gameTurn" label="期号" rules={[{ required: true, whitespace: true, message: '请输入期号' }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="imageUrl" label="图片" rules={[{ required: true, message: '请上传图片' }]}>
            <ImageUrlInput />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
