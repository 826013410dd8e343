import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Form, Input, Select, Space, Table, Tag } from 'antd';
import { adminScheduleSchema, formatSystemTime, GAME_ID, type AdminScheduleRow, type ResettlePreview, type VerifyResult } from '@sixmark/shared';
import { get, put } from '@admin/api/http';
import { parseNumbers } from '@admin/pages/DrawsPage';
import { ResettlePreviewView } from './ResettlePreviewView';

const GAMES = [
  { value: GAME_ID.hongKong, label: '香港六合彩（手工开奖）' },
  { value: GAME_ID.macau, label: '澳门六合彩' },
  { value: GAME_ID.taiwan, label: '台湾六合彩' },
  { value: GAME_ID.liveStream, label: '直播六合彩' },
  { value: GAME_ID.luckyNiuNiu, label: '幸运牛牛' },
];

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];
const describeSchedule = (s: AdminScheduleRow['schedule']) => {
  const v = s as { kind: string; times?: string[]; weekdays?: number[]; time?: string; minutes?: number; offsetMin?: number };
  if (v.kind === 'daily') return `每天 ${(v.times ?? []).join('、')}`;
  if (v.kind === 'weekly') return `每周${(v.weekdays ?? []).map((d) => WEEKDAYS[d]).join('、')} ${v.time ?? ''}`;
  return `每 ${v.minutes} 分钟${v.offsetMin ? `（偏移 ${v.offsetMin} 分钟）` : ''}`;
};

/** "每天" "12:00 20:00" / "每周" "2,4,6 21:30" / "间隔" "5" → a schedule body, or an error text. */
export function parseSchedule(kind: string, text: string): unknown {
  const parts = text.split(/[\s,，、]+/).filter(Boolean);
  const body =
    kind === 'daily'
      ? { kind, times: parts }
      : kind === 'weekly'
        ? { kind, weekdays: parts.slice(0, -1).map(Number), time: parts[parts.length - 1] ?? '' }
        : { kind, minutes: Number(parts[0]), offsetMin: Number(parts[1] ?? 0) };
  const r = adminScheduleSchema.safeParse(body);
  return r.success ? r.data : (r.error.issues[0]?.message ?? '时间表不正确');
}

function SchedulesCard() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<{ gameId: number; kind: string; text: string } | null>(null);
  const q = useQuery({ queryKey: ['schedules'], queryFn: () => get<AdminScheduleRow[]>('/admin/lottery/schedules') });
  const save = useMutation({
    mutationFn: (v: { gameId: number; body: unknown }) => put<AdminScheduleRow>(`/admin/lottery/${v.gameId}/schedule`, v.body),
    onSuccess: () => {
      setEditing(null);
      message.success('开奖时间表已保存，从下一期起生效');
      void qc.invalidateQueries({ queryKey: ['schedules'] });
    },
    onError: (e) => message.error(e.message),
  });
  const at = (ms: number) => formatSystemTime(ms, 'MM-DD HH:mm');
  return (
    <Card title="开奖时间表">
      <Table<AdminScheduleRow>
        rowKey="gameId"
        size="small"
        loading={q.isLoading}
        dataSource={q.data ?? []}
        pagination={false}
        columns={[
          { title: '游戏', dataIndex: 'gameName' },
          { title: '开奖方式', dataIndex: 'source' },
          { title: '时间表', render: (_, r) => describeSchedule(r.schedule) },
          { title: '当前期', render: (_, r) => (r.openTurn ? `${r.openTurn.turnNum}（${at(r.openTurn.drawAt)}）` : '—') },
          { title: '之后的开奖时间', render: (_, r) => r.nextDraws.map(at).join('、') },
          {
            title: '操作',
            render: (_, r) => (
              <Button size="small" onClick={() => setEditing({ gameId: r.gameId, kind: String(r.schedule.kind), text: '' })}>
                修改
              </Button>
            ),
          },
        ]}
      />
      {editing && (
        <Space style={{ marginTop: 12 }} wrap>
          <Select
            aria-label="时间表类型"
            value={editing.kind}
            style={{ width: 100 }}
            options={[
              { value: 'daily', label: '每天' },
              { value: 'weekly', label: '每周' },
              { value: 'interval', label: '间隔' },
            ]}
            onChange={(kind) => setEditing({ ...editing, kind })}
          />
          <Input
            aria-label="时间表"
            style={{ width: 320 }}
            maxLength={300}
            value={editing.text}
            placeholder={editing.kind === 'daily' ? '12:00 20:00' : editing.kind === 'weekly' ? '2 4 6 21:30（0 = 周日）' : '5（分钟） 0（偏移）'}
            onChange={(e) => setEditing({ ...editing, text: e.target.value })}
          />
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => {
              const body = parseSchedule(editing.kind, editing.text);
              if (typeof body === 'string') return void message.error(body);
              save.mutate({ gameId: editing.gameId, body });
            }}
          >
            保存
          </Button>
          <Button onClick={() => setEditing(null)}>取消</Button>
          <span>当前期的开奖时间不变，从下一期起按新时间表。</span>
        </Space>
      )}
    </Card>
  );
}

