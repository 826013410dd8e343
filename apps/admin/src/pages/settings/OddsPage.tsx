import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Input, InputNumber, Select, Space, Switch, Table, Tabs, Tag, Typography } from 'antd';
import { GAME_ID, type AdminBetConfig, type AdminLimitRow, type SiteSettings } from '@sixmark/shared';
import { get, put } from '@admin/api/http';
import { useSession } from '@admin/auth/session';

/** The games that take bets (apps/server bets BET_GAME_IDS). */
export const BET_GAMES = [
  { value: GAME_ID.macau, label: '澳门六合彩' },
  { value: GAME_ID.taiwan, label: '台湾六合彩' },
  { value: GAME_ID.liveStream, label: '直播六合彩' },
  { value: GAME_ID.hongKong, label: '香港六合彩' },
];

type LimitField = 'minAmount' | 'maxAmount' | 'maxPerNumber' | 'maxPayout' | 'rebate';

/**
 * 玩法赔率 / 限额: per game, the odds table edited inline (changed cells sent together), each
 * play's limits (min/max per 注, per-number period caps, rebate, enabled), the closing seconds,
 * and the site-wide cancel switch (hy_is_cancel, a site setting). The member app reads odds and
 * limits live from `api/cp/play/odds`; hy_is_cancel through web_system_config.json, refreshed
 * on save by the settings API.
 */
