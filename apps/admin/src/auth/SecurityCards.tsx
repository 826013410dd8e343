import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Table, Tag } from 'antd';
import { OPERATOR_PATHS, type OperatorSession, type SignInRow } from '@sixmark/shared';
import { get, post } from '@admin/api/http';
import type { Paged } from '@admin/api/types';

const fmt = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

/** Sign-in results of `operator_sign_ins` (docs/operators.md). */
export const SIGN_IN_RESULT_NAMES: Record<string, string> = {
  ok: '成功',
  bad_password: '密码错误',
  bad_totp: '验证码错误',
  totp_required: '待输入验证码',
  locked: '已锁定',
  disabled: '账号停用',
  unknown: '账号不存在',
};

/** The signed-in operator's live sessions; any but the current one can be ended. */
export function SessionsCard() {
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: ['op-sessions'], queryFn: () => get<OperatorSession[]>(OPERATOR_PATHS.sessions) });
  const revoke = useMutation({
    mutationFn: (id: number) => post(OPERATOR_PATHS.revokeSession.replace(':id', String(id))),
    onSuccess: () => {
      message.success('该会话已下线');
      void qc.invalidateQueries({ queryKey: ['op-sessions'] });
    },
    onError: (e) => message.error(e.message),
  });
  return (
    <Card title="当前会话">
      <Table<OperatorSession>
        rowKey="id"
        size="small"
        loading={q.isLoading}
        dataSource={q.data ?? []}
        pagination={false}
        columns={[
          { title: '登录时间', dataIndex: 'createdAt', render: fmt },
          { title: '最近活动', dataIndex: 'lastSeenAt', render: fmt },
          { title: '到期', dataIndex: 'expiresAt', render: fmt },
          { title: 'IP', dataIndex: 'ip' },
          { title: '设备', dataIndex: 'userAgent', ellipsis: true },
          {
            title: '操作',
            render: (_, s) =>
              s.current ? (
                <Tag color="blue">本会话</Tag>
              ) : (
                <Button
                  size="small"
                  danger
                  onClick={() => modal.confirm({ title: '让该会话下线？', okText: '确定', cancelText: '取消', onOk: () => revoke.mutate(s.id) })}
                >
                  下线
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}

/** Sign-in history: the operator's own, or another operator's (`operatorId`, needs `operators`). */
export function SignInsTable({ operatorId }: { operatorId?: number }) {
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['op-sign-ins', operatorId ?? 'me', page],
    queryFn: () => get<Paged<SignInRow>>(OPERATOR_PATHS.signIns, { page, rows: 20, operatorId }),
  });
  return (
    <Table<SignInRow>
      rowKey="id"
      size="small"
      loading={q.isLoading}
      dataSource={q.data?.data ?? []}
      pagination={{ current: page, pageSize: 20, total: q.data?.totalCount ?? 0, onChange: setPage, showSizeChanger: false }}
      columns={[
        { title: '时间', dataIndex: 'at', render: fmt, width: 170 },
        { title: '结果', dataIndex: 'result', render: (r: string) => <Tag color={r === 'ok' ? 'green' : 'red'}>{SIGN_IN_RESULT_NAMES[r] ?? r}</Tag> },
        { title: 'IP', dataIndex: 'ip' },
        { title: '设备', dataIndex: 'userAgent', ellipsis: true },
      ]}
    />
  );
}
