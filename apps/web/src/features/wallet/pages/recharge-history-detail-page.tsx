import { Button, Skeleton } from 'antd-mobile';
import { useParams } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { isOpenRecharge, useRechargeOrder } from '../api/get-recharge-order';
import { OrderSummary } from '../components/order-summary';
import { rechargeStepHref } from '../hooks/use-order-no';

/** 充值详情: one order; an open one links back to its processing page. */
export default function RechargeHistoryDetailPage() {
  const navigate = useNavigate();
  const orderNo = useParams().id ?? '';
  const { data: order, isLoading, isError } = useRechargeOrder(orderNo);
  return (
    <PageShell title={routes.rechargeHistoryDetail.title} backTo={paths.rechargeHistory.getHref()}>
      {isLoading ? (
        <Skeleton.Paragraph lineCount={6} animated />
      ) : isError || !order ? (
        <EmptyState />
      ) : (
        <>
          <OrderSummary order={order} />
          {isOpenRecharge(order) && (
            <div style={{ padding: 16 }}>
              <Button block color="primary" onClick={() => navigate(rechargeStepHref('rechargeProcessing', order.orderNo))}>
                查看订单状态
              </Button>
            </div>
          )}
        </>
      )}
    </PageShell>
  );
}
