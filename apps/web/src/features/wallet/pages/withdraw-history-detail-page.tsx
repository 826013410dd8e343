import { List, Skeleton } from 'antd-mobile';
import { useParams } from 'react-router-dom';
import { formatMoney } from '@sixmark/shared/domain/money';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { useWithdrawDetail } from '../api/get-withdraw-detail';
import { formatTime } from '../components/format';

/** 提现详情: one withdrawal and its review. */
export default function WithdrawHistoryDetailPage() {
  const id = Number(useParams().id);
  const { data: w, isLoading, isError } = useWithdrawDetail(id);
  return (
    <PageShell title={routes.withdrawHistoryDetail.title} backTo={paths.withdrawHistory.getHref()}>
      {isLoading ? (
        <Skeleton.Paragraph lineCount={6} animated />
      ) : isError || !w ? (
        <EmptyState />
      ) : (
        <List>
          <List.Item extra={w.orderNo}>订单号</List.Item>
          <List.Item extra={`${formatMoney(w.amount)} 元`}>提现金额</List.Item>
          <List.Item extra={w.statusName}>状态</List.Item>
          <List.Item extra={w.bankName}>收款银行</List.Item>
          <List.Item extra={w.cardNo}>银行卡号</List.Item>
          <List.Item extra={w.holderName}>持卡人</List.Item>
          <List.Item extra={formatTime(w.createdAt)}>申请时间</List.Item>
          {w.reviewedAt && <List.Item extra={formatTime(w.reviewedAt)}>审核时间</List.Item>}
          {w.reason && <List.Item extra={w.reason}>备注</List.Item>}
        </List>
      )}
    </PageShell>
  );
}
