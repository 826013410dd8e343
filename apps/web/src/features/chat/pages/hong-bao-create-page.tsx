import { Button, Input, List, Selector, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import { HONGBAO_LIMITS, hongbaoMsg, hongbaoSendProblem, type HongbaoKind } from '@sixmark/shared';
import { formatMoney, milliToYuan, parseYuanInput, yuanToMilli } from '@sixmark/shared/domain/money';
import { PageShell } from '@/components/page-shell';
import { WithdrawPasswordModal } from '@/components/withdraw-password-modal';
import { paths, routes } from '@/config/paths';
import { useHongbaoConfig } from '../hong-bao/api/get-hongbao-config';
import { useSendHongbao } from '../hong-bao/api/send-hongbao';
import '../hong-bao/hong-bao.css';

export const HONGBAO_CREATE_TEXT = {
  kind: '红包类型',
  count: '红包个数',
  countPlaceholder: '填写个数',
  total: '总金额',
  single: '单个金额',
  amountPlaceholder: '0.00',
  greeting: '留言',
  word: '口令（选填）',
  wordPlaceholder: '领取时需输入口令',
  submit: '塞钱进红包',
  history: '红包记录',
  today: (sent: number, max: number) => (max > 0 ? `今日已发 ${formatMoney(sent)} / ${formatMoney(max)} 元` : `今日已发 ${formatMoney(sent)} 元`),
} as const;

/** One key per packet the member fills in: a retry of the same form reuses it, a new packet gets a new one. */
const newKey = () => `hb-${crypto.randomUUID()}`;

/** 发红包 (/chat-rooms/{room_id}/hong-bao): kind, count, amount, greeting, word, fund password when required. */
export default function HongBaoCreatePage() {
  const { roomId = '' } = useParams();
  const room = Number(roomId);
  const navigate = useNavigate();
  const config = useHongbaoConfig(room);
  const send = useSendHongbao();
  const [kind, setKind] = useState<HongbaoKind>('lucky');
  const [count, setCount] = useState('');
  const [amount, setAmount] = useState('');
  const [greeting, setGreeting] = useState('');
  const [word, setWord] = useState('');
  const [asking, setAsking] = useState(false);
  const [key, setKey] = useState(newKey);
  const c = config.data;

  const n = /^\d{1,3}$/.test(count) ? Number(count) : 0;
  const parsed = amount ? parseYuanInput(amount) : null;
  const total = parsed?.ok ? (kind === 'equal' ? parsed.milli * n : parsed.milli) : 0;
  const limits = c && {
    minShare: yuanToMilli(c.minShare),
    maxShare: yuanToMilli(c.maxShare),
    minTotal: yuanToMilli(c.minTotal),
    maxTotal: yuanToMilli(c.maxTotal),
    maxCount: c.maxCount,
    dailyMax: yuanToMilli(c.dailyMax),
  };
  // The server's own rule on the same numbers: a form the page accepts is one it will accept.
  const problem =
    !limits || !count || !amount
      ? null
      : parsed && !parsed.ok
        ? parsed.message
        : hongbaoSendProblem(limits, kind, total, n, yuanToMilli(c.sentToday));

  const submit = (fundPassword?: string) =>
    send.mutateAsync(
      { roomId: room, kind, amount: milliToYuan(total), count: n, greeting, word, idempotencyKey: key, ...(fundPassword ? { fundPassword } : {}) },
      {
        onSuccess: () => {
          setKey(newKey());
          setAsking(false);
          navigate(paths.roomChat.getHref({ roomId: room }), { replace: true });
        },
      },
    );

  return (
    <PageShell
      title={routes.hongBaoCreate.title}
      backTo={paths.roomChat.getHref({ roomId: room })}
      right={
        <button type="button" className="hb-open__link" style={{ color: 'inherit' }} onClick={() => navigate(paths.hongBaoHistory.getHref({ roomId: room }))}>
          {HONGBAO_CREATE_TEXT.history}
        </button>
      }
    >
      {!c ? (
        <Skeleton.Paragraph lineCount={6} animated />
      ) : !c.enabled ? (
        <div className="hb-error">{hongbaoMsg.disabled}</div>
      ) : (
        <div className="hb-form">
          <List>
            <List.Item title={HONGBAO_CREATE_TEXT.kind}>
              <Selector
                columns={2}
                value={[kind]}
                onChange={(v) => v[0] && setKind(v[0])}
                options={[
                  { label: hongbaoMsg.lucky, value: 'lucky' as const },
                  { label: hongbaoMsg.equal, value: 'equal' as const },
                ]}
              />
            </List.Item>
            <List.Item title={HONGBAO_CREATE_TEXT.count} extra="个">
              <Input aria-label={HONGBAO_CREATE_TEXT.count} placeholder={HONGBAO_CREATE_TEXT.countPlaceholder} inputMode="numeric" value={count} onChange={(v) => setCount(v.replace(/\D/g, '').slice(0, 3))} />
            </List.Item>
            <List.Item title={kind === 'equal' ? HONGBAO_CREATE_TEXT.single : HONGBAO_CREATE_TEXT.total} extra="元">
              <Input aria-label={kind === 'equal' ? HONGBAO_CREATE_TEXT.single : HONGBAO_CREATE_TEXT.total} placeholder={HONGBAO_CREATE_TEXT.amountPlaceholder} inputMode="decimal" value={amount} onChange={setAmount} />
            </List.Item>
            <List.Item title={HONGBAO_CREATE_TEXT.greeting}>
              <Input aria-label={HONGBAO_CREATE_TEXT.greeting} placeholder={hongbaoMsg.defaultGreeting} maxLength={HONGBAO_LIMITS.greetingMax} value={greeting} onChange={setGreeting} />
            </List.Item>
            <List.Item title={HONGBAO_CREATE_TEXT.word}>
              <Input aria-label={HONGBAO_CREATE_TEXT.word} placeholder={HONGBAO_CREATE_TEXT.wordPlaceholder} maxLength={HONGBAO_LIMITS.wordMax} value={word} onChange={setWord} />
            </List.Item>
          </List>
          {problem && (
            <div className="hb-error" role="alert">
              {problem}
            </div>
          )}
          <div className="hb-total" data-testid="hongbao-total">
            ¥{formatMoney(milliToYuan(total))}
          </div>
          <Button
            block
            color="danger"
            disabled={!count || !amount || !!problem || total <= 0}
            loading={send.isPending}
            onClick={() => (c.requireFundPassword ? setAsking(true) : void submit().catch(() => undefined))}
          >
            {HONGBAO_CREATE_TEXT.submit}
          </Button>
          <div className="hb-hint">{HONGBAO_CREATE_TEXT.today(c.sentToday, c.dailyMax)}</div>
          <div className="hb-hint">{hongbaoMsg.expiresIn(Math.round(c.expireMinutes / 60))}</div>
        </div>
      )}
      <WithdrawPasswordModal visible={asking} onClose={() => setAsking(false)} onConfirm={async (pwd) => void (await submit(pwd))} />
    </PageShell>
  );
}
