import { ResultPage } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import { walletMsg } from '@sixmark/shared';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { useRechargeOrder } from '../api/get-recharge-order';

/** 充值失败: the failed or expired order, with a way to try again. */
export default function RechargeFailedPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { data: order } = useRechargeOrder(search.get('orderNo') ?? '');
  return (
    <PageShell title={routes.rechargeFailed.title} backTo={paths.recharge.getHref()}>
      <ResultPage
        status="error"
        title={walletMsg.rechargeFailed}
        description={order ? `订单 ${order.orderNo}：${order.statusName}` : '支付未完成，请重新发起充值'}
        primaryButtonText="重新充值"
        onPrimaryButtonClick={() => navigate(paths.recharge.getHref(), { replace: true })}
        secondaryButtonText="充值记录"
        onSecondaryButtonClick={() => navigate(paths.rechargeHistory.getHref())}
      />
    </PageShell>
  );
}
