import { Button, Dialog, Input, List, Selector, Skeleton } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { DATE_TIME_FORMAT, formatSystemTime, LIMIT_LABELS, type LimitKind } from '@sixmark/shared';
import { formatMoney, parseYuanInput } from '@sixmark/shared/domain/money';
import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useSaferPlay } from '../api/get-safer-play';
import { useUpdateSaferPlay, type SaferPlayChange } from '../api/update-safer-play';
import { REALITY_STORAGE_KEY } from '../components/reality-check';
import '../bonus.css';

export const SAFER_TEXT = {
  limits: '限额设置',
  intro: '限额降低立即生效；提高或取消需等待24小时后生效。',
  none: '不限',
  save: '保存',
  saved: '设置已保存',
  used: (v: string, reset: string | null) => `本周期已用 ${v} 元${reset ? `，${reset} 重置` : ''}`,
  pending: (v: string, at: string) => `将于 ${at} 调整为 ${v}`,
  reality: '游戏时间提醒',
  realityOff: '关闭',
  realityEvery: (m: number) => `每${m}分钟`,
  exclusion: '冷静期与自我排除',
  exclusionIntro: '期间不能存款、投注、进入游戏、转入游戏钱包、发红包或领取优惠，提款不受影响；开始后不能提前解除。',
  active: (name: string, until: string) => `您正处于${name}，至 ${until} 结束`,
  confirm: (label: string) => `确认开启${label}？开始后不能提前解除。`,
} as const;

const REALITY_OPTIONS = [0, 15, 30, 60, 120];
const EXCLUSIONS: { label: string; body: { kind: 'cooloff'; hours: number } | { kind: 'self'; months: number } }[] = [
  { label: '冷静期 24小时', body: { kind: 'cooloff', hours: 24 } },
  { label: '冷静期 7天', body: { kind: 'cooloff', hours: 168 } },
  { label: '冷静期 6周', body: { kind: 'cooloff', hours: 1008 } },
  { label: '自我排除 6个月', body: { kind: 'self', months: 6 } },
  { label: '自我排除 1年', body: { kind: 'self', months: 12 } },
  { label: '自我排除 5年', body: { kind: 'self', months: 60 } },
];

function LimitRow(props: {
  kind: LimitKind;
  amount: number | null;
  pendingAmount: number | null;
  pendingAt: string | null;
  used: number;
  resetAt: string | null;
  onSave: (change: SaferPlayChange) => void;
}) {
  const [value, setValue] = useState('');
  const label = LIMIT_LABELS[props.kind];
  const save = () => {
    const trimmed = value.trim();
    if (trimmed !== '') {
      const parsed = parseYuanInput(trimmed);
      if (!parsed.ok) {
        toast.info(parsed.message);
        return;
      }
    }
    props.onSave({ op: 'limit', kind: props.kind, amount: trimmed === '' ? null : trimmed });
    setValue('');
  };
  return (
    <List.Item
      description={
        <>
          {props.kind !== 'bet_max' && (
            <div className="safer-limit__used">
              {SAFER_TEXT.used(formatMoney(props.used), props.resetAt ? formatSystemTime(props.resetAt, DATE_TIME_FORMAT) : null)}
            </div>
          )}
          {props.pendingAt && (
            <div className="safer-limit__used">
              {SAFER_TEXT.pending(props.pendingAmount === null ? SAFER_TEXT.none : `${formatMoney(props.pendingAmount)} 元`, formatSystemTime(props.pendingAt, DATE_TIME_FORMAT))}
            </div>
          )}
          <div style={{ display: 'flex', gap: 8, marginTop: 6 }}>
            <Input aria-label={label} placeholder="输入金额，留空为不限" value={value} onChange={setValue} inputMode="decimal" />
            <Button size="small" color="primary" onClick={save}>
              {SAFER_TEXT.save}
            </Button>
          </div>
        </>
      }
      extra={props.amount === null ? SAFER_TEXT.none : `${formatMoney(props.amount)} 元`}
    >
      {label}
    </List.Item>
  );
}

/** 理性游戏 (security center): limits, reality-check reminder, cool-off and self-exclusion. */
export default function SaferPlayPage() {
  const { data, isLoading } = useSaferPlay();
  const update = useUpdateSaferPlay({ onSuccess: () => void toast.success(SAFER_TEXT.saved) });
  // The app-wide reminder reads the interval from here (no call on every page).
  useEffect(() => {
    if (data) localStorage.setItem(REALITY_STORAGE_KEY, String(data.realityMinutes));
  }, [data]);
  const exclude = async (e: (typeof EXCLUSIONS)[number]) => {
    if (await Dialog.confirm({ content: SAFER_TEXT.confirm(e.label) })) update.mutate({ op: 'exclusion', body: e.body });
  };
  return (
    <PageShell title={routes.saferPlay.title}>
      {isLoading && <Skeleton.Paragraph lineCount={8} animated />}
      {data && (
        <>
          <List mode="card" header={SAFER_TEXT.limits}>
            {data.limits.map((l) => (
              <LimitRow key={l.kind} {...l} onSave={(c) => update.mutate(c)} />
            ))}
          </List>
          <div className="bonus-note">{SAFER_TEXT.intro}</div>
          <List mode="card" header={SAFER_TEXT.reality}>
            <List.Item>
              <Selector
                columns={3}
                value={[data.realityMinutes]}
                options={REALITY_OPTIONS.map((m) => ({ label: m === 0 ? SAFER_TEXT.realityOff : SAFER_TEXT.realityEvery(m), value: m }))}
                onChange={(v) => v[0] !== undefined && update.mutate({ op: 'reality', minutes: v[0] })}
              />
            </List.Item>
          </List>
          <List mode="card" header={SAFER_TEXT.exclusion}>
            {data.exclusion ? (
              <List.Item>{SAFER_TEXT.active(data.exclusion.name, formatSystemTime(data.exclusion.endsAt, DATE_TIME_FORMAT))}</List.Item>
            ) : (
              EXCLUSIONS.map((e) => (
                <List.Item key={e.label} clickable onClick={() => void exclude(e)}>
                  {e.label}
                </List.Item>
              ))
            )}
          </List>
          <div className="bonus-note">{SAFER_TEXT.exclusionIntro}</div>
        </>
      )}
    </PageShell>
  );
}
