import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Form, Input, Modal, Select, Space, Spin } from 'antd';
import { get, post, put } from '@admin/api/http';
import type { HistoryRow, OpenInfo } from '@admin/api/types';
import type { ResettlePreview } from '@sixmark/shared';
import { ResettlePreviewView } from './draws/ResettlePreviewView';

const GAMES = [
  { value: 1, label: '香港六合彩（手工开奖）' },
  { value: 70, label: '70' },
  { value: 90, label: '90' },
  { value: 95, label: '95' },
  { value: 110, label: '110' },
];

/** "1 2 3 …" or "1,2,3,…" → 7 distinct numbers 1-49, or an error text. */
export function parseNumbers(text: string): number[] | string {
  const parts = text.split(/[\s,，、]+/).filter(Boolean);
  const nums = parts.map(Number);
  if (nums.length !== 7 || nums.some((n) => !Number.isInteger(n) || n < 1 || n > 49)) return '请输入 7 个 1-49 的号码，最后一个为特码';
  if (new Set(nums).size !== 7) return '号码不能重复';
  return nums;
}

type Pending = { kind: 'enter'; turnNum: string; numbers: number[] } | { kind: 'correct'; turnNum: string; numbers: number[]; reason: string };

export function DrawsPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [gameId, setGameId] = useState(1);
  const [pending, setPending] = useState<Pending | null>(null);
  const [retype, setRetype] = useState('');
  const [enterForm] = Form.useForm();
  const [correctForm] = Form.useForm();
  const [liveForm] = Form.useForm();
  const info = useQuery({ queryKey: ['openInfo', gameId], queryFn: () => get<OpenInfo>('/v/lottery/openInfo', { gameId }), refetchInterval: 10_000 });
  const done = (text: string) => {
    message.success(text);
    void qc.invalidateQueries({ queryKey: ['openInfo'] });
  };
  const submit = useMutation({
    mutationFn: (p: Pending) =>
      p.kind === 'enter'
        ? post<HistoryRow>(`/admin/lottery/${gameId}/results`, { turnNum: p.turnNum, numbers: p.numbers })
        : put<HistoryRow>(`/admin/lottery/${gameId}/results/${p.turnNum}`, { numbers: p.numbers, reason: p.reason }),
    onSuccess: (r, p) => {
      setPending(null);
      setRetype('');
      enterForm.resetFields();
      correctForm.resetFields();
      done(`${p.kind === 'enter' ? '已录入' : '已更正'}第 ${r.turnNum} 期开奖结果：${r.openNum}`);
    },
    onError: (e) => message.error(e.message),
  });
  const drawNow = useMutation({
    mutationFn: () => post<{ turnNum: string }>(`/admin/lottery/${gameId}/draw-now`),
    onSuccess: (r) => done(`第 ${r.turnNum} 期已开始开奖`),
    onError: (e) => message.error(e.message),
  });
  const live = useMutation({
    mutationFn: (liveUrl: string) => put(`/admin/lottery/${gameId}/live-url`, { liveUrl }),
    onSuccess: () => done('直播地址已保存'),
    onError: (e) => message.error(e.message),
  });
  const stage = (kind: 'enter' | 'correct', v: { turnNum: string; numbers: string; reason?: string }) => {
    const nums = parseNumbers(v.numbers);
    if (typeof nums === 'string') return void message.error(nums);
    setRetype('');
    setPending(kind === 'enter' ? { kind, turnNum: v.turnNum, numbers: nums } : { kind, turnNum: v.turnNum, numbers: nums, reason: v.reason ?? '' });
  };
  // A correction shows what it would re-settle (read-only preview) before it can be confirmed.
  const correction = pending?.kind === 'correct' ? pending : null;
  const preview = useQuery({
    queryKey: ['resettlePreview', gameId, correction?.turnNum, correction?.numbers.join(',')],
    queryFn: () => get<ResettlePreview>(`/admin/lottery/${gameId}/results/${correction!.turnNum}/preview`, { numbers: correction!.numbers.join(',') }),
    enabled: !!correction,
    staleTime: 0,
    gcTime: 0,
  });
  const retyped = parseNumbers(retype);
  const matches = pending && Array.isArray(retyped) && retyped.join(',') === pending.numbers.join(',');
  const numbersRule = { required: true, message: '请输入 7 个号码' };
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Card title="开奖管理" extra={<Select aria-label="彩种" value={gameId} onChange={setGameId} options={GAMES} style={{ width: 220 }} />}>
        {info.isError && <Alert type="error" showIcon title={info.error.message} />}
        {info.data && (
          <Descriptions column={2} size="small">
            <Descriptions.Item label="当前期">{info.data.cur.turnNum}</Descriptions.Item>
            <Descriptions.Item label="封盘时间">{new Date(info.data.cur.closeTime).toLocaleString('zh-CN')}</Descriptions.Item>
            <Descriptions.Item label="上期">{info.data.pre.turnNum}</Descriptions.Item>
            <Descriptions.Item label="上期号码">{info.data.pre.openNum || '—'}</Descriptions.Item>
            <Descriptions.Item label="直播地址">{info.data.cur.liveUrl || '—'}</Descriptions.Item>
          </Descriptions>
        )}
        <Space style={{ marginTop: 12 }}>
          <Button onClick={() => Modal.confirm({ title: '立即开始当前期的随机开奖？', okText: '开奖', cancelText: '取消', onOk: () => drawNow.mutateAsync() })}>
            立即开奖
          </Button>
        </Space>
      </Card>
      <Card title="录入开奖结果（手工开奖）">
        <Form form={enterForm} name="enter" layout="inline" onFinish={(v) => stage('enter', v)}>
          <Form.Item name="turnNum" label="期号" rules={[{ required: true, pattern: /^\d{7,10}$/, message: '期号为 7-10 位数字' }]} initialValue={info.data?.cur.turnNum}>
            <Input style={{ width: 140 }} placeholder={info.data?.cur.turnNum} />
          </Form.Item>
          <Form.Item name="numbers" label="号码" rules={[numbersRule]} extra="7 个号码，空格分隔，最后一个为特码">
            <Input style={{ width: 260 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            提交
          </Button>
        </Form>
      </Card>
      <Card title="更正开奖结果">
        <Form form={correctForm} name="correct" layout="inline" onFinish={(v) => stage('correct', v)}>
          <Form.Item name="turnNum" label="期号" rules={[{ required: true, pattern: /^\d{7,10}$/, message: '期号为 7-10 位数字' }]}>
            <Input style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="numbers" label="正确号码" rules={[numbersRule]}>
            <Input style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="reason" label="原因" rules={[{ required: true, message: '请输入更正原因' }]}>
            <Input style={{ width: 200 }} maxLength={200} />
          </Form.Item>
          <Button danger htmlType="submit">
            更正
          </Button>
        </Form>
      </Card>
      <Card title="直播地址">
        <Form form={liveForm} layout="inline" onFinish={(v: { liveUrl?: string }) => live.mutate(v.liveUrl ?? '')}>
          <Form.Item name="liveUrl" label="地址" extra="留空为关闭直播">
            <Input style={{ width: 420 }} placeholder="https://…" />
          </Form.Item>
          <Button htmlType="submit" loading={live.isPending}>
            保存
          </Button>
        </Form>
      </Card>
      <Modal
        open={!!pending}
        title={pending?.kind === 'enter' ? '二次确认：录入开奖结果' : '二次确认：更正开奖结果'}
        okText="确认发布"
        cancelText="取消"
        width={correction ? 960 : undefined}
        okButtonProps={{ disabled: !matches || (!!correction && !preview.isSuccess), loading: submit.isPending }}
        onOk={() => pending && submit.mutate(pending)}
        onCancel={() => setPending(null)}
      >
        {pending && (
          <>
            <p>
              第 {pending.turnNum} 期：<strong data-testid="pending-numbers">{pending.numbers.join(' ')}</strong>（特码 {pending.numbers[6]}）
            </p>
            {pending.kind === 'correct' && (
              <>
                <Alert type="warning" showIcon title="更正会按新号码重新结算该期注单，并留审计记录。" style={{ marginBottom: 12 }} />
                <Card size="small" title="重新结算预览" style={{ marginBottom: 12 }}>
                  {preview.isLoading && <Spin />}
                  {preview.isError && <Alert type="error" showIcon title={`无法预览：${preview.error.message}`} />}
                  {preview.data && <ResettlePreviewView preview={preview.data} pageSize={5} />}
                </Card>
              </>
            )}
            <p>请对照官方结果，再次输入全部号码以确认：</p>
            <Input aria-label="再次输入号码" value={retype} onChange={(e) => setRetype(e.target.value)} status={retype && !matches ? 'error' : undefined} />
          </>
        )}
      </Modal>
    </Space>
  );
}
