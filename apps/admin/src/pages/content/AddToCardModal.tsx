import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal, Space } from 'antd';
import type { AdminGroupInput } from '@sixmark/shared';
import { post } from '@admin/api/http';
import { GroupItemsEditor, ItemRowFields, toItemBody, type ItemRowForm } from './NewTemplateModal';

/** What is being added: a period group to a card, or an item to one of its groups. */
export type AddTarget =
  | { kind: 'group'; templateId: number; sort: number }
  | { kind: 'item'; groupId: number; groupName: string; sort: number };

interface AddForm extends ItemRowForm {
  groupName?: string;
  items?: ItemRowForm[];
}

/**
 * 新增期数 (`POST admin/content/templates/:id/groups`) and 新增条目 (`POST admin/content/groups/:id/items`)
 * on an existing card, with the item rows of the new-card editor. New entries go after the
 * existing ones (`sort`).
 */
export function AddToCardModal({
  target,
  onClose,
  onSaved,
}: {
  target: AddTarget | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AddForm>();
  useEffect(() => {
    if (target) form.setFieldsValue({ groupName: '', items: [{}], gameTurn: '', title: '', content: '' });
  }, [target, form]);
  const save = useMutation({
    mutationFn: ({ t, v }: { t: AddTarget; v: AddForm }) => {
      if (t.kind === 'item')
        return post<{ id: number }>(`/admin/content/groups/${t.groupId}/items`, toItemBody(v, t.sort));
      const body: AdminGroupInput = {
        groupName: v.groupName?.trim() ?? '',
        sort: t.sort,
        items: (v.items ?? []).map(toItemBody),
      };
      return post<{ id: number }>(`/admin/content/templates/${t.templateId}/groups`, body);
    },
    onSuccess: (_, { t }) => {
      message.success(t.kind === 'group' ? '期数已新增，会员端已刷新' : '条目已新增，会员端已刷新');
      onSaved();
    },
    onError: (e) => message.error(e.message),
  });
  return (
    <Modal
      open={target !== null}
      title={target?.kind === 'item' ? `新增条目（${target.groupName || '未分组'}）` : '新增期数'}
      okText="保存"
      cancelText="取消"
      width={760}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form<AddForm> form={form} layout="vertical" onFinish={(v) => target && save.mutate({ t: target, v })}>
        {target?.kind === 'item' ? (
          <Space align="start" wrap>
            <ItemRowFields path={[]} />
          </Space>
        ) : (
          <>
            <Form.Item
              name="groupName"
              label="期号组"
              rules={[{ required: true, whitespace: true, message: '请输入期号组' }]}
            >
              <Input maxLength={200} placeholder="如 2026001" style={{ width: 240 }} />
            </Form.Item>
            <GroupItemsEditor name="items" />
          </>
        )}
      </Form>
    </Modal>
  );
}