/**
 * 开奖工具: the re-settlement preview of a correction (which bets would change status or payout
 * under the corrected numbers, computed by the settlement rules without writing), and the
 * fairness data of a drawn period (seed hash published before the draw, seed after).
 */
export function DrawToolsPage() {
  const { message } = App.useApp();
  const [gameId, setGameId] = useState<number>(GAME_ID.hongKong);
  const [previewForm] = Form.useForm<{ turnNum: string; numbers: string }>();
  const [verifyForm] = Form.useForm<{ turnNum: string }>();
  const preview = useMutation({
    mutationFn: (v: { turnNum: string; numbers: number[] }) =>
      get<ResettlePreview>(`/admin/lottery/${gameId}/results/${v.turnNum}/preview`, { numbers: v.numbers.join(',') }),
    onError: (e) => message.error(e.message),
  });
  const verify = useMutation({
    mutationFn: (turnNum: string) => get<VerifyResult>('/lottery/verify', { gameId, turnNum }),
    onError: (e) => message.error(e.message),
  });
  const p = preview.data;
  const v = verify.data;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <SchedulesCard />
      <Card
        title="开奖更正预览"
        extra={
          <Select
            aria-label="游戏"
            value={gameId}
            options={GAMES}
            style={{ width: 220 }}
            onChange={(g) => {
              setGameId(g);
              preview.reset();
              verify.reset();
            }}
          />
        }
      >
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message="预览只读：按更正后的号码用结算规则重新计算本期注单，列出结果或派奖会改变的注单，不写入任何数据。确认更正请到「开奖管理」。"
        />
        <Form
          form={previewForm}
          layout="inline"
          onFinish={(f) => {
            const nums = parseNumbers(f.numbers);
            if (typeof nums === 'string') return void message.error(nums);
            preview.mutate({ turnNum: f.turnNum.trim(), numbers: nums });
          }}
        >
          <Form.Item name="turnNum" label="期号" rules={[{ required: true, pattern: /^\d{7,10}$/, message: '请输入期号' }]}>
            <Input style={{ width: 140 }} maxLength={10} />
          </Form.Item>
          <Form.Item name="numbers" label="更正后号码" rules={[{ required: true, message: '请输入号码' }]}>
            <Input style={{ width: 260 }} placeholder="7 个号码，最后一个为特码" maxLength={40} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={preview.isPending}>
            预览
          </Button>
        </Form>
        {p && (
          <div style={{ marginTop: 16 }}>
            <ResettlePreviewView preview={p} />
          </div>
        )}
      </Card>
      <Card title="公平性数据">
        <Form form={verifyForm} layout="inline" onFinish={(f) => verify.mutate(f.turnNum.trim())}>
          <Form.Item name="turnNum" label="期号" rules={[{ required: true, message: '请输入期号' }]}>
            <Input style={{ width: 140 }} maxLength={20} />
          </Form.Item>
          <Button htmlType="submit" loading={verify.isPending}>
            查看
          </Button>
        </Form>
        {v && (
          <Descriptions style={{ marginTop: 16 }} column={1} bordered size="small">
            <Descriptions.Item label="开奖方式">{v.source}</Descriptions.Item>
            <Descriptions.Item label="开奖前公布的种子哈希">{v.seedHash ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="开奖后公布的种子">{v.seed ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="公布号码">{v.numbers.join(' ')}</Descriptions.Item>
            <Descriptions.Item label="按种子重新计算">{v.recomputed?.join(' ') ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="校验">
              {v.hashMatches === null ? '非随机开奖，无种子' : v.hashMatches && v.numbersMatch ? <Tag color="green">哈希与号码一致</Tag> : <Tag color="red">不一致</Tag>}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
    </Space>
  );
}