export function OddsPage() {
  const { message } = App.useApp();
  const { me } = useSession();
  // hy_is_cancel is saved through admin/settings/site, which needs `operators` on the server.
  const canSaveSite = !!me?.permissions.includes('operators');
  const qc = useQueryClient();
  const [gameId, setGameId] = useState<number>(BET_GAMES[0]!.value);
  const [filter, setFilter] = useState('');
  const [edits, setEdits] = useState<Record<string, number>>({});
  const [limitEdits, setLimitEdits] = useState<Record<string, Partial<Record<LimitField, number>>>>({});
  const [closeSeconds, setCloseSeconds] = useState<number | null>(null);
  const key = ['bet-config', gameId];
  const q = useQuery({ queryKey: key, queryFn: () => get<AdminBetConfig>(`/admin/bets/${gameId}/config`) });
  const site = useQuery({ queryKey: ['settings', 'site'], queryFn: () => get<SiteSettings>('/admin/settings/site') });
  const fresh = (data: AdminBetConfig, text: string) => {
    qc.setQueryData(key, data);
    message.success(text);
    if (data.warnings.length) message.warning(`有 ${data.warnings.length} 项赔率高于公平赔率`);
  };
  const saveOdds = useMutation({
    mutationFn: (prices: { priceKey: string; odds: number }[]) => put<AdminBetConfig>(`/admin/bets/${gameId}/odds`, { prices }),
    onSuccess: (d) => {
      setEdits({});
      fresh(d, '赔率已保存');
    },
    onError: (e) => message.error(e.message),
  });
  const saveLimit = useMutation({
    mutationFn: (body: Partial<AdminLimitRow> & { play: string }) => put<AdminBetConfig>(`/admin/bets/${gameId}/limits`, body),
    onSuccess: (d, body) => {
      setLimitEdits((m) => {
        const next = { ...m };
        delete next[body.play];
        return next;
      });
      fresh(d, `玩法 ${body.play} 已保存`);
    },
    onError: (e) => message.error(e.message),
  });
  const saveClose = useMutation({
    mutationFn: (s: number) => put<AdminBetConfig>(`/admin/bets/${gameId}/close-seconds`, { closeSeconds: s }),
    onSuccess: (d) => {
      setCloseSeconds(null);
      fresh(d, '封盘秒数已保存');
    },
    onError: (e) => message.error(e.message),
  });
  const saveCancel = useMutation({
    mutationFn: (on: boolean) => put<SiteSettings>('/admin/settings/site', { ...site.data!, hy_is_cancel: on }),
    onSuccess: (d) => {
      qc.setQueryData(['settings', 'site'], d);
      message.success(d.hy_is_cancel ? '已允许会员撤单' : '已关闭会员撤单');
    },
    onError: (e) => message.error(e.message),
  });

  const rows = useMemo(() => (q.data?.odds ?? []).filter((r) => !filter || r.priceKey.includes(filter.trim())), [q.data, filter]);
  const changed = Object.entries(edits).filter(([k, v]) => q.data?.odds.find((r) => r.priceKey === k)?.odds !== v);
  const switchGame = (g: number) => {
    setGameId(g);
    setEdits({});
    setLimitEdits({});
    setCloseSeconds(null);
  };

  return (
    <Card
      title="玩法赔率与限额"
      extra={<Select aria-label="游戏" value={gameId} options={BET_GAMES} style={{ width: 160 }} onChange={switchGame} />}
    >
      {q.error && <Alert type="error" showIcon message={q.error.message} style={{ marginBottom: 12 }} />}
      {!!q.data?.warnings.length && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`${q.data.warnings.length} 项赔率高于公平赔率`}
          description={q.data.warnings.slice(0, 5).join('；')}
        />
      )}
      <Space wrap style={{ marginBottom: 12 }}>
        <span>封盘秒数（开奖前停止下注）</span>
        <InputNumber
          aria-label="封盘秒数"
          min={0}
          max={3600}
          precision={0}
          value={closeSeconds ?? q.data?.closeSeconds ?? null}
          onChange={(v) => setCloseSeconds(v)}
        />
        <Button
          disabled={closeSeconds === null || closeSeconds === q.data?.closeSeconds}
          loading={saveClose.isPending}
          onClick={() => closeSeconds !== null && saveClose.mutate(closeSeconds)}
        >
          保存封盘秒数
        </Button>
        <span style={{ marginLeft: 24 }}>会员撤单（全站）</span>
        <Switch
          aria-label="会员撤单"
          checked={!!site.data?.hy_is_cancel}
          disabled={!site.data || !canSaveSite}
          loading={saveCancel.isPending}
          onChange={(on) => canSaveSite && saveCancel.mutate(on)}
        />
        {me && !canSaveSite && (
          <Typography.Text type="secondary" data-testid="cancel-readonly-hint">
            只读：会员撤单是全站设置，需「运营账号与设置」权限的运营在此或系统设置中修改
          </Typography.Text>
        )}
      </Space>
      <Tabs
        items={[
          {
            key: 'odds',
            label: '赔率',
            children: (
              <>
                <Space style={{ marginBottom: 12 }}>
                  <Input.Search aria-label="筛选赔率项" placeholder="筛选赔率项" allowClear onChange={(e) => setFilter(e.target.value)} style={{ width: 220 }} />
                  <Button
                    type="primary"
                    disabled={changed.length === 0}
                    loading={saveOdds.isPending}
                    onClick={() => saveOdds.mutate(changed.map(([priceKey, odds]) => ({ priceKey, odds })))}
                  >
                    保存赔率修改{changed.length ? `（${changed.length}）` : ''}
                  </Button>
                  {changed.length > 0 && <Button onClick={() => setEdits({})}>撤销</Button>}
                </Space>
                <Table
                  rowKey="priceKey"
                  size="small"
                  loading={q.isLoading}
                  dataSource={rows}
                  pagination={{ pageSize: 50, showSizeChanger: false }}
                  columns={[
                    { title: '赔率项', dataIndex: 'priceKey' },
                    { title: '公平赔率', dataIndex: 'fair', width: 120 },
                    {
                      title: '赔率',
                      width: 180,
                      render: (_, r) => (
                        <InputNumber
                          aria-label={`赔率 ${r.priceKey}`}
                          min={1}
                          max={1_000_000}
                          step={0.01}
                          precision={3}
                          value={edits[r.priceKey] ?? r.odds}
                          status={r.aboveFair || (edits[r.priceKey] ?? 0) > r.fair + 1e-9 && r.fair > 0 ? 'warning' : ''}
                          onChange={(v) => v !== null && setEdits((m) => ({ ...m, [r.priceKey]: v }))}
                        />
                      ),
                    },
                    { title: '', width: 120, render: (_, r) => (r.aboveFair ? <Tag color="orange">高于公平</Tag> : null) },
                  ]}
                />
              </>
            ),
          },
          {
            key: 'limits',
            label: '限额',
            children: (
              <Table<AdminLimitRow>
                rowKey="play"
                size="small"
                loading={q.isLoading}
                dataSource={q.data?.limits ?? []}
                pagination={false}
                columns={[
                  { title: '玩法', dataIndex: 'play' },
                  {
                    title: '开放',
                    render: (_, r) => (
                      <Switch
                        aria-label={`开放 ${r.play}`}
                        size="small"
                        checked={r.enabled}
                        onChange={(enabled) => saveLimit.mutate({ play: r.play, enabled })}
                      />
                    ),
                  },
                  ...(
                    [
                      ['minAmount', '单注最低（元）', 0.01],
                      ['maxAmount', '单注最高（元）', 0.01],
                      ['maxPerNumber', '每号每期总额（元，0 不限）', 0],
                      ['maxPayout', '每号每期可赢（元，0 不限）', 0],
                      ['rebate', '退水 %', 0],
                    ] as [LimitField, string, number][]
                  ).map(([field, title, min]) => ({
                    title,
                    render: (_: unknown, r: AdminLimitRow) => (
                      <InputNumber
                        aria-label={`${title} ${r.play}`}
                        size="small"
                        min={min}
                        max={field === 'rebate' ? 20 : 1e10}
                        precision={2}
                        value={limitEdits[r.play]?.[field] ?? r[field]}
                        onChange={(v) => v !== null && setLimitEdits((m) => ({ ...m, [r.play]: { ...m[r.play], [field]: v } }))}
                      />
                    ),
                  })),
                  {
                    title: '操作',
                    render: (_, r) => (
                      <Button
                        size="small"
                        type="primary"
                        disabled={!limitEdits[r.play]}
                        loading={saveLimit.isPending && saveLimit.variables?.play === r.play}
                        onClick={() => saveLimit.mutate({ play: r.play, ...limitEdits[r.play] })}
                      >
                        保存
                      </Button>
                    ),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        赔率与限额即时生效（会员端每次打开投注页读取）；每次修改写入审计日志（修改前后）。
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" data-testid="parlay-pricing-note">
        正码过关（ZM_PARLAY:*）：过关赔率不是各项赔率相乘，而是按所选各项同时中奖的精确概率计算，公平赔率×0.985，只扣一次。某项调低到默认值的
        x%，含该项的过关按 x% 降低（取各项中最低者）；调高到默认值以上不会提高过关赔率，任何过关都不会高于公平赔率×0.985。
      </Typography.Paragraph>
    </Card>
  );
}
