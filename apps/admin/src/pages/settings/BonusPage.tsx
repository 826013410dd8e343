import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, InputNumber, Modal, Select, Space, Spin, Switch, Table, Tag } from 'antd';
import { BONUS_CATEGORIES, BONUS_CATEGORY_LABELS, RATE_BP_MAX, VIP_PERIODS, type AdminBonusConfig, type BonusCategory } from '@sixmark/shared';
import { get, post } from '@admin/api/http';

type Level = AdminBonusConfig['levels'][number];
type Settings = AdminBonusConfig['settings'];
const PERIOD_LABELS: Record<(typeof VIP_PERIODS)[number], string> = { month: '按月', week: '按周' };
const KEY = ['bonusConfig'];
const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;
const limitText = (v: number | null, unit: string) => (v === null ? <Tag>不限</Tag> : `${v}${unit}`);

/** Form values of one level: the level fields, and one rate per category under `rate_<category>`. */
type LevelForm = Omit<Level, 'rates' | 'vipLevel'> & Record<`rate_${BonusCategory}`, number>;

/**
 * 洗码与VIP: the current table from `GET admin/bonus/config` (levels with gifts, keep-level money,
 * the VIP withdrawal limits, the rebate rates per category; the settings incl. the hedged-bet rule),
 * edited through `POST admin/bonus/vip-level`, `…/rate` (only the changed rates) and `…/settings`,
 * each audited on the server.
 */
export function BonusPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<Level | null>(null);
  const [levelForm] = Form.useForm<LevelForm>();
  const q = useQuery({ queryKey: KEY, queryFn: () => get<AdminBonusConfig>('/admin/bonus/config') });
  const refresh = () => qc.invalidateQueries({ queryKey: KEY });

  const saveLevel = useMutation({
    mutationFn: async ({ level, v }: { level: Level; v: LevelForm }) => {
      await post('/admin/bonus/vip-level', {
        vipLevel: level.vipLevel,
        betMoney: v.betMoney,
        keepMoney: v.keepMoney,
        upgradeGift: v.upgradeGift,
        monthlyGift: v.monthlyGift,
        withdrawDayTimes: v.withdrawDayTimes ?? null,
        withdrawDayAmount: v.withdrawDayAmount ?? null,
      });
      for (const c of BONUS_CATEGORIES) {
        const rateBp = v[`rate_${c}`];
        if (rateBp !== level.rates[c]) await post('/admin/bonus/rate', { vipLevel: level.vipLevel, category: c, rateBp });
      }
    },
    onSuccess: (_, { level }) => {
      setEditing(null);
      message.success(`VIP${level.vipLevel} 已保存`);
    },
    onError: (e) => message.error(e.message),
    onSettled: refresh,
  });
  const saveSettings = useMutation({
    mutationFn: (v: Settings) => post('/admin/bonus/settings', v),
    onSuccess: () => message.success('洗码设置已保存'),
    onError: (e) => message.error(e.message),
    onSettled: refresh,
  });

  if (q.isLoading) return <Spin />;
  if (q.isError) return <Alert type="error" showIcon title={q.error.message} />;
  const cfg = q.data!;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Card title="洗码设置">
        <Form<Settings> name="bonusSettings" layout="inline" initialValues={cfg.settings} key={JSON.stringify(cfg.settings)} onFinish={(v) => saveSettings.mutate(v)}>
          <Form.Item name="vipPeriod" label="VIP 周期">
            <Select options={VIP_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }))} style={{ width: 100 }} />
          </Form.Item>
          <Form.Item name="turnoverRequired" label="返水需打码" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="autoPayout" label="自动派发" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="hedgeRule" label="对冲投注只计一次" valuePropName="checked" tooltip="同一期同时买齐一组互斥选项（如大和小）时，覆盖全部结果的部分只按一份计入有效投注">
            <Switch />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saveSettings.isPending}>
            保存设置
          </Button>
        </Form>
      </Card>
      <Card title="VIP 等级与洗码比例">
        <Table<Level>
          rowKey="vipLevel"
          size="small"
          pagination={false}
          dataSource={cfg.levels}
          scroll={{ x: true }}
          columns={[
            { title: '等级', render: (_, l) => `VIP${l.vipLevel}` },
            { title: '升级打码（元）', dataIndex: 'betMoney' },
            { title: '保级打码（元）', dataIndex: 'keepMoney' },
            { title: '晋级礼金', dataIndex: 'upgradeGift' },
            { title: '每月礼金', dataIndex: 'monthlyGift' },
            { title: '每日提现次数', render: (_, l) => limitText(l.withdrawDayTimes, ' 次') },
            { title: '每日提现额度', render: (_, l) => limitText(l.withdrawDayAmount, ' 元') },
            ...BONUS_CATEGORIES.map((c) => ({ title: `${BONUS_CATEGORY_LABELS[c]}洗码`, render: (_: unknown, l: Level) => percent(l.rates[c]) })),
            {
              title: '操作',
              render: (_, l) => (
                <Button size="small" onClick={() => setEditing(l)}>
                  编辑 VIP{l.vipLevel}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Modal
        open={!!editing}
        title={editing ? `编辑 VIP${editing.vipLevel}` : ''}
        okText="保存"
        cancelText="取消"
        width={720}
        confirmLoading={saveLevel.isPending}
        onOk={() => levelForm.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        {editing && (
          <Form<LevelForm>
            form={levelForm}
            name="vipLevel"
            layout="vertical"
            key={editing.vipLevel}
            initialValues={{ ...editing, ...Object.fromEntries(BONUS_CATEGORIES.map((c) => [`rate_${c}`, editing.rates[c]])) }}
            onFinish={(v) => saveLevel.mutate({ level: editing, v })}
          >
            <Space wrap>
              <Form.Item name="betMoney" label="升级打码（元）" rules={[{ required: true, message: '请输入' }]}>
                <InputNumber min={0} max={100_000_000} precision={0} />
              </Form.Item>
              <Form.Item name="keepMoney" label="保级打码（元）" rules={[{ required: true, message: '请输入' }]}>
                <InputNumber min={0} max={100_000_000} precision={0} />
              </Form.Item>
              <Form.Item name="upgradeGift" label="晋级礼金（元）" rules={[{ required: true, message: '请输入' }]}>
                <InputNumber min={0} max={1_000_000} precision={0} />
              </Form.Item>
              <Form.Item name="monthlyGift" label="每月礼金（元）" rules={[{ required: true, message: '请输入' }]}>
                <InputNumber min={0} max={1_000_000} precision={0} />
              </Form.Item>
            </Space>
            <Space wrap>
              <Form.Item name="withdrawDayTimes" label="每日提现次数" extra="留空为不限">
                <InputNumber min={0} max={1_000} precision={0} />
              </Form.Item>
              <Form.Item name="withdrawDayAmount" label="每日提现额度（元）" extra="留空为不限">
                <InputNumber min={0} max={100_000_000} precision={0} />
              </Form.Item>
            </Space>
            <Space wrap>
              {BONUS_CATEGORIES.map((c) => (
                <Form.Item key={c} name={`rate_${c}`} label={`${BONUS_CATEGORY_LABELS[c]}洗码（基点）`} rules={[{ required: true, message: '请输入' }]}>
                  <InputNumber min={0} max={RATE_BP_MAX} precision={0} />
                </Form.Item>
              ))}
            </Space>
            <Alert type="info" showIcon title="洗码比例以基点计，40 = 0.4%。" />
          </Form>
        )}
      </Modal>
    </Space>
  );
}
