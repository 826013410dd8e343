import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Modal, Select, Space, Switch } from 'antd';
import type { ComponentProps } from 'react';
import type { AdminItemInput, AdminTemplateInput } from '@sixmark/shared';
import { post } from '@admin/api/http';

interface NewTemplateForm {
  gameId: number;
  name: string;
  templateCode: string;
  location: 'home' | 'list' | 'database';
  playCateName?: string;
  sort: number;
  enabled: boolean;
  note1?: string;
  groups?: { groupName?: string; items?: ItemRowForm[] }[];
}

/** One item row of the period editors (new card, 新增期数, 新增条目). */
export interface ItemRowForm {
  gameTurn?: string;
  title?: string;
  content?: string;
}

export const toItemBody = (it: ItemRowForm, sort: number): AdminItemInput => ({ gameTurn: it.gameTurn?.trim() ?? '', title: it.title ?? '', content: it.content ?? '', sort });

/** The 期号 / 标题 / 内容 fields of one item, under the form path `path`. */
export function ItemRowFields({ path }: { path: (string | number)[] }) {
  return (
    <>
      <Form.Item name={[...path, 'gameTurn']}>
        <Input maxLength={50} placeholder="期号" aria-label="条目期号" style={{ width: 110 }} />
      </Form.Item>
      <Form.Item name={[...path, 'title']}>
        <Input maxLength={200} placeholder="标题" aria-label="条目标题" style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name={[...path, 'content']}>
        <Input.TextArea rows={1} maxLength={20000} placeholder="内容（HTML）" aria-label="条目内容" style={{ width: 300 }} />
      </Form.Item>
    </>
  );
}

/** A period group's item rows with 移除 / 添加条目, as a form list named `name`. */
export function GroupItemsEditor({ name }: { name: ComponentProps<typeof Form.List>['name'] }) {
  return (
    <Form.List name={name}>
      {(items, itemOps) => (
        <>
          {items.map((it) => (
            <Space key={it.key} align="start" wrap>
              <ItemRowFields path={[it.name]} />
              <Button size="small" onClick={() => itemOps.remove(it.name)}>移除</Button>
            </Space>
          ))}
          <Button size="small" type="dashed" onClick={() => itemOps.add({})}>添加条目</Button>
        </>
      )}
    </Form.List>
  );
}

export const LOCATION_NAMES: Record<string, string> = { home: '首页', list: '列表', database: '资料库' };

const toBody = (v: NewTemplateForm): AdminTemplateInput => ({
  gameId: v.gameId,
  name: v.name.trim(),
  templateCode: v.templateCode.trim().toUpperCase(),
  location: v.location,
  playCateName: v.playCateName?.trim() ?? '',
  sort: v.sort,
  enabled: v.enabled,
  note1: v.note1 ?? '',
  groups: (v.groups ?? []).map((g, i) => ({
    groupName: g.groupName?.trim() ?? '',
    sort: i,
    items: (g.items ?? []).map(toItemBody),
  })),
});

/** 新增卡片: a card with its first period groups and items, through `POST admin/content/templates`. */
export function NewTemplateModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (id: number) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<NewTemplateForm>();
  const create = useMutation({
    mutationFn: (v: NewTemplateForm) => post<{ id: number }>('/admin/content/templates', toBody(v)),
    onSuccess: ({ id }) => {
      message.success('卡片已新增，会员端已刷新');
      form.resetFields();
      onCreated(id);
    },
    onError: (e) => message.error(e.message),
  });
  return (
    <Modal open={open} title="新增卡片" okText="保存" cancelText="取消" width={820} confirmLoading={create.isPending} onOk={() => form.submit()} onCancel={onClose} forceRender>
      <Form<NewTemplateForm>
        form={form}
        layout="vertical"
        initialValues={{ location: 'home', sort: 0, enabled: true, groups: [{ groupName: '', items: [{}] }] }}
        onFinish={(v) => create.mutate(v)}
      >
        <Space wrap>
          <Form.Item name="gameId" label="彩种编号" rules={[{ required: true, message: '请输入彩种编号' }]}>
            <InputNumber min={1} max={99999} />
          </Form.Item>
          <Form.Item name="templateCode" label="模板代码" rules={[{ required: true, whitespace: true, message: '请输入模板代码' }, { pattern: /^[A-Za-z0-9_-]{1,32}$/, message: '代码只能是字母、数字、_ 或 -（最多 32 个）' }]}>
            <Input maxLength={32} placeholder="如 MB05" />
          </Form.Item>
          <Form.Item name="location" label="位置">
            <Select style={{ width: 110 }} options={Object.entries(LOCATION_NAMES).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} max={9999} />
          </Form.Item>
          <Form.Item name="enabled" label="显示" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Space wrap>
          <Form.Item name="name" label="卡片名称" rules={[{ required: true, whitespace: true, message: '请输入卡片名称' }]}>
            <Input maxLength={200} style={{ width: 320 }} />
          </Form.Item>
          <Form.Item name="playCateName" label="玩法分类">
            <Input maxLength={200} />
          </Form.Item>
        </Space>
        <Form.Item name="note1" label="说明（HTML）">
          <Input.TextArea rows={2} maxLength={20000} />
        </Form.Item>
        <Form.List name="groups">
          {(groups, { add, remove }) => (
            <>
              {groups.map((g) => (
                <Card
                  key={g.key}
                  size="small"
                  style={{ marginBottom: 12 }}
                  title={
                    <Form.Item name={[g.name, 'groupName']} noStyle>
                      <Input maxLength={200} placeholder="期号组，如 2026001" aria-label="期号组" style={{ width: 240 }} />
                    </Form.Item>
                  }
                  extra={<Button size="small" onClick={() => remove(g.name)}>删除此组</Button>}
                >
                  <GroupItemsEditor name={[g.name, 'items']} />
                </Card>
              ))}
              <Button type="dashed" onClick={() => add({ groupName: '', items: [{}] })}>添加期号组</Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
