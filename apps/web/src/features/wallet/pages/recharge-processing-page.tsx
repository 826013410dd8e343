import { useQueryClient } from '@tanstack/react-query';
import { Button, ResultPage, SpinLoading } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { walletMsg } from '@sixmark/shared';
import { formatMoney } from '@sixmark/shared/domain/money';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { PROFILE_QUERY_KEY } from '@/lib/profile';
import { useBalance } from '../api/get-balance';
import { useRechargeOrder } from '../api/get-recharge-order';
import { WALLET_KEYS } from '../api/keys';
import { useOrderNo } from '../hooks/use-order-no';

export const PROCESSING_TEXT = {
  waiting: '充值处理中，请稍候…',
  waitingHint: '到账后页面会自动更新',
  balance: (v: string) => `当前余额 ${v} 元`,
  bills: '查看账变记录',
  again: '继续充值',
} as const;

/** 充值处理中: polls the order every 3 s; success refreshes the balance, failure goes to /recharge/failed. */
export default function RechargeProcessingPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const orderNo = useOrderNo(true);
  const { data: order } = useRechargeOrder(orderNo, true);
  const success = order?.status === 'success';
  const { data: balance } = useBalance();

  useEffect(() => {
    if (success) {
      void qc.invalidateQueries({ queryKey: [WALLET_KEYS.balance] });
      void qc.invalidateQueries({ queryKey: [WALLET_KEYS.bills] });
      void qc.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    }
    if (order?.status === 'failed' || order?.status === 'expired') {
      navigate(`${paths.rechargeFailed.getHref()}?orderNo=${encodeURIComponent(order.orderNo)}`, { replace: true });
    }
  }, [success, order?.status, order?.orderNo, navigate, qc]);

  return (
    <PageShell title={routes.rechargeProcessing.title} backTo={paths.recharge.getHref()}>
      {success && order ? (
        <ResultPage
          status="success"
          title={walletMsg.rechargeSuccess}
          description={`${formatMoney(order.amount)} 元已到账，${PROCESSING_TEXT.balance(formatMoney((balance?.money ?? 0) + (balance?.liveMoney ?? 0)))}`}
          primaryButtonText={PROCESSING_TEXT.bills}
          onPrimaryButtonClick={() => navigate(paths.bills.getHref())}
          secondaryButtonText={PROCESSING_TEXT.again}
          onSecondaryButtonClick={() => navigate(paths.recharge.getHref())}
        />
      ) : (
        <div style={{ padding: 48, textAlign: 'center' }} role="status">
          <SpinLoading color="primary" style={{ margin: '0 auto 16px' }} />
          <p>{PROCESSING_TEXT.waiting}</p>
          <p style={{ color: '#999', fontSize: 13 }}>{PROCESSING_TEXT.waitingHint}</p>
          {order?.payUrl && (
            <Button fill="outline" color="primary" onClick={() => window.location.assign(order.payUrl!)}>
              前往支付
            </Button>
          )}
        </div>
      )}
    </PageShell>
  );
}
