import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Input, Modal, Space, Table } from 'antd';
import { pollEditError, POLL_LIMITS, type AdminPollOption, type AdminPollOptionsInput, type AdminTemplateItem } from '@sixmark/shared';
import { put } from '@admin/api/http';

interface Row {
  key: string;
  id?: number;
  text: string;
  value: string;
  votes: number;
}

let nextKey = 0;

/**
 * 投票选项 of one item. While nobody voted, options can be added, removed and re-valued; after
 * the first vote only the texts can change (the shared pollEditError rule the server applies).
 */
export function PollOptionsModal({ item, onClose, onSaved }: { item: AdminTemplateItem | null; onClose: () => void; onSaved: () => void }) {
  // Keyed by the item, so each opening starts from that item's stored options.
  return item ? <PollOptionsEditor key={item.id} item={item} onClose={onClose} onSaved={onSaved} /> : null;
}

function PollOptionsEditor({ item, onClose, onSaved }: { item: AdminTemplateItem; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp();
  const [rows, setRows] = useState<Row[]>(() => item.pollOptions.map((o) => ({ key: `o${o.id}`, id: o.id, text: o.text, value: o.value, votes: o.votes })));
  const [error, setError] = useState<string | null>(null);
  const votes = item.pollOptions.reduce((s, o) => s + o.votes, 0);
  const locked = votes > 0;
  const save = useMutation({
    mutationFn: (body: AdminPollOptionsInput) => put<AdminPollOption[]>(`/admin/content/items/${item.id}/poll-options`, body),
    onSuccess: () => {
      message.success('投票选项已保存，会员端已刷新');
      onSaved();
    },
    onError: (e) => setError(e.message),
  });
  const submit = () => {
    const options = rows.map((r) => ({ ...(r.id !== undefined ? { id: r.id } : {}), text: r.text.trim(), value: r.value.trim() }));
    const refusal = pollEditError(
      item.pollOptions.map((o) => ({ id: o.id, value: o.value })),
      options,
      votes,
    );
    if (refusal) {
      setError(refusal);
      return;
    }
    setError(null);
    save.mutate({ options });
  };
  const edit = (key: string, patch: Partial<Row>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <Modal open title={`投票选项 #${item.id}`} okText="保存" cancelText="取消" width={640} confirmLoading={save.isPending} onOk={submit} onCancel={onClose}>
      {locked ? <Alert type="info" showIcon style={{ marginBottom: 12 }} message={`已有 ${votes} 票：只能修改选项文字`} /> : null}
      {error ? <Alert type="error" showIcon style={{ marginBottom: 12 }} message={error} /> : null}
      <Table<Row>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: '没有投票选项' }}
        columns={[
          {
            title: '选项文字',
            render: (_, r, i) => <Input aria-label={`选项${i + 1}文字`} maxLength={POLL_LIMITS.textMax} value={r.text} onChange={(e) => edit(r.key, { text: e.target.value })} />,
          },
          {
            title: '选项值',
            width: 160,
            render: (_, r, i) => <Input aria-label={`选项${i + 1}值`} maxLength={POLL_LIMITS.textMax} disabled={locked} value={r.value} onChange={(e) => edit(r.key, { value: e.target.value })} />,
          },
          { title: '票数', width: 60, render: (_, r) => r.votes },
          {
            title: '',
            width: 60,
            render: (_, r) => (
              <Button size="small" disabled={locked} onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}>
                移除
              </Button>
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 12 }}>
        <Button
          type="dashed"
          disabled={locked || rows.length >= POLL_LIMITS.maxOptions}
          onClick={() => setRows((rs) => [...rs, { key: `n${nextKey++}`, text: '', value: '', votes: 0 }])}
        >
          添加选项
        </Button>
      </Space>
    </Modal>
  );
}
