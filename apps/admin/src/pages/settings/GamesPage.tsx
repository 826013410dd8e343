import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Modal, Space, Switch, Table, Tabs, Tag } from 'antd';
import type { z } from 'zod';
import type { adminGameSchema, adminProviderSchema } from '@sixmark/shared';
import { get, put } from '@admin/api/http';

type AdminGame = z.infer<typeof adminGameSchema>;
type AdminProvider = z.infer<typeof adminProviderSchema>;

/**
 * 游戏管理: every game (enable, hot flag, maintenance window `start~end` in the system time zone)
 * and the game providers (enable). Each change is audited by the games module and refreshes
 * game_center.json for the member app.
 */
export function GamesPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [maintaining, setMaintaining] = useState<AdminGame | null>(null);
  const [window, setWindow] = useState('');
  const games = useQuery({ queryKey: ['admin-games'], queryFn: () => get<AdminGame[]>('/admin/games') });
  const providers = useQuery({ queryKey: ['admin-providers'], queryFn: () => get<AdminProvider[]>('/admin/game-providers') });
  const ok = (text: string) => {
    message.success(text);
    void qc.invalidateQueries({ queryKey: ['admin-games'] });
    void qc.invalidateQueries({ queryKey: ['admin-providers'] });
  };
  const fail = (e: Error) => message.error(e.message);
  const update = useMutation({
    mutationFn: (v: { gameId: number; body: Partial<AdminGame> }) => put(`/admin/games/${v.gameId}`, v.body),
    onSuccess: () => ok('游戏已保存'),
    onError: fail,
  });
  const maintain = useMutation({
    mutationFn: (v: { gameId: number; maintain: string }) => put(`/admin/games/${v.gameId}/maintain`, { maintain: v.maintain }),
    onSuccess: (_, v) => {
      setMaintaining(null);
      ok(v.maintain ? '维护时间已设置' : '已取消维护');
    },
    onError: fail,
  });
  const provider = useMutation({
    mutationFn: (v: { liveCode: string; enabled: boolean }) => put(`/admin/game-providers/${v.liveCode}/enabled`, { enabled: v.enabled }),
    onSuccess: () => ok('游戏平台已保存'),
    onError: fail,
  });
  return (
    <Card title="游戏管理">
      <Tabs
        items={[
          {
            key: 'games',
            label: '游戏',
            children: (
              <Table<AdminGame>
                rowKey="gameId"
                size="small"
                loading={games.isLoading}
                dataSource={games.data ?? []}
                pagination={{ pageSize: 50 }}
                columns={[
                  { title: 'ID', dataIndex: 'gameId', width: 80 },
                  { title: '名称', dataIndex: 'gameName' },
                  { title: '分类', dataIndex: 'category' },
                  { title: '平台', dataIndex: 'providerName' },
                  {
                    title: '启用',
                    render: (_, r) => (
                      <Switch aria-label={`启用 ${r.gameName}`} size="small" checked={r.enabled} onChange={(enabled) => update.mutate({ gameId: r.gameId, body: { enabled } })} />
                    ),
                  },
                  {
                    title: '热门',
                    render: (_, r) => (
                      <Switch
                        aria-label={`热门 ${r.gameName}`}
                        size="small"
                        checked={r.hot > 0}
                        onChange={(on) => update.mutate({ gameId: r.gameId, body: { hot: on ? Math.max(1, r.hot) : 0 } })}
                      />
                    ),
                  },
                  { title: '维护时间', render: (_, r) => (r.maintain ? <Tag color="orange">{r.maintain}</Tag> : '—') },
                  {
                    title: '操作',
                    render: (_, r) => (
                      <Button
                        size="small"
                        onClick={() => {
                          setMaintaining(r);
                          setWindow(r.maintain);
                        }}
                      >
                        维护
                      </Button>
                    ),
                  },
                ]}
              />
            ),
          },
          {
            key: 'providers',
            label: '游戏平台',
            children: (
              <Table<AdminProvider>
                rowKey="liveCode"
                size="small"
                loading={providers.isLoading}
                dataSource={providers.data ?? []}
                pagination={false}
                columns={[
                  { title: '代码', dataIndex: 'liveCode' },
                  { title: '名称', dataIndex: 'name' },
                  {
                    title: '启用',
                    render: (_, r) => (
                      <Switch aria-label={`启用平台 ${r.name}`} size="small" checked={r.enabled} onChange={(enabled) => provider.mutate({ liveCode: r.liveCode, enabled })} />
                    ),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      <Modal
        open={!!maintaining}
        title={`维护时间：${maintaining?.gameName ?? ''}`}
        okText="保存"
        cancelText="取消"
        confirmLoading={maintain.isPending}
        onOk={() => maintaining && maintain.mutate({ gameId: maintaining.gameId, maintain: window.trim() })}
        onCancel={() => setMaintaining(null)}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input
            aria-label="维护时间"
            value={window}
            maxLength={60}
            placeholder="2026-11-24 02:00~2026-11-24 04:00"
            onChange={(e) => setWindow(e.target.value)}
          />
          <span>系统时区的开始~结束时间（含两端）；留空为取消维护。</span>
        </Space>
      </Modal>
    </Card>
  );
}
