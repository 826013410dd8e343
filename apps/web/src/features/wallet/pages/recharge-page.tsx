import { Button, Form, Image, Input, Selector, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import {
  RECHARGE_CHANNEL_LABELS,
  RECHARGE_QUICK_AMOUNTS,
  walletMsg,
  type RechargeChannel,
  type RechargeCreateResult,
} from '@sixmark/shared';
import { formatMoney, milliToYuan, parseYuanInput, yuanToMilli } from '@sixmark/shared/domain/money';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useCreateRecharge } from '../api/create-recharge';
import { useRechargeChannels } from '../api/get-recharge-channels';
import { BalanceBar } from '../components/balance-bar';
import { CopyRow } from '../components/copy-text';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { rechargeStepHref } from '../hooks/use-order-no';

export const RECHARGE_TEXT = {
  channel: '选择充值方式',
  amount: '充值金额',
  amountPlaceholder: '请输入充值金额',
  payerName: '存款人姓名',
  submit: '立即充值',
  playMoney: '演示通道：仅限游戏币，不涉及真实资金',
  range: (min: number, max: number) => `单笔限额 ${formatMoney(min)} - ${formatMoney(max)} 元`,
} as const;

/** Where the user goes after creating an order, by channel type. */
export function nextStepHref(result: RechargeCreateResult): string {
  const orderId = result.order.orderNo;
  switch (result.order.channelType) {
    case 'bank':
      return `${paths.rechargeBank.getHref()}?orderNo=${encodeURIComponent(orderId)}`;
    case 'online':
      return paths.rechargeOnline.getHref({ orderId });
    case 'third_party':
      return rechargeStepHref('rechargeThirdParty', orderId);
    default:
      return paths.rechargeQrVirtual.getHref({ orderId });
  }
}

function ChannelDetails({ channel }: { channel: RechargeChannel }) {
  if (channel.bank) {
    return (
      <div style={{ padding: '0 16px', background: '#fff' }}>
        <CopyRow label="收款银行" value={channel.bank.bankName} />
        <CopyRow label="开户支行" value={channel.bank.bankBranch} />
        <CopyRow label="收款账号" value={channel.bank.accountNo} />
        <CopyRow label="收款人" value={channel.bank.accountName} />
      </div>
    );
  }
  if (channel.qrImage) {
    return (
      <div style={{ padding: 16, background: '#fff', textAlign: 'center' }}>
        <Image src={channel.qrImage} alt={`${channel.name}二维码`} width={180} height={180} style={{ margin: '0 auto' }} />
        {channel.qrText && <CopyRow label="地址" value={channel.qrText} />}
      </div>
    );
  }
  return null;
}

/** 充值: channels, amount with quick picks, bank details and QR code of the chosen channel. */
export default function RechargePage() {
  const navigate = useNavigate();
  const { data: channels, isLoading } = useRechargeChannels();
  const [channelId, setChannelId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  const idem = useIdempotencyKey();
  const create = useCreateRecharge();
  const channel = channels?.find((c) => c.id === channelId) ?? channels?.[0];

  const submit = async () => {
    if (!channel) return;
    // The server's own money rule: a decimal with at most 2 decimals, > 0, compared exactly.
    const parsed = parseYuanInput(amount);
    if (!parsed.ok) {
      toast.show(parsed.message, 2000);
      return;
    }
    if (parsed.milli < yuanToMilli(channel.minAmount) || parsed.milli > yuanToMilli(channel.maxAmount)) {
      toast.show(walletMsg.rechargeRange(channel.minAmount, channel.maxAmount), 2000);
      return;
    }
    const body = { channelId: channel.id, amount: milliToYuan(parsed.milli), payerName: payerName.trim() || undefined };
    try {
      const result = await create.mutateAsync({ ...body, idempotencyKey: idem.keyFor(body) });
      idem.reset();
      navigate(nextStepHref(result), { state: result });
    } catch {
      // The error catalogue has shown the server's message; the same key is kept for a retry.
    }
  };

  return (
    <PageShell title={routes.recharge.title}>
      <BalanceBar />
      {isLoading ? (
        <Skeleton.Paragraph lineCount={5} animated />
      ) : !channels?.length ? (
        <EmptyState description="暂无可用的充值通道" />
      ) : (
        <>
          <Form layout="vertical">
            <Form.Item label={RECHARGE_TEXT.channel}>
              <Selector
                columns={2}
                options={channels.map((c) => ({ label: c.name, value: c.id, description: RECHARGE_CHANNEL_LABELS[c.type] }))}
                value={channel ? [channel.id] : []}
                onChange={(v) => v[0] !== undefined && setChannelId(v[0])}
              />
            </Form.Item>
            <Form.Item label={RECHARGE_TEXT.amount} help={channel ? RECHARGE_TEXT.range(channel.minAmount, channel.maxAmount) : undefined}>
              <Input
                type="number"
                inputMode="decimal"
                placeholder={RECHARGE_TEXT.amountPlaceholder}
                value={amount}
                onChange={setAmount}
                clearable
                aria-label={RECHARGE_TEXT.amount}
              />
            </Form.Item>
            <Form.Item>
              <Selector
                columns={5}
                options={RECHARGE_QUICK_AMOUNTS.map((v) => ({ label: String(v), value: String(v) }))}
                value={[amount]}
                onChange={(v) => setAmount(v[0] ?? '')}
              />
            </Form.Item>
            {channel?.type === 'bank' && (
              <Form.Item label={RECHARGE_TEXT.payerName}>
                <Input placeholder="请输入存款人姓名（选填）" value={payerName} onChange={setPayerName} maxLength={40} />
              </Form.Item>
            )}
          </Form>
          {channel && <ChannelDetails channel={channel} />}
          {channel?.playMoney && <p style={{ padding: '0 16px', color: '#999', fontSize: 12 }}>{RECHARGE_TEXT.playMoney}</p>}
          <div style={{ padding: 16 }}>
            <Button block color="primary" size="large" loading={create.isPending} onClick={() => void submit()}>
              {RECHARGE_TEXT.submit}
            </Button>
          </div>
        </>
      )}
    </PageShell>
  );
}
