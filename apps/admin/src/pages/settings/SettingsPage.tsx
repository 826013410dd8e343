import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, InputNumber, Select, Space, Spin, Switch, Tabs, Typography } from 'antd';
import {
  GAME_ID,
  REGISTER_FIELDS,
  SETTINGS_GROUPS,
  SETTINGS_GROUP_META,
  SETTINGS_SCHEMAS,
  WITHDRAW_RISK_BOUNDS,
  type SettingsGroup,
} from '@sixmark/shared';
import { get, put } from '@admin/api/http';

type Kind = 'text' | 'url' | 'textarea' | 'int' | 'bool' | 'bit' | 'select' | 'tags' | 'games';
interface Field {
  name: (string | number)[];
  label: string;
  kind: Kind;
  options?: { value: string | number; label: string }[];
  max?: number;
  min?: number;
  help?: string;
}

const REGISTER_LABELS: Record<(typeof REGISTER_FIELDS)[number], string> = {
  account: '账号',
  password: '密码',
  fullName: '真实姓名',
  fundPwd: '资金密码',
  birthday: '生日',
  email: '邮箱',
  qq: 'QQ',
  weixin: '微信',
  intrCode: '推广码',
  phone: '手机号码',
  vCode: '验证码',
};
const MODE_OPTIONS = [
  { value: 'hidden', label: '不显示' },
  { value: 'optional', label: '选填' },
  { value: 'required', label: '必填' },
];
const LOTTERY_OPTIONS = [
  { value: GAME_ID.macau, label: '澳门六合彩' },
  { value: GAME_ID.taiwan, label: '台湾六合彩' },
  { value: GAME_ID.liveStream, label: '直播六合彩' },
  { value: GAME_ID.luckyNiuNiu, label: '幸运牛牛' },
  { value: GAME_ID.hongKong, label: '香港六合彩' },
];

/** The typed form of each group; names and bounds follow packages/shared/src/api/admin-settings.ts. */
const FIELDS: Record<SettingsGroup, Field[]> = {
  site: [
    { name: ['online_service_url'], label: '在线客服链接', kind: 'url' },
    { name: ['vcode_style'], label: '验证码样式', kind: 'select', options: ['0', '1', '2', '3'].map((v) => ({ value: v, label: v === '3' ? '3（第三方）' : v })) },
    { name: ['hy_is_cancel'], label: '允许会员撤单', kind: 'bool' },
    { name: ['livestream_url'], label: '直播地址', kind: 'url' },
    { name: ['home_lottery_setting'], label: '首页彩种（按顺序）', kind: 'games' },
    { name: ['time_zone'], label: '系统时区', kind: 'text', max: 64, help: 'IANA 时区，如 Asia/Shanghai' },
    { name: ['profile_tabs', 'subTab1'], label: '我的页面链接（第一组）', kind: 'tags', help: '网页端页面标识，如 personalInfo' },
    { name: ['profile_tabs', 'subTab2'], label: '我的页面链接（第二组）', kind: 'tags' },
  ],
  chat: [
    { name: ['enable_chat'], label: '开启聊天室', kind: 'bool' },
    { name: ['enable_chat_maintenance'], label: '聊天室维护中', kind: 'bool' },
    { name: ['chat_maintenance_start'], label: '维护开始时间', kind: 'text', max: 30 },
    { name: ['chat_maintenance_end'], label: '维护结束时间', kind: 'text', max: 30 },
    { name: ['chat_maintenance_message'], label: '维护提示', kind: 'textarea', max: 200 },
    { name: ['rech_level'], label: '发言所需累计充值（元）', kind: 'int', min: 0, max: 10_000_000 },
    { name: ['lottery_win_message_popup'], label: '中奖弹窗秒数（0 = 默认）', kind: 'int', min: 0, max: 600 },
    { name: ['chat_award_min_reward'], label: '中奖播报最低金额（元）', kind: 'int', min: 0, max: 100_000_000 },
  ],
  register: [
    ...REGISTER_FIELDS.map((f): Field => ({ name: ['fields', f], label: REGISTER_LABELS[f], kind: 'select', options: MODE_OPTIONS })),
    { name: ['userAccountMessage'], label: '账号输入提示', kind: 'text', max: 100 },
    { name: ['wechatPlaceholder'], label: '微信号输入提示', kind: 'text', max: 50 },
    { name: ['sendMenoy'], label: '注册赠送（元）', kind: 'int', min: 0, max: 100_000 },
  ],
  login: [
    { name: ['vCode'], label: '登录必须输入验证码', kind: 'bool' },
    { name: ['failTimesForVCode'], label: '失败几次后要求验证码', kind: 'int', min: 1, max: 100 },
  ],
  withdraw: [
    { name: ['minMoney'], label: '单笔最低（元）', kind: 'int', min: 1, max: 10_000_000 },
    { name: ['maxMoney'], label: '单笔最高（元）', kind: 'int', min: 1, max: 10_000_000 },
    { name: ['dayTimes'], label: '每日次数', kind: 'int', min: 1, max: 100 },
  ],
  company: [
    { name: ['iosDownloadUrl'], label: 'iOS 下载链接', kind: 'url' },
    { name: ['androidDownloadUrl'], label: '安卓下载链接', kind: 'url' },
    { name: ['appDisplay'], label: '显示 App 下载', kind: 'bit' },
    { name: ['olUrl'], label: '客服链接', kind: 'url' },
    { name: ['showWechatPopup'], label: '显示微信客服弹窗', kind: 'bit' },
    { name: ['domain'], label: '推广域名（每行一个）', kind: 'textarea', max: 1000 },
  ],
  // Thresholds of the withdrawal review's risk flags (提现审核 → 稽核与风险).
  risk: [
    { name: ['newAccountHours'], label: '新账户：注册不足（小时）', kind: 'int', min: WITHDRAW_RISK_BOUNDS.newAccountHours[0], max: WITHDRAW_RISK_BOUNDS.newAccountHours[1] },
    { name: ['depositMultiple'], label: '提现超过累计充值的倍数', kind: 'int', min: WITHDRAW_RISK_BOUNDS.depositMultiple[0], max: WITHDRAW_RISK_BOUNDS.depositMultiple[1] },
    { name: ['bankChangeHours'], label: '近期换卡：绑定不足（小时）', kind: 'int', min: WITHDRAW_RISK_BOUNDS.bankChangeHours[0], max: WITHDRAW_RISK_BOUNDS.bankChangeHours[1] },
  ],
};

