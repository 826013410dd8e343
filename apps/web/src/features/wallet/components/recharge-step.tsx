import { Button, Image, Skeleton } from 'antd-mobile';
import { useNavigate } from '@/lib/use-navigate';
import { PageShell } from '@/components/page-shell';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/config/paths';
import { useRechargeChannels } from '../api/get-recharge-channels';
import { isOpenRecharge, useRechargeOrder } from '../api/get-recharge-order';
import { useMarkRechargePaid } from '../api/mark-recharge-paid';
import { rechargeStepHref, useOrderNo } from '../hooks/use-order-no';
import { CopyRow } from './copy-text';
import { OrderSummary } from './order-summary';

export const STEP_TEXT = {
  goPay: '前往支付',
  paid: '我已完成支付',
  transferred: '我已完成转账',
  bankHint: '请使用网银或手机银行转账到以下账户，转账金额须与订单金额一致。',
  qrHint: '请扫描二维码或复制地址完成支付，金额须与订单金额一致。',
  payHint: '点击“前往支付”打开支付页面，支付完成后将自动返回。',
  notFound: '订单不存在',
  start: '去充值',
} as const;

export interface RechargeStepProps {
  title: string;
  kind: 'bank' | 'qr' | 'pay';
}

/** The step after creating an order: bank details, a QR code, or the provider's pay page. */
export function RechargeStep({ title, kind }: RechargeStepProps) {
  const navigate = useNavigate();
  const orderNo = useOrderNo(kind !== 'bank');
  const { data: order, isLoading } = useRechargeOrder(orderNo);
  const { data: channels } = useRechargeChannels();
  const markPaid = useMarkRechargePaid();
  const channel = channels?.find((c) => c.id === order?.channelId);
  const processing = rechargeStepHref('rechargeProcessing', orderNo);

  const reportPaid = async () => {
    try {
      await markPaid.mutateAsync(orderNo);
      navigate(processing);
    } catch {
      // Shown by the error catalogue.
    }
  };

  if (!orderNo && kind === 'bank') {
    // Opened without an order (e.g. from a menu): the company accounts, and a way to start one.
    const banks = channels?.filter((c) => c.bank) ?? [];
    return (
      <PageShell title={title} backTo={paths.recharge.getHref()}>
        {banks.map((c) => (
          <div key={c.id} style={{ padding: '0 16px', background: '#fff', marginBottom: 12 }}>
            <p style={{ margin: 0, paddingTop: 12, fontWeight: 600 }}>{c.name}</p>
            <CopyRow label="收款银行" value={c.bank!.bankName} />
            <CopyRow label="收款账号" value={c.bank!.accountNo} />
            <CopyRow label="收款人" value={c.bank!.accountName} />
          </div>
        ))}
        <div style={{ padding: 16 }}>
          <Button block color="primary" onClick={() => navigate(paths.recharge.getHref())}>
            {STEP_TEXT.start}
          </Button>
        </div>
      </PageShell>
    );
  }
  if (isLoading) return <PageShell title={title}><Skeleton.Paragraph lineCount={6} animated /></PageShell>;
  if (!order) return <PageShell title={title}><EmptyState description={STEP_TEXT.notFound} /></PageShell>;
  const open = isOpenRecharge(order);
  return (
    <PageShell title={title} backTo={paths.recharge.getHref()}>
      <OrderSummary order={order} />
      {kind === 'bank' && channel?.bank && (
        <div style={{ padding: '0 16px', background: '#fff', marginTop: 12 }}>
          <p style={{ color: '#666', fontSize: 13 }}>{STEP_TEXT.bankHint}</p>
          <CopyRow label="收款银行" value={channel.bank.bankName} />
          <CopyRow label="开户支行" value={channel.bank.bankBranch} />
          <CopyRow label="收款账号" value={channel.bank.accountNo} />
          <CopyRow label="收款人" value={channel.bank.accountName} />
          <CopyRow label="转账金额" value={String(order.amount)} />
        </div>
      )}
      {kind === 'qr' && channel?.qrImage && (
        <div style={{ padding: 16, background: '#fff', marginTop: 12, textAlign: 'center' }}>
          <p style={{ color: '#666', fontSize: 13 }}>{STEP_TEXT.qrHint}</p>
          <Image src={channel.qrImage} alt="支付二维码" width={200} height={200} style={{ margin: '0 auto' }} />
          {channel.qrText && <CopyRow label="地址" value={channel.qrText} />}
        </div>
      )}
      {kind === 'pay' && <p style={{ padding: '0 16px', color: '#666', fontSize: 13 }}>{STEP_TEXT.payHint}</p>}
      <div style={{ padding: 16, display: 'grid', gap: 12 }}>
        {kind === 'pay' && open && order.payUrl && (
          <Button block color="primary" size="large" onClick={() => window.location.assign(order.payUrl!)}>
            {STEP_TEXT.goPay}
          </Button>
        )}
        {open && kind !== 'pay' && (
          <Button block color="primary" size="large" loading={markPaid.isPending} onClick={() => void reportPaid()}>
            {kind === 'bank' ? STEP_TEXT.transferred : STEP_TEXT.paid}
          </Button>
        )}
        {(kind === 'pay' || !open) && (
          <Button block size="large" onClick={() => navigate(processing)}>
            {kind === 'pay' && open ? STEP_TEXT.paid : '查看订单状态'}
          </Button>
        )}
      </div>
    </PageShell>
  );
}