function control(f: Field) {
  switch (f.kind) {
    case 'bool':
      return <Switch />;
    case 'int':
      return <InputNumber min={f.min} max={f.max} precision={0} style={{ width: 200 }} />;
    case 'select':
      return <Select options={f.options} style={{ width: 200 }} />;
    case 'tags':
      return <Select mode="tags" tokenSeparators={[',', ' ']} open={false} />;
    case 'games':
      return <Select mode="multiple" options={LOTTERY_OPTIONS} />;
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={f.max} />;
    case 'url':
      return <Input maxLength={500} placeholder="https://" />;
    default:
      return <Input maxLength={f.max} />;
  }
}

/** `bit` fields are 0/1 numbers on the wire and a switch on screen. */
const toForm = (group: SettingsGroup, v: Record<string, unknown>) => {
  const out = { ...v };
  for (const f of FIELDS[group]) if (f.kind === 'bit') out[f.name[0] as string] = v[f.name[0] as string] === 1;
  return out;
};
const fromForm = (group: SettingsGroup, v: Record<string, unknown>) => {
  const out = { ...v };
  for (const f of FIELDS[group]) if (f.kind === 'bit') out[f.name[0] as string] = v[f.name[0] as string] ? 1 : 0;
  return out;
};

function GroupForm({ group }: { group: SettingsGroup }) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm();
  const q = useQuery({ queryKey: ['settings', group], queryFn: () => get<Record<string, unknown>>(`/admin/settings/${group}`) });
  useEffect(() => {
    if (q.data) form.setFieldsValue(toForm(group, q.data));
  }, [q.data, form, group]);
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => put<Record<string, unknown>>(`/admin/settings/${group}`, body),
    onSuccess: (d) => {
      qc.setQueryData(['settings', group], d);
      message.success(`${SETTINGS_GROUP_META[group].title}设置已保存${SETTINGS_GROUP_META[group].files.length ? '，会员端配置已刷新' : ''}`);
    },
    onError: (e) => message.error(e.message),
  });
  const submit = (values: Record<string, unknown>) => {
    const body = fromForm(group, { ...q.data, ...values });
    // The same schema the server checks: refuse before sending, with its Chinese message.
    const parsed = SETTINGS_SCHEMAS[group].safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = FIELDS[group].find((f) => f.name.join('.') === issue.path.join('.'));
      message.error(`${field ? `${field.label}：` : ''}${issue.message}`);
      return;
    }
    save.mutate(body);
  };
  if (q.isLoading) return <Spin />;
  if (q.error) return <Alert type="error" showIcon message={q.error.message} />;
  return (
    <Form form={form} layout="horizontal" labelCol={{ span: 6 }} wrapperCol={{ span: 14 }} onFinish={submit}>
      <Typography.Paragraph type="secondary">
        {SETTINGS_GROUP_META[group].files.length
          ? `会员端读取：${SETTINGS_GROUP_META[group].files.join('、')}`
          : '仅运营端使用：提现审核的风险提示按此判断，保存后下一次打开审核即生效'}
      </Typography.Paragraph>
      {FIELDS[group].map((f) => (
        <Form.Item
          key={f.name.join('.')}
          name={f.name}
          label={f.label}
          help={f.help}
          valuePropName={f.kind === 'bool' || f.kind === 'bit' ? 'checked' : 'value'}
        >
          {control(f)}
        </Form.Item>
      ))}
      {group === 'company' && (
        <Form.Item label="客服微信列表">
          <Form.List name="companyDetailList">
            {(items, { add, remove }) => (
              <>
                {items.map((item) => (
                  <Space key={item.key} align="baseline" wrap>
                    <Form.Item name={[item.name, 'content']} rules={[{ required: true, message: '请输入名称' }]}>
                      <Input placeholder="名称" maxLength={100} />
                    </Form.Item>
                    <Form.Item name={[item.name, 'wechatUrl']}>
                      <Input placeholder="微信号" maxLength={200} />
                    </Form.Item>
                    <Form.Item name={[item.name, 'httpImageUrl']}>
                      <Input placeholder="二维码图片地址" maxLength={500} />
                    </Form.Item>
                    <Button onClick={() => remove(item.name)}>删除</Button>
                  </Space>
                ))}
                <Button disabled={items.length >= 10} onClick={() => add({ content: '', wechatUrl: '', httpImageUrl: '' })}>
                  添加客服
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
      )}
      <Form.Item wrapperCol={{ offset: 6 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form.Item>
    </Form>
  );
}

/** 系统设置: every site setting the member app reads from static JSON, one typed group per tab. */
export function SettingsPage() {
  return (
    <Card title="系统设置">
      <Tabs
        destroyOnHidden
        items={SETTINGS_GROUPS.map((g) => ({ key: g, label: SETTINGS_GROUP_META[g].title, children: <GroupForm group={g} /> }))}
      />
    </Card>
  );
}
